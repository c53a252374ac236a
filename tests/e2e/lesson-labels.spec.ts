// A lesson's labels on the river ("You", "Goal", ...) point at what they name whatever the camera
// does (play-test, lesson 9: after the camera moved, "You" and "Goal" sat together by the boat,
// "Goal" a space and a half off its space). Each label's pointer ends inside its space, checked
// against the scene's own projection after a drag, a zoom, the overview and back, and a resize.
import type { Page } from '@playwright/test';
import type { Hex } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { destEntry, readView, shot, waitIdle } from './play-helpers.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number } };

/** Each label's pointer: how far (in spaces) its arrowhead lies from the centre of the space it names, on screen now. */
async function pointerMiss(page: Page): Promise<{ hex: string; miss: number }[]> {
  await waitIdle(page);
  const tips = page.getByTestId('note-tip');
  const n = await tips.count();
  expect(n, 'the lesson labels something').toBeGreaterThan(1);
  expect(await page.locator('[data-testid^="board-note-"]').count()).toBe(n);
  const out: { hex: string; miss: number }[] = [];
  for (let i = 0; i < n; i++) {
    const hex = (await tips.nth(i).getAttribute('data-hex'))!;
    const [q, r] = hex.split(',').map(Number);
    const [c, next] = await page.evaluate(
      (hs) => hs.map((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h)),
      [{ q: q!, r: r! }, { q: q!, r: r! - 1 }],
    );
    const size = Math.hypot(next!.x - c!.x, next!.y - c!.y);
    const b = (await tips.nth(i).boundingBox())!;
    out.push({ hex, miss: Math.hypot(b.x + b.width / 2 - c!.x, b.y + b.height / 2 - c!.y) / size });
  }
  return out;
}

/** Every pointer ends well inside its space (a space reaches about half a space from its centre). */
async function pointersOnTarget(page: Page, when: string): Promise<void> {
  await expect
    .poll(async () => (await pointerMiss(page)).filter((p) => p.miss > 0.35), { message: when, timeout: 10_000 })
    .toEqual([]);
}

/** The banks are named where they are: looking downstream (the compass's arrow), the right bank to the right of the boat, the left to the left. */
async function banksBeside(page: Page, boat: Hex): Promise<void> {
  await waitIdle(page);
  const flow = Number(await page.getByTestId('compass').getAttribute('data-flow-deg'));
  const c = await page.evaluate((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h), boat);
  const apart = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180; // signed, -180..180
  for (const [side, want] of [['right', 90], ['left', -90]] as const) {
    const label = page.getByTestId(`bank-${side}`);
    await expect(label).toBeVisible();
    const b = (await label.boundingBox())!;
    const deg = (Math.atan2(b.x + b.width / 2 - c.x, -(b.y + b.height / 2 - c.y)) * 180) / Math.PI; // screen degrees, 0 up, clockwise
    expect(Math.abs(apart(apart(deg, flow), want)), `the ${side} bank's name, ${deg.toFixed(0)}° with the river flowing ${flow.toFixed(0)}°`).toBeLessThan(60);
  }
}

test('lesson labels point at their spaces and the banks are named on their sides, after the camera is dragged, zoomed, switched and the window resized', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-9').click();
  await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  await expect(app.locator('[data-scene-ready="true"]')).toBeVisible();
  await pointersOnTarget(app, 'at the start');
  const v = await readView(app);
  const boat = v.state.boats.find((x) => x.id === v.state.turn!.boat)!.pos!;
  await expect(app.getByTestId('bank-left')).toHaveText('left bank');
  await banksBeside(app, boat);
  const box = (await app.locator('[data-scene-ready]').boundingBox())!;
  const before = await app.getByTestId('board-note-goal').boundingBox();
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await app.mouse.down();
  await app.mouse.move(box.x + box.width / 2 + 180, box.y + box.height / 2 + 40, { steps: 8 });
  await app.mouse.up();
  // (the wheel zooms toward the pointer: at the board's centre, as before, the boat stays in the middle)
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await app.mouse.wheel(0, 300);
  // the camera did move, and the labels with it
  await expect.poll(async () => JSON.stringify(await app.getByTestId('board-note-goal').boundingBox())).not.toBe(JSON.stringify(before));
  await pointersOnTarget(app, 'after a drag and a zoom');
  await banksBeside(app, boat);
  await shot(app, 'lesson-labels-dragged-1024x700');
  await app.getByTestId('play-camera').selectOption('overview');
  await pointersOnTarget(app, 'in the overview');
  await app.getByTestId('play-camera').selectOption('follow');
  await pointersOnTarget(app, 'back to following the boat');
  await shot(app, 'lesson-labels-follow-1024x700');
  await app.setViewportSize({ width: 1280, height: 800 });
  await pointersOnTarget(app, 'in a larger window');
  await app.getByTestId('play-language').selectOption('it');
  await expect(app.getByTestId('bank-right')).toHaveText('riva destra');
  await app.getByTestId('play-language').selectOption('en');
  // a speed chosen lights other spaces: the labels move clear of them and still point home
  await app.getByTestId('speed-3').click();
  await pointersOnTarget(app, 'with speed 3 lit');
  expect(pageErrors).toEqual([]);
});

