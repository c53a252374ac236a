// The races that never ended (issue 13), kept as records by tests/fixtures/records/make-stalled.ts.
import fs from 'node:fs';
import { apply, isStalled, newGame, replay, type Action, type GameEvent, type GameRecord, type GameState } from '../../../engine/index.js';

export const STALLED = {
  /** Base river, easy/medium captains (the browser host's seed 129): four boats at 0 coal near the finish. */
  base129: 'stalled-129-base.v2.mqgame',
  /** All six B tiles, four medium captains: orange and green on sandbanks at 0 coal. */
  bTiles2013: 'stalled-2013-b-tiles.v2.mqgame',
  /** All six B tiles, four medium captains: white at 0 coal with 2 passengers in open water. */
  bTiles2029: 'stalled-2029-b-tiles.v2.mqgame',
} as const;

export type StalledRecord = GameRecord & { finalHash: string };

export function stalledRecord(name: string): StalledRecord {
  const path = new URL(`../../fixtures/records/${name}`, import.meta.url);
  return JSON.parse(fs.readFileSync(path, 'utf8')) as StalledRecord;
}

/** The position after the first `count` actions of a stalled record (all of them by default). */
export function stalledState(name: string, count?: number): GameState {
  const rec = stalledRecord(name);
  const r = replay({ ...rec, actions: count === undefined ? rec.actions : rec.actions.slice(0, count) });
  if (!r.ok) throw new Error(`${name}: action ${r.at} refused (${r.code})`);
  return r.state;
}

/** The rules generation that has boats out of the race and stalled races. */
export const RULES_2 = 'mq-rules-2';

/**
 * Replays the first `count` actions of a stalled record under another rules version (the record's
 * decisions are the same as long as no boat goes out of the race earlier than it lost its turns).
 * Stops early, returning the state, at the first refused action or once the game is over.
 */
export function stalledStateAs(name: string, rulesVersion: string, count?: number): { state: GameState; events: GameEvent[]; applied: number } {
  const rec = stalledRecord(name);
  let state = newGame(rec.config, rec.seed, { rulesVersion });
  const n = count ?? rec.actions.length;
  let events: GameEvent[] = [];
  let k = 0;
  for (; k < n && state.pending.kind !== 'over'; k++) {
    const r = apply(state, rec.actions[k]!);
    if (!r.ok) break;
    state = r.state;
    events = r.events;
  }
  return { state, events, applied: k };
}

export interface StalledImport {
  /** A .mqgame text (v2) of the race under mq-rules-2, cut where it has just become stalled. */
  text: string;
  /** Its actions, and the record's actions after them (how the race went on). */
  actions: Action[];
  rest: Action[];
  /** The round the race became stalled in. */
  round: number;
}

/** A stalled record as an import: played under mq-rules-2 up to the first stalled position. */
export function stalledImport(name: string, players: { name: string; kind: 'human' | 'computer'; level?: 'easy' | 'medium' | 'hard' }[]): StalledImport {
  const rec = stalledRecord(name);
  let state = newGame(rec.config, rec.seed, { rulesVersion: RULES_2 });
  let k = 0;
  while (!isStalled(state)) {
    const r = apply(state, rec.actions[k]!);
    if (!r.ok) throw new Error(`${name}: action ${k} refused under ${RULES_2} (${r.code})`);
    state = r.state;
    k++;
  }
  const actions = rec.actions.slice(0, k);
  const record = {
    format: 'mississippi-queen-game',
    formatVersion: 2,
    engineVersion: rec.engineVersion,
    rulesVersion: RULES_2,
    config: rec.config,
    seed: rec.seed,
    actions,
    meta: { title: `Stalled race (seed ${rec.seed})`, players },
    result: null,
    finalHash: null,
  };
  return { text: JSON.stringify(record), actions, rest: rec.actions.slice(k), round: state.round };
}
