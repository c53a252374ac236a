// Step mode's turn as a whole, once it can be confirmed (newcomer's play-test of issue 14: a turn
// sailed step by step showed less before Confirm than one picked on the board: no coal spent, no
// end space, nothing of what happens). Built from the turn so far (engine's TurnInProgress) and
// the way that confirms it from here (a LegalTurn of main's list), so the words and warnings of a
// picked way (plan-words.ts) say it the same.
import type { Boat, GameState, LegalTurn } from '../../../engine/index.js';

export interface WholeTurn {
  /** The turn from its start: coal, path and pushes so far and to come. */
  turn: LegalTurn;
  /** The boat as it was when the turn began (its coal and speed then). */
  before: Boat;
  /** Where the engine looks one turn ahead from (warnings): this position and the way that confirms it. */
  ahead: { state: GameState; turn: LegalTurn };
}

/** The turn sailed so far with `finish` (the legal turn that confirms it from here); null before it is complete. */
export function wholeTurn(state: GameState, finish: LegalTurn | undefined): WholeTurn | null {
  const t = state.turn;
  const boat = t ? state.boats.find((b) => b.id === t.boat) : undefined;
  if (!t || !boat || !finish || finish.crash || t.path.length === 0) return null;
  // (the pushes made so far, where those boats stand now; a later push of the same boat wins)
  const earlier = t.pushed.flatMap((id) => {
    const b = state.boats.find((x) => x.id === id);
    return b?.pos && !finish.pushed?.some((p) => p.boat === id) ? [{ boat: id, pos: b.pos, speed: b.speed, passengers: b.passengers }] : [];
  });
  const pushed = [...earlier, ...(finish.pushed ?? [])];
  const turn: LegalTurn = {
    ...finish,
    // for words only (never sent): the speed sailed, which driftwood may have lowered at the end
    actions: [{ type: 'speed', speed: boat.speed }, ...finish.actions],
    coalSpent: t.coalSpent + finish.coalSpent,
    path: [...t.path, ...finish.path.slice(1)],
    ...(pushed.length ? { pushed } : {}),
  };
  return { turn, before: { ...boat, pos: t.path[0]!, coal: t.startCoal, speed: t.startSpeed }, ahead: { state, turn: finish } };
}

/** The way main lists to end the turn now: nothing but the confirm (and free turns at the spot, none here). */
export function confirmNow(turns: readonly LegalTurn[]): LegalTurn | undefined {
  return turns.find((x) => x.actions.length === 1 && x.actions[0]!.type === 'confirm');
}
