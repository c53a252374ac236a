// The new-game form remembers the last game's Black Rose and river (newcomer's play-test of issue
// 14: the line-up came back, the Black Rose, the B tiles and the length did not).
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';

test('the Black Rose, the B tiles and the river length come back in the next game', async ({ app, pageErrors }) => {
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
  await page.getByTestId('river-length').selectOption('12');
  for (const id of await ticked()) await page.getByTestId(id!).uncheck();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Leave (the game is saved)' }).click();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('mode-black-rose')).not.toBeChecked();
  await expect(page.getByTestId('river-length')).toHaveValue('12');
  expect(await ticked()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
