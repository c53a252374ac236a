// Lesson 9's "Driftwood" label points at the logs themselves (play-test: it seemed to point at plain
// water). Its space is a driftwood space by the rules, and under its arrowhead the board draws wood,
// read from the scene's own pixels, at the start, with a speed chosen and with the move set.
import type { Page } from '@playwright/test';
import { spaceAt, type GameState, type Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { destEntry, shot, waitIdle } from './play-helpers.js';

type SceneHook = { state(): GameState | null; pixelAt(x: number, y: number): number[] };

/** The driftwood label's space kind by the rules, and how many of five pixels round its arrowhead are drawn in wood. */
async function underTip(page: Page): Promise<{ kind: string | undefined; wood: number }> {
  await waitIdle(page);
  await expect(page.getByTestId('board-note-thing')).toHaveCount(1);
  const got = await page.evaluate(() => {
    const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
    const tip = [...document.querySelectorAll('[data-testid="note-tip"]')].find((e) => e.nextElementSibling?.getAttribute('data-testid') === 'board-note-thing')!;
    const b = tip.getBoundingClientRect();
    const wood = [[0, 0], [-3, 0], [3, 0], [0, -3], [0, 3]].filter(([dx, dy]) => {
      const [R, G, B] = scene.pixelAt(b.x + b.width / 2 + dx!, b.y + b.height / 2 + dy!) as [number, number, number];
      // the logs' browns: red over blue by a good margin (the water is blue, the way white)
      return R > B + 25 && R >= G;
    }).length;
    return { hex: tip.getAttribute('data-hex')!, state: JSON.stringify(scene.state()), wood };
  });
  const [q, r] = got.hex.split(',').map(Number) as [number, number];
  return { kind: spaceAt((JSON.parse(got.state) as GameState).river, { q, r } as Hex)?.kind, wood: got.wood };
}

for (const [w, h] of [
  [1280, 800],
  [1024, 700],
] as const) {
  test(`lesson 9's "Driftwood" label points at the logs drawn on its space (${w}x${h})`, async ({ app, pageErrors }) => {
    test.setTimeout(180_000);
    await app.setViewportSize({ width: w, height: h });
    await app.getByTestId('animation-speed').selectOption('0');
    await app.getByTestId('open-lessons').click();
    await app.getByTestId('lesson-play-9').click();
    await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open');
    await expect(app.locator('[data-scene-ready="true"]')).toBeVisible();
    const onWood = (when: string) => expect.poll(async () => (await underTip(app)).kind, { message: when, timeout: 10_000 }).toBe('driftwood');
    const most = async (when: string) => expect((await underTip(app)).wood, when).toBeGreaterThanOrEqual(3);
    await onWood('at the start');
    await most('at the start');
    const goal = (await app.getByTestId('board-note-goal').getAttribute('data-hex'))!;
    await app.getByTestId('speed-3').click();
    await most('speed 3 chosen');
    await (await destEntry(app, goal)).click();
    await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true');
    await most('the move set');
    await shot(app, `lesson-9-driftwood-${w}x${h}`);
    expect(pageErrors).toEqual([]);
  });
}
