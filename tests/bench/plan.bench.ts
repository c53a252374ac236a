// Planning benchmark (issue 14): how fast the board answers a player. A hot-seat game of four
// human captains in a browser host (the same services as the app), played through the play screen
// in headless Chromium (SwiftShader WebGL) at 1280x720, animations off. Figures:
// - "your turn → lit spaces drawn": from the click on Confirm that ends one captain's turn until
//   the next captain's lit spaces are on the board (main's answer, the screen, the frame drawn);
// - "hover → preview drawn": from a pointer move over a lit space until its path and final heading
//   are drawn in the canvas (the scene draws in the event's task); "next frame shown" adds the wait
//   for the display frame after it.
// - "click a space → way drawn" and "undo of the whole choice → lit spaces drawn" (issue 14: a way
//   was set one request per step, each redrawn; now one request);
// Floors: medians under 100 ms and 16 ms.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchOptions, requireBrowser } from '../browser/find-browser.js';
import { stats, type Benchmark, type Figure } from './harness.js';
import { ROOT, startHost } from './host.js';

const TURNS = 16;
const HOVERS_PER_TURN = 4;

// Page code is passed as strings: this file is type-checked without DOM types, and tsx's keepNames
// would inject a `__name` helper that the page does not have.
const HELPERS = `
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const play = () => document.querySelector('[data-testid="play"]');
  const lit = () => Number(document.querySelector('.board[data-lit]')?.getAttribute('data-lit') ?? 0);
  // Svelte applies a change in a microtask and the scene then asks for a frame: a frame callback
  // asked for after that runs once the scene has drawn in the same frame.
  const afterScene = async () => { for (let i = 0; i < 4; i++) await Promise.resolve(); await frame(); };
`;

/** Confirm the played way, then wait for the next captain's lit spaces to be drawn. */
const CONFIRM_TO_LIT = `(async () => {
  ${HELPERS}
  const rev0 = play().getAttribute('data-rev');
  const scene = window.__mqScene;
  let tRev = 0;
  const obs = new MutationObserver(() => { if (!tRev && play().getAttribute('data-rev') !== rev0) tRev = performance.now(); });
  obs.observe(play(), { attributes: true, attributeFilter: ['data-rev'] });
  const t0 = performance.now();
  document.querySelector('[data-testid="confirm"]').click();
  // hot-seat: the next captain's turn opens under the "Pass to" cover; it is theirs once they say
  // they are ready (the cover dismissed), and the lit spaces are timed from then
  let tReady = 0;
  for (let i = 0; i < 2000; i++) {
    await afterScene();
    const p = play();
    const ready = document.querySelector('[data-testid="hand-over-start"]');
    if (ready && p.getAttribute('data-rev') !== rev0 && p.getAttribute('data-idle') === 'true') {
      tReady = performance.now();
      ready.click();
      continue;
    }
    if (p.getAttribute('data-rev') !== rev0 && p.getAttribute('data-idle') === 'true' && p.getAttribute('data-pending') === 'move' && lit() > 0) {
      const f = scene.info().frame;
      // the lit spaces are on the board once the scene has drawn a frame since they were set
      if (window.__mqBenchLitFrame === undefined || f > window.__mqBenchLitFrame) {
        const t1 = performance.now();
        obs.disconnect();
        return { total: t1 - t0, main: tRev - t0, screen: t1 - Math.max(tRev, tReady) };
      }
    }
  }
  throw new Error('no lit spaces after confirming');
})()`;

/**
 * Click the first listed space (its cheapest way), or Undo (the whole choice), and time it until the
 * board is idle with the way drawn (its path, Confirm on) or the lit spaces back (nothing to undo),
 * and the scene has drawn a frame since.
 */
