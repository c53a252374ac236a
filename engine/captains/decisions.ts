// The small decisions of the variants: where the sixth boat enters (start dock 3 or 5, and its
// heading), and coal transfers after a move (teams, two boats each, the Black Rose).
import { ALL_DIRS } from '../hex.js';
import { startDockHex } from '../river.js';
import { transferActions } from '../transfer.js';
import { pack } from '../turn.js';
import type { Action, BoatId, GameState } from '../types.js';
import { coalValue, DEFAULT_WEIGHTS, type EvalWeights } from './evaluate.js';
import { distFacing, finishField, FAR } from './fields.js';
import { headingValues } from './headings.js';

function entryDecision(state: GameState) {
  const p = state.pending;
  if (p.kind !== 'enterDock') throw new Error(`not an entry decision: ${p.kind}`);
  return p;
}

/** The free start dock and heading closest (by the distance field) to the end of the river. */
export function quickEntry(state: GameState): Action {
  const p = entryDecision(state);
  const { field } = finishField(state);
  let best: Action = { type: 'enterDock', dock: p.docks[0]!, heading: 0 };
  let bestV = Infinity;
  for (const dock of p.docks) {
    const k = pack(startDockHex(state.river, dock));
    for (const d of ALL_DIRS) {
      const v = distFacing(field, k, d);
      if (v < FAR && v < bestV) {
        bestV = v;
        best = { type: 'enterDock', dock, heading: d };
      }
    }
  }
  return best;
}

/**
 * Medium and hard: every free dock and heading is tried, scored by the boat's best turn from
 * there (like the start heading): one shared search per dock (headingValues).
 */
export function chooseEntry(state: GameState, w: EvalWeights = DEFAULT_WEIGHTS): Action {
  const p = entryDecision(state);
  let best: Action = quickEntry(state);
  let bestV = -Infinity;
  for (const dock of p.docks) {
    const pos = startDockHex(state.river, dock);
    const values = headingValues(state, p.boat, pos, ALL_DIRS, w);
    for (const d of ALL_DIRS) {
      const v = values[d]!;
      if (v > bestV + 1e-9) {
        bestV = v;
        best = { type: 'enterDock', dock, heading: d };
      }
    }
  }
  return best;
}

/**
 * The transfer (or none) that leaves the deciding side best off by the evaluation: coal is worth
 * most to a boat that has little (braking, turning to a dock) and to the side's leading boat;
 * the Black Rose's coal costs nothing, so it always fills its controller's boat.
 */
export function chooseTransfer(state: GameState, w: EvalWeights = DEFAULT_WEIGHTS): Action {
  const p = state.pending;
  if (p.kind !== 'transfer') throw new Error(`not a transfer decision: ${p.kind}`);
  const coalOf = (id: BoatId) => state.boats.find((b) => b.id === id)!.coal;
  let best: Action = { type: 'skipTransfer' };
  let bestV = coalValue(state, p.player, new Map(), w) + 1e-6; // a transfer must really help
  for (const a of transferActions(state)) {
    if (a.type !== 'transfer') continue;
    const coal = new Map<BoatId, number>([
      [a.from, coalOf(a.from) - a.amount],
      [a.to, coalOf(a.to) + a.amount],
    ]);
    const v = coalValue(state, p.player, coal, w);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = a;
    }
  }
  return best;
}
