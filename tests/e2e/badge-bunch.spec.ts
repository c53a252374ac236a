// Where boats bunch, each numeral badge stays on its own boat (issue 14: a boat's badge sat on its
// neighbour's boat; on the whole river's view, a space ~20 px across, every badge was wider than its
// boat). Six boats packed two rows of three, facing different ways; at three window sizes, with the
// camera following the boat and on the whole river: each badge's box (projected from the scene) lies
// on no other boat's drawn box, its centre on its own boat, and it stays readable (12 px or more).
import type { Page } from '@playwright/test';
import { neighbour, type GameState, type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { position } from '../engine/helpers/position.js';
import { WANT_SHOTS, expect, test } from './fixtures.js';
import { nextFrames, readView, shot } from './play-helpers.js';
import { openScenario } from './scenario-open.js';

type SceneHook = {
  camera(): { position: { x: number; y: number; z: number } };
  hexToScreen(h: Hex): { x: number; y: number };
  boatToScreen(b: string): { x: number; y: number } | null;
  badgeBox(b: string): { x: number; y: number; size: number } | null;
};

/** Six boats side by side and one behind another on tile 1 (two rows of three), a long river ahead. */
function bunch(): GameState {
  return position({
    river: ['A3-1', 'A1-1', 'A3-2', 'A1-2', 'A2-1', 'A2-2'],
    boats: [
      { id: 'orange', at: [1, 12] },
      { id: 'red', at: [1, 11], heading: 1 },
      { id: 'blue', at: [1, 13], heading: 5 },
      { id: 'white', at: [1, 16], heading: 2 },
      { id: 'green', at: [1, 17], heading: 3 },
      { id: 'pink', at: [1, 18], heading: 4 },
    ],
  });
}

/** Waits until the camera has stopped (two reads a few frames apart agree). */
async function cameraStill(page: Page): Promise<void> {
  const at = () => page.evaluate(() => JSON.stringify((window as unknown as { __mqScene: SceneHook }).__mqScene.camera().position));
  let last = '';
  for (let i = 0; i < 60; i++) {
    await nextFrames(page, 4);
    const now = await at();
    if (now === last) return;
    last = now;
  }
  throw new Error('the camera never came to rest');
}

/** What is wrong with the badges as drawn now: one on another boat, off its own, or too small to read. */
async function badgeFaults(page: Page): Promise<string[]> {
  const boats = (await readView(page)).state.boats.flatMap((b) => (b.pos ? [{ id: b.id, at: b.pos, next: neighbour(b.pos, 0) }] : []));
  const drawn = await page.evaluate((boats) => {
    const s = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    return boats.map((b) => ({ id: b.id, c: s.boatToScreen(b.id)!, o: s.hexToScreen(b.at), n: s.hexToScreen(b.next), badge: s.badgeBox(b.id)! }));
  }, boats);
  const out: string[] = [];
  for (const b of drawn) {
    const box = { x: b.badge.x, y: b.badge.y, w: b.badge.size, h: b.badge.size, side: 0 as const };
    if (b.badge.size < 12) out.push(`${b.id}'s badge ${b.badge.size.toFixed(1)} px`);
    const own = boatBox(b.c, Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y));
    if (!overlaps({ ...box, w: 0, h: 0 }, own)) out.push(`${b.id}'s badge off its boat`);
    for (const o of drawn) if (o.id !== b.id && overlaps(box, boatBox(o.c, Math.hypot(o.n.x - o.o.x, o.n.y - o.o.y)))) out.push(`${b.id}'s badge on ${o.id}`);
  }
  return out;
}

test('boats bunched: every badge on its own boat, none on a neighbour, readable, following the boat and on the whole river', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await openScenario(page, bunch());
  const camera = page.getByTestId('play-camera');
  // The badge is sized from the space's drawn size (a floor of 12 px): the smallest window, where a
  // space is ~19 px on the whole river, is the worst case and the one that failed; the bigger ones
  // are looked at in the pictures (MQ_SHOTS=1).
  const sizes = [{ width: 1024, height: 700 }, ...(WANT_SHOTS ? [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }] : [])];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const mode of ['follow', 'overview']) {
      await camera.selectOption(mode);
      await cameraStill(page);
      expect(await badgeFaults(page), `${size.width}x${size.height}, ${mode}`).toEqual([]);
      await shot(page, `badge-bunch-${mode}-${size.width}x${size.height}`);
    }
  }
  expect(pageErrors).toEqual([]);
});
