// The lesson a challenge builds on (issue 16, play-test: challenge 2, "finish this turn", was
// offered before the lesson on finishing, and a newcomer did not know a boat must slow to speed 1
// with two passengers). A challenge whose lesson is not done yet points to it first; it can still
// be played (a player who knows the game is not held back).
import type { ShippedChallenge } from './challenges.js';
import { lessons, lessonDone, type Lesson } from './lessons.js';

/** By goal: passengers (lesson 4, docks at speed 1), finishing (7; blocking a rival's finish reads it too), islands (3: a space to reach). */
const LESSON_OF_GOAL: Record<ShippedChallenge['goal']['kind'], number> = { passenger: 4, finish: 7, block: 7, win: 7, reach: 3 };

export function lessonNeeded(c: Pick<ShippedChallenge, 'goal'>): Lesson {
  const n = LESSON_OF_GOAL[c.goal.kind];
  return lessons().find((l) => l.number === n)!;
}

/** The lesson to do before this challenge, or null once it is done (met at par, as the lessons screen counts). */
export function lessonFirst(stars: Record<string, number>, c: Pick<ShippedChallenge, 'goal'>): Lesson | null {
  const l = lessonNeeded(c);
  return lessonDone(stars, l) ? null : l;
}
