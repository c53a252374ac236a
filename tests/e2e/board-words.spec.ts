// Words on the board that are seen (issue 14, play-test at 1024x700): the lit spaces' labels carried
// their words in a `title` that never showed (the overlay lets every pointer through to the river),
// and the captain's hint's end space was a thin ring, hard to find. Now the space pointed at says its
// words on the board (beside it), no mark on the overlay carries a title it cannot show, and the hint's end
// space is tinted and ringed wide on the board.
import type { Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { readView, shot, waitIdle } from './play-helpers.js';
import { setOff } from './play-modes.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; marks(): { hinted: string | null } };

test('the space pointed at says its words on the board; the hint end space is marked; no dead titles', async ({ app: page, pageErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await setOff(page);
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
  await waitIdle(page);
  await expect(page.getByTestId('end-label').first()).toBeVisible();
  // a title only where the pointer can reach it (the heading arrows are buttons)
  const dead = await page.evaluate(() =>
    [...document.querySelectorAll('.board [title]')].filter((e) => getComputedStyle(e).pointerEvents === 'none').map((e) => e.getAttribute('data-testid') ?? e.className),
  );
  expect(dead, 'titles nobody can hover').toEqual([]);

  // point at a lit space: its words show at the board's foot, inside the board, clear of the boats
  const key = (await page.getByTestId('end-label').first().getAttribute('data-hex'))!;
  const [q, r] = key.split(',').map(Number) as [number, number];
  const at = await page.evaluate((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h), { q, r });
  await page.mouse.move(at.x, at.y);
  const words = page.locator(`[data-testid="end-label-words"][data-hex="${key}"]`);
  await expect(words).toBeVisible();
  await expect(words).toContainText(/coal/);
  const box = (await words.boundingBox())!;
  const board = (await page.locator('[data-scene-ready="true"]').boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  expect(box.x >= board.x && box.y >= board.y && box.y + box.height <= board.y + board.height, 'the words inside the board').toBe(true);
  const boats = await page.evaluate(() => {
    const scene = (window as unknown as { __mqScene: { boatToScreen(b: string): { x: number; y: number } | null; state(): { boats: { id: string }[] } } }).__mqScene;
    return scene.state().boats.flatMap((b) => scene.boatToScreen(b.id) ?? []);
  });
  for (const b of boats) expect(b.x > box.x && b.x < box.x + box.width && b.y > box.y && b.y < box.y + box.height, 'a boat under the words').toBe(false);
  // beside the space pointed at (play-test: at the board's foot, far from it), over no cost label
  const gap = Math.max(box.x - at.x, at.x - (box.x + box.width), 0) + Math.max(box.y - at.y, at.y - (box.y + box.height), 0);
  expect(gap, 'the words beside their space').toBeLessThan(60);
  for (const l of await page.getByTestId('end-label').all()) {
    const c = await l.boundingBox();
    if (c && c.width > 0) expect(c.x + c.width <= box.x || c.x >= box.x + box.width || c.y + c.height <= box.y || c.y >= box.y + box.height, `the words over ${await l.getAttribute('data-hex')}'s cost`).toBe(true);
  }
  await shot(page, 'board-words-hover-1024x700');
  await page.mouse.move(2, 2);
  await expect(page.getByTestId('end-label-words')).toHaveCount(0);

  // the hint: its end space marked on the board (tint and wide ring), gone with the hint
  const v = await readView(page);
  await page.getByTestId('hint-ask').click();
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 });
  const turn = v.legalTurns[Number(await page.getByTestId('hint').getAttribute('data-index'))]!;
  const hinted = () => page.evaluate(() => (window as unknown as { __mqScene: SceneHook }).__mqScene.marks().hinted);
  await expect.poll(hinted).toBe(`${turn.end.pos.q},${turn.end.pos.r}`);
  await waitIdle(page);
  await page.waitForTimeout(300);
  await shot(page, 'board-words-hint-1024x700');
  await page.getByTestId('hint-dismiss').click();
  await expect(page.getByTestId('hint')).toHaveCount(0);
  await expect.poll(hinted).toBeNull();
  expect(pageErrors).toEqual([]);
});
