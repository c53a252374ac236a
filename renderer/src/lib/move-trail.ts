// The wake a watched move leaves on the board until the next boat moves: the way the boat sailed
// and, for each boat it pushed, where that one was shoved (play-test: a computer's move left no
// trace of what the captain did).
import { hexKey, type BoatId, type GameEvent, type GameState, type Hex } from '../../../engine/index.js';

export interface MoveTrail {
  /** The boat that sailed (null: no boat moved). */
  boat: BoatId | null;
  /** The spaces it went through, from where it started. */
  path: Hex[];
  pushes: { boat: BoatId; from: Hex; to: Hex }[];
  /**
   * A move made at this screen: the player saw it planned and made, so its way is not drawn, only
   * the boats it pushed (play-test: a boat pushed on one's own turn showed no trace of where it was).
   */
  quiet?: true;
}

export const NO_TRAIL: MoveTrail = { boat: null, path: [], pushes: [] };

/** The trail of one batch of events, added to `prev` when the same boat sails on (else it starts afresh). */
export function trailOf(events: readonly GameEvent[], prev: MoveTrail = NO_TRAIL): MoveTrail {
  const first = events.find((e) => e.type === 'moved');
  if (!first) {
    const pushes = events.flatMap((e) => (e.type === 'pushed' ? [{ boat: e.boat, from: e.from, to: e.to }] : []));
    return pushes.length ? { ...prev, pushes: [...prev.pushes, ...pushes] } : prev;
  }
  const own = first.boat;
  const goOn = prev.boat === own && prev.path.length > 0 && hexKey(prev.path[prev.path.length - 1]!) === hexKey(first.from);
  const path = goOn ? [...prev.path] : [first.from];
  const pushes = goOn ? [...prev.pushes] : [];
  for (const e of events) {
    if (e.type === 'moved' && e.boat === own) path.push(e.to);
    if (e.type === 'pushed') pushes.push({ boat: e.boat, from: e.from, to: e.to });
  }
  return { boat: own, path, pushes };
}

/** Whether a batch moves any boat (then the last trail gives way). */
export function movesABoat(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'moved' || e.type === 'pushed');
}

/** The trail of a move made at this screen: kept whole (a step goes on from it), drawn as its pushes only. */
export function quietTrail(trail: MoveTrail): MoveTrail {
  return trail === NO_TRAIL || trail.quiet ? trail : { ...trail, quiet: true };
}

/** Whether the trail still tells where its boats are (a jump, say moves skipped or a step taken back, leaves them behind). */
export function trailHolds(trail: MoveTrail, state: GameState): boolean {
  const at = (id: BoatId, hex: Hex | undefined) => {
    const pos = state.boats.find((b) => b.id === id)?.pos;
    return !!hex && !!pos && hexKey(pos) === hexKey(hex);
  };
  // a boat pushed twice stands where its last push left it
  const lastPush = new Map(trail.pushes.map((p) => [p.boat, p.to]));
  for (const [boat, to] of lastPush) if (state.boats.some((b) => b.id === boat) && !at(boat, to)) return false;
  return !trail.boat || at(trail.boat, trail.path[trail.path.length - 1]);
}
