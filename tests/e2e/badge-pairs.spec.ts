// A captain's two boats carry badges a player can tell apart, "1a" and "1b" (play-test of issue 14:
// both said "1", and nose to tail their badges read as one), on the board and in the side panel's
// boat rows alike. Two captains, two boats each, the two boats of each side by side.
import type { GameState } from '../../engine/index.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';
import { openScenario } from './scenario-open.js';

type SceneHook = { marks(): { boats: { boat: string; numeral: string }[] } };

/** Orange and blue are the first captain's, red and green the second's; each pair one behind the other. */
function pairs(): GameState {
  const p = position({
    river: ['A3-1', 'A1-1', 'A3-2'],
    boats: [
      { id: 'orange', at: [1, 12] },
      { id: 'red', at: [1, 11] },
      { id: 'blue', at: [1, 17] },
      { id: 'green', at: [1, 16] },
    ],
  });
  const owner: Record<string, number> = { orange: 0, blue: 0, red: 1, green: 1 };
  return { ...p, boats: p.boats.map((b) => ({ ...b, owner: owner[b.id]! })), config: { ...p.config, seats: [{ boats: ['orange', 'blue'] }, { boats: ['red', 'green'] }] } };
}

test('two boats a captain: "1a" and "1b" on the board and in the boat rows, every badge its own', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  const page = app;
  await openScenario(page, pairs());
  const want = { orange: '1a', blue: '1b', red: '2a', green: '2b' };
  await expect
    .poll(() => page.evaluate(() => Object.fromEntries((window as unknown as { __mqScene: SceneHook }).__mqScene.marks().boats.map((b) => [b.boat, b.numeral]))))
    .toEqual(want);
  for (const [boat, numeral] of Object.entries(want)) {
    await expect(page.getByTestId('boat-cards').locator(`svg.badge[data-boat="${boat}"] text`)).toHaveAttribute('data-numeral', numeral);
  }
  await shot(page, 'badge-pairs');
  expect(pageErrors).toEqual([]);
});
