// A newcomer's first race (play-test of the lessons: the shortest river offered gave a race of about
// 40 rounds): the river-length list offers the short river first, labelled as one and as not the
// rulebook's game, and a race on it is dealt 7 river tiles after A0 (docs/rules.md, Short river).
import { expect, test } from './fixtures.js';
import { setUpMode, startGame } from './play-modes.js';
import { readView } from './play-helpers.js';

test('the short river is the first length offered, labelled, and a race on it has 8 tiles', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ada' }, { name: 'Ben', kind: 'computer' }], seed: 3 });
  const length = page.getByTestId('river-length');
  // the rulebook's river stays the default; the short one is the first choice, said for what it is
  await expect(length).toHaveValue('12');
  await expect(length.locator('option').first()).toHaveText('8 tiles: short river, for a first race');
  await expect(length.locator('option[value="12"]')).toHaveText('12 tiles: the rulebook’s river');
  await expect(page.getByTestId('short-river-note')).toHaveCount(0);
  await length.selectOption('8');
  await expect(page.getByTestId('short-river-note')).toContainText('Not the rulebook’s game');
  // nothing to set aside by hand: the short river leaves A tiles out in the engine's order
  await expect(page.getByTestId('aside')).toHaveCount(0);
  await startGame(page);
  const v = await readView(page);
  expect(v.state.config.riverTiles).toHaveLength(7);
  expect(v.state.config.riverTiles.every((t) => t.startsWith('A1') || t.startsWith('A2'))).toBe(true);
  // the next new game starts from it (the form remembers the length)
  await page.getByRole('button', { name: 'Leave (the game is saved)' }).click();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('river-length')).toHaveValue('8');
  expect(pageErrors).toEqual([]);
});
