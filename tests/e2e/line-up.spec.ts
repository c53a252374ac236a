// The new-game form remembers the last line-up (play-test of issue 14: it forgot players, levels
// and colours between games).
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';

test('the next new game starts from the last line-up: names, captains, levels, colours', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Bea', kind: 'computer', level: 'hard' }, { name: 'Cleo', kind: 'computer', level: 'easy' }, { name: 'Dan' }], seed: 4 });
  await page.getByTestId('seat-colour-3').selectOption('red');
  await startGame(page);
  await page.getByRole('button', { name: 'Leave (the game is saved)' }).click();
  await page.getByTestId('new-game').click();
  await expect(page.locator('[data-testid^="seat-name-"]')).toHaveCount(4);
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Ann');
  await expect(page.getByTestId('seat-name-3')).toHaveValue('Dan');
  await expect(page.getByTestId('seat-kind-1')).toHaveValue('computer');
  await expect(page.getByTestId('seat-level-1')).toHaveValue('hard');
  await expect(page.getByTestId('seat-level-2')).toHaveValue('easy');
  await expect(page.getByTestId('seat-kind-3')).toHaveValue('human');
  await expect(page.getByTestId('seat-colour-3')).toHaveValue('red');
  expect(pageErrors).toEqual([]);
});
