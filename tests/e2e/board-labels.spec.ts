// Labels on the board (issue 14, newcomers' play-test): the lit spaces' cost labels were covered by
// the bank names (and the bank names lay over boats' bows, in French, Italian and Russian too), a push
// mark sat on nearly every lit space though a click there pushed nothing, and the ghost of a pushed boat ("X is pushed here") sat over the boats it talks
// about. Checked with the drawn rectangles at 1024x700 and 1280x800, at a turn's start (every
// speed) and with a push previewed in step mode: every shown cost label is clear of the bank
// names and of the other cost labels, and no cost label or push ghost lies on a boat's drawn box.
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { neighbour, type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { expect, test } from './fixtures.js';
import { readView, shot, waitIdle } from './play-helpers.js';
import { playByApiUntil } from './play-modes.js';
import { resizeAndFrame, sizeName } from './support/window-size.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; boatToScreen(b: string): { x: number; y: number } | null };
interface Rect {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every clash on the board now: label over label, label or ghost over a boat's drawn box. */
async function clashes(page: Page): Promise<string[]> {
  await waitIdle(page);
  await page.waitForTimeout(400); // the overlay follows the drawn frame
  const boats = (await readView(page)).state.boats.flatMap((b) => (b.pos ? [{ id: b.id, at: b.pos, next: neighbour(b.pos, 0), ahead: neighbour(b.pos, b.heading) }] : []));
  const { drawn, costs, banks, ghosts } = await page.evaluate((boats) => {
    const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    const rects = (sel: string) =>
      [...document.querySelectorAll(sel)].flatMap((e) => {
        const r = e.getBoundingClientRect();
        if (!r.width || getComputedStyle(e).visibility === 'hidden') return [];
        return [{ id: `${e.getAttribute('data-testid')}@${e.getAttribute('data-hex')}`, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height }];
      });
    const drawn = boats.map((b) => ({ id: b.id, c: scene.boatToScreen(b.id), o: scene.hexToScreen(b.at), n: scene.hexToScreen(b.next), a: scene.hexToScreen(b.ahead) }));
    return { drawn, costs: rects('[data-testid="end-label"]'), banks: rects('[data-testid^="bank-"]'), ghosts: rects('[data-testid^="ghost-"]') };
  }, boats);
  const out: string[] = [];
  const meet = (a: Rect, b: Rect) => overlaps({ ...a, side: 0 }, { ...b, side: 0 });
  costs.forEach((c, i) => {
    for (const b of banks) if (meet(c, b)) out.push(`${c.id} under ${b.id}`);
    for (const o of costs.slice(i + 1)) if (meet(c, o)) out.push(`${c.id} over ${o.id}`);
  });
  for (const b of drawn) {
    if (!b.c) continue;
    const box = boatBox(b.c, Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y));
    for (const m of [...costs, ...ghosts]) if (overlaps({ ...m, side: 0 }, box)) out.push(`${m.id} on ${b.id}`);
    // a bank's name gives way to the hull and to the bow mark (the arrow over the bow, toward the space ahead)
    const s = Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y);
    const bow = { x: b.c.x + (b.a.x - b.o.x) * 0.45, y: b.c.y + (b.a.y - b.o.y) * 0.45, w: s * 0.3, h: s * 0.3, side: 0 as const };
    for (const m of banks) if (overlaps({ ...m, side: 0 }, box) || overlaps({ ...m, side: 0 }, bow)) out.push(`${m.id} on ${b.id}`);
  }
  return out;
}

/**
 * The lit spaces whose push mark says something else than a click there does (its cheapest way):
 * play-test, with boats close a push mark sat on nearly every lit space as some longer way there pushed.
 */
async function pushMarksAmiss(page: Page, v: GameView, speed: number): Promise<string[]> {
  const cheapest = new Map(destinations(v.legalTurns, v.state, speed).map((d) => [d.key, !!d.options[0]!.pushed?.length]));
  const shown = await page.locator('[data-testid="end-label"]').evaluateAll((els) => els.map((e) => ({ hex: e.getAttribute('data-hex')!, push: (e.getAttribute('data-marks') ?? '').split(' ').includes('push') })));
  expect(shown.length).toBeGreaterThan(0);
  return shown.filter((l) => l.push !== cheapest.get(l.hex)).map((l) => `${l.hex}: ${l.push ? 'marked, its cheapest way does not push' : 'its cheapest way pushes, unmarked'}`);
}

const moverOf = (v: GameView) => v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
const pushesOf = (v: GameView) => v.legalActions.filter((a) => a.type === 'advance' && a.push?.length);

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
];

// (one game, each of its moments looked at in both window sizes, the window resized in place and the
// turn framed for it: support/window-size.ts)
test('1024x700 and 1280x800: every lit space\'s cost is readable and no label or push ghost hides a boat', async ({ app, pageErrors }) => {
  test.setTimeout(300_000);
  const page = app;
  await page.setViewportSize(SIZES[0]!);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await readView(page);
  // a turn's start with a boat right ahead of the one to move (a push to come), through the API
  const v = await playByApiUntil(page, (x) => x.pending.kind === 'move' && !x.state.turn?.speedChosen && pushesOf(x).length > 0, 80, { push: true });
  const boat = moverOf(v);
  const speeds = [...new Set(v.legalTurns.map((t) => t.actions.find((a) => a.type === 'speed')).flatMap((a) => (a && 'speed' in a ? [a.speed] : [])))];
  for (const size of SIZES) {
    const at = sizeName(size);
    await resizeAndFrame(page, size);
    for (const n of speeds) {
      await page.getByTestId(`speed-${n}`).click();
      expect(await clashes(page), `${at} speed ${n}`).toEqual([]);
      expect(await pushMarksAmiss(page, v, n), `${at} speed ${n}`).toEqual([]);
      await shot(page, `board-labels-speed${n}-${at}`);
    }
    // the bank names in the longer words of other languages give way to the boats too
    for (const lang of ['fr', 'it', 'ru', 'en']) {
      await page.getByTestId('play-language').selectOption(lang);
      expect(await clashes(page), `${at} ${lang}`).toEqual([]);
      await shot(page, `board-labels-${lang}-${at}`);
    }
  }
  await page.getByTestId(`speed-${boat.speed}`).click();
  await waitIdle(page);
  // step mode: a ghost of the pushed boat where each pushing step would send it
  await page.getByTestId('step-mode').check();
  await expect(page.locator('[data-testid^="ghost-"]').first()).toBeVisible();
  for (const size of SIZES) {
    const at = sizeName(size);
    await resizeAndFrame(page, size);
    await page.mouse.move(1, 1);
    expect(await clashes(page), `${at} push steps offered`).toEqual([]);
    await page.getByTestId('step-advance-push').first().hover();
    expect(await clashes(page), `${at} a push step pointed at`).toEqual([]);
    await shot(page, `board-labels-push-${at}`);
  }
  expect(pageErrors).toEqual([]);
});
