// Planning a turn on the board (issue 14, "Costs and outcomes on the board"): lit spaces carry
// what ending there costs and does; hovering or focusing one previews the path and final heading;
// one click plays the cheapest way there; the other ways that matter are chosen with heading
// arrows on the board or in the list of ways; warnings come before confirming.
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { hexKey, type Hex } from '../../engine/index.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { expect, test, WANT_SHOTS } from './fixtures.js';
import { destEntry, readView, shot, waitIdle } from './play-helpers.js';
import { playByApiUntil, setOff } from './play-modes.js';

// Window sizes walked only for the screenshots (MQ_SHOTS=1).
const SHOT_SIZES = WANT_SHOTS
  ? [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
      { width: 1024, height: 700 },
    ]
  : [];

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number } };

function mover(v: GameView) {
  return v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
}

async function screenOf(page: Page, h: Hex): Promise<{ x: number; y: number }> {
  return page.evaluate((hex) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(hex), h);
}

async function startGame(page: Page, previewHeading = false): Promise<void> {
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  if (previewHeading) {
    // A start heading is previewed on the board before it is chosen.
    await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
    await readView(page);
    await expect(page.getByTestId('heading-preview')).toHaveCount(0);
    await page.getByTestId('heading-1').hover();
    await expect(page.getByTestId('heading-preview')).toBeVisible();
    await shot(page, 'plan-00-start-heading-preview');
  }
  await setOff(page);
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
}

