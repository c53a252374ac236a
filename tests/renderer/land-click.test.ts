// A click on an island answers (issue 16, play-test: it did nothing, and a newcomer could not tell
// a refusal from a missed click). Fails before: nothing named such a click (landClickNote is new).
import { describe, expect, it } from 'vitest';
import { neighbour } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { landClickNote } from '../../renderer/src/lib/land-click.js';
import { lessons } from '../../renderer/src/lib/lessons.js';

describe('landClickNote', () => {
  it('says an island cannot be entered, in each language; a water space says nothing', () => {
    const l3 = lessons()[2]!; // an island straight ahead of the bow
    const start = l3.challenge.start;
    const me = start.boats.find((b) => b.id === l3.challenge.boat)!;
    const note = landClickNote(start, neighbour(me.pos!, me.heading));
    expect(note).toBe('play.islandClick');
    expect(landClickNote(start, l3.target)).toBeNull();
    expect(landClickNote(start, me.pos!)).toBeNull();
    const said = (['en', 'fr', 'it', 'ru'] as const).map((l) => translator(l)(note!));
    expect(said[0]).toBe('An island: no boat can enter it.');
    expect(new Set(said).size).toBe(4);
  });
});
