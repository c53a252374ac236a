// Watching a computer captain's move (play-test: "over in 1-2 s with the camera jumping and no
// trail"): the follow camera glides after the boat while it sails, and the move leaves its trail on
// the board until the next boat moves. With the move animations skipped no stale trail is left.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

test.use({ appPace: true }); // (the board's moves at normal speed and the captains' pause: what it watches)

interface Hooks {
  __mqScene: {
    camera(): { target: { x: number; z: number } };
    marks(): { trail: { boat: string | null; path: string[]; pushes: string[]; segments: number } };
    state(): { boats: { id: string; pos: { q: number; r: number } | null }[] } | null;
  };
}

async function computerRace(page: Page): Promise<void> {
  await page.getByTestId('new-game').click();
  for (const i of [0, 1, 2]) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
    await page.getByTestId(`seat-level-${i}`).selectOption('easy');
  }
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible();
}

const trail = (page: Page) => page.evaluate(() => (window as unknown as Hooks).__mqScene?.marks().trail ?? null);

test('a computer move is followed by the camera as it sails, and leaves its trail until the next boat moves', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('move-delay').selectOption('1000');
  await computerRace(page);
  const river = page.locator('[data-scene-ready="true"]');
  await expect(river).toBeVisible({ timeout: 30_000 });
  // Samples the camera while boats sail, until a move with steps has been watched whole.
  const seen = await page.evaluate(async () => {
    const s = () => (window as unknown as Hooks).__mqScene;
    const view = document.querySelector('[data-scene-ready]')!;
    const until = performance.now() + 60_000;
    let targets: string[] = [];
    let sailing = false;
    // the board keeps its size whether boats move or not (a resize blanked the canvas under software WebGL)
    const heights = new Set<number>();
    while (performance.now() < until) {
      await new Promise((r) => setTimeout(r, 40));
      const busy = view.getAttribute('data-animating') === 'true';
      heights.add(view.querySelector('canvas')!.height);
      if (busy) {
        sailing = true;
        const t = s().camera().target;
        targets.push(`${t.x.toFixed(2)},${t.z.toFixed(2)}`);
      } else if (sailing) {
        sailing = false;
        const tr = s().marks().trail;
        if (tr.path.length >= 3) return { targets: new Set(targets).size, trail: tr, heights: [...heights] };
        targets = [];
      }
    }
    return null;
  });
  expect(seen, 'a computer move of two steps or more was watched').not.toBeNull();
  expect(seen!.heights, 'the board keeps its height while boats move').toHaveLength(1);
  // the camera moved while the boat sailed (software WebGL draws few frames: a few samples), not only once it was over
  expect(seen!.targets).toBeGreaterThan(1);
  expect(seen!.trail.segments).toBeGreaterThanOrEqual(seen!.trail.path.length - 1);
  // the trail ends where the boat stands
  const pos = await page.evaluate((boat) => {
    const b = (window as unknown as Hooks).__mqScene.state()!.boats.find((x) => x.id === boat)!;
    return `${b.pos!.q},${b.pos!.r}`;
  }, seen!.trail.boat);
  expect(seen!.trail.path.at(-1)).toBe(pos);
  // the next boat to sail takes the trail over
  await expect.poll(async () => (await trail(page))?.boat, { timeout: 30_000 }).not.toBe(seen!.trail.boat);
  // moves skipped: the board jumps to where the race is, and no trail is left where no boat stands
  await page.getByTestId('skip-to-end').click({ timeout: 30_000 });
  await expect(page.getByTestId('skip-to-end')).toHaveCount(0, { timeout: 30_000 });
  const after = await trail(page);
  if (after?.boat) {
    const at = await page.evaluate((boat) => {
      const b = (window as unknown as Hooks).__mqScene.state()!.boats.find((x) => x.id === boat)!;
      return `${b.pos!.q},${b.pos!.r}`;
    }, after.boat);
    expect(after.path.at(-1)).toBe(at);
  }
  expect(pageErrors).toEqual([]);
});
