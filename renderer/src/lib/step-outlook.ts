// Step mode over the engine: which single steps (turn, advance, reverse) still lead to a legal
// turn, and where each leaves the boat (drawn on the board before it is taken). Play-test of issue
// 14: a player could steer into a dead end, and nothing showed where a step would go.
import { apply, legalActions, legalTurns, type Action, type BoatId, type Dir, type GameState, type Hex } from '../../../engine/index.js';

export interface StepOutlook {
  action: Action;
  /** Where the boat stands and faces after the step. */
  hex: Hex;
  dir: Dir;
}

/** The turn can still end legally from here: it can be confirmed now, or some complete turn remains. */
function canEnd(state: GameState): boolean {
  return legalActions(state).some((a) => a.type === 'confirm') || legalTurns(state).some((t) => !t.crash);
}

/**
 * The steps worth offering: `steps` (main's legal actions) at `speed` (sent first when the speed is
 * not set yet), each kept only if the turn can still end legally after it. Where no legal turn
 * exists at all (a forced crash), every step stays: there is nothing to steer clear of.
 */
export function stepOutlook(state: GameState, boat: BoatId, steps: Action[], speed: number | null): StepOutlook[] {
  let base = state;
  if (!state.turn?.speedChosen && speed !== null) {
    const r = apply(state, { type: 'speed', speed });
    if (r.ok) base = r.state;
  }
  const escape = canEnd(base);
  return steps.flatMap((action) => {
    const r = apply(base, action);
    if (!r.ok) return [];
    if (escape && !canEnd(r.state)) return [];
    const b = r.state.boats.find((x) => x.id === boat);
    return b?.pos ? [{ action, hex: b.pos, dir: b.heading }] : [];
  });
}
