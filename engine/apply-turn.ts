// A whole complete turn applied at once, for turns the engine itself listed (random games,
// captains' playouts). apply() re-validates every step: a new context and a search for a way to
// complete the turn per action, a quarter of a random game's time. A listed turn is legal by
// construction, so its steps are only played, from one context, the way the search played them,
// and written back once. The result is the state (and events) that apply() step by step gives;
// tests/engine/apply-turn.test.ts compares the two. Anything from outside goes through apply().
import { apply, writeStep } from './apply.js';
import { moverIndex } from './legal.js';
import { makeCtx, nodeFromState, stepAction, unpack } from './turn.js';
import type { Action, ApplyResult, GameEvent, GameState, Hex } from './types.js';

const CONFIRM: Action = { type: 'confirm' };

/**
 * Plays `actions`, one of legalTurns(state)'s (or legalTurnRecords') turns in full, `confirm`
 * last. Only for such turns: a step the search would have refused is not noticed (a step that
 * cannot be played at all is refused with its code, leaving `state` as it was). Anything else
 * (no move pending, not ending with `confirm`) is applied step by step by apply().
 * Events are collected only when `withEvents` is set (else the list is empty).
 */
export function applyLegalTurn(state: GameState, actions: readonly Action[], withEvents = true): ApplyResult {
  const last = actions.length - 1;
  const i = state.pending.kind === 'move' ? moverIndex(state) : -1;
  if (i < 0 || last < 0 || actions[last]!.type !== 'confirm') return stepByStep(state, actions);
  const events: GameEvent[] = [];
  const ev = withEvents ? events : null;
  let s = state;
  if (last > 0) {
    const ctx = makeCtx(state, i);
    const start = nodeFromState(state, i);
    let n = start;
    let rotations = 0;
    let moved: Hex[] | null = null;
    for (let j = 0; j < last; j++) {
      const a = actions[j]!;
      if (a.type === 'confirm') return stepByStep(state, actions);
      const c = stepAction(ctx, n, a, ev);
      if (typeof c === 'string') return { ok: false, code: c };
      if (a.type === 'rotate') rotations++;
      if (c.pos !== n.pos) (moved ??= []).push(unpack(c.pos));
      n = c;
    }
    s = writeStep(state, ctx, start, n, rotations, moved);
    // apply() counts every action
    s.seq = state.seq + last;
  }
  const r = apply(s, CONFIRM);
  if (!r.ok) return r;
  if (withEvents) for (const e of r.events) events.push(e);
  return { ok: true, state: r.state, events };
}

function stepByStep(state: GameState, actions: readonly Action[]): ApplyResult {
  const events: GameEvent[] = [];
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) return r;
    for (const e of r.events) events.push(e);
    s = r.state;
  }
  return { ok: true, state: s, events };
}
