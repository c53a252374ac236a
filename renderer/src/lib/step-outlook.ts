// Step mode over the engine: which single steps (turn, advance, reverse) still lead to a legal
// turn, and where each leaves the boat (drawn on the board before it is taken). Play-test of issue
// 14: a player could steer into a dead end, and nothing showed where a step would go. The engine
// refuses such a step itself (rule 9, "must avoid": move/must-avoid), so a step is offered when
// apply() takes it at the speed chosen.
import { apply, type Action, type BoatId, type Dir, type GameState, type Hex } from '../../../engine/index.js';

export interface StepOutlook {
  action: Action;
  /** Where the boat stands and faces after the step. */
  hex: Hex;
  dir: Dir;
  /** Coal the step itself burns, as the engine's events of it say (a turn past the free one, leaving a sandbank). */
  coal: number;
}

/**
 * The steps worth offering: `steps` (main's legal actions) at `speed` (sent first when the speed is
 * not set yet), each kept only if the engine takes it there: not one after which the turn could no
 * longer end legally. Where no legal turn exists at all (a forced crash), the engine's crash rule
 * decides which steps it takes.
 */
export function stepOutlook(state: GameState, boat: BoatId, steps: Action[], speed: number | null): StepOutlook[] {
  const base = atSpeed(state, speed);
  return steps.flatMap((action) => {
    const r = apply(base, action);
    if (!r.ok) return [];
    const b = r.state.boats.find((x) => x.id === boat);
    if (!b?.pos) return [];
    const coal = r.events.reduce((n, e) => n + (e.type === 'rotated' ? e.coal : e.type === 'moved' ? (e.coal ?? 0) : 0), 0);
    return [{ action, hex: b.pos, dir: b.heading, coal }];
  });
}

/** The position the steps are tried in: `speed` chosen first when the turn has none yet. */
export function atSpeed(state: GameState, speed: number | null): GameState {
  if (state.turn?.speedChosen || speed === null) return state;
  const r = apply(state, { type: 'speed', speed });
  return r.ok ? r.state : state;
}
