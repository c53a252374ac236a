// A whole race to the end through the app: three computer captains sail it in main's worker
// threads while the screen animates instantly; the end screen shows the places and a rematch
// starts a new game with the same captains and options.
import type { GameView } from '../../electron/services/games/schemas.js';
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

test('a race of computer captains ends on the end screen; rematch keeps the options', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  await page.getByTestId('new-game').click();
  const names = ['Anna', 'Bruno', 'Clara'];
  for (const [i, name] of names.entries()) {
    await page.getByTestId(`seat-name-${i}`).fill(name);
    await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
    await page.getByTestId(`seat-level-${i}`).selectOption(i === 0 ? 'medium' : 'easy');
  }
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();

  // The banner announces the end; the results open when asked.
  await page.getByTestId('to-end').click({ timeout: 200_000 });
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  const places = page.getByTestId('places').locator('li');
  await expect(places).toHaveCount(3);
  for (const name of names) await expect(page.getByTestId('places')).toContainText(name);
  await shot(page, 'end-01-places');
  // The window's width is used: what next (rematch) is in view without scrolling, the race chart
  // sits beside the places, and the statistics span both columns under them.
  await expect(page.getByTestId('race-stats')).toBeVisible();
  for (const [width, height] of [[1024, 700], [1280, 800], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('rematch')).toBeInViewport();
    const placesBox = (await page.getByTestId('places').boundingBox())!;
    const chartBox = (await page.getByTestId('race-chart').boundingBox())!;
    const statsBox = (await page.getByTestId('race-stats').boundingBox())!;
    expect(chartBox.x, `${width}: chart beside the places`).toBeGreaterThan(placesBox.x + 200);
    expect(chartBox.y, `${width}: chart at the top`).toBeLessThan(placesBox.y + placesBox.height);
    expect(statsBox.width, `${width}: stats across both columns`).toBeGreaterThan(chartBox.x + chartBox.width - placesBox.x - 40);
    await shot(page, `end-02-layout-${width}x${height}`, true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const gameBefore = await page.evaluate(() => window.__mqPlay?.gameId() ?? null);
  await page.getByTestId('rematch').click();
  await expect(page.getByTestId('play')).toBeVisible();
  // The play screen shows its view once main has answered: wait for the new game's.
  await expect.poll(() => page.evaluate(() => window.__mqPlay?.view() !== null), { timeout: 20_000 }).toBe(true);
  const rematch = (await page.evaluate(() => window.__mqPlay?.view() ?? null)) as GameView | null;
  expect(rematch).not.toBeNull();
  expect(rematch!.id).not.toBe(gameBefore);
  expect(rematch!.players.map((p) => [p.name, p.kind, p.level])).toEqual([
    ['Anna', 'computer', 'medium'],
    ['Bruno', 'computer', 'easy'],
    ['Clara', 'computer', 'easy'],
  ]);
  expect(pageErrors).toEqual([]);
});