const WAY = (undo: boolean) => `(async () => {
  ${HELPERS}
  const scene = window.__mqScene;
  const f0 = scene.info().frame;
  const t0 = performance.now();
  document.querySelector(${undo ? `'[data-testid="undo"]'` : `'[data-testid^="dest-"]'`}).click();
  const confirmOn = () => !document.querySelector('[data-testid="confirm"]')?.disabled;
  const undoOff = () => !!document.querySelector('[data-testid="undo"]')?.disabled;
  const path = () => !!document.querySelector('.board')?.getAttribute('data-path');
  for (let i = 0; i < 4000; i++) {
    await afterScene();
    if (play().getAttribute('data-idle') !== 'true' || scene.info().frame <= f0) continue;
    if (${undo ? 'undoOff() && !confirmOn() && lit() > 0' : 'confirmOn() && path()'}) return performance.now() - t0;
  }
  throw new Error('no ${undo ? 'lit spaces after the undo' : 'way after the click'}');
})()`;

/** Hover lit spaces one after the other; time each until the frame showing its preview is drawn. */
const HOVERS = (n: number) => `(async () => {
  ${HELPERS}
  const scene = window.__mqScene;
  const canvas = document.querySelector('.river-view canvas');
  const gl = canvas.getContext('webgl2'); // the scene's own (a canvas keeps the context it has)
  const px = new Uint8Array(4);
  const labels = [...document.querySelectorAll('[data-testid="end-label"]')].map((l) => l.getAttribute('data-hex'));
  const out = [];
  for (let i = 0; i < ${n} && labels.length; i++) {
    const key = labels[(i * 7) % labels.length];
    const [q, r] = key.split(',').map(Number);
    const p = scene.hexToScreen({ q, r });
    // start from a still board, pointer off the lit spaces
    canvas.dispatchEvent(new PointerEvent('pointerleave', { bubbles: true }));
    for (let k = 0; k < 3; k++) await frame();
    const f0 = scene.info().frame;
    const t0 = performance.now();
    // asked for before the scene's: runs first in the frame that draws the preview (its start)
    let tFrame = 0;
    requestAnimationFrame(() => (tFrame = performance.now()));
    canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: p.x, clientY: p.y, buttons: 0, bubbles: true }));
    for (let k = 0; k < 8; k++) await Promise.resolve();
    // the preview's state on screen (label hot, heading preview) and in the canvas (a frame drawn since,
    // none still asked for: the path's own change drawn too)
    const done = () =>
      document.querySelector('[data-testid="end-label"][data-hex="' + key + '"]')?.classList.contains('hot') &&
      document.querySelector('[data-testid="heading-preview"]') && scene.info().frame > f0 && !scene.info().pending;
    let drawn = 0;
    if (done()) {
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px); // the GPU (SwiftShader) done with that frame
      drawn = performance.now() - t0;
    }
    const tDom = performance.now();
    let t1 = 0;
    for (let k = 0; k < 200; k++) {
      await frame();
      t1 = performance.now();
      if (done()) break;
    }
    if (!drawn) drawn = t1 - t0; // drawn at the frame after (the scene waited for it)
    // drawn; shown (the next display frame); the work in it: the event handled plus the frame drawn, without the wait for the frame
    out.push({ total: drawn, shown: t1 - t0, work: tFrame ? tDom - t0 + (t1 - tFrame) : drawn, first: scene.info().frame === f0 + 1 });
  }
  canvas.dispatchEvent(new PointerEvent('pointerleave', { bubbles: true }));
  return out;
})()`;

