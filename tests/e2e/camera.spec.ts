// The play screen's camera (issue 14): by default it frames the boat to move and every space it can
// reach this turn, looking downstream (the compass points up the screen); after a drag and a zoom,
// "reset view" (or the V key) brings that framing back; the camera mode is switched on the play screen.
import type { Page } from '@playwright/test';
import type { Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './fixtures.js';
import { readView, shot } from './play-helpers.js';
import { setOff, startDefaultGame } from './play-modes.js';

type Pose = { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } };
type Hook = { hexToScreen(h: Hex): { x: number; y: number }; camera(): Pose };

const pose = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.camera());
const near = (a: Pose, b: Pose) =>
  Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y, a.position.z - b.position.z) < 0.05 &&
  Math.hypot(a.target.x - b.target.x, a.target.z - b.target.z) < 0.05;

test('the camera frames the turn, looking downstream; reset view and the mode switch', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0'); // camera moves are instant too
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await setOff(page);
  const scene = page.locator('[data-scene-ready="true"]');
  test.skip((await scene.count()) === 0, 'no 3D view in this build');

  // The boat to move and every space it can reach this turn are on screen.
  const v = await readView(page);
  const mover = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
  const spots = [mover.pos!, ...v.legalTurns.map((x) => x.end.pos)];
  const box = (await scene.boundingBox())!;
  /** Every one of those spaces drawn 10 px or more inside the board. */
  const allInView = async () => {
    const points = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h)), spots);
    for (const p of points) {
      expect(p.x).toBeGreaterThan(box.x + 10);
      expect(p.x).toBeLessThan(box.x + box.width - 10);
      expect(p.y).toBeGreaterThan(box.y + 10);
      expect(p.y).toBeLessThan(box.y + box.height - 10);
    }
  };
  await allInView();
  // Downstream is up the screen, and the compass says so.
  await expect(page.getByTestId('compass')).toBeVisible();
  expect(Math.abs(Number(await page.getByTestId('compass').getAttribute('data-deg')))).toBeLessThanOrEqual(3);
  await shot(page, 'camera-01-first-turn');
  // (a new turn already in view keeps the view it came with, docs/camera.md: the framing V brings
  // may differ from the first turn's, and must show the same spaces)
  await page.locator('body').focus();
  await page.keyboard.press('v');
  let framed = await pose(page);
  await expect
    .poll(async () => {
      const was = framed;
      await page.waitForTimeout(200);
      framed = await pose(page);
      return near(was, framed);
    })
    .toBe(true);
  await allInView();

  // A right drag (turn) and zoom: the view changes and the compass turns with it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2 + 30, { steps: 8 });
  await page.mouse.up({ button: 'right' });
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => near(await pose(page), framed)).toBe(false);
  await expect.poll(async () => Math.abs(Number(await page.getByTestId('compass').getAttribute('data-deg')))).toBeGreaterThan(10);
  await shot(page, 'camera-02-dragged');
  // The V key brings the framing back; so does the button.
  await page.locator('body').focus();
  await page.keyboard.press('v');
  await expect.poll(async () => near(await pose(page), framed)).toBe(true);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => near(await pose(page), framed)).toBe(false);
  await page.getByTestId('reset-view').click();
  await expect.poll(async () => near(await pose(page), framed)).toBe(true);

  // The camera mode is switched here, for this game only (the setting stays the default).
  await page.getByTestId('play-camera').selectOption('overview');
  await expect.poll(async () => near(await pose(page), framed)).toBe(false);
  await shot(page, 'camera-03-overview');
  await page.getByTestId('play-camera').selectOption('follow');
  await expect.poll(async () => near(await pose(page), framed)).toBe(true);
  // Within the turn the view stays put: choosing where to go does not move the camera.
  await page.getByTestId('dest-0').click();
  const options = page.locator('[data-testid^="option-"]');
  const moved = page.locator(`[data-testid="play"]:not([data-rev="${v.rev}"])`);
  await expect(options.first().or(moved).first()).toBeVisible();
  if (await options.count()) await options.first().click();
  await expect(moved).toBeVisible();
  await readView(page);
  expect(near(await pose(page), framed)).toBe(true);
  const settings = await page.evaluate(() => window.__mqTest!.api.getSettings({}));
  expect(settings.ok && settings.value.values.camera).toBe('follow');
  expect(pageErrors).toEqual([]);
});

