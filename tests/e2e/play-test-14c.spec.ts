// Play-test of issue 14 (a newcomer on main): the keyboard keeps its place (arrows in the speed
// grid, Confirm after a destination), a focused destination is previewed even with the pointer
// resting on the board, Undo keeps the speed chosen, step mode previews each step on the board
// and offers none that leads into a dead end, and toasts never cover the legend.
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { apply, hexKey, legalActions, legalTurns, neighbour, type Action, type GameState, type Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { destEntry, playDecision, readView, waitIdle } from './play-helpers.js';
import { playByApiUntil, setOff, setUpMode, startDefaultGame } from './play-modes.js';

type Hook = { hexToScreen(h: Hex): { x: number; y: number }; marks(): { ghost: { boat: string; hex: Hex; dir: number } | null } };
const ghost = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.marks().ghost);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? 'body');
const moverOf = (v: GameView) => v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;

test('keyboard: arrows move in the speed grid; a focused destination is drawn with the pointer on the board; Enter lands on Confirm; Undo keeps the speed', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  // animations as a player has them (the focus must survive the boat's sailing)
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await setOff(page);
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
  const v = await readView(page);
  const boat = moverOf(v);

  // The speed grid is one Tab stop; the arrows move within it and choose.
  const inForce = page.locator('[data-testid^="speed-"][aria-checked="true"]');
  await inForce.focus();
  const from = Number((await inForce.getAttribute('data-testid'))!.slice(6));
  const enabled = async (n: number) => n >= 1 && n <= 6 && (await page.getByTestId(`speed-${n}`).isEnabled());
  let to = 0;
  for (let n = from + 1; n <= 6 && !to; n++) if (await enabled(n)) to = n;
  const key = to ? 'ArrowRight' : 'ArrowLeft';
  for (let n = from - 1; n >= 1 && !to; n--) if (await enabled(n)) to = n;
  expect(to).toBeGreaterThan(0);
  await page.keyboard.press(key);
  await expect(page.getByTestId(`speed-${to}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId(`speed-${to}`)).toBeFocused();
  expect(await page.locator('[data-testid^="speed-"][tabindex="0"]').count()).toBe(1);

  // A destination focused from the keyboard is drawn, while the pointer rests on an unlit space of the board.
  await page.getByTestId('dest-0').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('dest-1')).toBeFocused();
  const target = (await page.getByTestId('dest-1').getAttribute('data-hex'))!;
  const lit = new Set(await page.locator('[data-testid="end-label"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex'))));
  const box = (await page.locator('.board canvas').boundingBox())!;
  let spot: { x: number; y: number } | null = null;
  for (const d of [3, 2, 4, 5, 1] as const) {
    let h = boat.pos!;
    for (let i = 0; i < 2; i++) h = neighbour(h, d);
    const p = await page.evaluate((hex) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(hex), h);
    if (!lit.has(hexKey(h)) && p.x > box.x + 5 && p.x < box.x + box.width - 5 && p.y > box.y + 40 && p.y < box.y + box.height - 5) {
      spot = p;
      break;
    }
  }
  expect(spot).not.toBeNull();
  await page.mouse.move(spot!.x, spot!.y);
  await page.mouse.move(spot!.x + 3, spot!.y + 2);
  await expect(page.locator('.board')).toHaveAttribute('data-path', new RegExp(`(^| )${target}$`));
  await expect(page.locator(`[data-testid="end-label"][data-hex="${target}"]`)).toHaveClass(/hot/);

  // Enter plays it; once the boat has sailed, Confirm has the focus (not the page).
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  await expect(page.getByTestId('confirm')).toBeFocused();

  // Undo takes the way back and keeps the speed the player chose.
  await page.getByTestId('undo').click();
  await waitIdle(page);
  await expect(page.getByTestId(`speed-${to}`)).toHaveAttribute('aria-checked', 'true');
  expect((await readView(page)).state.seq).toBe(v.state.seq);
  expect(await focused(page)).not.toBe('body');
  expect(pageErrors).toEqual([]);
});

/** After `steps` (the speed first when not set), the turn can still end legally. */
function canEnd(s: GameState): boolean {
  return legalActions(s).some((a) => a.type === 'confirm') || legalTurns(s).some((t) => !t.crash);
}

test('step mode: each step is previewed on the board before it is taken, and every step offered can still end in a legal turn', async ({ app, pageErrors }) => {
  test.setTimeout(150_000);
  const page = app;
  await startDefaultGame(page, 11);
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
  await page.getByTestId('speed-4').click();
  await page.getByTestId('step-mode').check();
  const steps = page.locator('.steps [data-testid^="step-"]:not([data-testid="step-back"])');
  let previewed = 0;
  for (let i = 0; i < 6; i++) {
    const v = await readView(page);
    const me = moverOf(v);
    let base = v.state as GameState;
    if (!base.turn?.speedChosen) base = (apply(base, { type: 'speed', speed: 4 }) as { ok: true; state: GameState }).state;
    const n = await steps.count();
    if (n === 0) break;
    const offered: Action[] = [];
    for (let j = 0; j < n; j++) {
      const b = steps.nth(j);
      const kind = (await b.getAttribute('data-testid'))!;
      const pushTo = await b.getAttribute('data-push-to');
      const action = v.legalActions.find((a) =>
        kind === 'step-advance' ? a.type === 'advance' && !a.push?.length
        : kind === 'step-advance-push' ? a.type === 'advance' && !!a.push?.length && hexKey(a.push[0]!) === pushTo
        : kind === 'step-reverse' ? a.type === 'reverse'
        : a.type === 'rotate' && `step-rotate-${a.step}` === kind,
      );
      if (!action) continue;
      offered.push(action);
      const after = apply(base, action);
      expect(after.ok).toBe(true);
      if (!after.ok) continue;
      expect(canEnd(after.state)).toBe(true);
      const at = after.state.boats.find((x) => x.id === me.id)!;
      // pointing at the step draws the boat where it would stand and face, and says so
      await page.mouse.move(1, 1); // the pointer comes to the button (after a click it may already sit where this one is)
      await b.hover();
      await expect.poll(() => ghost(page)).toEqual({ boat: me.id, hex: at.pos, dir: at.heading });
      await expect(page.getByTestId('step-after')).toBeVisible();
      previewed++;
    }
    expect(offered.length).toBe(n);
    await page.mouse.move(1, 1);
    if ((v.state.turn?.pointsLeft ?? 1) === 0) break;
    const left = page.getByTestId('step-rotate-L');
    await (i < 2 && (await left.count()) ? left : steps.first()).click();
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  }
  expect(previewed).toBeGreaterThan(3);
  // "back" is always there once a step was taken
  await expect(page.getByTestId('step-back')).toBeEnabled();
  expect(pageErrors).toEqual([]);
});

test('toasts never cover the legend or the board\'s bottom row', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await startDefaultGame(page, 11);
  const toast = page.locator('[data-testid="toast-info"]').first();
  // a way into the newest tile: a tile is drawn after it, and told in a toast (the turns before
  // one is in reach are played through the API)
  const revealOf = (x: GameView) => (x.pending.kind === 'move' && !x.state.turn?.speedChosen ? x.legalTurns.find((t) => t.revealsTile && !t.crash) : undefined);
  const v = await playByApiUntil(page, (x) => !!revealOf(x), 40, {});
  const reveal = revealOf(v)!;
  const speed = reveal.actions.find((a) => a.type === 'speed');
  if (speed?.type === 'speed') await page.getByTestId(`speed-${speed.speed}`).click();
  await (await destEntry(page, hexKey(reveal.end.pos))).click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  await page.getByTestId('confirm').click();
  await expect(toast).toBeVisible();
  const t = (await toast.boundingBox())!;
  const legend = (await page.locator('.legend').boundingBox())!;
  const board = (await page.locator('.board canvas').boundingBox())!;
  const overlaps = (a: typeof t, b: typeof t) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(t, legend)).toBe(false);
  expect(t.y + t.height).toBeLessThan(board.y + board.height * 0.6);
  expect(pageErrors).toEqual([]);
});

test('setting off in a hot-seat game: the header, the turn order\'s mark and the ring on the river name the same boat', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo', kind: 'computer' }], seed: 11 });
  await page.getByTestId('start-game').click();
  let checked = 0;
  for (let i = 0; i < 4; i++) {
    const v = await readView(page);
    if (v.pending.kind !== 'placeBoat') break;
    const p = v.pending;
    const name = v.players[p.player]!.name;
    await expect(page.getByTestId('whose-turn')).toHaveText(new RegExp(`^${name}`));
    // the boat being set off is the one marked in the turn order (the round's first boat was, whoever set off)
    await expect(page.locator('[data-testid="turn-order"] li.now')).toHaveAttribute('data-boat', p.boat);
    await expect(page.locator('[data-testid="turn-order"] li.now')).toHaveCount(1);
    checked++;
    await playDecision(page);
  }
  expect(checked).toBeGreaterThan(1);
  expect(pageErrors).toEqual([]);
});