async function run(): Promise<Figure[]> {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed', '--quiet'], { cwd: ROOT, stdio: 'pipe' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-bench-plan-'));
  const host = await startHost(dir);
  const browser = await chromium.launch(launchOptions(requireBrowser()));
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(host.url);
    await page.waitForSelector('body[data-ready="true"]');
    const js = <T>(expr: string) => page.evaluate(expr) as Promise<T>;
    await page.getByTestId('animation-speed').selectOption('0');
    await page.getByTestId('new-game').click();
    await page.getByTestId('seed').fill('11');
    await page.getByTestId('start-game').click();
    await page.waitForSelector('[data-scene-ready="true"]', { timeout: 30_000 });
    const idle = () => page.waitForSelector('[data-testid="play"][data-idle="true"]', { timeout: 30_000 });
    const pending = () => js<string>(`document.querySelector('[data-testid="play"]').getAttribute('data-pending')`);
    // Hot-seat: the "Pass to" cover between two human seats is dismissed as the next player would.
    const handOver = async () => {
      if (await page.locator('[data-testid="hand-over"]').count()) await page.keyboard.press('Enter');
    };
    // Start headings: pick north, then set off.
    await idle();
    while ((await pending()) === 'placeBoat') {
      await handOver();
      await page.getByTestId('heading-0').click();
      await page.getByTestId('heading-commit').click();
      await idle();
    }
    const turns: number[] = [];
    const ways: number[] = [];
    const undos: number[] = [];
    const mains: number[] = [];
    const hoverWork: number[] = [];
    let firstFrame = 0;
    const screens: number[] = [];
    const hovers: number[] = [];
    const shown: number[] = [];
    let boats = 0;
    for (let i = 0; i < TURNS; i++) {
      await idle();
      await handOver();
      if ((await pending()) !== 'move') break;
      boats = await js<number>('window.__mqScene.state().boats.length');
      for (const h of await js<{ total: number; shown: number; work: number; first: boolean }[]>(HOVERS(HOVERS_PER_TURN))) {
        hovers.push(h.total);
        shown.push(h.shown);
        hoverWork.push(h.work);
        if (h.first) firstFrame++;
      }
      // play the first way listed (sorted by progress, then coal), take the choice back, play it
      // again (untimed), then time Confirm → next lit spaces
      ways.push(await js<number>(WAY(false)));
      undos.push(await js<number>(WAY(true)));
      await js<number>(WAY(false));
      await idle();
      await js(`window.__mqBenchLitFrame = window.__mqScene.info().frame`);
      const t = await js<{ total: number; main: number; screen: number }>(CONFIRM_TO_LIT);
      turns.push(t.total);
      mains.push(t.main);
      screens.push(t.screen);
    }
    if (!turns.length || !hovers.length) throw new Error('no turn was measured');
    const note = `${boats} boats, hot-seat, ${turns.length} turns; 1280x720, headless Chromium (SwiftShader), animations off`;
    return [
      {
        name: 'plan/your turn → lit spaces drawn',
        unit: 'ms',
        stats: stats(screens),
        floor: { on: 'median', op: '<', limit: 100 },
        note: `${note}; from the new position reaching the screen (or, under the hot-seat cover, from "ready") to the lit spaces drawn (destinations, labels, highlights, the frame)`,
      },
      { name: 'plan/confirm → next lit spaces drawn', unit: 'ms', stats: stats(turns), note: 'the same, from the click on Confirm: includes main’s answer below' },
      { name: 'plan/confirm: main’s answer', unit: 'ms', stats: stats(mains), note: 'Confirm → the new position on screen (act over the host WebSocket, with the next legal turns)' },
      { name: 'plan/click a space → way drawn', unit: 'ms', stats: stats(ways), note: 'the first space listed (its cheapest way) set in main and drawn: path on the board, Confirm on, a frame since' },
      { name: 'plan/undo of the whole choice → lit spaces drawn', unit: 'ms', stats: stats(undos), note: 'Undo after a picked way: back to the turn’s start, its lit spaces drawn' },
      {
        name: 'plan/hover → preview drawn',
        unit: 'ms',
        stats: stats(hovers),
        floor: { on: 'median', op: '<', limit: 16 },
        note: `${hovers.length} hovers: from the pointer event until the preview (label, heading, path) is drawn in the canvas and the GPU is done with it; the scene draws it in the event's own task rather than at the next frame`,
      },
      { name: 'plan/hover → next frame shown', unit: 'ms', stats: stats(shown), note: `the same until the next display frame after it (${firstFrame} of ${hovers.length} in the first frame after the event): what a screen shows, vsync included` },
      { name: 'plan/hover: work', unit: 'ms', stats: stats(hoverWork), note: 'the event handled (screen updated) plus the frame drawn, without the wait for the frame' },
    ];
  } finally {
    await browser.close();
    const exited = new Promise((res) => host.child.once('exit', res));
    host.child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const benchmarks: Benchmark[] = [{ name: 'plan/turn-and-hover', run }];
