// Newcomer play-test pt29 (issues 14 and 15), on the play screen: the start docks numbered while the
// boats set off whoever's turn it is, the computers' rows marked, step mode's speed row kept in place.
import type { Page } from '@playwright/test';
import { type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { expect, test } from './fixtures.js';
import { nextFrames, readView, shot, waitIdle } from './play-helpers.js';
import { captainToPlay, playWithCaptainsUntil, setUpMode, startGame } from './play-modes.js';

const topOf = (page: Page, id: string) => page.getByTestId(id).first().evaluate((e) => Math.round(e.getBoundingClientRect().top));

test('six boats, one human and five computers: the five start docks numbered before the sixth boat\'s turn, on no boat; each computer\'s row marked at 1280 and 1024 wide; in step mode the speed row stays, the set speed lit, and leaving it the list of places fits, whole entries only; the current heading\'s button says what its dashed edge means', async ({ app: page, pageErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const names = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay'];
  await setUpMode(page, { seats: names.map((name, i) => ({ name, ...(i > 0 ? { kind: 'computer' as const } : {}) })), seed: 7 });
  await startGame(page);
  await waitIdle(page);
  const v = await readView(page);
  expect(v.pending.kind).toBe('placeBoat');
  // pt29 #13: the dial's dashed button (the heading the boat has now) says what its edge means
  await expect(page.locator('.picker .dir.current')).toHaveAttribute('title', /· the way it faces now \(dashed edge\)$/);
  // pt29 #2: the docks numbered on the board before the boat from the shipyard chooses (none before)
  await expect(page.getByTestId('dock-mark')).toHaveCount(5);
  expect((await page.getByTestId('dock-mark').allInnerTexts()).sort()).toEqual(['1', '2', '3', '4', '5']);
  await page.waitForTimeout(400); // (the overlay follows the drawn frame)
  const seen = await page.evaluate((boats) => {
    type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; boatToScreen(b: string): { x: number; y: number } | null };
    const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    const marks = [...document.querySelectorAll('[data-testid="dock-mark"]')].map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
    });
    return { marks, boats: boats.map((b) => ({ id: b.id, c: scene.boatToScreen(b.id), o: scene.hexToScreen(b.at), n: scene.hexToScreen(b.next) })) };
  }, v.state.boats.flatMap((b) => (b.pos ? [{ id: b.id, at: b.pos, next: { q: b.pos.q, r: b.pos.r - 1 } }] : [])));
  const covered = seen.boats.flatMap((b) => (b.c && seen.marks.some((m) => overlaps({ ...m, side: 0 }, boatBox(b.c!, Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y)))) ? [b.id] : []));
  expect(covered, 'boats under a dock\'s number').toEqual([]);
  // pt29 #10: each computer's row says so (an icon named "computer, easy"), the human's not
  const computers = v.state.boats.filter((b) => b.owner > 0);
  for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
    await page.setViewportSize(size);
    await nextFrames(page);
    for (const b of computers) await expect(page.getByTestId(`computer-${b.id}`), `${size.width} ${b.id}`).toBeVisible();
    await expect(page.getByRole('img', { name: 'computer, easy' })).toHaveCount(computers.length);
  }
  // pt29 #11: in step mode the first step sets the speed; the row stays where it was, that speed lit
  // (the five computers set off by themselves: playWithCaptainsUntil plays only Ann's decisions)
  const moved = await playWithCaptainsUntil(page, (x) => x.pending.kind === 'move' && !captainToPlay(x), 30);
  const speed = moved.legalActions.find((a) => a.type === 'speed' && a.speed === 2) ? 2 : 1;
  await page.getByTestId(`speed-${speed}`).click();
  await page.getByTestId('step-mode').check();
  const advance = page.getByTestId('step-advance');
  await expect(advance.first()).toBeVisible();
  await nextFrames(page, 4);
  const before = { row: await topOf(page, `speed-${speed}`), advance: await topOf(page, 'step-advance') };
  const rev = (await readView(page)).rev;
  await advance.first().click();
  await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(rev);
  await expect(page.getByTestId(`speed-set-${speed}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId(`speed-set-${speed}`)).toBeDisabled();
  await expect.poll(async () => ({ row: await topOf(page, `speed-set-${speed}`), advance: await topOf(page, 'step-advance') })).toEqual(before);
  // pt29 (panel29): leaving step mode brings the list of places back with no new places: the panel fits it
  // again, and it shows whole entries only (before: a strip of the third over the "more below" sign)
  await page.getByTestId('step-mode').uncheck();
  await expect(page.getByTestId('destinations')).toBeVisible();
  await nextFrames(page, 6);
  await shot(page, 'findings30-list-1024x700');
  // the docks' numbers keep off the lit spaces' cost badges (one hid the badge on its dock)
  const boxesOf = (id: string) => page.getByTestId(id).evaluateAll((els) => els.filter((e) => getComputedStyle(e).visibility !== 'hidden' && !e.classList.contains('thin')).map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height, side: 0 as const };
  }));
  const badges = await boxesOf('end-label');
  expect(badges.length).toBeGreaterThan(0);
  for (const m of await boxesOf('dock-mark')) expect(badges.filter((b) => overlaps(m, b)), 'a dock number on a cost badge').toEqual([]);
  const cut = await page.getByTestId('destinations').evaluate((ol) => {
    const box = ol.getBoundingClientRect();
    return [...ol.querySelectorAll(':scope > li')].flatMap((li, i) => {
      const r = li.getBoundingClientRect();
      const seen = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      return seen > 1 && seen < r.height - 1 ? [`entry ${i}: ${Math.round(seen)} of ${Math.round(r.height)} px`] : [];
    });
  });
  expect(cut, 'entries cut by the list\'s foot').toEqual([]);
  const commit = await page.locator('.commit').first().boundingBox();
  const list = await page.getByTestId('destinations').boundingBox();
  expect(list!.y + list!.height, 'the list above the Confirm row').toBeLessThanOrEqual(commit!.y + 1);
  expect(pageErrors).toEqual([]);
});
