// Save-store benchmarks (issue 4): appending one action (the autosave of every move), opening a
// 2,000-action game at its last position and at action 1,000, and listing 1,000 saved games.
// Floors: append median < 2 ms; opening < 50 ms; listing < 50 ms. Real database files in the
// temp folder, the app's own settings (WAL, synchronous FULL unless noted).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playRandomGame } from '../../cli/random-play.js';
import { ENGINE_VERSION, RULES_VERSION, apply, defaultConfig, newGame, type Action, type GameState } from '../../engine/index.js';
import { requests } from '../../electron/api/contract.js';
import { EventHub } from '../../electron/services/events.js';
import { gameHandlers } from '../../electron/services/games/handlers.js';
import { GameStore, type GameRow } from '../../electron/services/games/game-store.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { progressOf } from '../../electron/services/games/log-replay.js';
import { readRecord } from '../../electron/services/games/record-import.js';
import { isChanceAction } from '../../electron/services/games/schemas.js';
import { openStore, type Db } from '../../electron/services/store.js';
import { stats, timeIt, type Benchmark, type Figure } from './harness.js';

const PLAYERS = [1, 2, 3, 4].map((i) => ({ name: `P${i}`, kind: 'human' as const }));

function withDb<T>(fn: (db: Db, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-bench-'));
  const db = openStore(path.join(dir, 'bench.sqlite'));
  try {
    return fn(db, dir);
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A long 4-player game (uniform random play wanders, so it easily reaches 2,000 actions). */
function longGame(minActions: number) {
  const config = defaultConfig(4);
  for (let seed = 1; ; seed++) {
    const g = playRandomGame(newGame(config, seed), { seed, policy: 'uniform', maxActions: minActions });
    if (g.actions.length >= minActions) {
      const text = JSON.stringify({ format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config, seed, actions: g.actions });
      return { config, seed, text, ...readRecord(text) };
    }
  }
}

let cachedLong: ReturnType<typeof longGame> | null = null;
const long2000 = () => (cachedLong ??= longGame(2000));

function rowFor(id: string, g: ReturnType<typeof longGame>, now: number): GameRow {
  return {
    id,
    title: `Game ${id}`,
    createdAt: now,
    updatedAt: now,
    config: g.config,
    seed: g.seed,
    players: PLAYERS.map((p, i) => ({ ...p, boats: g.config.seats[i]!.boats })),
    status: 'playing',
    result: null,
    engineVersion: ENGINE_VERSION,
    rulesVersion: RULES_VERSION,
    formatVersion: 2,
    seq: 0,
    rev: 0,
    round: 0,
    leader: null,
    parent: null,
    imported: false,
    hints: true,
    hintUsed: false,
    scenario: null,
    challengeId: null,
  };
}

function append(durability: 'full' | 'normal'): Benchmark {
  return {
    name: `store/append/${durability}`,
    run(): Figure[] {
      const g = long2000();
      return withDb((db) => {
        db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
        const store = new GameStore(db);
        // The autosave of one move as the service does it: one transaction with the action row,
        // the library summary, and a snapshot when one is due.
        const samples: number[] = [];
        let k = 0;
        let game = 0;
        const start = () => {
          store.create(rowFor(`g${game++}`, g, Date.now()), [], []);
          k = 0;
        };
        start();
        // States after each action, for the summaries and snapshots (not timed).
        const states = replayStates(g);
        const budget = performance.now() + 2500;
        while (samples.length < 3000 && performance.now() < budget) {
          if (k >= g.entries.length) start();
          const e = g.entries[k]!;
          const s = states[k]!;
          const t0 = performance.now();
          const snaps = e.seq % 50 === 0 ? [{ seq: e.seq, engine: 'bench', state: JSON.stringify(s) }] : [];
          store.append(`g${game - 1}`, { seq: k, rev: k }, [e], progressOf(s, k + 1, Date.now()), snaps);
          samples.push(performance.now() - t0);
          k++;
        }
        return [
          {
            name: `append one action (synchronous ${durability.toUpperCase()})`,
            unit: 'ms',
            stats: stats(samples),
            ...(durability === 'full' ? { floor: { on: 'median' as const, op: '<' as const, limit: 2 } } : {}),
            note: 'one transaction: action row + game summary (+ snapshot every 50)',
          },
        ];
      });
    },
  };
}

function replayStates(g: Pick<ReturnType<typeof longGame>, 'config' | 'seed' | 'entries'>): GameState[] {
  const out: GameState[] = [];
  let s = newGame(g.config, g.seed);
  for (const e of g.entries) {
    const r = applyOk(s, e.action);
    out.push(r);
    s = r;
  }
  return out;
}

function applyOk(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.code);
  return r.state;
}

const actEndToEnd: Benchmark = {
  name: 'store/act',
  run(): Figure[] {
    return withDb((db) => {
      const games = new GamesService({ db, hub: new EventHub() });
      const config = defaultConfig(4);
      const samples: number[] = [];
      for (let seed = 1; samples.length < 1500; seed++) {
        const ref = playRandomGame(newGame(config, seed), { seed, policy: 'eager' });
        let v = games.newGame({ players: PLAYERS, config, seed });
        for (const a of ref.actions) {
          if (isChanceAction(a)) continue;
          const t0 = performance.now();
          v = games.act(v.id, v.rev, a);
          samples.push(performance.now() - t0);
        }
      }
      return [
        {
          name: 'act() end to end (engine, chance, autosave, view with legal turns)',
          unit: 'ms',
          stats: stats(samples),
          note: 'no floor: dominated by legalTurns for the next view',
        },
      ];
    });
  },
};

const opening: Benchmark = {
  name: 'store/open',
  run(): Figure[] {
    const g = long2000();
    return withDb((db) => {
      const games = new GamesService({ db, hub: new EventHub() });
      const id = games.importGame(g.text).id;
      const last = timeIt(() => {
        games.evict();
        return games.getGame(id);
      }, { warmup: 5, maxSamples: 200, maxMs: 2000 });
      const mid = timeIt(() => {
        games.evict();
        return games.getGameAt(id, 1000);
      }, { warmup: 5, maxSamples: 200, maxMs: 2000 });
      // Worst case for seeking: the furthest position from a snapshot (49 actions to replay).
      const worst = timeIt(() => {
        games.evict();
        return games.getGameAt(id, 1049);
      }, { warmup: 5, maxSamples: 200, maxMs: 2000 });
      const note = `${g.entries.length} actions, cold (nothing cached in memory)`;
      return [
        { name: `open a ${g.entries.length}-action game at its last position (getGame)`, unit: 'ms', stats: stats(last), floor: { on: 'p99', op: '<', limit: 50 }, note: `${note}; includes the view's legal turns` },
        { name: `open a ${g.entries.length}-action game at action 1,000 (getGameAt)`, unit: 'ms', stats: stats(mid), floor: { on: 'p99', op: '<', limit: 50 }, note },
        { name: `open a ${g.entries.length}-action game at action 1,049 (furthest from a snapshot)`, unit: 'ms', stats: stats(worst), floor: { on: 'p99', op: '<', limit: 50 }, note },
      ];
    });
  },
};

const listing: Benchmark = {
  name: 'store/list',
  run(): Figure[] {
    const g = long2000();
    return withDb((db) => {
      const store = new GameStore(db);
      const games = new GamesService({ db, hub: new EventHub() });
      // 1,000 saved games of 150 actions each, written directly (what the library would hold).
      const entries = g.entries.slice(0, 150);
      const progress = progressOf(replayStates({ ...g, entries })[149]!, 0, 0);
      db.transaction(() => {
        for (let i = 0; i < 1000; i++) {
          const row = { ...rowFor(`game-${i}`, g, 1_700_000_000_000 + i * 1000), ...progress, updatedAt: 1_700_000_000_000 + i * 1000 };
          store.create(row, entries, []);
        }
      })();
      let n = 0;
      const samples = timeIt(() => (n = games.listGames().length), { warmup: 5, maxSamples: 300, maxMs: 2000 });
      if (n !== 1000) throw new Error(`listed ${n} games`);
      // The same through the API gate, which validates the answer against the contract (zod).
      const handlers = gameHandlers(games);
      const listing = requests.listGames.response;
      const viaApi = timeIt(() => listing.parse(handlers.listGames({})), { warmup: 5, maxSamples: 300, maxMs: 2000 });
      return [
        { name: 'list 1,000 saved games (listGames)', unit: 'ms', stats: stats(samples), floor: { on: 'median', op: '<', limit: 50 }, note: 'summaries only, no log loaded' },
        { name: 'list 1,000 saved games incl. API response validation', unit: 'ms', stats: stats(viaApi), floor: { on: 'median', op: '<', limit: 50 } },
      ];
    });
  },
};

export const benchmarks: Benchmark[] = [append('full'), append('normal'), actEndToEnd, opening, listing];
