// Smoke test: the app loads, a game starts and the 3D river draws with WebGL 2. Quick on purpose:
// .ci/run also runs it with the system browser hidden, on the npm-shipped Chromium
// (scripts/ci-no-browser.sh), to prove that `npm install && npm test` needs no browser installed.
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';
import { readView } from './play-helpers.js';

test('the app loads, a game starts and the river draws', { tag: '@smoke' }, async ({ app, pageErrors }) => {
  // (on the npm Chromium's software WebGL a loaded machine took over 30 s to start, draw and read the picture back)
  test.setTimeout(90_000);
  await expect(app.getByRole('heading', { name: 'Mississippi Queen' })).toBeVisible();
  await setUpMode(app, { seats: [{ name: 'Ada' }, { name: 'Ben' }], seed: 7 });
  await startGame(app);
  const view = await readView(app);
  expect(view.pending.kind).toBe('placeBoat');
  expect(view.state.river.length).toBeGreaterThanOrEqual(2); // A0 and the first tile

  const canvas = app.locator('[data-scene-ready="true"] canvas');
  await expect(canvas).toBeVisible();
  const gl = await app.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-scene-ready="true"] canvas')!;
    const ctx = c.getContext('webgl2'); // the scene's own context: a canvas keeps the one it has
    const scene = (window as unknown as { __mqScene?: { info(): { calls: number; triangles: number } } }).__mqScene;
    return { webgl2: ctx !== null, lost: ctx?.isContextLost() ?? true, draw: scene?.info() };
  });
  expect(gl).toMatchObject({ webgl2: true, lost: false });
  expect(gl.draw!.calls).toBeGreaterThan(0);
  expect(gl.draw!.triangles).toBeGreaterThan(1000);

  // Drawn, not blank: water, islands, docks and boats give the picture many colours.
  const png = (await canvas.screenshot()).toString('base64');
  const colours = await app.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < px.length; i += 4) seen.add((px[i]! >> 3) | ((px[i + 1]! >> 3) << 5) | ((px[i + 2]! >> 3) << 10));
    return seen.size;
  }, png);
  expect(colours).toBeGreaterThan(50);
  expect(pageErrors).toEqual([]);
});
