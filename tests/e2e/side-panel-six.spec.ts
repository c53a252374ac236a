// The side panel in a six-boat game (three players with two boats each; newcomers' play-test of
// issue 14): the folded log ("What happened") shows whole lines only, never a line cut by its box:
// not cut short at its end (an ellipsis), nor sliced by the box's top or bottom.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { waitIdle } from './play-helpers.js';
import { playByApiUntil, setUpMode, startGame } from './play-modes.js';

/** The log's lines drawn in its box: each one's overlap with the box, and the box's own edges. */
function logLines(page: Page) {
  return page.evaluate(() => {
    const ol = document.querySelector<HTMLElement>('[data-testid="game-log"]')!;
    const box = ol.getBoundingClientRect();
    const lines = [...ol.querySelectorAll('li')]
      .map((li) => ({ li, r: li.getBoundingClientRect() }))
      .filter(({ r }) => r.height > 0 && r.bottom > box.top + 0.5 && r.top < box.bottom - 0.5)
      .map(({ li, r }) => {
        // its text's line boxes: each as wide as it needs, none overflowing the entry
        const range = document.createRange();
        range.selectNodeContents(li);
        const rects = [...range.getClientRects()];
        const right = Math.max(...rects.map((x) => x.right));
        return { top: r.top, bottom: r.bottom, textCut: li.scrollWidth > li.clientWidth + 1 || right > r.right + 1 };
      });
    return { top: box.top, bottom: box.bottom, lines };
  });
}

test('the folded log shows whole lines at 1920x1080, 1280x800 and 1024x700 in a six-boat game', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ada' }, { name: 'Ben' }, { name: 'Cleo' }], twoBoats: true, seed: 5 });
  await startGame(page);
  // on until the folded log's line is a long one (a move's, longer than the panel is wide)
  await page.setViewportSize({ width: 1280, height: 800 });
  let rev = -1;
  for (let i = 0; i < 40; i++) {
    const v = await playByApiUntil(page, (x) => x.rev > rev && x.pending.kind !== 'placeBoat', 40);
    rev = v.rev;
    await waitIdle(page);
    const long = await page.evaluate(() => {
      const li = [...document.querySelectorAll<HTMLElement>('[data-testid="game-log"] li')].filter((x) => x.offsetHeight > 0).at(-1);
      return (li?.textContent?.length ?? 0) > 60;
    });
    if (long) break;
  }
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 800 },
    { width: 1024, height: 700 },
  ]) {
    await page.setViewportSize(size);
    await waitIdle(page);
    await expect(page.getByTestId('game-log')).toBeVisible();
    await expect
      .poll(async () => {
        const l = await logLines(page);
        const cut = l.lines.filter((r) => r.top < l.top - 0.5 || r.bottom > l.bottom + 0.5);
        return { some: l.lines.length > 0, cut: cut.length, textCut: l.lines.filter((r) => r.textCut).length };
      }, { message: `${size.width}x${size.height}: the log's lines in its box` })
      .toEqual({ some: true, cut: 0, textCut: 0 });
  }
  expect(pageErrors).toEqual([]);
});
