// After a lit space is picked, the move is set (sent, then drawn) for a moment: newcomer's play-test
// of issue 14 saw the whole side panel grey out for ~2 s with no feedback. The picked entry is
// marked at once, a busy sign says the move is being set, and the panel is not greyed out; the same
// when the space, or another way there, is chosen on the board.
import { legalTurns } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { destinations, turnSpeed } from '../../renderer/src/lib/turns.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { destEntry, waitIdle } from './play-helpers.js';

test('a picked space is marked and the panel says the move is being set, not greyed out', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
  const d = destinations(legalTurns(p), p, 2).find((x) => !x.options[0]!.crash)!;
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  sc.rules!.advanced = ['B2'];
  delete sc.stack;
  delete sc.rulesVersion;
  await app.setViewportSize({ width: 1280, height: 800 });
  // a slow animation: the move takes a while to be drawn, as in the play-test
  await app.getByTestId('animation-speed').selectOption('1');
  await app.getByTestId('open-challenges').click();
  await app.getByTestId('scenario-file').setInputFiles({ name: 'set.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(app);
  await app.getByTestId(`speed-${turnSpeed(d.options[0]!, p)}`).click();
  const entry = await destEntry(app, d.key);
  // the marks are read in the same frame as the click (they must be there at once, not after the move)
  const seen = await entry.evaluate((el: HTMLElement) => {
    el.click();
    return new Promise<{ current: string | null; sign: boolean; opacity: string }>((done) =>
      requestAnimationFrame(() =>
        done({
          current: el.getAttribute('aria-current'),
          sign: !!document.querySelector('[data-testid="setting-move"]'),
          opacity: getComputedStyle(el).opacity,
        }),
      ),
    );
  });
  expect(seen).toEqual({ current: 'true', sign: true, opacity: '1' });
  await waitIdle(app);
  await expect(app.getByTestId('setting-move')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a lit space clicked on the board, then another way chosen on the board: the same marks as a click in the list, nothing greyed', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
  const d = destinations(legalTurns(p), p, 2).find((x) => !x.options[0]!.crash)!;
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  sc.rules!.advanced = ['B2'];
  delete sc.stack;
  delete sc.rulesVersion;
  await app.setViewportSize({ width: 1280, height: 800 });
  await app.getByTestId('animation-speed').selectOption('1');
  await app.getByTestId('open-challenges').click();
  await app.getByTestId('scenario-file').setInputFiles({ name: 'set.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(app);
  await app.getByTestId(`speed-${turnSpeed(d.options[0]!, p)}`).click();
  const entry = await destEntry(app, d.key);
  await expect(entry).toBeVisible();
  await expect(app.locator('[data-scene-ready="true"]')).toBeVisible();
  type SceneHook = { hexToScreen(h: { q: number; r: number }): { x: number; y: number } };
  const at = await app.evaluate((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h), d.hex);
  // the click and the look in the same task: the marks must be there at once, not after the move
  await app.mouse.move(at.x, at.y);
  const seen = await app.evaluate(
    ({ x, y, key }) => {
      const canvas = document.querySelector('.river-view canvas')!;
      const opts = { bubbles: true, clientX: x, clientY: y, button: 0, pointerId: 1, isPrimary: true };
      canvas.dispatchEvent(new PointerEvent('pointerdown', opts));
      canvas.dispatchEvent(new PointerEvent('pointerup', opts));
      canvas.dispatchEvent(new MouseEvent('click', opts));
      return new Promise<{ current: string | null; sign: boolean; greyed: string[] }>((done) =>
        requestAnimationFrame(() => {
          const el = document.querySelector(`[data-testid^="dest-"][data-hex="${key}"]`);
          // every control of the side panel keeps its look (none faded as a disabled one is)
          const greyed = [...document.querySelectorAll<HTMLElement>('aside.side button, aside.side [role="radio"]')]
            .filter((b) => b.offsetParent !== null && Number(getComputedStyle(b).opacity) < 1)
            .map((b) => b.dataset.testid ?? b.textContent ?? '');
          done({ current: el?.getAttribute('aria-current') ?? null, sign: !!document.querySelector('[data-testid="setting-move"]'), greyed });
        }),
      );
    },
    { ...at, key: d.key },
  );
  expect(seen).toEqual({ current: 'true', sign: true, greyed: [] });
  await waitIdle(app);
  await expect(app.getByTestId('setting-move')).toHaveCount(0);
  // another way there chosen on the board (a heading arrow at the end space, as a push target is):
  // the way is marked and the move said to be being set, the panel not greyed (play-test)
  const arrow = app.locator('[data-testid^="heading-arrow-"][aria-pressed="false"]').first();
  await expect(arrow).toBeVisible();
  const pressedBefore = await app.locator('[data-testid^="option-"][aria-pressed="true"]').getAttribute('data-testid');
  const switched = await arrow.evaluate((el: HTMLElement) => {
    el.click();
    return new Promise<{ pressed: string | null; sign: boolean; greyed: string[] }>((done) =>
      requestAnimationFrame(() => {
        const greyed = [...document.querySelectorAll<HTMLElement>('aside.side button')]
          .filter((b) => b.offsetParent !== null && Number(getComputedStyle(b).opacity) < 1)
          .map((b) => b.dataset.testid ?? b.textContent ?? '');
        done({
          pressed: document.querySelector('[data-testid^="option-"][aria-pressed="true"]')?.getAttribute('data-testid') ?? null,
          sign: !!document.querySelector('[data-testid="setting-move"]'),
          greyed,
        });
      }),
    );
  });
  expect(switched.sign).toBe(true);
  expect(switched.greyed).toEqual([]);
  expect(switched.pressed).not.toBeNull();
  expect(switched.pressed).not.toBe(pressedBefore);
  await waitIdle(app);
  await expect(app.getByTestId('setting-move')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
