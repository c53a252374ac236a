// The boat to move stays in sight at its end space (issue 14, newcomer's play-test: in step mode
// and at a chosen end space the boat was hidden under the lit space, its label and the heading
// arrows; at 1920x1080 a cost label or an arrow covered another boat). Checked in the scene: no cost
// label, heading arrow or previewed heading lies on any boat's drawn box (projected from the
// scene), at 1280x800, 1920x1080 and 1024x700.
import type { Page } from '@playwright/test';
import { neighbour, type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { expect, test } from './fixtures.js';
import { destEntry, readView, shot, waitIdle } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';
import { resizeAndFrame, sizeName } from './support/window-size.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; boatToScreen(b: string): { x: number; y: number } | null };

/**
 * The overlay's marks that lie on a boat's drawn box ("mark on boat"), each boat where the scene
 * draws it: the boat to move and every other boat on the river (play-test, 1920x1080: a cost label
 * or an arrow covered another boat).
 */
async function marksOnBoats(page: Page): Promise<string[]> {
  await page.waitForTimeout(400); // the overlay follows the drawn frame
  const boats = (await readView(page)).state.boats.flatMap((b) => (b.pos ? [{ id: b.id, at: b.pos, next: neighbour(b.pos, 0) }] : []));
  const { drawn, marks } = await page.evaluate((boats) => {
    const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    const marks = [...document.querySelectorAll('[data-testid="end-label"], [data-testid^="heading-arrow-"], [data-testid="heading-preview"], [data-testid="first-move-label"]')].flatMap((e) => {
      const r = e.getBoundingClientRect();
      if (!r.width || getComputedStyle(e).visibility === 'hidden' || getComputedStyle(e).opacity === '0') return [];
      return [{ id: `${e.getAttribute('data-testid')}${e.getAttribute('data-hex') ? '@' + e.getAttribute('data-hex') : ''}`, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height }];
    });
    const drawn = boats.map((b) => ({ id: b.id, c: scene.boatToScreen(b.id), o: scene.hexToScreen(b.at), n: scene.hexToScreen(b.next) }));
    return { drawn, marks };
  }, boats);
  const out: string[] = [];
  for (const b of drawn) {
    if (!b.c) continue;
    const box = boatBox(b.c, Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y));
    for (const m of marks) if (overlaps({ ...m, side: 0 }, box)) out.push(`${m.id} on ${b.id}`);
  }
  return out;
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 1024, height: 700 },
];

// (one game, each of its moments looked at in the three window sizes, the window resized in place
// and the turn framed for it: support/window-size.ts)
test('1280x800, 1920x1080 and 1024x700: at its end space the boat to move, and every other boat, is under no label, arrow or heading mark', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  await page.setViewportSize(SIZES[0]!);
  await startDefaultGame(page, 11);
  const v = await readView(page);
  const id = (v.pending as { boat: string }).boat;
  const boat = v.state.boats.find((b) => b.id === id)!;
  /** The marks on boats at each size, the window resized in place (`before` at each size first: a pointer moved there). */
  const atEverySize = async (what: string, before?: () => Promise<void>): Promise<void> => {
    for (const size of SIZES) {
      await resizeAndFrame(page, size);
      if (before) await before();
      expect(await marksOnBoats(page), `${sizeName(size)} ${what}`).toEqual([]);
      await shot(page, `boat-clear-${what.replaceAll(' ', '-')}-${sizeName(size)}`);
    }
  };
  // the turn's start, the boats side by side: every lit space's cost label, at each speed, off every boat
  await waitIdle(page);
  for (const n of [1, 2, 3]) {
    await page.getByTestId(`speed-${n}`).click();
    await waitIdle(page);
    await atEverySize(`start speed${n}`);
  }
  await page.setViewportSize(SIZES[0]!);
  await page.getByTestId(`speed-${boat.speed}`).click();
  await waitIdle(page);
  // a space reached by ways that end facing different headings: once played, arrows ring the boat there
  const dests = destinations(v.legalTurns, v.state, boat.speed);
  const target = dests.find((d) => new Set(d.options.map((o) => o.end.heading)).size > 1) ?? dests[0]!;
  await (await destEntry(page, target.key)).click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  if (new Set(target.options.map((o) => o.end.heading)).size > 1) await expect(page.locator('[data-testid^="heading-arrow-"]').first()).toBeVisible();
  // pointing at a way in the list draws its heading on the board too
  const way = page.locator('[data-testid^="option-"]').first();
  const pointAtWay = async () => {
    if (await way.count()) {
      await way.scrollIntoViewIfNeeded();
      await way.hover();
    }
  };
  await atEverySize('arrows', pointAtWay);
  // step mode, the turn sailed step by step and complete: the end space lit under the boat
  await page.setViewportSize(SIZES[0]!);
  await page.getByTestId('undo').click();
  await waitIdle(page);
  await page.getByTestId('speed-2').click();
  await page.getByTestId('step-mode').check();
  for (let i = 0; i < 2; i++) {
    const rev = (await readView(page)).rev;
    await page.getByTestId('step-advance').first().click();
    await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(rev);
  }
  await waitIdle(page);
  await expect(page.getByTestId('confirm')).toBeEnabled();
  // the pointer rests on the boat itself
  await atEverySize('step', async () => {
    const p = await page.evaluate((b) => (window as unknown as { __mqScene: SceneHook }).__mqScene.boatToScreen(b), id);
    await page.mouse.move(p!.x, p!.y);
  });
  expect(pageErrors).toEqual([]);
});

test('1280x800: at the start dock, the first move\'s label for each heading lies on no boat', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible({ timeout: 20_000 });
  expect((await readView(page)).pending.kind).toBe('placeBoat');
  for (const dir of [1, 0, 2]) {
    await page.getByTestId(`heading-${dir}`).click();
    await expect(page.getByTestId('first-move-label')).toBeVisible();
    await waitIdle(page);
    expect(await marksOnBoats(page), `heading ${dir}`).toEqual([]);
    await shot(page, `boat-clear-start-dock-heading${dir}`);
  }
  expect(pageErrors).toEqual([]);
});