/** Every boat on the river is drawn inside the 3D view. */
async function boatsOnScreen(page: Page): Promise<void> {
  const scene = page.locator('[data-scene-ready="true"]');
  const box = (await scene.boundingBox())!;
  const st = (await page.evaluate(() => (window as unknown as { __mqScene: { state(): { boats: { id: string; pos: Hex | null }[] } } }).__mqScene.state()))!;
  const spots = st.boats.filter((b) => b.pos).map((b) => b.pos!);
  expect(spots.length).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const pts = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h)), spots);
      return pts.every((p) => p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height);
    })
    .toBe(true);
}

test('"Free" on the play screen is for that game only; free starts from the default framing', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  test.skip((await page.locator('[data-scene-ready="true"]').count()) === 0, 'no 3D view in this build');
  await page.getByTestId('play-camera').selectOption('free');
  await expect(page.getByTestId('play-camera')).toHaveValue('free');
  // Not written to the settings: the Settings page keeps the default.
  await page.waitForTimeout(300);
  const settings = await page.evaluate(() => window.__mqTest!.api.getSettings({}));
  expect(settings.ok && settings.value.values.camera).toBe('follow');
  await page.getByRole('button', { name: /^Leave/ }).click();
  // The settings: on the home screen itself, else behind the menu bar's Settings.
  if (await page.getByTestId('open-settings').isVisible()) await page.getByTestId('open-settings').click();
  await expect(page.getByTestId('camera')).toHaveValue('follow');

  // A replay opens with the default camera, its boats framed.
  const text = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
  await page.evaluate(async (t) => {
    await (window as unknown as { __mqTest: { api: { importGame(q: unknown): Promise<unknown> } } }).__mqTest.api.importGame({ text: t });
  }, text);
  await page.getByTestId('camera').selectOption('free'); // now the player's own default: free
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
  await boatsOnScreen(page);
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', (await page.getByTestId('replay').getAttribute('data-last'))!);
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true');
  await boatsOnScreen(page);
  await shot(page, 'camera-04-free-replay-end');
  expect(pageErrors).toEqual([]);
});

test('a board made shorter in the middle of a turn frames the lit spaces again rather than cutting them at its foot', async ({ app, pageErrors }) => {
  // (play-test: the lit spaces behind the boat were cut by the board's bottom edge: a board losing
  // height kept the camera's picture pinned at its top and cut the rows at its foot)
  test.setTimeout(60_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await startDefaultGame(page, 11);
  const v = await setOff(page);
  test.skip((await page.locator('[data-scene-ready="true"]').count()) === 0, 'no 3D view in this build');
  const mover = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
  const spots = [mover.pos!, ...v.legalTurns.map((x) => x.end.pos)];
  const outside = async () => {
    const box = (await page.locator('[data-scene-ready="true"]').boundingBox())!;
    const points = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h)), spots);
    return points.filter((p) => p.x < box.x + 8 || p.x > box.x + box.width - 8 || p.y < box.y + 8 || p.y > box.y + box.height - 8).length;
  };
  await expect.poll(outside).toBe(0);
  // the board loses 300 px of height, its width the same (the first turn's spaces reach ~370 px down it)
  await page.setViewportSize({ width: 1280, height: 500 });
  await expect.poll(outside, { message: 'lit spaces outside the shorter board' }).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('the whole river is framed again after a window resize, as "reset view" frames it there', async ({ app, pageErrors }) => {
  // (play-test: the framing taken at 1280x800, squeezed into 1024x700, sat 3 px under the tool row)
  test.setTimeout(60_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('animation-speed').selectOption('0'); // camera moves are instant too
  await startDefaultGame(page, 11);
  await setOff(page);
  test.skip((await page.locator('[data-scene-ready="true"]').count()) === 0, 'no 3D view in this build');
  await page.getByTestId('play-camera').selectOption('overview');
  const wide = await pose(page);
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect.poll(async () => near(await pose(page), wide)).toBe(false);
  const resized = await pose(page);
  await page.getByTestId('reset-view').click();
  await expect.poll(async () => near(await pose(page), resized)).toBe(true);
  expect(pageErrors).toEqual([]);
});
