// Step mode never leads into a dead end (play-test of issue 14: after speed 4 and two left turns a
// player was left with no step and no way back): every step offered still leads to a legal turn at
// the speed picked, and a step can always be taken back from the step controls themselves.
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

test('step mode at speed 4: two left turns, then always a step or Confirm, and "take the step back" undoes one step', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  const boat = ((await readView(page)).pending as { boat: string }).boat;
  await page.getByTestId('speed-4').click();
  await page.getByTestId('step-mode').check();
  const back = page.getByTestId('step-back');
  await expect(back).toBeVisible();
  await expect(back).toBeDisabled(); // nothing to take back yet
  const steps = page.locator('.steps [data-testid^="step-"]:not([data-testid="step-back"])');
  const seqs: number[] = [];
  for (let i = 0; i < 8; i++) {
    const v = await readView(page);
    seqs.push(v.state.seq);
    const canConfirm = v.legalActions.some((a) => a.type === 'confirm');
    // never a dead end: a step to take, or the turn can be confirmed
    expect((await steps.count()) > 0 || canConfirm).toBe(true);
    if (i > 0) await expect(back).toBeEnabled();
    if ((v.state.turn?.pointsLeft ?? 1) === 0 || (await steps.count()) === 0) break;
    // the two left turns first (the play-test's path), then on downstream
    const left = page.getByTestId('step-rotate-L');
    // a turn step says what the boat will face, in the river's words (play-test: "Turn left" read against the screen),
    // and its coal: the first turn of the move free, each further one 1 coal (play-test: the price was unsaid)
    const turned = (v.state.turn?.rotations ?? 0) > 0;
    for (const turn of await page.locator('[data-testid^="step-rotate-"]').all()) {
      await expect(turn).toHaveText(/^Turn to face (downstream|upstream)(, toward the (left|right) bank)? · (free|1 coal)$/);
      if (!turned) await expect(turn).toHaveText(/ · free$/);
    }
    const next = i < 2 && (await left.count()) ? left : steps.first();
    await next.click();
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  }
  expect(seqs.length).toBeGreaterThan(2);
  // the speed went first with the first step: the turn was sailed at 4
  expect((await readView(page)).state.boats.find((b) => b.id === boat)!.speed).toBe(4);
  const before = (await readView(page)).state.seq;
  await back.click();
  await expect.poll(async () => (await readView(page)).state.seq).toBeLessThan(before);
  expect(pageErrors).toEqual([]);
});
