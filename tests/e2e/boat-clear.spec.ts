// The boat to move stays in sight at its end space (issue 14, newcomer's play-test: in step mode
// and at a chosen end space the boat was hidden under the lit space, its label and the heading
// arrows). Checked in the scene: no cost label, heading arrow or previewed heading lies on the
// boat's drawn box (projected from the scene), at 1280x800 and 1024x700.
import type { Page } from '@playwright/test';
import { neighbour, type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { expect, test } from './fixtures.js';
import { destEntry, readView, shot, waitIdle } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; boatToScreen(b: string): { x: number; y: number } | null };

/** The overlay's marks that lie on the boat's drawn box (its test ids), the boat where the scene draws it. */
async function marksOnBoat(page: Page, boat: string, at: Hex): Promise<string[]> {
  await page.waitForTimeout(400); // the overlay follows the drawn frame
  const { c, n, o, marks } = await page.evaluate(
    ({ boat, at, next }) => {
      const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
      const marks = [...document.querySelectorAll('[data-testid="end-label"], [data-testid^="heading-arrow-"], [data-testid="heading-preview"]')].flatMap((e) => {
        const r = e.getBoundingClientRect();
        if (!r.width || getComputedStyle(e).visibility === 'hidden') return [];
        return [{ id: e.getAttribute('data-testid')!, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height }];
      });
      return { c: scene.boatToScreen(boat)!, n: scene.hexToScreen(next), o: scene.hexToScreen(at), marks };
    },
    { boat, at, next: neighbour(at, 0) },
  );
  const box = boatBox(c, Math.hypot(n.x - o.x, n.y - o.y));
  return marks.filter((m) => overlaps({ ...m, side: 0 }, box)).map((m) => m.id);
}

for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
  test(`${size.width}x${size.height}: at its end space the boat to move is under no label, arrow or heading mark`, async ({ app, pageErrors }) => {
    test.setTimeout(150_000);
    const page = app;
    await page.setViewportSize(size);
    await startDefaultGame(page, 11);
    const v = await readView(page);
    const id = (v.pending as { boat: string }).boat;
    const boat = v.state.boats.find((b) => b.id === id)!;
    // a space reached by ways that end facing different headings: once played, arrows ring the boat there
    const dests = destinations(v.legalTurns, v.state, boat.speed);
    const target = dests.find((d) => new Set(d.options.map((o) => o.end.heading)).size > 1) ?? dests[0]!;
    await (await destEntry(page, target.key)).click();
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
    await waitIdle(page);
    const at = (await readView(page)).state.boats.find((b) => b.id === id)!.pos!;
    if (new Set(target.options.map((o) => o.end.heading)).size > 1) await expect(page.locator('[data-testid^="heading-arrow-"]').first()).toBeVisible();
    // pointing at a way in the list draws its heading on the board too
    const way = page.locator('[data-testid^="option-"]').first();
    if (await way.count()) {
      await way.scrollIntoViewIfNeeded();
      await way.hover();
    }
    expect(await marksOnBoat(page, id, at)).toEqual([]);
    await shot(page, `boat-clear-arrows-${size.width}x${size.height}`);
    // step mode, the turn sailed step by step and complete: the end space lit under the boat
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
    const end = (await readView(page)).state.boats.find((b) => b.id === id)!.pos!;
    // the pointer rests on the boat itself
    const p = await page.evaluate((b) => (window as unknown as { __mqScene: SceneHook }).__mqScene.boatToScreen(b), id);
    await page.mouse.move(p!.x, p!.y);
    expect(await marksOnBoat(page, id, end)).toEqual([]);
    await shot(page, `boat-clear-step-${size.width}x${size.height}`);
    expect(pageErrors).toEqual([]);
  });
}
