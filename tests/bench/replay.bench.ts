// Replay benchmark (issue 8): seeking anywhere in a long game shows the position in under 100 ms,
// from the seek to the scene having drawn it. The game: six boats (five if this engine refuses
// six), 60 rounds, played by the random player (uniform for the first rounds so that the race
// lasts 60 rounds, then "eager"), imported into a browser host (the same services as the app)
// and opened in the replay viewer in headless Chromium (SwiftShader WebGL) at 1280x720.
// Figures: seek-to-drawn time per seek (random positions, none cached by the viewer, each from a
// still view), split into asking main for the position (getGameAt over the host's WebSocket), the
// screen update, and (the rest) the frame.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { playRandomGame, type RandomPolicy } from '../../cli/random-play.js';
import { defaultConfig, newGame, validateConfig, type Action, type GameConfig, type GameState } from '../../engine/index.js';
import { buildRecord, recordText } from '../../engine/record/index.js';
import { launchOptions, requireBrowser } from '../browser/find-browser.js';
import { stats, type Benchmark, type Figure } from './harness.js';
import { ROOT, startHost } from './host.js';

const ROUNDS = 60;
const SEEKS = 60;

class Stop extends Error {}

/** Plays `policy` from `start` until round `untilRound` begins (or the game ends). */
function playUntil(start: GameState, seed: number, policy: RandomPolicy, untilRound: number): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  let state = start;
  try {
    playRandomGame(start, {
      seed,
      policy,
      onAction: (_before, action, after) => {
        actions.push(action);
        state = after;
        if (after.round >= untilRound) throw new Stop();
      },
    });
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
  }
  return { state, actions };
}

/** A game of `ROUNDS` full rounds: uniform play first (it dawdles), then eager play (it races). */
export function longGame(config: GameConfig, seed: number): { state: GameState; actions: Action[] } {
  for (let dawdle = 12; dawdle <= ROUNDS; dawdle += 6) {
    const a = playUntil(newGame(config, seed), seed, 'uniform', dawdle);
    const b = playUntil(a.state, seed + 1, 'eager', ROUNDS + 1);
    if (b.state.round > ROUNDS) return { state: b.state, actions: [...a.actions, ...b.actions] };
  }
  throw new Error('no game of 60 rounds with this seed');
}

function pickConfig(): { config: GameConfig; boats: number } {
  for (const n of [6, 5]) {
    try {
      const config = defaultConfig(n);
      if (validateConfig(config).ok) return { config, boats: n };
    } catch {
      // this engine has no standard game for n players: try fewer
    }
  }
  throw new Error('no 5- or 6-player game');
}

// Page code is passed as strings: this file is type-checked without DOM types, and tsx's keepNames
// would inject a `__name` helper that the page does not have.
const SEEK_ALL = (seqs: number[]) => `(async () => {
  const seqs = ${JSON.stringify(seqs)};
  const replay = window.__mqReplay;
  const scene = window.__mqScene;
  const api = window.__mqTest.api;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  // Each seek starts from a still view: the camera's glide to the previous position has ended.
  const settle = async () => {
    for (let i = 0; i < 50; i++) {
      const f = scene.info().frame;
      await new Promise((r) => setTimeout(r, 120));
      if (scene.info().frame === f) return;
    }
  };
  const shown = [];
  const fetched = [];
  const updated = [];
  const asked = [];
  let drawn = 0;
  for (const s of seqs) {
    await settle();
    await frame();
    const f0 = scene.info().frame;
    const t0 = performance.now();
    const parts = await replay.seek(s);
    if (scene.state().seq !== s) throw new Error('the scene does not show ' + s);
    // The scene draws in its own animation frame, requested by the update: wait for that frame.
    await frame();
    shown.push(performance.now() - t0);
    fetched.push(parts.fetchMs);
    updated.push(parts.updateMs);
    if (scene.info().frame > f0) drawn++;
  }
  for (const s of seqs) {
    const t0 = performance.now();
    const r = await api.getGameAt({ gameId: replay.gameId(), seq: s });
    if (!r.ok) throw new Error(r.code);
    asked.push(performance.now() - t0);
  }
  return { shown, fetched, updated, asked, drawn };
})()`;

async function run(): Promise<Figure[]> {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed', '--quiet'], { cwd: ROOT, stdio: 'pipe' });
  const { config, boats } = pickConfig();
  const seed = 8;
  const game = longGame(config, seed);
  const record = buildRecord({
    title: `Bench: ${boats} boats, ${ROUNDS} rounds`,
    players: config.seats.map((_, i) => ({ name: `Captain ${i + 1}`, kind: 'human' as const })),
    createdAt: Date.now(),
    config,
    seed,
    actions: game.actions,
    state: game.state,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-bench-replay-'));
  const host = await startHost(dir);
  const browser = await chromium.launch(launchOptions(requireBrowser()));
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(host.url);
    await page.waitForSelector('body[data-ready="true"]');
    const js = <T>(expr: string) => page.evaluate(expr) as Promise<T>;
    const imported = await js<{ ok: boolean; value: { id: string; seq: number }; code?: string }>(
      `window.__mqTest.api.importGame({ text: ${JSON.stringify(recordText(record))} })`,
    );
    if (!imported.ok) throw new Error(`import refused: ${imported.code}`);
    const { id, seq: last } = imported.value;
    await js(`window.__mqPlay.openReplay(${JSON.stringify(id)}, 0)`);
    await page.waitForSelector('[data-scene-ready="true"]', { timeout: 30_000 });
    await page.waitForSelector('[data-testid="replay"][data-idle="true"]', { timeout: 30_000 });

    // Positions spread over the whole game, in random order, each one new to the viewer.
    let x = 12345;
    const seqs: number[] = [];
    while (seqs.length < SEEKS) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const s = x % (last + 1);
      // Not next to one another nor to the opening position: the viewer has none of them yet.
      if (s > 2 && !seqs.some((t) => Math.abs(t - s) <= 2)) seqs.push(s);
    }
    const r = await js<{ shown: number[]; fetched: number[]; updated: number[]; asked: number[]; drawn: number }>(SEEK_ALL(seqs));
    const note = `${boats} boats, ${game.state.round - 1} rounds, ${last} moves, ${game.state.river.length} tiles laid; ${SEEKS} seeks at random positions; 1280x720, headless Chromium (SwiftShader); ${r.drawn}/${SEEKS} seeks drew a new frame`;
    return [
      { name: 'replay/seek to drawn', unit: 'ms', stats: stats(r.shown), floor: { on: 'median', op: '<', limit: 100 }, note },
      { name: 'replay/seek: position from main', unit: 'ms', stats: stats(r.fetched), note: 'getGameAt through the viewer: WebSocket, zod, replay from the nearest snapshot' },
      { name: 'replay/seek: screen update', unit: 'ms', stats: stats(r.updated), note: 'Svelte and the scene taking the new position, before the frame is drawn' },
      { name: 'replay/getGameAt round trip (again)', unit: 'ms', stats: stats(r.asked), note: 'the same positions asked once more straight from the API' },
    ];
  } finally {
    await browser.close();
    const exited = new Promise((res) => host.child.once('exit', res));
    host.child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const benchmarks: Benchmark[] = [{ name: 'replay/seek-6-boats-60-rounds', run }];
