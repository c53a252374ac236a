// How long "your boat was pushed" is told (lib/push-notes.ts; play-test 17: it stayed through other
// players' turns until the pushed boat moved).
import { describe, expect, it } from 'vitest';
import { notePush, noteWords, pushedTurnHere, seenBy, without, type PushNote } from '../../renderer/src/lib/push-notes.js';
import { translator } from '../../renderer/src/lib/i18n.js';

const note = (boat: PushNote['boat'], owner: number, text: string = boat): PushNote => ({ boat, owner, by: 'black', words: () => text });

describe('push notes', () => {
  it('keeps one note a boat, the newest', () => {
    const n = notePush(notePush([note('white', 0, 'first')], note('red', 1)), note('white', 0, 'again'));
    expect(n.map((x) => [x.boat, x.words((k) => k)])).toEqual([['red', 'red'], ['white', 'again']]);
  });

  it("goes once its player has played at their turn, and not at another player's", () => {
    const n = [note('white', 0), note('red', 1), note('black', 0)];
    expect(seenBy(n, 2)).toEqual(n);
    expect(seenBy(n, undefined)).toEqual(n);
    expect(seenBy(n, 0).map((x) => x.boat)).toEqual(['red']);
  });

  // play-test at 1024x700: two notes each said where to look, each on two lines, and took the board's room
  it('alone, a note says where to look; among others, only who pushed whom', () => {
    const t = translator('en');
    const said = (boat: PushNote['boat']): PushNote => ({ boat, owner: 0, by: 'black', words: (tr, short) => tr(short ? 'toast.pushedShort' : 'toast.pushed', { by: 'Ann (black)', boat }) });
    const one = [said('white')];
    const two = [said('white'), said('red')];
    expect(noteWords(t, one[0]!, one)).toBe('Ann (black) pushed white: the arrow on the river shows from where.');
    expect(two.map((n) => noteWords(t, n, two))).toEqual(['Ann (black) pushed white.', 'Ann (black) pushed red.']);
  });

  it('goes when its boat is shown, dismissed or has moved on', () => {
    expect(without([note('white', 0), note('red', 1)], 'white').map((x) => x.boat)).toEqual(['red']);
  });

  // play-test (issue 17): after a restart the host's header read "Bob's turn / Your boat was pushed"
  it("the header's 'your boat was pushed' is told at the pushed player's own screen only", () => {
    expect(pushedTurnHere('reorient', 1, [0])).toBe(false);
    expect(pushedTurnHere('reorient', 1, [1])).toBe(true);
    expect(pushedTurnHere('reorient', 1, undefined)).toBe(true); // hot-seat: the player at the screen
    expect(pushedTurnHere('move', 1, [1])).toBe(false);
  });
});
