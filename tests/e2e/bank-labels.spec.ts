// The board's bank names ("left bank", "right bank") never sit on another label: not on each other
// at whole-river zoom, not under the first move's tag, not on a lesson's labels or the lit spaces'
// badges (play-test: both overlapped); nor on a boat or its bow mark, in any language, at any zoom. Where a name cannot fit it is left out, never stacked.
import type { Page } from '@playwright/test';
import { neighbour, type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { expect, test } from './fixtures.js';
import { readView, shot, waitIdle } from './play-helpers.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; boatToScreen(b: string): { x: number; y: number } | null };


/**
 * The bank names that overlap another label, tag or bank name on the board now (visible ones only),
 * or a boat: its hull and funnels, or the mark over its bow (play-test: "левый берег" and "riva
 * sinistra" lay over a boat's bow).
 */
async function bankClashes(page: Page): Promise<string[]> {
  await waitIdle(page);
  await page.waitForTimeout(300); // (a camera glide's last frames)
  const boats = (await readView(page)).state.boats.flatMap((b) => (b.pos ? [{ id: b.id, at: b.pos, next: neighbour(b.pos, 0), ahead: neighbour(b.pos, b.heading) }] : []));
  const onBoats = await page.evaluate((boats) => {
    const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    const names = [...document.querySelectorAll('[data-testid^="bank-"]')].flatMap((e) => {
      const r = e.getBoundingClientRect();
      return r.width && getComputedStyle(e).visibility !== 'hidden' ? [{ text: e.textContent ?? '', x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height }] : [];
    });
    const drawn = boats.map((b) => ({ id: b.id, c: scene.boatToScreen(b.id), o: scene.hexToScreen(b.at), n: scene.hexToScreen(b.next), a: scene.hexToScreen(b.ahead) }));
    return { names, drawn };
  }, boats);
  const out: string[] = [];
  for (const b of onBoats.drawn) {
    if (!b.c) continue;
    const s = Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y);
    const hull = boatBox(b.c, s);
    const bow = { x: b.c.x + (b.a.x - b.o.x) * 0.45, y: b.c.y + (b.a.y - b.o.y) * 0.45, w: s * 0.3, h: s * 0.3, side: 0 as const };
    for (const m of onBoats.names) if (overlaps({ ...m, side: 0 }, hull) || overlaps({ ...m, side: 0 }, bow)) out.push(`${m.text} over the ${b.id} boat`);
  }
  return out.concat(await page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect();
    const seen = (el: Element) => getComputedStyle(el).visibility !== 'hidden' && box(el).width > 0;
    const banks = [...document.querySelectorAll('[data-testid^="bank-"]')].filter(seen);
    const others = [...document.querySelectorAll('[data-testid="first-move-label"], [data-testid="end-label"], [data-testid^="board-note-"], [data-testid^="heading-arrow-"]')].filter(seen);
    const out: string[] = [];
    banks.forEach((b, i) => {
      const r = box(b);
      const hit = (o: Element) => {
        const q = box(o);
        return r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom;
      };
      for (const o of others) if (hit(o)) out.push(`${b.textContent} over ${o.getAttribute('data-testid')} "${o.textContent?.trim()}"`);
      for (const o of banks.slice(i + 1)) if (hit(o)) out.push(`${b.textContent} over ${o.textContent}`);
    });
    return out;
  }));
}

test('bank names stay clear of the first move’s tag, of each other at whole-river zoom, and of a lesson’s labels', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('animation-speed').selectOption('0');
  await app.getByTestId('new-game').click();
  await app.getByTestId('seed').fill('11');
  await app.getByTestId('start-game').click();
  await expect(app.locator('[data-scene-ready="true"]')).toBeVisible({ timeout: 20_000 });
  await waitIdle(app); // (and past the hand-over cover: the first seat is a player's)
  // a start heading previewed: the first move's tag on the boat's dock
  for (const dir of [1, 0, 5]) {
    await app.getByTestId(`heading-${dir}`).click();
    await expect(app.getByTestId('first-move-label')).toBeVisible();
    expect(await bankClashes(app), `heading ${dir}`).toEqual([]);
  }
  await shot(app, 'bank-labels-first-move-1024x700');
  // the longer names of other languages give way to the boats too
  for (const lang of ['fr', 'it', 'ru']) {
    await app.getByTestId('play-language').selectOption(lang);
    expect(await bankClashes(app), lang).toEqual([]);
    await shot(app, `bank-labels-first-move-${lang}-1024x700`);
  }
  await app.getByTestId('play-language').selectOption('en');
  await app.getByTestId('play-camera').selectOption('overview');
  expect(await bankClashes(app), 'whole river, a heading previewed').toEqual([]);
  await shot(app, 'bank-labels-overview-1024x700');
  await app.setViewportSize({ width: 1920, height: 1080 });
  expect(await bankClashes(app), 'whole river at 1920x1080').toEqual([]);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('leave-game').click();

  // a lesson: its labels, the lit spaces, followed and zoomed out
  await app.getByTestId('open-lessons').click();
  for (const n of [1, 9]) {
    await app.getByTestId(`lesson-play-${n}`).click();
    await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open');
    await expect(app.locator('[data-scene-ready="true"]')).toBeVisible();
    await app.getByTestId('play-camera').selectOption('follow');
    expect(await bankClashes(app), `lesson ${n}`).toEqual([]);
    await app.getByTestId('speed-3').click();
    expect(await bankClashes(app), `lesson ${n}, speed 3`).toEqual([]);
    await app.getByTestId('play-camera').selectOption('overview');
    expect(await bankClashes(app), `lesson ${n}, whole river`).toEqual([]);
    await shot(app, `bank-labels-lesson-${n}-overview-1024x700`);
    await app.getByTestId('play-camera').selectOption('follow');
    await app.getByTestId('leave-game').click();
    // a speed clicked is a move begun: leaving asks first
    await app.getByTestId('leave-lesson-confirm').click();
    await expect(app.getByTestId('lessons')).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});
