// The new-game form remembers the last game's Black Rose, river and two boats per captain
// (newcomer's play-tests of issue 14 and pt27: the line-up came back, the rest did not).
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';

test('the Black Rose, two boats each, the B tiles and the river length come back in the next game', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ada' }, { name: 'Ben' }, { name: 'Cy' }], blackRose: true, seed: 9 });
  await page.getByTestId('river-length').selectOption('14'); // ticks the B tiles a 14-tile river needs
  await page.getByTestId('tile-B3-1').check();
  const ticked = async () => page.locator('[data-testid^="tile-B"]').evaluateAll((els) => els.flatMap((e) => ((e as HTMLInputElement).checked ? [e.getAttribute('data-testid')] : [])));
  const tiles = await ticked();
  expect(tiles.length).toBeGreaterThanOrEqual(2);
  await startGame(page);
  // home, and a new game again
  await page.getByRole('button', { name: 'Leave (the game is saved)' }).click();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('mode-black-rose')).toBeChecked();
  await expect(page.getByTestId('river-length')).toHaveValue('14');
  expect(await ticked()).toEqual(tiles);
  // and unticked again, it is remembered unticked
  await page.getByTestId('mode-black-rose').uncheck();
  await page.getByTestId('mode-two-boats').check();
  await page.getByTestId('river-length').selectOption('12');
  for (const id of await ticked()) await page.getByTestId(id!).uncheck();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Leave (the game is saved)' }).click();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('mode-black-rose')).not.toBeChecked();
  // "Same captains as last time" is the whole seat set-up: their two boats each too (play-test pt27 #10)
  await expect(page.getByTestId('line-up-last')).toBeVisible();
  await expect(page.getByTestId('mode-two-boats')).toBeChecked();
  await expect(page.getByTestId('river-length')).toHaveValue('12');
  expect(await ticked()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
