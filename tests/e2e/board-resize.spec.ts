// The board is never shown blank after it changes size (a play-test saw it dark for ~1 s after
// "Choose this move": a line added under the board shrank the canvas, which clears it, and the
// scene only drew again at the next animation frame). The scene draws within the resize itself.
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';

test('a resized board is drawn before the page is painted, never left cleared', async ({ app, pageErrors }) => {
  await setUpMode(app, { seats: [{ name: 'Ada' }, { name: 'Ben' }], seed: 7 });
  await startGame(app);
  await expect(app.locator('[data-scene-ready="true"] canvas')).toBeVisible();
  const seen = await app.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-scene-ready="true"] canvas')!;
    const box = canvas.parentElement!;
    // Read what the canvas holds at the end of the resize's own step (observers are called in the
    // order they were made, so this one runs after the scene's): a cleared canvas reads blank (black or
    // transparent), a drawn one is mostly water, banks and land.
    const read = (): number => {
      const c = new OffscreenCanvas(canvas.width, canvas.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(canvas, 0, 0);
      const px = ctx.getImageData(0, 0, c.width, c.height).data;
      let lit = 0;
      let n = 0;
      for (let i = 0; i < px.length; i += 4 * 97, n++) if (px[i + 3]! > 0 && px[i]! + px[i + 1]! + px[i + 2]! > 40) lit++;
      return lit / n;
    };
    const out: number[] = [];
    for (const h of [box.clientHeight - 20, box.clientHeight - 40]) {
      const done = new Promise<void>((resolve) => {
        const ro = new ResizeObserver(() => {
          out.push(read());
          ro.disconnect();
          resolve();
        });
        ro.observe(box);
      });
      await new Promise((r) => requestAnimationFrame(r)); // the observer's first call (as observed) is past
      box.style.height = `${h}px`;
      box.style.flex = 'none';
      await done;
    }
    return out;
  });
    for (const share of seen) expect(share).toBeGreaterThan(0.9);
  expect(pageErrors).toEqual([]);
});
