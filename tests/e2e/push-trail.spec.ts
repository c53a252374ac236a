// A boat pushed on a player's own turn (issue 14, newcomers' play-test: "my boat was pushed and
// nothing showed from where"): the push leaves its arrow on the board, drawn over the boats (on the
// water the two hulls hid it), and the pushed boat's player is told, with a button that brings the
// boat into view; the words (on a line under the board, not over the river) stay until that boat's
// player has seen them at their turn (play-test 17).
import type { Page } from '@playwright/test';
import type { Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { playDecision, readView, shot, waitIdle } from './play-helpers.js';

type SceneHook = {
  camera(): { target: { x: number; z: number } };
  hexToScreen(h: Hex): { x: number; y: number };
  marks(): { trail: { boat: string | null; path: string[]; pushes: string[]; pushSegments: number; pushesOverBoats: boolean } };
};
const scene = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: SceneHook }).__mqScene.marks().trail);

test('a push on one\'s own turn leaves its arrow over the boats, and the pushed boat\'s player is told and shown it', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  await page.getByTestId('new-game').click();
  for (const [i, name] of ['Ada', 'Ben', 'Cleo'].entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await waitIdle(page);
  while ((await readView(page)).pending.kind === 'placeBoat') await playDecision(page, {});
  for (let i = 0; i < 20; i++) {
    const before = await readView(page);
    const done = await playDecision(page, { push: true });
    if (!done.pushed) continue;
    const after = await readView(page);
    const mover = (before.pending as { boat: string }).boat;
    const pushed = after.state.boats.find((b) => b.id !== mover && JSON.stringify(b.pos) !== JSON.stringify(before.state.boats.find((x) => x.id === b.id)!.pos))!;
    const from = before.state.boats.find((b) => b.id === pushed.id)!.pos!;
    // the push's arrow, from where the boat was to where it stands, over the boats; the mover's own way is not drawn
    const trail = await scene(page);
    // (pushed on, a space at a time, when the mover sails on: the arrows run from where it was to where it stands)
    const its = trail.pushes.filter((p) => p.startsWith(`${pushed.id}:`));
    expect(its.at(0)).toMatch(new RegExp(`^${pushed.id}:${from.q},${from.r}>`));
    expect(its.at(-1)).toMatch(new RegExp(`>${pushed.pos!.q},${pushed.pos!.r}$`));
    expect(trail.pushSegments).toBeGreaterThan(0);
    expect(trail.pushesOverBoats).toBe(true);
    expect(trail.path).toEqual([]);
    // its player is told, on a line under the board, never over the river (play-test 17: the note
    // covered the top of the river through other players' turns)
    const note = page.locator(`[data-testid="push-note"][data-boat="${pushed.id}"]`);
    const show = note.getByTestId('push-note-show');
    await expect(note).toBeVisible();
    await expect(note).toContainText(/pushed/);
    const canvas = (await page.locator('.board canvas').boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
    await shot(page, 'push-trail-1280x800');
    // at 1024x700 its words are whole, wrapped rather than cut by an ellipsis (play-test, issue 15)
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect.poll(() => note.locator('.words').evaluate((e) => e.scrollWidth <= e.clientWidth && getComputedStyle(e).textOverflow !== 'ellipsis')).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    // it stays through other players' turns, until the pushed boat's player has seen it at their turn
    const owner = pushed.owner;
    for (let j = 0; j < 8; j++) {
      const v = await readView(page);
      if ((v.pending as { player?: number }).player === owner) break;
      await expect(note).toBeVisible();
      await playDecision(page, {});
    }
    expect(((await readView(page)).pending as { player?: number }).player).toBe(owner);
    await expect(note).toBeVisible();
    // "Show" brings the boat to the middle of the board, and the note goes: it has been seen
    await show.click();
    await expect(note).toHaveCount(0);
    const board = (await page.locator('.board').boundingBox())!;
    await expect
      .poll(async () => {
        const p = await page.evaluate((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h), pushed.pos!);
        return Math.hypot(p.x - (board.x + board.width / 2), p.y - (board.y + board.height / 2)) < Math.min(board.width, board.height) / 4;
      }, { timeout: 30_000 })
      .toBe(true);
    await shot(page, 'push-trail-shown-1280x800');
    expect(pageErrors).toEqual([]);
    return;
  }
  throw new Error('no push in 20 decisions');
});
