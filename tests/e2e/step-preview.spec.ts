// A turn sailed step by step shows, before Confirm, what a turn picked on the board shows
// (newcomer's play-test of issue 14: no coal spent, no lit space): the whole turn in words, its
// warnings, its end space lit and its path drawn.
import { hexKey } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

test('step mode: once the turn is complete, its coal, end space and outcome are shown before Confirm', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  const v0 = await readView(page);
  const id = (v0.pending as { boat: string }).boat;
  const start = v0.state.boats.find((b) => b.id === id)!;
  // speed 2 straight on: a free speed change, two advances
  await page.getByTestId('speed-2').click();
  await page.getByTestId('step-mode').check();
  await expect(page.getByTestId('step-whole')).toHaveCount(0);
  for (let i = 0; i < 2; i++) {
    const rev = (await readView(page)).rev;
    await page.getByTestId('step-advance').first().click();
    await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(rev);
    if (i === 0) await expect(page.getByTestId('step-whole')).toHaveCount(0); // not complete yet
  }
  const v = await readView(page);
  expect(v.legalActions.some((a) => a.type === 'confirm')).toBe(true);
  const at = v.state.boats.find((b) => b.id === id)!;
  const spent = start.coal - at.coal;
  await expect(page.getByTestId('step-whole').getByTestId('chosen-way')).toHaveText(new RegExp(`^Your move: ${spent === 0 ? 'no coal' : `${spent} coal`}, ends facing `));
  // the end space lit and picked out, the way sailed drawn from where the turn began
  const board = page.locator('.board');
  await expect(board).toHaveAttribute('data-lit', '1');
  const path = (await board.getAttribute('data-path'))!.split(' ');
  expect(path[0]).toBe(hexKey(start.pos!));
  expect(path[path.length - 1]).toBe(hexKey(at.pos!));
  expect(pageErrors).toEqual([]);
});
