// The board's labels thinned by zoom (play-test: zoomed out, heading arrows and coal badges piled up
// and covered each other): at 1024x700, 1280x800 and 1920x1080, zoomed out past the overview (the
// river drawn small), no two shown badges overlap, the space pointed at always shows its badge, and the heading
// arrows of a picked space stay apart.
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import type { Hex } from '../../engine/index.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { expect, test } from './fixtures.js';
import { destEntry, readView, shot, waitIdle } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

type Box = { x: number; y: number; width: number; height: number };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

function pairsOverlapping(boxes: Box[]): number {
  let n = 0;
  boxes.forEach((a, i) => boxes.forEach((b, j) => (j > i && !apart(a, b) ? n++ : 0)));
  return n;
}

/** Waits until the camera stands still (the same pose over two frames and a tenth of a second). */
async function settled(page: Page): Promise<void> {
  const read = () =>
    page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return JSON.stringify((window as unknown as { __mqScene: { camera(): unknown } }).__mqScene.camera());
    });
  let last = await read();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const now = await read();
    if (now === last) return;
    last = now;
  }
  throw new Error('the camera never came to rest');
}

/** The overview, then zoomed out further with the wheel (as a player looking at the whole race would). */
async function zoomOut(page: Page): Promise<void> {
  await page.getByTestId('play-camera').selectOption('overview');
  await settled(page); // the camera's move to the overview (a wheel meanwhile is lost)
  const b = (await page.locator('[data-scene-ready="true"]').boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  for (let i = 0; i < 7; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  await settled(page);
}

async function visibleBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => getComputedStyle(el).visibility !== 'hidden').map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }), selector);
}

const screenOf = (page: Page, h: Hex) => page.evaluate((hex) => (window as unknown as { __mqScene: { hexToScreen(h: Hex): { x: number; y: number } } }).__mqScene.hexToScreen(hex), h);
const mover = (v: GameView) => v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;

test('zoomed out, badges and heading arrows do not cover each other; the space pointed at keeps its badge', async ({ app, pageErrors }) => {
  test.setTimeout(150_000);
  const page = app;
  await startDefaultGame(page, 11);
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
  const v = await readView(page);
  const dests = destinations(v.legalTurns, v.state, mover(v).speed);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTestId('play-camera').selectOption('follow');
    await zoomOut(page);
    const boxes = await visibleBoxes(page, '[data-testid="end-label"]');
    expect(pairsOverlapping(boxes), `badges over badges at ${size.width}x${size.height}`).toBe(0);
    // the space pointed at always shows its own
    const d = dests[Math.floor(dests.length / 2)]!;
    const p = await screenOf(page, d.hex);
    await page.mouse.move(p.x, p.y);
    await expect(page.locator(`[data-testid="end-label"][data-hex="${d.key}"]`)).toBeVisible();
    await shot(page, `board-zoom-${size.width}x${size.height}`);
    await page.mouse.move(1, 1);
  }
  // a space reached facing different ways: its heading arrows, zoomed out, stay apart and clickable
  const target = dests.find((d) => new Set(d.options.map((o) => o.end.heading)).size > 1);
  expect(target, 'a lit space reached facing different ways').toBeTruthy();
  if (target) {
    await page.setViewportSize(SIZES[0]!);
    await settled(page);
    await (await destEntry(page, target.key)).click();
    await waitIdle(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByTestId('play-camera').selectOption('follow');
      await zoomOut(page);
      const arrows = await visibleBoxes(page, '[data-testid^="heading-arrow-"]');
      expect(arrows.length).toBeGreaterThan(1);
      expect(pairsOverlapping(arrows), `arrows over arrows at ${size.width}x${size.height}`).toBe(0);
    }
  }
  expect(pageErrors).toEqual([]);
});
