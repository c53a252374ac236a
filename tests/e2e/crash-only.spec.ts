// A turn where only crashes are left (newcomer's play-test of issue 14: no speed lit, every speed
// greyed, the boat cards a sliver at 1280x800): the screen says what happens in words, lists the
// crashes to choose from, and the boat cards stay readable.
import { legalTurns } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { readView, waitIdle } from './play-helpers.js';

test('only crashes left: said in words instead of six greyed speeds; the crashes listed; the cards readable at 1280x800', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  // (tests/engine/rulings.test.ts §9: at speed 6 without coal nothing gets through)
  const p = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
  expect(legalTurns(p).every((x) => x.crash)).toBe(true);
  // as a scenario file the app opens (the river's tiles as the rules would deal them: ways-layout.spec.ts)
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  delete sc.stack;
  delete sc.rulesVersion;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('open-challenges').click();
  await page.getByTestId('scenario-file').setInputFiles({ name: 'crash.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(page);
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
