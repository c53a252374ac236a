// A newcomer's play-test of a networked race (issue 17): after choosing a route with the keyboard
// the focus must stay in the turn's panel (Confirm, or the list), never fall to the page; and back in
// the race after pausing it, the camera frames the turn as it did before, not the whole river.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

type Pose = { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } };
const pose = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: { camera(): Pose } }).__mqScene.camera());
const far = (a: Pose, b: Pose) => Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y, a.position.z - b.position.z);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? 'none');

async function adaToMove(page: Page): Promise<void> {
  const dest = page.getByTestId('dest-0');
  // Ada's boat sets off northwards, by keys, until her first move
  for (let i = 0; i < 60 && !(await dest.isVisible()); i++) {
    const play = page.getByTestId('play');
    if ((await play.getAttribute('data-pending')) === 'placeBoat' && (await page.getByTestId('heading-1').isVisible())) {
      await page.keyboard.press('1');
      await page.keyboard.press('1');
    }
    await page.waitForTimeout(500);
  }
  await expect(dest).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 30_000 });
}

test('a hosted race: the keyboard keeps its place after a route; back after a pause, the same framing', async ({ app: page, pageErrors }) => {
  test.setTimeout(180_000);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  await page.getByTestId('new-game').click();
  for (const i of [1, 2]) await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-name-0').fill('Ada');
  await page.getByTestId('net-host-open').click();
  await page.getByTestId('net-port').fill('0');
  await page.getByTestId('net-open').click();
  await expect(page.getByTestId('net-seat').nth(0)).toContainText('Ada');
  await page.getByTestId('net-ready').check();
  await expect(page.getByTestId('net-start')).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId('net-start').click();
  await adaToMove(page);
  const scene = page.locator('[data-scene-ready="true"]');
  await scene.waitFor({ timeout: 20_000 }).catch(() => undefined);
  const has3d = (await scene.count()) > 0;

  // Ada's first move: framed as the race frames a turn
  const framed = has3d ? await pose(page) : null;
  // back in the race after a pause: the same framing, not the whole river
  await page.getByTestId('leave-game').click();
  await page.getByTestId('net-pause-yes').click();
  await page.getByTestId('net-place-back').click();
  await adaToMove(page);
  if (framed) {
    await scene.waitFor({ timeout: 20_000 });
    await expect.poll(async () => far(await pose(page), framed), { timeout: 15_000 }).toBeLessThan(0.5);
  }

  // a route chosen with the keyboard: the focus stays in the turn's panel
  await page.getByTestId('dest-0').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page), { timeout: 20_000 }).toBe('confirm');
  expect(pageErrors).toEqual([]);
});
