// Every lesson opens with the river flowing up the screen, at every window size (play-test, lesson
// 1 at 1024x700: "downstream" pointed down the screen). Checked on the scene's own projection: the
// step downstream from the boat (its tile's flow) is drawn upward, and the compass agrees.
import type { Page } from '@playwright/test';
import { neighbour, spaceAt, type Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { readView, shot, waitIdle } from './play-helpers.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number } };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
/** Signed difference of two screen angles, -180..180. */
const apart = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

/** Screen angle (degrees clockwise from up) of the river's flow at the boat to move, as drawn now. */
async function flowOnScreen(page: Page): Promise<number> {
  const v = await readView(page);
  const me = v.state.boats.find((b) => b.id === v.state.turn!.boat)!;
  const flow = v.state.river[spaceAt(v.state.river, me.pos!)!.tileIndex]!.heading;
  const [c, d] = await page.evaluate(
    (hs) => hs.map((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h)),
    [me.pos!, neighbour(me.pos!, flow)],
  );
  return (Math.atan2(d!.x - c!.x, -(d!.y - c!.y)) * 180) / Math.PI;
}

test('every lesson opens with the river flowing up the screen, at 1024x700, 1280x800 and 1920x1080', async ({ app, pageErrors }) => {
  test.setTimeout(400_000);
  await app.getByTestId('animation-speed').selectOption('0');
  await app.getByTestId('open-lessons').click();
  for (const size of SIZES) {
    await app.setViewportSize(size);
    for (let n = 1; n <= 10; n++) {
      await app.getByTestId(`lesson-play-${n}`).click();
      await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-lesson', String(n));
      await expect(app.locator('[data-scene-ready="true"]')).toBeVisible();
      await waitIdle(app);
      // (the opening glide may still be under way: poll)
      await expect.poll(async () => Math.abs(await flowOnScreen(app)), { message: `lesson ${n} at ${size.width}x${size.height}: the flow on screen`, timeout: 10_000 }).toBeLessThan(35);
      const compass = Number(await app.getByTestId('compass').getAttribute('data-flow-deg'));
      expect(Math.abs(apart(compass, 0)), `lesson ${n} at ${size.width}x${size.height}: the compass's downstream`).toBeLessThan(35);
      if (n === 1 || n === 4) await shot(app, `lesson-flow-${n}-${size.width}x${size.height}`);
      await app.getByTestId('leave-game').click();
      await expect(app.getByTestId('lessons')).toBeVisible();
    }
  }
  expect(pageErrors).toEqual([]);
});
