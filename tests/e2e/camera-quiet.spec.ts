// The camera keeps still unless it must (issue 14, docs/camera.md): picking a speed moves nothing,
// a computer captain's turn keeps the view's zoom and bearing, and "Free" switched to from the whole
// river starts from the turn's view. The framing maths are unit-tested (tests/renderer/framing.test.ts);
// this is the play screen's wiring of them, on a position reached through the API.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import type { GameView } from '../../electron/services/games/schemas.js';
import { captainToPlay, playByApi, playWithCaptainsUntil, setUpMode, startGame } from './play-modes.js';

type Pose = { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } };
type Hook = { camera(): Pose & { drawnAt: number }; hexToScreen(h: { q: number; r: number }): { x: number; y: number } };

const pose = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.camera());
/** How far the camera is from its target, and which way it looks along the water (degrees). */
const look = (p: Pose) => ({
  dist: Math.hypot(p.position.x - p.target.x, p.position.y - p.target.y, p.position.z - p.target.z),
  az: (Math.atan2(p.target.x - p.position.x, p.target.z - p.position.z) * 180) / Math.PI,
});
const apart = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/**
 * Waits for the board to stand still (the same pose, no frame drawn, over a quarter second) and
 * returns the camera's pose: where it is and looks, not when it last drew (a speed picked redraws
 * the lit spaces without moving the camera).
 */
async function settled(page: Page): Promise<Pose> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const p = JSON.stringify(await pose(page));
    if (p === last) {
      const { position, target } = JSON.parse(p) as Pose;
      return { position, target };
    }
    last = p;
    await page.waitForTimeout(250);
  }
  throw new Error('the camera never stood still');
}

test('the camera keeps still: speeds picked, a captain’s turn, Free from the whole river', async ({ app: page, pageErrors }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }], seed: 11 });
  await startGame(page);
  test.skip((await page.locator('[data-scene-ready="true"]').count()) === 0, 'no 3D view in this build');
  const mine = (v: GameView) => v.pending.kind === 'move' && !captainToPlay(v);
  let v = await playWithCaptainsUntil(page, mine, 12);
  const framed = await settled(page);
  // where the boat to move is drawn (a change of the board's size moves it without moving the camera)
  const boat = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!.pos!;
  const drawn = () => page.evaluate((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h), boat);
  const at = await drawn();

  // Picking each speed (the lit spaces, the notes under the board change) moves nothing (play-test:
  // the view jumped on a speed change): the board redraws its lit spaces, the camera stays put.
  for (let s = 1; s <= 6; s++) {
    const b = page.getByTestId(`speed-${s}`);
    if ((await b.count()) === 0 || (await b.isDisabled())) continue;
    await b.click();
    await expect(b).toHaveAttribute('aria-checked', 'true');
    expect(await settled(page), `speed ${s}`).toEqual(framed);
    const now = await drawn();
    expect(Math.hypot(now.x - at.x, now.y - at.y), `speed ${s}: the boat drawn where it was`).toBeLessThan(1);
  }

  // The player's move, then the captain's: every frame drawn keeps the zoom and the bearing (before:
  // the captain's boat was followed from nearer, turned to its own tile's flow).
  await page.evaluate(() => {
    const w = window as unknown as { __poses: Pose[]; __stop?: boolean; __mqScene: Hook };
    w.__poses = [];
    w.__stop = false;
    const tick = () => {
      w.__poses.push(w.__mqScene.camera());
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await playByApi(page, v, {});
  v = await playWithCaptainsUntil(page, (x) => mine(x) && x.rev > v.rev, 6);
  await settled(page);
  const poses = await page.evaluate(() => {
    const w = window as unknown as { __poses: Pose[]; __stop?: boolean };
    w.__stop = true;
    return w.__poses;
  });
  const first = look(framed);
  for (const [k, p] of poses.entries()) {
    const l = look(p);
    expect(Math.abs(l.dist / first.dist - 1), `frame ${k}: the zoom`).toBeLessThan(0.1);
    // (the view turns only when the river at the boat to move would run sideways: not on this river's first tiles)
    expect(apart(l.az, first.az), `frame ${k}: the bearing`).toBeLessThan(1);
  }

  // Free, switched to from the whole river, starts from the turn's view (before: it stayed at the whole river).
  const turnView = await settled(page);
  await page.getByTestId('play-camera').selectOption('overview');
  // (the whole river may be nearer than the turn's view while the river is short: it is only told to have moved)
  await expect
    .poll(async () => {
      const p = await pose(page);
      return Math.hypot(p.position.x - turnView.position.x, p.position.y - turnView.position.y, p.position.z - turnView.position.z);
    })
    .toBeGreaterThan(0.05);
  await settled(page);
  await page.getByTestId('play-camera').selectOption('free');
  const free = await settled(page);
  expect(Math.abs(look(free).dist / look(turnView).dist - 1), 'the turn’s zoom').toBeLessThan(0.02);
  expect(Math.hypot(free.target.x - turnView.target.x, free.target.z - turnView.target.z), 'the turn’s place').toBeLessThan(0.05);
  expect(pageErrors).toEqual([]);
});
