// A pushed boat's new heading is framed gently (issue 14, newcomer's play-test: the camera dived
// onto the pushed boat): the camera stands no closer than for the pushing move, and the pusher, the
// pushed boat and the spaces its headings point at are all in view.
import type { Page } from '@playwright/test';
import { neighbours, type Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { playDecision, readView, shot, waitIdle } from './play-helpers.js';

type SceneHook = {
  camera(): { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } };
  hexToScreen(h: Hex): { x: number; y: number };
};

/** The camera's distance from what it looks at, once its glide is over. */
async function cameraDistance(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(() => {
      const c = (window as unknown as { __mqScene: SceneHook }).__mqScene.camera();
      return Math.hypot(c.position.x - c.target.x, c.position.y - c.target.y, c.position.z - c.target.z);
    });
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const d = await read();
    if (Math.abs(d - last) < 1e-3) return d;
    last = d;
    await page.waitForTimeout(250);
  }
  return last;
}

test("a pushed boat's heading choice is framed no closer than the push, pusher and headings in view", async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('2');
  await page.getByTestId('new-game').click();
  for (const [i, name] of ['Ada', 'Ben', 'Cleo'].entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await waitIdle(page);
  while ((await readView(page)).pending.kind === 'placeBoat') await playDecision(page, {});
  let turnDistance = 0;
  for (let i = 0; i < 20; i++) {
    const v = await readView(page);
    const d = await cameraDistance(page);
    if (v.pending.kind === 'reorient') {
      // no closer than the pushing move's own framing
      expect(d).toBeGreaterThanOrEqual(turnDistance - 0.01);
      const pushed = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!.pos!;
      const pusher = v.state.boats.find((b) => b.id === v.state.order[v.state.turnIndex])!.pos!;
      const board = (await page.locator('.board').boundingBox())!;
      for (const h of [pushed, pusher, ...neighbours(pushed)]) {
        const p = await page.evaluate((x) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(x), h);
        expect(p.x > board.x && p.x < board.x + board.width && p.y > board.y && p.y < board.y + board.height, `${h.q},${h.r} in view`).toBe(true);
      }
      await shot(page, 'push-framing-1280x800');
      expect(pageErrors).toEqual([]);
      return;
    }
    if (v.pending.kind === 'move') turnDistance = d;
    await playDecision(page, { push: true });
  }
  throw new Error('no push in 20 decisions');
});
