// The room's log in words (lib/room-notes.ts), in the four languages: who said what, a seat handed to
// a captain with its level, a timed-out turn, a free seat taken; the timer's m:ss; and which quick
// messages are new (one bubble a seat, the newest).
import { describe, expect, it } from 'vitest';
import type { RoomNote } from '../../electron/net/protocol.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { clockText, newQuick, noteWords } from '../../renderer/src/lib/room-notes.js';

const notes: RoomNote[] = [
  { kind: 'quick', n: 0, seat: 1, name: 'Dana', id: 'goodRace' },
  { kind: 'handOver', n: 1, seat: 1, name: 'Dana', level: 'hard' },
  { kind: 'timeUp', n: 2, seat: 0, name: 'Ann', level: 'medium' },
  { kind: 'tookSeat', n: 3, seat: 1, name: 'Dana' },
  { kind: 'quick', n: 4, seat: 0, name: 'Ann', id: 'thanks' },
  { kind: 'quick', n: 5, seat: 0, name: 'Ann', id: 'oops' },
];

describe('the room’s log in words', () => {
  it('English', () => {
    const t = translator('en');
    expect(notes.map((n) => noteWords(n, t, 'en'))).toEqual([
      'Dana: Good race!',
      'Dana’s seat is now played by a computer captain (level: hard).',
      'Ann’s time ran out: a computer captain (level: medium) plays this turn for them.',
      'A player has taken over Dana’s seat.',
      'Ann: Thanks',
      'Ann: Oops',
    ]);
  });

  it('every language names the player, the message and the level', () => {
    for (const lang of ['fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      const [quick, handOver, timeUp, took] = notes.map((n) => noteWords(n, t, lang));
      expect(quick).toContain('Dana');
      expect(quick).toContain(t('quick.goodRace'));
      expect(handOver).toContain(t('new.level.hard').toLocaleLowerCase(lang));
      expect(timeUp).toContain('Ann');
      expect(timeUp).toContain(t('new.level.medium').toLocaleLowerCase(lang));
      expect(took).toContain('Dana');
    }
  });

  it('the timer and the new quick messages', () => {
    expect(clockText(300_000)).toBe('5:00');
    expect(clockText(61_001)).toBe('1:02');
    expect(clockText(-5)).toBe('0:00');
    expect([...newQuick(notes, 0)]).toEqual([[0, notes[5]]]);
    expect([...newQuick(notes, -1)].map(([seat, n]) => [seat, n.n])).toEqual([
      [1, 0],
      [0, 5],
    ]);
  });
});

describe('one’s own quick messages (play-test: "Your turn!" popped up on its sender’s screen)', () => {
  it('are no bubble on the sender’s screen, only the others’', () => {
    expect([...newQuick(notes, -1, [0])].map(([seat]) => seat)).toEqual([1]);
    expect([...newQuick(notes, 3, [0])]).toEqual([]);
    expect([...newQuick(notes, 3, [1])].map(([seat, n]) => [seat, n.n])).toEqual([[0, 5]]);
  });

  it('read "You: …" in the room’s log, in every language', () => {
    const said: RoomNote = { kind: 'quick', n: 6, seat: 0, name: 'Ann', id: 'yourTurn' };
    expect(noteWords(said, translator('en'), 'en', [0])).toBe('You: Your turn!');
    expect(noteWords(said, translator('en'), 'en', [1])).toBe('Ann: Your turn!');
    for (const lang of ['fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      const mine = noteWords(said, t, lang, [0]);
      expect(mine).not.toContain('Ann');
      expect(mine).toContain(t('quick.yourTurn'));
      expect(mine).not.toBe(noteWords(said, t, lang, [1]));
    }
  });
});

describe('a captain the room named', () => {
  // the game server names a seat it gives a computer captain "Captain N" (race-room.ts); every
  // player reads it in their own language, as the game and the library do (play-test: "Captain 3"
  // in the lobby, "Capitaine 3" in the race)
  const captain: RoomNote = { kind: 'handOver', n: 7, seat: 2, name: 'Captain 3', level: 'easy' };
  it('is said in the reader’s language, with its article where the language wants one', () => {
    expect(noteWords(captain, translator('fr'), 'fr')).toMatch(/^La place du Capitaine 3 est désormais tenue/);
    expect(noteWords({ ...captain, kind: 'timeUp' }, translator('it'), 'it')).toMatch(/^Il tempo del Capitano 3 è scaduto/);
    expect(noteWords({ kind: 'tookSeat', n: 8, seat: 2, name: 'Капитан 3' }, translator('en'), 'en')).toBe('A player has taken over Captain 3’s seat.');
    expect(noteWords({ kind: 'quick', n: 9, seat: 0, name: 'Captain Nemo', id: 'thanks' }, translator('fr'), 'fr')).toMatch(/^Captain Nemo\u00a0:/);
  });
});
