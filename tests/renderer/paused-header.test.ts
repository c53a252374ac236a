// A paused network race's header names the player the turn order lights (who moves once the host is
// back), never the host as "waiting for" them (play-test pt28: "En attente d'Anna" over a turn order
// lighting Bruno); the host and why are in the tooltip. In four languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { orderCurrent, pausedHeader } from '../../renderer/src/lib/paused-header.js';

describe('a paused race’s header', () => {
  it('names the player to move, not the host, whose name is in the tooltip', () => {
    const en = translator('en');
    const bruno = pausedHeader(en, { host: 'Anna', hosting: false, mover: { name: 'Bruno', mine: false } });
    expect(bruno).toEqual({
      title: 'Paused',
      sub: 'Next: Bruno, once the host is back',
      hint: 'Paused: waiting for Anna. The host has left for now. Stay here to keep your seat.',
    });
    // before: the sub was "Waiting for Anna", the turn line's words for Anna's turn
    expect(bruno.sub).not.toContain('Anna');
    expect(pausedHeader(en, { host: 'Anna', hosting: false, mover: { name: 'Bruno', mine: true } }).sub).toBe('Next: you, once the host is back');
    expect(pausedHeader(en, { host: null, hosting: false, mover: null }).sub).toBe('Until the host is back');
    // a made-up captain's name in the reader's language
    expect(pausedHeader(translator('fr'), { host: 'Anna', hosting: false, mover: { name: 'Captain 3', mine: false } }).sub).toBe('Ensuite\u00a0: Capitaine 3, au retour de l’hôte');
  });

  it('says it in every language, the mover named and the host not', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const h = pausedHeader(t, { host: 'Anna', hosting: false, mover: { name: 'Bruno', mine: false } });
      expect(h.sub, lang).toContain('Bruno');
      expect(h.sub, lang).not.toContain('Anna');
      expect(h.hint, lang).toContain('Anna');
      expect(pausedHeader(t, { host: 'Anna', hosting: false, mover: { name: 'Bruno', mine: true } }).sub, lang).not.toContain('Bruno');
    }
  });

  it('lights in the turn order the boat of the player it names (pt29 #4: a pushed boat reorienting in a computer’s turn)', () => {
    // the computer's white boat holds the turn; Bruno's red boat, pushed, is to reorient
    const order: string[] = ['white', 'red'];
    const pending = { kind: 'reorient', player: 1, boat: 'red' } as const;
    const players = ['Captain 1', 'Bruno'];
    const header = pausedHeader(translator('en'), { host: 'Anna', hosting: false, mover: { name: players[pending.player]!, mine: false } });
    const lit = orderCurrent(pending, { halted: true, waiting: true });
    // before: nothing was given while halted, and the strip lit the turn's boat, the computer's white
    expect(lit).toBe('red');
    expect(order.indexOf(lit!)).toBe(1);
    expect(header.sub).toContain('Bruno');
    // racing, the same boat; a lesson's verdict waits for nobody; the race over lights none
    expect(orderCurrent(pending, { halted: false, waiting: false })).toBe('red');
    expect(orderCurrent(pending, { halted: true, waiting: false })).toBeNull();
    expect(orderCurrent({ kind: 'over' }, { halted: true, waiting: true })).toBeNull();
  });
});