test('lit spaces show their cost; hover previews the path and heading; one click plays the cheapest way; heading arrows choose another', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startGame(page, true);
  const v = await readView(page);
  const boat = mover(v);
  const dests = destinations(v.legalTurns, v.state, boat.speed);
  // Every lit space has its label, with the cheapest way's coal.
  await expect(page.getByTestId('end-label')).toHaveCount(dests.length);
  for (const d of dests) await expect(page.locator(`[data-testid="end-label"][data-hex="${d.key}"]`)).toHaveAttribute('data-coal', String(d.options[0]!.coalSpent));

  // Hover: the path and the final heading are drawn; the space's label is picked out.
  const target = dests.find((d) => new Set(d.options.map((o) => o.end.heading)).size > 1) ?? dests[0]!;
  const at = await screenOf(page, target.hex);
  await page.mouse.move(at.x, at.y);
  await expect(page.locator(`[data-testid="end-label"][data-hex="${target.key}"]`)).toHaveClass(/hot/);
  await expect(page.getByTestId('heading-preview')).toBeVisible();
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    const p = await screenOf(page, target.hex);
    await page.mouse.move(p.x, p.y);
    await shot(page, `plan-01-hover-${size.width}x${size.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  // Keyboard focus on the list previews the same way.
  await page.mouse.move(1, 1);
  // (a key first: the list previews a focus that shows, as a keyboard player's does, not the screen's own)
  await page.keyboard.press('Shift');
  await (await destEntry(page, target.key)).focus();
  await expect(page.locator(`[data-testid="end-label"][data-hex="${target.key}"]`)).toHaveClass(/hot/);
  await expect(page.getByTestId('heading-preview')).toBeVisible();

  // One click on the river plays the cheapest way there.
  const cheapest = target.options[0]!;
  const p = await screenOf(page, target.hex);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  const mid = await readView(page);
  const after = mover(mid);
  expect(hexKey(after.pos!)).toBe(target.key);
  expect(after.coal).toBe(boat.coal - cheapest.coalSpent);
  expect(after.heading).toBe(cheapest.end.heading);
  await expect(page.getByTestId('confirm')).toBeEnabled();
  await expect(page.getByTestId('chosen-way')).toBeVisible();

  // The ways there that end facing elsewhere: one arrow each, on the board.
  const headings = [...new Set(target.options.map((o) => o.end.heading))];
  if (headings.length > 1) {
    await expect(page.locator('[data-testid^="heading-arrow-"]')).toHaveCount(headings.length);
    await expect(page.getByTestId(`heading-arrow-${cheapest.end.heading}`)).toHaveAttribute('aria-pressed', 'true');
    // each arrow's glyph is turned the way it sits from the space (its shape has a shaft: play-test, a bare
    // arrowhead at 30 degrees read as a triangle pointing down)
    const glyphs = await page.locator('[data-testid^="heading-arrow-"]').evaluateAll((els) => {
      const centre = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      };
      const all = els.map(centre);
      const mid = { x: all.reduce((a, p) => a + p.x, 0) / all.length, y: all.reduce((a, p) => a + p.y, 0) / all.length };
      return els.map((e) => {
        const c = centre(e);
        const m = new DOMMatrix(getComputedStyle(e.querySelector('svg')!).transform);
        return { sits: (Math.atan2(c.y - mid.y, c.x - mid.x) * 180) / Math.PI, points: (Math.atan2(m.b, m.a) * 180) / Math.PI };
      });
    });
    for (const g of glyphs) expect(Math.abs(((g.points - g.sits + 540) % 360) - 180), JSON.stringify(g)).toBeLessThan(15);
    const other = headings.find((h) => h !== cheapest.end.heading)!;
    await shot(page, 'plan-02-heading-arrows');
    await page.getByTestId(`heading-arrow-${other}`).click();
    // (the arrows are drawn again once the first way is taken back and this one played: many requests)
    await waitIdle(page);
    await expect(page.getByTestId(`heading-arrow-${other}`)).toHaveAttribute('aria-pressed', 'true');
    await waitIdle(page);
    const turned = mover(await readView(page));
    expect(turned.heading).toBe(other);
    expect(hexKey(turned.pos!)).toBe(target.key);
    const way = target.options.find((o) => o.end.heading === other)!;
    expect(turned.coal).toBe(boat.coal - way.coalSpent);
  }
  await page.getByTestId('confirm').click();
  await waitIdle(page);
  expect(pageErrors).toEqual([]);
});

test('speeds that cannot be used say why; a way that burns the last coal is chosen from the list and warned about', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startGame(page);
  const v = await readView(page);
  const boat = mover(v);
  // Find a speed with a way that spends every lump of coal aboard.
  let found: { speed: number; key: string; j: number } | null = null;
  for (const speed of [6, 5, 4, 3, 2, 1]) {
    for (const d of destinations(v.legalTurns, v.state, speed)) {
      const j = d.options.findIndex((o) => o.end.coal === 0 && o.coalSpent > 0 && !o.crash);
      if (j > 0) found ??= { speed, key: d.key, j };
    }
  }
  expect(found).not.toBeNull();
  const { speed, key, j } = found!;
  // The speeds out of reach say why, in words.
  const why = page.getByTestId('speed-why');
  if (await why.count()) await expect(why).toContainText(/needs\s\d+\scoal, you have\s\d+|no complete move at this speed/);
  if (speed !== boat.speed) await page.getByTestId(`speed-${speed}`).click();
  await (await destEntry(page, key)).click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  // The cheapest way was played: no warning yet.
  await expect(page.getByTestId('warnings')).toHaveCount(0);
  await page.getByTestId(`option-${j}`).click();
  // the list stays while the first way is taken back and this one played (a dozen requests)
  await expect(page.getByTestId(`option-${j}`)).toHaveAttribute('aria-pressed', 'true');
  await waitIdle(page);
  await expect(page.getByTestId(`option-${j}`)).toHaveAttribute('aria-pressed', 'true');
  expect(mover(await readView(page)).coal).toBe(0);
  await expect(page.locator('[data-warning="plan.warnLastCoal"]')).toHaveText(/This uses your last coal\./);
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await shot(page, `plan-03-warning-${size.width}x${size.height}`);
  }
  // Undo goes back to the start of the turn: with the coal back, nothing to warn about.
  await page.getByTestId('undo').click();
  await waitIdle(page);
  await expect(page.getByTestId('warnings')).toHaveCount(0);
  await expect(page.getByTestId('destinations')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** A space on this turn where the ways differ in where the pushed boat goes. */
function pushChoice(v: GameView): { speed: number; key: string; targets: string[] } | null {
  let found: { speed: number; key: string; targets: string[] } | null = null;
  for (const speed of [1, 2, 3, 4, 5, 6]) {
    for (const d of destinations(v.legalTurns, v.state, speed)) {
      const targets = [...new Set(d.options.flatMap((o) => (o.pushed?.length ? [hexKey(o.pushed[0]!.pos)] : [])))];
      if (targets.length > 1 && d.options[0]!.pushed?.length) found ??= { speed, key: d.key, targets };
    }
  }
  return found;
}

test('a push with a choice: where the pushed boat goes is chosen on the board', async ({ app, pageErrors }) => {
  // (28 Nov, after the farther camera: a heading arrow pushed off the boat to move lay on the other
  // pink space's centre and took the click; arrows now keep off push targets, lib/overlay-thin.ts)
  test.setTimeout(240_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await readView(page);
  // The turns before one offers such a space are played through the API (playByApiUntil throws if none does).
  const v = await playByApiUntil(page, (x) => x.pending.kind === 'move' && !x.state.turn?.speedChosen && pushChoice(x) !== null, 60, { push: true });
  const found = pushChoice(v)!;
  const boat = mover(v);
  if (found.speed !== boat.speed) await page.getByTestId(`speed-${found.speed}`).click();
  await (await destEntry(page, found.key)).click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  const mid = await readView(page);
  const pushedId = v.state.boats.find((b) => b.pos && hexKey(b.pos) === found.key)?.id;
  const first = mid.state.boats.find((b) => b.id === pushedId)!;
  // The pushed boat's destination is drawn as a ghost; the other places it could go are lit.
  // (The pointer leaves the board first: pointing at a lit target previews that one instead.)
  await page.mouse.move(1, 1);
  await expect(page.getByTestId(`ghost-${pushedId}`)).toHaveAttribute('data-hex', hexKey(first.pos!));
  // the pink spaces are explained in the legend (play-test: "an unexplained pink ring with dials")
  await expect(page.getByTestId('legend-push-to')).toBeVisible();
  await expect(page.getByTestId('legend-push-to')).toHaveText('where the pushed boat can go (click one to choose)');
  if (await page.locator('[data-testid^="heading-arrow-"]').count()) await expect(page.getByTestId('legend-arrows')).toBeVisible();
  const other = found.targets.find((k) => k !== hexKey(first.pos!))!;
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await shot(page, `plan-04-push-choice-${size.width}x${size.height}`);
  }
  if (WANT_SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(300);
  }
  const [q, r] = other.split(',').map(Number) as [number, number];
  const p = await screenOf(page, { q, r });
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId(`ghost-${pushedId}`)).toHaveAttribute('data-hex', other);
  await waitIdle(page);
  const after = await readView(page);
  expect(hexKey(after.state.boats.find((b) => b.id === pushedId)!.pos!)).toBe(other);
  await page.getByTestId('confirm').click();
  expect(pageErrors).toEqual([]);
});
