// A lesson's labels ("You", "Goal", "Driftwood") sit next to what they name, on short pointers, and
// never over each other or each other's pointers, before a speed is chosen, with one chosen and
// once the move is set (play-test, lessons 1 and 9: with the move set, "You" and "Goal" hung on
// long lines a space and more from their space, and in lesson 9 over each other), in three windows.
import type { Page } from '@playwright/test';
import type { Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { destEntry, shot, waitIdle } from './play-helpers.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number } };
type Rect = { x: number; y: number; w: number; h: number };

/** What the board's labels look like now: each one's rect, the centre and size of its space, and the heading arrows round it. */
async function labelsNow(page: Page) {
  return page.evaluate(() => {
    const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    const rect = (el: Element): Rect => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    const arrows = [...document.querySelectorAll('[data-testid^="heading-arrow-"]')].map(rect);
    // the lit spaces' cost labels in sight (those left out when zoomed out are hidden)
    const costs = [...document.querySelectorAll('[data-testid="end-label"]')].filter((e) => getComputedStyle(e).visibility !== 'hidden').map((e) => {
      const [q, r] = e.getAttribute('data-hex')!.split(',').map(Number) as [number, number];
      return { hex: e.getAttribute('data-hex'), box: rect(e), c: scene.hexToScreen({ q, r }) };
    });
    return [...document.querySelectorAll('[data-testid^="board-note-"]')].map((n) => {
      const [q, r] = n.getAttribute('data-hex')!.split(',').map(Number) as [number, number];
      const c = scene.hexToScreen({ q, r });
      const round = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]].map(([dq, dr]) => scene.hexToScreen({ q: q + dq!, r: r + dr! }));
      const size = round.reduce((a, p) => a + Math.hypot(p.x - c.x, p.y - c.y), 0) / round.length;
      return { name: `${n.getAttribute('data-testid')} "${n.textContent}" at ${q},${r}`, box: rect(n), c, size, arrows, costs };
    });
  });
}

/** The nearest point of a rect to a point. */
const nearest = (b: Rect, p: { x: number; y: number }) => ({ x: Math.max(b.x, Math.min(p.x, b.x + b.w)), y: Math.max(b.y, Math.min(p.y, b.y + b.h)) });

const meet = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Whether the segment p-q passes through the rect (shrunk by a pixel: a line grazing a corner is not over it). */
function crosses(p: { x: number; y: number }, q: { x: number; y: number }, b: Rect): boolean {
  const r = { x: b.x + 1, y: b.y + 1, w: b.w - 2, h: b.h - 2 };
  for (let i = 0; i <= 40; i++) {
    const x = p.x + ((q.x - p.x) * i) / 40;
    const y = p.y + ((q.y - p.y) * i) / 40;
    if (x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h) return true;
  }
  return false;
}

/**
 * What is wrong with the labels now: a label further from its space than beside it (its nearest
 * edge no further from the space's centre than the far side of the space next to it or, with
 * heading arrows round the space, just past them), two labels over each other, a label over a lit
 * space's cost label, a label's pointer over another label or across another named space.
 */