/** Each lesson label's side of its space, by what it names. */
const sides = (page: Page) =>
  page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid^="board-note-"]')].map((n) => [n.getAttribute('data-testid'), n.getAttribute('data-side')])));

test('lesson labels follow what they name after a move is set and played back, and keep their places between two looks', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  // slow moves: the labels are seen while the boat sails
  await app.getByTestId('animation-speed').selectOption('0.5');
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-9').click();
  await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  await expect(app.locator('[data-scene-ready="true"]')).toBeVisible();
  await pointersOnTarget(app, 'at the start');
  // the follow camera settles for a while after a lesson opens: its sides once two looks agree
  let first = await sides(app);
  for (let i = 0; i < 20; i++) {
    await app.waitForTimeout(250);
    const now = await sides(app);
    if (JSON.stringify(now) === JSON.stringify(first)) break;
    first = now;
  }
  // a window a little wider, a little taller and back: the labels stay on their sides
  await app.setViewportSize({ width: 1060, height: 700 });
  await pointersOnTarget(app, 'a little wider');
  await expect.poll(() => sides(app), { message: 'a little wider' }).toEqual(first);
  await app.setViewportSize({ width: 1060, height: 730 });
  await pointersOnTarget(app, 'a little taller');
  await expect.poll(() => sides(app), { message: 'a little taller' }).toEqual(first);
  await app.setViewportSize({ width: 1024, height: 700 });
  await pointersOnTarget(app, 'back at 1024x700');
  await expect.poll(() => sides(app), { message: 'back at 1024x700' }).toEqual(first);

  // the move set (the boat sails there, animated): "You" on the boat where it now is
  await app.getByTestId('speed-3').click();
  const v = await readView(app);
  const goal = (await app.getByTestId('board-note-goal').getAttribute('data-hex'))!;
  // while the boat sails there, "You" is on the boat as drawn, or not shown (never left behind nor
  // gone ahead): looked at on every drawn frame from the click until the board is still, not at a few
  // moments (a slow machine draws few frames, a fast one sails before a timer looks)
  const me = v.state.turn!.boat;
  await app.evaluate((boat) => {
    const w = window as unknown as { __youOff: string[]; __youLook: boolean; __mqScene: { boatToScreen(b: string): { x: number; y: number } | null; hexToScreen(h: Hex): { x: number; y: number }; sailing(): string | null } };
    w.__youOff = [];
    w.__youLook = true;
    const look = () => {
      const tip = [...document.querySelectorAll('[data-testid="note-tip"]')].find((el) => el.nextElementSibling?.getAttribute('data-testid') === 'board-note-boat');
      const at = w.__mqScene.boatToScreen(boat);
      if (tip && at && getComputedStyle(tip).visibility !== 'hidden') {
        const r = tip.getBoundingClientRect();
        const [q, rr] = tip.getAttribute('data-hex')!.split(',').map(Number);
        const c = w.__mqScene.hexToScreen({ q: q!, r: rr! });
        const n = w.__mqScene.hexToScreen({ q: q!, r: rr! - 1 });
        const miss = Math.hypot(r.x + r.width / 2 - at.x, r.y + r.height / 2 - at.y) / Math.hypot(n.x - c.x, n.y - c.y);
        if (miss > 0.6) w.__youOff.push(`${miss.toFixed(2)} spaces off (${w.__mqScene.sailing() ?? 'still'})`);
      }
      if (w.__youLook) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, me);
  await (await destEntry(app, goal)).click();
  await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true');
  await waitIdle(app);
  await expect(app.locator('.board[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const behind = await app.evaluate(() => {
    const w = window as unknown as { __youOff: string[]; __youLook: boolean };
    w.__youLook = false;
    return w.__youOff;
  });
  expect(behind, '"You" left behind the sailing boat').toEqual([]);
  const after = await readView(app);
  const boat = after.state.boats.find((b) => b.id === after.state.turn!.boat)!.pos!;
  await expect(app.getByTestId('board-note-boat')).toHaveAttribute('data-hex', `${boat.q},${boat.r}`);
  // and shown there once the boat is still
  await expect(app.getByTestId('board-note-boat')).toBeVisible();
  await pointersOnTarget(app, 'after the move is set');
  await shot(app, 'lesson-labels-moved-1024x700');
  // taken back: "You" is back on the boat's first space
  await app.getByTestId('undo').click();
  await waitIdle(app);
  const back = (await readView(app)).state.boats.find((b) => b.id === v.state.turn!.boat)!.pos!;
  await expect(app.getByTestId('board-note-boat')).toHaveAttribute('data-hex', `${back.q},${back.r}`);
  await expect(app.getByTestId('board-note-boat')).toBeVisible();
  // nothing pointed at: no place's words at the board's foot (play-test 16: the entry clicked before
  // the move stayed "pointed at" once Undo brought the list back)
  await expect(app.getByTestId('end-label-words')).toHaveCount(0);
  await pointersOnTarget(app, 'after Undo');
  expect(pageErrors).toEqual([]);
});
