// Setting a way (issue 14, player-facing speed): what one click on a lit space costs in main, the
// way the play screen asks for it, through the same request gate both hosts use (zod on request
// and answer). A 4-player hot-seat game at its first move; the way played is the legal turn with
// the most steps. Figures: the way set (and the whole choice taken back) step by step, one `act`
// (`undo`) per step, as the screen did before, and in one request; and where one step's time goes:
// the engine's apply with the autosave, the legal turns of the answer, the answer's validation
// and its size. The browser side (click → way drawn on the board) is in plan.bench.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultConfig, legalTurns, type Action, type LegalTurn } from '../../engine/index.js';
import { createDispatcher } from '../../electron/api/dispatcher.js';
import { requests, type ApiResult, type Handlers } from '../../electron/api/contract.js';
import { EventHub } from '../../electron/services/events.js';
import { gameHandlers } from '../../electron/services/games/handlers.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import type { GameView } from '../../electron/services/games/schemas.js';
import { openStore } from '../../electron/services/store.js';
import { stats, type Benchmark, type Figure } from './harness.js';

const ROUNDS = 15;
const quiet = { warn: () => {}, error: () => {} };

function ok<T>(r: ApiResult<unknown>): T {
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value as T;
}

const stepsOf = (turn: LegalTurn): Action[] => (turn.actions.at(-1)?.type === 'confirm' ? turn.actions.slice(0, -1) : turn.actions.slice());

async function run(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-bench-way-'));
  const db = openStore(path.join(dir, 'bench.sqlite'));
  try {
    const games = new GamesService({ db, hub: new EventHub() });
    const dispatch = createDispatcher(gameHandlers(games) as Handlers, quiet);
    const players = [1, 2, 3, 4].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    let v = ok<GameView>(await dispatch('newGame', { players, config: defaultConfig(4), seed: 11 }));
    // the setting-up decisions (start headings), then the first move
    while (v.pending.kind !== 'move') v = ok<GameView>(await dispatch('act', { gameId: v.id, expectSeq: v.rev, action: v.legalActions[0] }));
    const turn = [...v.legalTurns].filter((t) => !t.crash).sort((a, b) => b.actions.length - a.actions.length)[0]!;
    const steps = stepsOf(turn);
    const start = v.state.seq;

    const stepwise: number[] = [];
    const undoStepwise: number[] = [];
    const oneRequest: number[] = [];
    const undoOne: number[] = [];
    const applySave: number[] = [];
    const turnsTime: number[] = [];
    const validate: number[] = [];
    const bytes: number[] = [];
    const turnCounts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // step by step, as the play screen sent a way before
      let t0 = performance.now();
      for (const action of steps) v = ok<GameView>(await dispatch('act', { gameId: v.id, expectSeq: v.rev, action }));
      stepwise.push(performance.now() - t0);
      t0 = performance.now();
      while (v.canUndo && v.state.seq > start) v = ok<GameView>(await dispatch('undo', { gameId: v.id, expectSeq: v.rev }));
      undoStepwise.push(performance.now() - t0);
      // in one request each
      if ('actions' in requests.act.request.shape) {
        t0 = performance.now();
        v = ok<GameView>(await dispatch('act', { gameId: v.id, expectSeq: v.rev, actions: steps }));
        oneRequest.push(performance.now() - t0);
        t0 = performance.now();
        v = ok<GameView>(await dispatch('undo', { gameId: v.id, expectSeq: v.rev, toSeq: start }));
        undoOne.push(performance.now() - t0);
      }
      // one step's parts: apply + autosave (a view without legal turns), the legal turns, the answer checked, its size
      for (const action of steps) {
        t0 = performance.now();
        v = games.act(v.id, v.rev, action, { turns: false });
        applySave.push(performance.now() - t0);
        t0 = performance.now();
        const turns = legalTurns(v.state);
        turnsTime.push(performance.now() - t0);
        const full = { ...v, legalTurns: turns };
        t0 = performance.now();
        requests.act.response.parse(full);
        validate.push(performance.now() - t0);
        bytes.push(JSON.stringify(full).length / 1024);
        turnCounts.push(turns.length);
      }
      while (v.canUndo && v.state.seq > start) v = games.undo(v.id, v.rev, { turns: false });
    }
    const note = `${steps.length} steps (${steps.map((a) => a.type).join(', ')}), 4 boats, hot-seat, store synchronous FULL`;
    const figures: Figure[] = [
      { name: 'way/set step by step (one act per step)', unit: 'ms', stats: stats(stepwise), note },
      { name: 'way/undo of the whole choice step by step', unit: 'ms', stats: stats(undoStepwise) },
    ];
    if (oneRequest.length) {
      figures.push(
        { name: 'way/set in one request', unit: 'ms', stats: stats(oneRequest), floor: { on: 'median', op: '<', limit: 100 }, note },
        { name: 'way/undo of the whole choice in one request', unit: 'ms', stats: stats(undoOne), floor: { on: 'median', op: '<', limit: 100 } },
      );
    }
    figures.push(
      { name: 'way/step: engine apply + autosave', unit: 'ms', stats: stats(applySave) },
      { name: 'way/step: legal turns of the answer', unit: 'ms', stats: stats(turnsTime), note: `median ${stats(turnCounts).median} turns` },
      { name: 'way/step: answer validated (zod)', unit: 'ms', stats: stats(validate) },
      { name: 'way/step: answer size', unit: 'KiB', stats: stats(bytes), note: 'JSON' },
    );
    return figures;
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const benchmarks: Benchmark[] = [{ name: 'way/set-and-undo', run }];
