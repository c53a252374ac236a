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
