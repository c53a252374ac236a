// The board comes back after its WebGL context is lost (play-test of issue 14: once, after the window
// was resized to 1920x1080, the board stayed blank in software WebGL). The context is lost and
// restored through the WEBGL_lose_context extension; the board must draw the river again, and keep
// drawing as the window is resized.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { startDefaultGame } from './play-modes.js';

type Hook = { info(): { drawn: number }; pixels(): number[][] };
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.info().drawn);
/** How many different colours a grid of the board's pixels has (a blank board: one, or none). */
const colours = (page: Page) =>
  page.evaluate(() => new Set((window as unknown as { __mqScene: Hook }).__mqScene.pixels().map((p) => p.join(','))).size);

/** Loses the board's GL context, waits, restores it. */
async function loseAndRestore(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('.river-view canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    const ext = gl.getExtension('WEBGL_lose_context')!;
    const lost = new Promise((r) => canvas.addEventListener('webglcontextlost', r, { once: true }));
    ext.loseContext();
    await lost;
    await new Promise((r) => setTimeout(r, 300));
    const restored = new Promise((r) => canvas.addEventListener('webglcontextrestored', r, { once: true }));
    ext.restoreContext();
    await restored;
  });
}

test('the board draws again after its WebGL context is lost and restored', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  const scene = page.locator('[data-scene-ready="true"]');
  test.skip((await scene.count()) === 0, 'no 3D view in this build');
  await expect.poll(() => colours(page)).toBeGreaterThan(3);

  // Lost, then given back: a frame is drawn by itself (nothing else asks for one), showing the river.
  let f0 = await frames(page);
  await loseAndRestore(page);
  await expect.poll(() => frames(page), { timeout: 10_000 }).toBeGreaterThan(f0);
  await expect.poll(() => colours(page)).toBeGreaterThan(3);

  // Lost for good, the window resized meanwhile (the play-test's case): the board moves to a fresh
  // context and draws the river again at the new size.
  await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.river-view canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    gl.getExtension('WEBGL_lose_context')!.loseContext();
  });
  await expect.poll(() => colours(page)).toBeLessThanOrEqual(1); // (blank while lost)
  f0 = await frames(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => frames(page), { timeout: 15_000 }).toBeGreaterThan(f0);
  await expect.poll(() => colours(page)).toBeGreaterThan(3);
  const size = await page.evaluate(() => {
    const cs = document.querySelectorAll<HTMLCanvasElement>('.river-view canvas');
    const c = cs[0]!;
    const r = c.getBoundingClientRect();
    return { n: cs.length, w: c.width, h: c.height, cw: Math.round(r.width * devicePixelRatio), ch: Math.round(r.height * devicePixelRatio) };
  });
  expect(size).toEqual({ n: 1, w: size.cw, h: size.ch, cw: size.cw, ch: size.ch });
  // The board still answers: a camera mode change moves the camera and draws; a drag turns it.
  const f2 = await frames(page);
  await page.getByTestId('play-camera').selectOption('overview');
  await expect.poll(() => frames(page)).toBeGreaterThan(f2);
  type Cam = { camera(): { position: { x: number } } };
  const cx = () => page.evaluate(() => (window as unknown as { __mqScene: Cam }).__mqScene.camera().position.x);
  const x0 = await cx();
  const box = (await page.locator('.river-view canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Math.abs((await cx()) - x0)).toBeGreaterThan(0.5);
  // (three.js logs the loss and the restore as information, not errors)
  expect(pageErrors).toEqual([]);
});
