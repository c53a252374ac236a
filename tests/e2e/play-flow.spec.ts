// Play-flow bugs seen by a new player (issue 14), each pinned by the test that failed before its
// fix: hot-seat turns start from their own boat's state; after a whole-turn choice the prompt and
// Undo match what was chosen.
import type { GameView } from '../../electron/services/games/schemas.js';
import { expect, test } from './fixtures.js';
import { playDecision, readView, shot, waitIdle } from './play-helpers.js';

function mover(v: GameView) {
  return v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
}

test('hot-seat: each turn starts from its own boat; undo after a whole-turn choice takes it all back', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  while ((await readView(page)).pending.kind === 'placeBoat') await playDecision(page);

  // Bug 1. The first captain picks speed 2 and plays step by step, then confirms.
  const first = await readView(page);
  expect(first.pending.kind).toBe('move');
  await page.getByTestId('step-mode').check();
  await page.getByTestId('speed-2').click();
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('step-advance').first().click();
    await waitIdle(page);
  }
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(first.rev));
  const second = await readView(page);
  expect(second.pending.kind).toBe('move');
  expect((second.pending as { player: number }).player).not.toBe((first.pending as { player: number }).player);
  // The next captain's turn opens from that captain's boat: its speed, no step mode.
  const boat = mover(second);
  await expect(page.getByTestId('step-mode')).not.toBeChecked();
  await expect(page.getByTestId(`speed-${boat.speed}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('speed-2')).toHaveAttribute('aria-checked', boat.speed === 2 ? 'true' : 'false');
  await expect(page.getByTestId('destinations')).toBeVisible();

  // Bug 2. A destination is a whole turn: afterwards the prompt asks to confirm (nothing to click
  // on the river, no "0 spaces to go"), and one Undo takes the whole choice back.
  await page.getByTestId('dest-0').click();
  const options = page.locator('[data-testid^="option-"]');
  const moved = page.locator(`[data-testid="play"]:not([data-rev="${second.rev}"])`);
  await expect(options.first().or(moved)).toBeVisible();
  if (await options.count()) await options.first().click();
  await expect(moved).toBeVisible();
  await waitIdle(page);
  await expect(page.getByTestId('prompt')).toHaveText('Your move is set: confirm it, or undo to choose again.');
  await expect(page.getByTestId('turn-input')).not.toContainText('spaces to go');
  await expect(page.getByTestId('turn-input')).not.toContainText('space to go');
  await expect(page.getByTestId('confirm')).toBeEnabled();
  await shot(page, 'flow-01-choice-made');
  await page.getByTestId('undo').click();
  await waitIdle(page);
  const back = await readView(page);
  expect(back.state.seq).toBe(second.state.seq);
  expect(mover(back).pos).toEqual(boat.pos);
  await expect(page.getByTestId('prompt')).toHaveText('Choose your speed');
  await expect(page.getByTestId('destinations')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the log is in view at 1280x800 and tells confirmed moves only, one line each', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  while ((await readView(page)).pending.kind === 'placeBoat') await playDecision(page);
  const log = page.getByTestId('game-log');
  await expect(log).toBeInViewport();

  // Steps taken and taken back before the confirm: none of it is in the log.
  const start = await readView(page);
  await page.getByTestId('step-mode').check();
  await page.getByTestId('speed-2').click();
  await page.getByTestId('step-advance').first().click();
  await waitIdle(page);
  await page.getByTestId('undo').click();
  await waitIdle(page);
  await page.getByTestId('step-advance').first().click();
  await waitIdle(page);
  await page.getByTestId('step-advance').first().click();
  await waitIdle(page);
  await expect(log).not.toContainText('space');
  await expect(log).not.toContainText('taken back');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(start.rev));
  await waitIdle(page);
  // The move is one line: speed and spaces together.
  const lines = log.locator('li', { hasText: /space/ });
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('speed 2, 2 spaces');
  await expect(log).not.toContainText('taken back');
  await expect(log).toBeInViewport();
  await shot(page, 'flow-02-log');
  expect(pageErrors).toEqual([]);
});
