// Play-flow bugs seen by a new player (issue 14), each pinned by the test that failed before its
// fix: hot-seat turns start from their own boat's state; after a whole-turn choice the prompt and
// Undo match what was chosen.
import type { GameView } from '../../electron/services/games/schemas.js';
import { expect, test } from './fixtures.js';
import { playDecision, readView, shot, waitIdle } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

function mover(v: GameView) {
  return v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
}

test('hot-seat: each turn starts from its own boat; undo after a whole-turn choice takes it all back', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);

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
  // (one click plays the cheapest way there: the other ways stay offered until confirmed)
  await page.getByTestId('dest-0').click();
  const moved = page.locator(`[data-testid="play"]:not([data-rev="${second.rev}"])`);
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
  await startDefaultGame(page, 11);
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
  await expect(lines).toContainText('speed 2, 2 spaces sailed');
  await expect(log).not.toContainText('taken back');
  await expect(log).toBeInViewport();
  await shot(page, 'flow-02-log');
  expect(pageErrors).toEqual([]);
});

test('computer turns light nothing; badges sit on their own boats; the start says "Setting off"', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('new-game').click();
  for (const i of [1, 2]) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
    await page.getByTestId(`seat-level-${i}`).selectOption('hard');
  }
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await waitIdle(page);
  expect((await readView(page)).state.round).toBe(0);
  await expect(page.getByTestId('round')).toHaveText('Setting off');

  // Until round 2, whenever a captain decides a move, no space is lit on the board.
  let captainMoves = 0;
  const board = page.locator('.board[data-lit]');
  for (let i = 0; i < 400 && captainMoves < 3; i++) {
    const state = await page.evaluate(() => {
      const v = window.__mqPlay?.view() as GameView | null;
      const thinking = document.querySelector('[data-testid="captain-thinking"]');
      return { kind: v?.pending.kind, thinking: !!thinking, lit: document.querySelector('.board')?.getAttribute('data-lit') ?? null };
    });
    if (state.thinking && state.kind === 'move') {
      captainMoves++;
      expect(state.lit).toBe('0');
      if (captainMoves === 1) await shot(page, 'flow-03-computer-turn');
    }
    if (!state.thinking && (await page.getByTestId('play').getAttribute('data-idle')) === 'true') {
      const v = await readView(page);
      if (v.state.round >= 3) break;
      await playDecision(page);
    } else await page.waitForTimeout(50);
  }
  expect(captainMoves).toBeGreaterThan(0);
  // The player's own move lights its spaces (the hook does count them).
  if ((await readView(page)).pending.kind === 'move') await expect(board).toHaveAttribute('data-lit', /[1-9]/);

  // Each numeral badge is drawn over its own boat, nearer its own space than any neighbour's.
  const scene = page.locator('[data-scene-ready="true"]');
  if ((await scene.count()) > 0) {
    const v = await readView(page);
    type Hook = { hexToScreen(h: { q: number; r: number }): { x: number; y: number }; badgeToScreen(b: string): { x: number; y: number } | null };
    const spots = await page.evaluate((boats) => {
      const s = (window as unknown as { __mqScene: Hook }).__mqScene;
      return boats.map((b) => ({ badge: s.badgeToScreen(b.id), own: s.hexToScreen(b.pos), next: s.hexToScreen({ q: b.pos.q, r: b.pos.r - 1 }) }));
    }, v.state.boats.filter((b) => b.pos).map((b) => ({ id: b.id, pos: b.pos! })));
    for (const s of spots) {
      const d = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
      expect(s.badge).not.toBeNull();
      expect(d(s.badge!, s.own)).toBeLessThan(d(s.own, s.next) / 2);
    }
  }
  expect(pageErrors).toEqual([]);
});
