// The play screen's leave button: its words and where it goes follow what the game has become
// (play-test: "Leave the lesson (this try is not kept)" stayed after "Lesson done!", and a race
// that was over still said "Leave (the game is saved)").
import type { GameView } from './api-types.js';
import type { MessageKey } from './i18n.js';
import { lessonMoveSet, lessonOfView } from './lessons.js';

export type LeaveKind = 'race' | 'over' | 'lesson' | 'lessonDone' | 'challenge' | 'challengeDone';

/** A lesson counts as done when its goal is met at par (two stars), as its guide says "Lesson done!". */
export const lessonMet = (ch: GameView['challenge']): boolean => !!ch && ch.status === 'met' && ch.stars === 2;

export function leaveKind(view: Pick<GameView, 'challenge' | 'pending'>): LeaveKind {
  if (lessonOfView(view.challenge)) return lessonMet(view.challenge) ? 'lessonDone' : 'lesson';
  // a challenge with its verdict in (solved or not) is no race to come back to (play-test: "Leave (game saved)")
  if (view.challenge && view.challenge.status !== 'open') return 'challengeDone';
  // an open one is saved like a race, but "Leave (the game is saved)" said nothing plain about a
  // one-turn puzzle (play-test 16): its words say where it is kept
  if (view.challenge) return 'challenge';
  return view.pending.kind === 'over' ? 'over' : 'race';
}

/**
 * The full words (the button's name) and the narrow window's short ones, with a small second line
 * (`note`) where the short word alone would lose what the full words promise (play-test, French at
 * 1024x700: a bare "Quitter" no longer said the game is saved).
 */
export const LEAVE_WORDS: Record<LeaveKind, { long: MessageKey; short: MessageKey; note?: MessageKey }> = {
  race: { long: 'play.home', short: 'panels.leave', note: 'panels.leaveSaved' },
  over: { long: 'play.homeOver', short: 'nav.home', note: 'panels.leaveInLibrary' },
  lesson: { long: 'lessons.leave', short: 'lessons.leaveShort' },
  lessonDone: { long: 'lessons.backToList', short: 'lessons.backToList' },
  challenge: { long: 'challenges.leave', short: 'panels.leave', note: 'challenges.leaveNote' },
  challengeDone: { long: 'challenges.backToList', short: 'challenges.backToList' },
};

/** A lesson, met or not, goes back to the lesson list (play-test: leaving one went home), a challenge with its verdict to the challenges; everything else to the home screen. */
export const leaveTo = (kind: LeaveKind): 'lessons' | 'challenges' | 'home' =>
  kind === 'lessonDone' || kind === 'lesson' ? 'lessons' : kind === 'challengeDone' ? 'challenges' : 'home';

/**
 * Leaving asks first: a lesson still open whose move the learner has begun to set (play-test: it was
 * lost without a word), on the board or only on the screen (`picked`: a speed clicked, nothing sent
 * yet; play-test: that left without a word).
 */
export function leaveAsks(view: Pick<GameView, 'challenge' | 'state'>, picked = false): boolean {
  const lesson = lessonOfView(view.challenge);
  return !!lesson && view.challenge!.status === 'open' && (picked || lessonMoveSet(lesson, view.state));
}
