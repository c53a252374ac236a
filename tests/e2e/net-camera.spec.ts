// The camera menu works in a networked race too (play-test of issue 17: NetPlay passed the play
// screen no oncamera, so choosing "overview" did nothing): the choice moves the camera, for this
// race only, and "follow" frames the boat to move again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

type Pose = { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } };
const pose = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: { camera(): Pose } }).__mqScene.camera());
const near = (a: Pose, b: Pose) =>
  Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y, a.position.z - b.position.z) < 0.05 &&
  Math.hypot(a.target.x - b.target.x, a.target.z - b.target.z) < 0.05;

test('a hosted race: the camera menu switches the view', async ({ app: page, pageErrors }) => {
  test.setTimeout(120_000);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  // hosted from the new game screen, which brings its computer captains
  await page.getByTestId('new-game').click();
  for (const i of [1, 2]) await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-name-0').fill('Ada');
  await page.getByTestId('net-host-open').click();
  await page.getByTestId('net-port').fill('0');
  await page.getByTestId('net-open').click();
  // the host sits in the setup's player seat, under its name
  await expect(page.getByTestId('net-seat').nth(0)).toContainText('Ada');
  await page.getByTestId('net-ready').check();
  await expect(page.getByTestId('net-start')).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId('net-start').click();
  const scene = page.locator('[data-scene-ready="true"]');
  await expect(page.getByTestId('play-camera')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 30_000 });
  await scene.waitFor({ timeout: 20_000 }).catch(() => undefined);
  test.skip((await scene.count()) === 0, 'no 3D view in this build');
  const framed = await pose(page);
  await page.getByTestId('play-camera').selectOption('overview');
  await expect.poll(async () => near(await pose(page), framed)).toBe(false);
  await expect(page.getByTestId('play-camera')).toHaveValue('overview');
  await shot(page, 'net-camera-overview');
  await page.getByTestId('play-camera').selectOption('follow');
  await expect(page.getByTestId('play-camera')).toHaveValue('follow');
  await expect.poll(async () => near(await pose(page), framed)).toBe(true);
  expect(pageErrors).toEqual([]);
});
