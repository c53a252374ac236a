// What the play screen's camera frames once the race is over (newcomer play-test: the end view went
// out to the whole river, its boats specks at 1280x800): where the race ended, the Finish and its
// docks, with the boats near it, looking downstream there. A race that ended before the Finish was
// placed (stalled, every boat out) ends where its leading boat is.
import { computeOrder, finishDocks, finishFootprint, finishHeading, hexDistance, type GameState, type Hex } from '../../../engine/index.js';
import { flowAt } from './river-flow.js';

/** Boats this many spaces or fewer from where the race ended are framed with it (farther ones would shrink it all). */
export const END_NEAR = 8;

export interface EndFraming {
  /** Spaces to frame. */
  frame: Hex[];
  /** Downstream there (0 north, 60° steps clockwise): the camera looks that way. */
  flow: number;
}

/** The end view of a race that is over; null when there is nothing to frame (no river, no boat). */
export function endFraming(state: GameState): EndFraming | null {
  const onRiver = state.boats.flatMap((b) => (b.pos ? [b.pos] : []));
  let goal: Hex[];
  let flow: number;
  if (state.finish && state.river.length >= 2) {
    goal = [...finishFootprint(state.river, state.finish.attached), ...finishDocks(state.river, state.finish.attached)];
    flow = finishHeading(state.river, state.finish.attached);
  } else {
    const leader = computeOrder(state)
      .map((id) => state.boats.find((b) => b.id === id)?.pos)
      .find((p): p is Hex => !!p);
    if (!leader) return null;
    goal = [leader];
    flow = flowAt(state, leader);
  }
  const near = onRiver.filter((p) => goal.some((g) => hexDistance(g, p) <= END_NEAR));
  return { frame: [...goal, ...near], flow };
}
