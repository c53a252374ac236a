// The hot-seat cover (play-test of issue 14): nothing of the next player's turn shows before they
// dismiss it (not the header's "Ben's turn", not the lit spaces or their labels); a resumed hot-seat
// game opens under the cover too.
import { expect, test } from './fixtures.js';
import { leaveHandOver, playDecision, screenView } from './play-helpers.js';
import { setUpMode, startGame } from './play-modes.js';

test.afterEach(() => leaveHandOver(false));

test('hot seat: the next turn shows only after the cover; a resumed game opens under it', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: 11 });
  await startGame(page);
  leaveHandOver(true);
  const cover = page.getByTestId('hand-over');
  const idle = () => expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
  let checked = false;
  for (let i = 0; i < 8 && !checked; i++) {
    await idle();
    if (await cover.isVisible()) {
      const v = (await screenView(page))! as { pending: { kind: string; player: number }; players: { name: string }[] };
      const name = v.players[v.pending.player]!.name;
      // under the cover: the header names who is next, nothing of their turn
      await expect(page.getByTestId('whose-turn')).toHaveText(`Pass to ${name}`);
      await expect(page.locator('.board')).toHaveAttribute('data-lit', '0');
      await expect(page.getByTestId('end-label')).toHaveCount(0);
      await page.getByTestId('hand-over-start').click();
      await expect(cover).toHaveCount(0);
      await expect(page.getByTestId('whose-turn')).toHaveText(`${name}'s turn`);
      if (v.pending.kind === 'move') {
        await expect(page.locator('.board')).not.toHaveAttribute('data-lit', '0');
        checked = true;
      }
      continue;
    }
    await playDecision(page);
  }
  expect(checked).toBe(true);
  // Leave and resume: the game opens under the cover.
  await page.getByRole('button', { name: 'Leave (the game is saved)' }).click();
  await page.getByTestId('continue').click();
  await idle();
  await expect(cover).toBeVisible();
  await expect(page.locator('.board')).toHaveAttribute('data-lit', '0');
  expect(pageErrors).toEqual([]);
});
