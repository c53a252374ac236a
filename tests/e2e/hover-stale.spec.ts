// The space pointed at is the one under the pointer, also when the view moves under a pointer at
// rest (issue 14 play-test at 1024x700: a heading arrow drawn far from the boat to move, beside
// another boat: the way to a space the pointer had left was still previewed, its end heading with
// it). The view is moved here by a new window size, the pointer left where it was.
import type { Hex } from '../../engine/index.js';
import { hexKey, neighbour } from '../../engine/index.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { nextFrames } from './play-helpers.js';
import { openScenario } from './scenario-open.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; marks(): { hover: string | null } };

test('the view moved under a resting pointer: the space pointed at, and the way previewed, are the ones under it now', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  const page = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await openScenario(page, position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 12] }, { id: 'red', at: [1, 11] }, { id: 'blue', at: [1, 13] }] }));
  await page.getByTestId('speed-3').click();
  // the first place the list offers (the farthest down the river)
  const [q0, r0] = (await page.locator('[data-testid^="dest-"][data-hex]').first().getAttribute('data-hex'))!.split(',').map(Number) as [number, number];
  const end = { q: q0, r: r0 };
  const scene = () => page.evaluate(() => (window as unknown as { __mqScene: SceneHook }).__mqScene.marks().hover);
  const at = await page.evaluate((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h), end);
  await page.mouse.move(at.x, at.y);
  await expect.poll(scene).toBe(hexKey(end));
  await expect(page.getByTestId('heading-preview')).toBeVisible();
  // the board grows: the view is taken again, the pointer has not moved
  await page.setViewportSize({ width: 1280, height: 800 });
  await nextFrames(page, 10);
  const drift = async () => {
    const key = await scene();
    if (key === null) return 'none';
    const [q, r] = key.split(',').map(Number) as [number, number];
    const [c, n] = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h)), [{ q, r }, neighbour({ q, r }, 0)]);
    // the space pointed at lies under the pointer: its centre within three quarters of a space of it (the pointer may rest near a corner, drawn in perspective)
    return Math.hypot(c!.x - at.x, c!.y - at.y) <= 0.75 * Math.hypot(n!.x - c!.x, n!.y - c!.y) ? 'under the pointer' : `${key}, away from the pointer: ${JSON.stringify({ c, n, at })}`;
  };
  await expect.poll(drift).toBe('under the pointer');
  expect(pageErrors).toEqual([]);
});