async function faults(page: Page, costs = true): Promise<string[]> {
  await waitIdle(page);
  const list = await labelsNow(page);
  const out: string[] = [];
  list.forEach((l, i) => {
    const e = nearest(l.box, l.c);
    const far = Math.hypot(e.x - l.c.x, e.y - l.c.y);
    // the pointer: from that edge to a quarter of a space short of the centre (note-place.ts, noteLead)
    const k = Math.max(0, far - l.size * 0.25) / (far || 1);
    const tip = { x: e.x + (l.c.x - e.x) * k, y: e.y + (l.c.y - e.y) * k };
    // the heading arrows round this space, if any: a label beside it sits just past them
    const ring = l.arrows
      .map((a) => Math.hypot(a.x + a.w / 2 - l.c.x, a.y + a.h / 2 - l.c.y) + a.w / 2)
      // (round small spaces they stand further out than 1.3 spaces: never nearer than 31 px, lib/overlay-thin.ts,
      // and pushed off the boat: at 1024x700, 30 px spaces, 45 px to their far edge)
      .filter((d) => d < Math.max(l.size * 1.3, 64));
    // (1.4 spaces: with the turn framed under the tool row, issue 14's camera, lesson 9's spaces are
    // ~45 px at 1280x800 and every place nearer "Driftwood" lies over the goal's label, a lit space
    // or the bank, whose name keeps off whole lit spaces since session 24 (1.37 at 1024x700); its
    // pointer shows which space it names)
    const room = Math.max(l.size * 1.4, ...ring.map((d) => d + l.size * 0.35));
    if (far > room) out.push(`${l.name}: ${(far / l.size).toFixed(2)} spaces from its space (room ${(room / l.size).toFixed(2)})`);
    if (costs) for (const c of l.costs) if (meet(l.box, c.box)) out.push(`${l.name} over the cost label of ${c.hex}`);
    // over another lit space itself, its rim included (play-test 17, lesson 9 at 1024x700: "Driftwood"
    // sat on a lit space's rim): the label keeps out of the space, but for a pixel or two of its edge
    // (the boat's own label stands among its lit end spaces, no side clear of them: only their cost labels are kept clear)
    if (costs && !l.name.startsWith('board-note-boat '))
      for (const c of l.costs) {
        // (the spaces next to its own it borders wherever it sits: those further away only)
        const [q, r] = l.name.split(' at ')[1]!.split(',').map(Number) as [number, number];
        const [cq, cr] = c.hex!.split(',').map(Number) as [number, number];
        if ((Math.abs(cq - q) + Math.abs(cr - r) + Math.abs(cq + cr - q - r)) / 2 <= 1) continue;
        const n = nearest(l.box, c.c);
        const d = Math.hypot(n.x - c.c.x, n.y - c.c.y);
        // (its inner edge is half a space out; labels' drawn sizes are a few pixels off the estimates placed)
        if (d < l.size * 0.4) out.push(`${l.name} over the lit space ${c.hex} (${(d / l.size).toFixed(2)} spaces from its middle)`);
      }
    list.forEach((o, j) => {
      if (j === i) return;
      if (j > i && meet(l.box, o.box)) out.push(`${l.name} over ${o.name}`);
      if (crosses(e, tip, o.box)) out.push(`${l.name}'s pointer over ${o.name}`);
      // across the middle of another named space: it reads as naming that one
      const t = Math.max(0, Math.min(1, ((o.c.x - e.x) * (tip.x - e.x) + (o.c.y - e.y) * (tip.y - e.y)) / (Math.hypot(tip.x - e.x, tip.y - e.y) ** 2 || 1)));
      const miss = Math.hypot(e.x + t * (tip.x - e.x) - o.c.x, e.y + t * (tip.y - e.y) - o.c.y);
      if (Math.hypot(o.c.x - l.c.x, o.c.y - l.c.y) > 1 && miss < o.size * 0.35) out.push(`${l.name}'s pointer across ${o.name}'s space`);
    });
  });
  return out;
}

for (const [w, h] of [
  [1280, 800],
  [1920, 1080],
  [1024, 700],
] as const) {
  test(`lesson labels sit next to what they name and never overlap, before and after a move is set (lessons 1 and 9, ${w}x${h})`, async ({ app, pageErrors }) => {
    // (28 Nov, after the follow camera's one distance per window, lesson 1's "You" lay over the cost
    // label of the space beside the boat at 1024x700: a badge a label lies on now moves aside, lib/badge-aside.ts)
    test.setTimeout(240_000);
    await app.setViewportSize({ width: w, height: h });
    await app.getByTestId('animation-speed').selectOption('0');
    await app.getByTestId('open-lessons').click();
    // the camera settles on the boat after a lesson opens or a move: each look is taken once it has
    const clear = (when: string, costs = true) => expect.poll(() => faults(app, costs), { message: `lesson labels ${when}`, timeout: 10_000 }).toEqual([]);
    for (const n of [1, 9]) {
      await app.getByTestId(`lesson-play-${n}`).click();
      await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
      await expect(app.locator('[data-scene-ready="true"]')).toBeVisible({ timeout: 30_000 });
      await clear(`in lesson ${n}, at the start`);
      await shot(app, `lesson-${n}-labels-start-${w}x${h}`);
      const goal = (await app.getByTestId('board-note-goal').getAttribute('data-hex'))!;
      await app.getByTestId('speed-3').click();
      await clear(`in lesson ${n}, speed 3 chosen`);
      await shot(app, `lesson-${n}-labels-speed-${w}x${h}`);
      await (await destEntry(app, goal)).click();
      // (the move is set through the app's services, "setting the move…" meanwhile: at load 35 on 2
      // cores that outlasted the default 5 s, as in the CI check's one failure at 1920x1080)
      await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true', { timeout: 30_000 });
      await clear(`in lesson ${n}, the move set`);
      await shot(app, `lesson-${n}-labels-set-${w}x${h}`);
      await app.getByTestId('leave-game').click();
      await app.getByTestId('leave-lesson-confirm').click();
      await expect(app.getByTestId('lessons')).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
}
