// A long destination list folds (newcomer's play-test of issue 14: 17 entries to read through): the
// first entries, furthest down the river, then "N more spaces to end on"; opening it shows them all
// and takes the keyboard to the first one it showed.
import { destinations } from '../../renderer/src/lib/turns.js';
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

test('a long list of places shows the first 8 and folds the rest behind "more"', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  const v = await readView(page);
  const boat = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
  // the speed with the most places to end on
  const speeds = [1, 2, 3, 4, 5, 6].filter((s) => destinations(v.legalTurns, v.state, s).length > 0);
  const speed = speeds.reduce((a, b) => (destinations(v.legalTurns, v.state, b).length > destinations(v.legalTurns, v.state, a).length ? b : a));
  const all = destinations(v.legalTurns, v.state, speed);
  test.skip(all.length <= 10, `only ${all.length} places at best (seed 11 changed?)`);
  if (speed !== boat.speed) await page.getByTestId(`speed-${speed}`).click();
  const entries = page.locator('button.dest');
  await expect(entries).toHaveCount(8);
  // the ones shown are the furthest down the river
  expect(await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')))).toEqual(all.slice(0, 8).map((d) => d.key));
  const more = page.getByTestId('dest-more');
  await expect(more).toHaveText(`${all.length - 8} more spaces to end on…`);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // from the keyboard: down from the last entry reaches "more", Enter opens it and goes on to the first it showed
  await page.getByTestId('dest-7').focus();
  await page.keyboard.press('ArrowDown');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(entries).toHaveCount(all.length);
  await expect(page.getByTestId('dest-8')).toBeFocused();
  await expect(more).toHaveText('Show fewer spaces');
  // another speed: folded again
  const other = speeds.find((s) => s !== speed && destinations(v.legalTurns, v.state, s).length > 10);
  if (other) {
    await page.getByTestId(`speed-${other}`).click();
    await expect(entries).toHaveCount(8);
  }
  expect(pageErrors).toEqual([]);
});
