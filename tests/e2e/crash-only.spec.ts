// A turn where only crashes are left (newcomer's play-test of issue 14: no speed lit, every speed
// greyed, the boat cards a sliver at 1280x800): the screen says what happens in words, lists the
// crashes to choose from, and the boat cards stay readable. The e2e helper playDecision plays one
// of those crashes (it timed out there).
import { legalTurns, type GameState } from '../../engine/index.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { playDecision, readView } from './play-helpers.js';
import { openScenario } from './scenario-open.js';

/** (tests/engine/rulings.test.ts §9: at speed 6 without coal nothing gets through) */
function crashPosition(): GameState {
  return position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
}

test('only crashes left: said in words instead of six greyed speeds; the crashes listed; the cards readable at 1280x800', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  const p = crashPosition();
  expect(legalTurns(p).every((x) => x.crash)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScenario(page, p);
  const v = await readView(page);
  expect(v.pending.kind).toBe('move');
  expect(v.legalTurns.every((x) => x.crash)).toBe(true);
  await expect(page.getByTestId('crash-only')).toHaveText('No move gets through at any speed: the boat sails as far as it can and crashes. Choose where it stops; it then misses its next turn.');
  await expect(page.getByTestId('speed-1')).toHaveCount(0);
  await expect(page.getByTestId('speed-why')).toHaveCount(0);
  const first = page.getByTestId('dest-0');
  await expect(first).toBeInViewport({ ratio: 0.95 });
  await expect(first).toContainText(/^Crash after /);
  // every boat card whole in sight
  for (const b of v.state.boats) await expect(page.getByTestId(`boat-${b.id}`)).toBeInViewport({ ratio: 0.95 });
  expect(pageErrors).toEqual([]);
});

test('the e2e helper playDecision plays a crash when every move left is one', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  // facing the bank at speed 6 without coal: the crash it plays stops where the boat is (nothing to
  // send before Confirm: the helper waited for a move that never came)
  const p = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 14], speed: 6, coal: 0, heading: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
  await openScenario(page, p);
  const v = await readView(page);
  expect(v.legalTurns.every((x) => x.crash)).toBe(true);
  expect(v.legalTurns.some((x) => x.actions.length === 1)).toBe(true);
  const done = await playDecision(page);
  expect(done.kind).toBe('move');
  // the crashed boat's move is over: another boat decides (or the orange boat sits out its next turn)
  const after = await readView(page);
  expect(after.rev).toBeGreaterThan(v.rev);
  expect(after.state.turnIndex === v.state.turnIndex && after.state.round === v.state.round).toBe(false);
  expect(pageErrors).toEqual([]);
});
