// Turning logs into states with the engine: resolving chance events the way main does, replaying
// stored rows strictly, and deriving the library summary from a state. Pure (engine + zod).
import {
  ENGINE_VERSION,
  RULES_VERSION,
  apply,
  raceProgress,
  sampleChance,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../engine/index.js';
import type { GameProgress, LogEntry, RawAction } from './game-store.js';
import { resultOf } from '../../../engine/record/result.js';
import { ActionSchema, type GameStatus } from './schemas.js';

/** Snapshots are only trusted by the exact engine and rules that wrote them. */
export const ENGINE_KEY = `${ENGINE_VERSION}/${RULES_VERSION}`;

/**
 * A settle loop that runs this long means an engine bug, not a game. Refused die rolls
 * (mq-rules-2) lengthen a chain: with one face of three standing, 250 refusals in a row have a
 * chance of (2/3)^250, about 1e-44.
 */
const MAX_CHANCE_CHAIN = 256;

/** The seat deciding the pending decision (null for chance and game over). */
export function actorOf(state: GameState): number | null {
  const p = state.pending;
  return 'player' in p ? p.player : null;
}

export interface Settled {
  state: GameState;
  entries: LogEntry[];
  events: GameEvent[];
  /** The state after each entry. */
  states: GameState[];
}

/**
 * Resolves pending chance events with the engine's own sampler (seeded from the state, so the
 * outcome is reproducible) and returns them as log entries: chance outcomes are actions too.
 */
export function settleChance(start: GameState): Settled {
  let state = start;
  const entries: LogEntry[] = [];
  const events: GameEvent[] = [];
  const states: GameState[] = [];
  while (state.pending.kind === 'chance') {
    if (entries.length >= MAX_CHANCE_CHAIN) throw new Error(`chance events do not settle at seq ${state.seq}`);
    const action = sampleChance(state);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`engine rejected its own chance outcome ${JSON.stringify(action)}: ${r.code}`);
    entries.push({ seq: r.state.seq, actor: null, action });
    events.push(...r.events);
    states.push(r.state);
    state = r.state;
  }
  return { state, entries, events, states };
}

export type RowsReplay =
  | { ok: true; state: GameState }
  | { ok: false; state: GameState; atSeq: number; reason: string };

/**
 * Replays stored rows from `start`. Stops at the first row that is not the next seq, is not a
 * valid Action, or is refused by the engine; `state` is then the last good position.
 */
export function replayRows(start: GameState, rows: readonly RawAction[]): RowsReplay {
  let state = start;
  for (const row of rows) {
    const fail = (reason: string): RowsReplay => ({ ok: false, state, atSeq: row.seq, reason });
    if (row.seq !== state.seq + 1) return fail(`missing action ${state.seq + 1}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.action);
    } catch {
      return fail('unreadable action');
    }
    const action = ActionSchema.safeParse(parsed);
    if (!action.success) return fail('malformed action');
    const r = apply(state, action.data as Action);
    if (!r.ok) return fail(r.code);
    state = r.state;
  }
  return { ok: true, state };
}

export function statusOf(state: GameState): GameStatus {
  return state.pending.kind === 'over' ? 'over' : 'playing';
}

/** The boat in front: the winner once over, else the race leader (none before the boats are placed). */
export function leaderOf(state: GameState): GameState['boats'][number]['id'] | null {
  const result = resultOf(state);
  if (result) return result.places[0] ?? null;
  if (!state.boats.some((b) => b.pos !== null)) return null;
  // the race order as the replay's table and the race chart rank it (finished boats by place, the
  // start docks in round 1, then the measuring stick: docs/rules.md "Turn order")
  return raceProgress(state).find((r) => r.rank === 1)?.boat ?? null;
}

export function progressOf(state: GameState, rev: number, updatedAt: number): GameProgress {
  return {
    seq: state.seq,
    rev,
    status: statusOf(state),
    round: state.round,
    leader: leaderOf(state),
    result: resultOf(state),
    updatedAt,
  };
}
