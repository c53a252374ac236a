// The new-game form remembers the last line-up (play-test of issue 14: it forgot players, levels
// and colours between games), and says so with a way back to the default (a newcomer started a
// wrong game by mistake); the boats list tells the computer captains and their levels.
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';

test('the next new game starts from the last line-up: names, captains, levels, colours', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Bea', kind: 'computer', level: 'hard' }, { name: 'Cleo', kind: 'computer', level: 'easy' }, { name: 'Dan' }], seed: 4 });
  await page.getByTestId('seat-colour-3').selectOption('red');
  await startGame(page);
  // the boats list: a computer captain's kind and level under its name, nothing under a human's
  await expect(page.getByTestId('note-orange')).toHaveText('computer, hard');
  await expect(page.getByTestId('note-blue')).toHaveText('computer, easy');
  await expect(page.getByTestId('note-white')).toHaveCount(0);
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
  // said plainly, and at 1024x700 the levels note is clear of the button bar
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(page.getByTestId('line-up-last')).toContainText('Same captains as last time.');
  const note = (await page.getByTestId('levels-note').boundingBox())!;
  const bar = (await page.getByTestId('setup-footer').boundingBox())!;
  expect(note.y).toBeGreaterThanOrEqual(0);
  expect(note.y + note.height).toBeLessThanOrEqual(bar.y);
  await page.getByTestId('line-up-reset').click();
  await expect(page.locator('[data-testid^="seat-name-"]')).toHaveCount(3);
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Captain 1');
  await expect(page.getByTestId('seat-kind-1')).toHaveValue('human');
  await expect(page.getByTestId('line-up-last')).toHaveCount(0);
  // the reset is kept: Home, then New game again, starts from the default (play-test: the old captains came back)
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.getByTestId('new-game').click();
  await expect(page.locator('[data-testid^="seat-name-"]')).toHaveCount(3);
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Captain 1');
  await expect(page.getByTestId('seat-kind-1')).toHaveValue('human');
  await expect(page.getByTestId('line-up-last')).toHaveCount(0);
  // the game left unfinished is said to stay in the library (play-test: no word of it)
  await expect(page.getByTestId('unfinished-note')).toContainText('stays in the Library');
  expect(pageErrors).toEqual([]);
});
