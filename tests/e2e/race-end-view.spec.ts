// The view at the end of a race (newcomer play-test: "it zooms out to specks": the whole river so
// far off that the boats were specks at 1280x800). Once the race is over the board frames where it
// ended, the Finish with the boats near it: the Finish's docks are on the board and every boat
// drawn on it is at least 40 px long, bow to stern, as the scene draws it (the whole river: 24 px).
import type { Page } from '@playwright/test';
import { finishDocks, hexDistance, type BoatId, type GameState, type Hex } from '../../engine/index.js';
import { END_NEAR } from '../../renderer/src/lib/end-framing.js';
import { expect, test } from './fixtures.js';
import { readView, shot, waitIdle } from './play-helpers.js';

/**
 * Boats at least this long on screen (px, bow to stern) read as boats, their colours and badges told
 * apart. (The whole-river view this race used to end on drew its boat 24 px long by this measure,
 * and it read as a speck.)
 */
const READABLE_PX = 40;

type Hook = {
  state(): GameState | null;
  camera(): { position: { x: number; y: number; z: number }; drawnAt: number };
  hexToScreen(h: Hex): { x: number; y: number };
  boatToScreen(b: BoatId): { x: number; y: number } | null;
  boatLength(b: BoatId): number | null;
};

/** What the board draws now: its state's boats where they are on screen and how long, and the Finish's docks. */
function drawn(page: Page) {
  return page.evaluate(() => {
    const s = (window as unknown as { __mqScene: Hook }).__mqScene;
    const st = s.state()!;
    return {
      state: st,
      boats: st.boats.flatMap((b) => (b.pos ? [{ id: b.id, pos: b.pos, at: s.boatToScreen(b.id), length: s.boatLength(b.id) }] : [])),
      camera: s.camera(),
    };
  });
}

test('at the end of a race the view frames the Finish and the boats near it, boats at least 40 px long at 1280x800 (not specks)', async ({ app, pageErrors }) => {
  test.setTimeout(300_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  await page.getByTestId('new-game').click();
  for (const i of [0, 1, 2]) {
    await page.getByTestId(`seat-name-${i}`).fill(['Anna', 'Bruno', 'Clara'][i]!);
    await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
    await page.getByTestId(`seat-level-${i}`).selectOption('easy');
  }
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('to-end')).toBeVisible({ timeout: 280_000 });
  await waitIdle(page);
  const board = page.locator('[data-scene-ready="true"]');
  test.skip((await board.count()) === 0, 'no 3D view in this build');
  await expect(board).toHaveAttribute('data-animating', 'false', { timeout: 10_000 });
  const v = await readView(page);
  expect(v.pending.kind).toBe('over');
  // the view has settled: two frames a while apart drew the same pose
  let last = '';
  await expect
    .poll(async () => {
      const c = JSON.stringify((await drawn(page)).camera.position);
      const still = c === last;
      last = c;
      return still;
    }, { intervals: [700] })
    .toBe(true);
  const box = (await board.boundingBox())!;
  const inside = (p: { x: number; y: number } | null) => !!p && p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
  const seen = await drawn(page);
  const st = seen.state;
  expect(st.finish, 'the race ended at the Finish').not.toBeNull();
  // the race's end is shown: every usable dock of the Finish is on the board
  const docks = finishDocks(st.river, st.finish!.attached);
  const docksAt = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h)), docks);
  for (const [i, p] of docksAt.entries()) expect(inside(p), `finish dock ${docks[i]!.q},${docks[i]!.r} on the board`).toBe(true);
  // the boats near the Finish are on the board (this race has one), and every boat on the board reads as a boat
  const toFinish = (b: { pos: Hex }) => Math.min(...docks.map((d) => hexDistance(d, b.pos)));
  const near = seen.boats.filter((b) => toFinish(b) <= END_NEAR);
  expect(near.length, 'a boat near the Finish at the end of this race').toBeGreaterThan(0);
  for (const b of near) expect(inside(b.at), `boat ${b.id}, ${toFinish(b)} spaces from the Finish, on the board`).toBe(true);
  const shown = seen.boats.filter((b) => b.length !== null && inside(b.at));
  for (const b of shown) expect(b.length!, `boat ${b.id} drawn ${b.length!.toFixed(0)} px long`).toBeGreaterThanOrEqual(READABLE_PX);
  await shot(page, 'race-end-view-1280x800');
  expect(pageErrors).toEqual([]);
});
