// Every lesson opens with the river flowing up the screen, at every window size (play-test, lesson
// 1 at 1024x700: "downstream" pointed down the screen). Checked on the scene's own projection: the
// step downstream from the boat (its tile's flow) is drawn upward, and the compass agrees.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apart, flowOnScreen as flowOf } from './flow-helpers.js';
import { readView, shot, waitIdle } from './play-helpers.js';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Screen angle (degrees clockwise from up) of the river's flow at the boat to move, as drawn now. */
async function flowOnScreen(page: Page): Promise<number> {
  return flowOf(page, await readView(page));
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
