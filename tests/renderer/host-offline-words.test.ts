// The host offline (their app runs, its page closed: lobby host 'offline', their seat `offline`), as a
// guest's play screen says it (play-test pt27): the race waits for them, with no time running out and
// no advice to hand the host's seat to a computer captain; a spectator reads the same, not "the
// connection to the host is lost"; the room's log says when they are back. In four languages.
import { describe, expect, it } from 'vitest';
import type { NetStatus } from '../../electron/net/net-api.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { awayNoticeKey, seatCardKeys, seatNotes } from '../../renderer/src/lib/net-seat-notes.js';
import { netTrouble } from '../../renderer/src/lib/net-trouble.js';
import { noteWords } from '../../renderer/src/lib/room-notes.js';

type Lobby = NonNullable<NetStatus['lobby']>;
type Seat = Lobby['seats'][number];
const seat = (over: Partial<Seat>): Seat => ({ kind: 'human', name: 'Anna', level: null, ready: true, away: false, gone: false, free: false, graceMs: null, ...over });
const offlineLobby = (over: Partial<Lobby> = {}): Lobby => ({
  phase: 'racing',
  seats: [seat({ name: 'Anna', away: true, offline: true }), seat({ name: 'Ben' })],
  mine: [1],
  title: null,
  host: 'offline',
  hostName: 'Anna',
  config: null,
  watching: false,
  watchers: [],
  ...over,
});

describe('the host offline, on a guest’s screen', () => {
  it('the notice says the race waits for them, never a hand-over nor a lost connection, with or without a timer', () => {
    const l = offlineLobby();
    expect(seatNotes(l, [1])).toEqual([{ seat: 0, name: 'Anna', state: 'away', offline: true }]);
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const timed of [false, true]) {
        // the room tells no time for an offline seat
        const words = t(awayNoticeKey(l, 0, { hosting: false, timed, timeKnown: false }), { name: 'Anna', time: '' });
        expect(words, language).toContain('Anna');
        expect(words, language).not.toMatch(/hand|confier|affidare|передать|connexion perdue|connessione persa|нет связи|connection/i);
      }
    }
    expect(translator('en')(awayNoticeKey(l, 0, { hosting: false, timed: false, timeKnown: false }), { name: 'Anna' })).toBe('Anna is offline: the race will wait at their turn.');
  });

  it('the boat cards say offline, the race waiting (the timer playing the turn when one is set)', () => {
    expect(seatCardKeys(offlineLobby(), [1], false).get(0)).toBe('net28.cardOffline');
    expect(seatCardKeys(offlineLobby(), [1], true).get(0)).toBe('netui.cardAwayTimer');
    for (const language of LANGUAGES) expect(translator(language)('net28.cardOffline')).not.toMatch(/^net28/);
  });

  it('no trouble for a seated guest (the race goes on for the others); a spectator is told the host is offline', () => {
    const status = { role: 'joined' as const, connection: 'open' as const, view: null };
    expect(netTrouble({ ...status, lobby: offlineLobby() })).toBeNull();
    expect(netTrouble({ ...status, lobby: offlineLobby({ watching: true, mine: [] }) })).toEqual({ key: 'net28.watchHostOffline', home: true });
  });

  it('the room’s log says when they are back, in every language', () => {
    for (const language of LANGUAGES) {
      const words = noteWords({ kind: 'back', n: 3, seat: 0, name: 'Anna' }, translator(language), language);
      expect(words, language).toContain('Anna');
      expect(words, language).not.toMatch(/net28/);
    }
    expect(noteWords({ kind: 'back', n: 3, seat: 0, name: 'Anna' }, translator('en'), 'en')).toBe('Anna is back.');
  });

  it('on the returning player’s own screen it is not said of them in the third person (play-test pt28)', () => {
    for (const language of LANGUAGES) {
      const words = noteWords({ kind: 'back', n: 3, seat: 0, name: 'Anna' }, translator(language), language, [0]);
      expect(words, language).not.toContain('Anna');
      expect(words, language).not.toMatch(/net28/);
    }
    expect(noteWords({ kind: 'back', n: 3, seat: 0, name: 'Anna' }, translator('en'), 'en', [0])).toBe('You are back.');
    expect(noteWords({ kind: 'back', n: 3, seat: 0, name: 'Anna' }, translator('en'), 'en', [1])).toBe('Anna is back.');
  });
});
