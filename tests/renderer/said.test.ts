// An error shown on a screen is kept as what to say (lib/i18n.ts `Said`), so a language change
// re-words it: stored as text, it kept the language it was first shown in.
import { describe, expect, it } from 'vitest';
import { errorKey, sayError, translator } from '../../renderer/src/lib/i18n.js';

describe('sayError', () => {
  it('reads in the language shown now, not the one it was made in', () => {
    const said = sayError('coal/insufficient');
    const en = said(translator('en'));
    const fr = said(translator('fr'));
    expect(errorKey('coal/insufficient')).not.toBe('error.unknown');
    expect(en).toBe(translator('en')(errorKey('coal/insufficient')));
    expect(fr).toBe(translator('fr')(errorKey('coal/insufficient')));
    expect(fr).not.toBe(en);
    expect(said(translator('ru'))).not.toBe(en);
  });

  it('an unknown code still says something, in the language shown', () => {
    const said = sayError('no/such-code');
    expect(said(translator('it'))).toBe(translator('it')('error.unknown'));
    expect(said(translator('it'))).not.toBe(said(translator('en')));
  });
});

describe('a made-up captain is a title', () => {
  it('takes its article where the language wants one; a typed name does not', () => {
    const it_ = translator('it');
    const fr = translator('fr');
    expect(it_('play.turnOf', { name: it_('new.defaultName', { n: 1 }) })).toBe('Tocca al Capitano 1');
    expect(it_('play.turnOf', { name: 'Anna' })).toBe('Tocca ad Anna');
    expect(it_('play.turnOf', { name: 'Bruno' })).toBe('Tocca a Bruno');
    expect(it_('play.turnOf', { name: 'Capitano Nemo' })).toBe('Tocca a Capitano Nemo');
    expect(fr('play.turnOf', { name: fr('new.defaultName', { n: 3 }) })).toBe('Au tour du Capitaine 3');
    expect(fr('play.turnOf', { name: 'Alice' })).toBe('Au tour d’Alice');
    expect(it_('log.turnStarted', { boat: `${it_('new.defaultName', { n: 2 })} (bianca)` })).toBe('Tocca al Capitano 2 (bianca).');
  });
});
