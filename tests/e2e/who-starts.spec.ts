// Who starts a 2-player game (rulebook: "choose which player starts"; docs/rules.md): the setup
// offers "drawn by lot" or either captain by name, and the chosen captain's boats take start docks
// 1 and 4. With more captains the setup says in one line that the start order is drawn.
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';
import { setUpMode, startGame } from './play-modes.js';

test('two captains choose who starts: the chosen one takes start docks 1 and 4', async ({ app, pageErrors }) => {
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ada' }, { name: 'Ben' }, { name: 'Cy' }], seed: 11 });
  // three captains: nothing to choose, one plain line
  await expect(page.getByTestId('who-starts')).toHaveCount(0);
  await expect(page.getByTestId('start-drawn')).toHaveText('The start order is drawn by lot.');
  await page.getByTestId('remove-seat-2').click();
  await expect(page.getByTestId('start-drawn')).toHaveCount(0);
  const who = page.getByTestId('who-starts');
  // drawn by lot unless the players choose; the captains by the names typed
  await expect(who).toHaveValue('drawn');
  await expect(who.locator('option')).toHaveText(['Drawn by lot', 'Ada', 'Ben']);
  await who.selectOption({ label: 'Ben' });
  await startGame(page);
  const v = await readView(page);
  expect(v.config.firstSeat).toBe(1);
  const owner = (id: string) => v.state.boats.find((b) => b.id === id)!.owner;
  expect(v.state.order.map(owner)).toEqual([1, 0, 0, 1]);
  expect(pageErrors).toEqual([]);
});
