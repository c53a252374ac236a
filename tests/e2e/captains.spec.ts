// Computer captains through the UI: two computer seats (easy and hard) and one human. The human
// only ever sees its own decisions; the captains play theirs in main's worker threads, and their
// moves reach the screen as events, like any other player's; no hand-over cover is ever shown.
import { expect, test } from './fixtures.js';
import { playDecision, readView, shot } from './play-helpers.js';

test('computer captains play their seats while the human plays theirs', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-name-0').fill('Ada');
  await page.getByTestId('seat-name-1').fill('Easy Eddie');
  await page.getByTestId('seat-kind-1').selectOption('computer');
  await page.getByTestId('seat-level-1').selectOption('easy');
  await page.getByTestId('seat-name-2').fill('Hard Hattie');
  await page.getByTestId('seat-kind-2').selectOption('computer');
  await page.getByTestId('seat-level-2').selectOption('hard');
  await page.getByTestId('seed').fill('11');
  await shot(page, 'captains-01-new-game');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible();

  // The screen is idle only when a human decides: every idle moment must be Ada's, and one human
  // among captains never gets a hand-over cover (read before readView, which would dismiss one).
  let decisions = 0;
  for (;;) {
    await expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
    await expect(page.getByTestId('hand-over')).toHaveCount(0);
    const v = await readView(page);
    expect(v.pending.kind).not.toBe('over');
    const player = (v.pending as { player: number }).player;
    expect(v.players[player]!.kind).toBe('human');
    if (v.state.round >= 3) break;
    await playDecision(page);
    decisions++;
  }
  expect(decisions).toBeGreaterThanOrEqual(3); // heading + at least two moves of Ada's

  const v = await readView(page);
  expect(v.players.map((p) => p.kind)).toEqual(['human', 'computer', 'computer']);
  // Both captains took their turns in rounds 1 and 2: their moves are in the log.
  const log = page.getByTestId('game-log');
  await expect(log).toContainText('Easy Eddie');
  await expect(log).toContainText('Hard Hattie');
  await shot(page, 'captains-02-round-3');

  // A reload (as after a restart): the saved game continues, and its log still tells what happened.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('continue').click();
  await readView(page);
  await expect(page.getByTestId('game-log')).toContainText('Easy Eddie');
  await expect(page.getByTestId('game-log')).toContainText('Hard Hattie');
  expect(pageErrors).toEqual([]);
});
