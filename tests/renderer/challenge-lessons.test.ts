// Challenges point to the lesson they build on (issue 16, play-test: challenge 2, "finish this
// turn", came before the lesson on finishing). Fails before: nothing tied a challenge to a lesson.
import { describe, expect, it } from 'vitest';
import { CHALLENGES } from '../../renderer/src/lib/challenges.js';
import { lessonFirst, lessonNeeded } from '../../renderer/src/lib/challenge-lessons.js';
import { lessons } from '../../renderer/src/lib/lessons.js';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';

const byId = (id: string) => CHALLENGES.find((c) => c.id === id)!;

describe('the lesson a challenge builds on', () => {
  it('challenge 2 (finish this turn) asks for the lesson on finishing first, until it is done', () => {
    const c2 = byId('02-home-straight');
    const finishing = lessons().find((l) => l.file === '7-finishing')!;
    expect(lessonFirst({}, c2)?.id).toBe(finishing.id);
    expect(translator('en')(`lessons.name.${finishing.number}` as MessageKey)).toBe('Finishing');
    expect(lessonFirst({ [finishing.id]: 1 }, c2)?.id).toBe(finishing.id); // met above par: not done
    expect(lessonFirst({ [finishing.id]: 2 }, c2)).toBeNull();
  });

  it('every finishing or blocking challenge needs the lesson on finishing, every pickup the one on passengers', () => {
    for (const c of CHALLENGES) {
      const l = lessonNeeded(c);
      if (c.goal.kind === 'finish' || c.goal.kind === 'block') expect(l.file).toBe('7-finishing');
      if (c.goal.kind === 'passenger') expect(l.file).toBe('4-passengers');
    }
    // the first challenge a newcomer meets needs only an early lesson
    expect(lessonNeeded(CHALLENGES[0]!).number).toBeLessThanOrEqual(4);
  });
});
