// A race looks downstream at the boat to move, as a lesson does (issue 14: "the river's flow goes up
// the screen"; before, races looked north and where the river bent the flow ran sideways or down).
// Checked through the scene's own projection on a hot-seat race whose river bends: the flow at the
// boat drawn up the screen at three window sizes (within a bend of straight up as the view came by
// itself, straight up after "reset view"), the compass and the bank names agreeing, "reset view"
// bringing it back after a drag, the whole-river overview keeping its own framing; and between two
// turns on tiles a bend apart, the view keeping its bearing (docs/camera.md).
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { tileSpaces } from '../../engine/index.js';
import { expect, test } from './fixtures.js';
import { apart, flowAt, flowOnScreen, moverOf, toScreen } from './flow-helpers.js';
import { playDecision, readView, shot, waitIdle } from './play-helpers.js';
import { playByApiUntil, setOff, setUpMode, startGame } from './play-modes.js';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
/** Up the screen within this (degrees): the boat is near, not at, the middle of its framing. */
const UP_WITHIN = 20;
/** The view keeps its bearing while the flow at the boat to move is within a bend (60°) of up. */
const BEND = 60;
const SEED = 11;

/** A move of a boat on a tile that does not flow north (where a view looking north fails). */
const onABend = (v: GameView) => v.pending.kind === 'move' && !!moverOf(v) && flowAt(v.state, moverOf(v)!.pos) !== 0;

async function hotSeat(page: Page, animationSpeed: string): Promise<void> {
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, animationSpeed });
  await startGame(page);
  test.skip((await page.locator('[data-scene-ready="true"]').count()) === 0, 'no 3D view in this build');
  await setOff(page);
}

/** Polls until the flow at the boat to move is drawn up the screen, within `bend` more (a glide may be under way). */
async function flowUp(page: Page, v: GameView, what: string, bend = 0): Promise<void> {
  await expect.poll(async () => Math.abs(await flowOnScreen(page, v)), { message: `${what}: the flow at the boat on screen`, timeout: 10_000 }).toBeLessThan(UP_WITHIN + bend);
}

test('a race on a river that bends: the flow at the boat to move points up the screen at 1024x700, 1280x800 and 1920x1080; compass, bank names and reset view agree; the overview keeps its framing', async ({ app, pageErrors }) => {
  test.setTimeout(300_000);
  const page = app;
  await hotSeat(page, '0');
  const v = await playByApiUntil(page, onABend, 150);
  const me = moverOf(v)!;
  const flow = flowAt(v.state, me.pos);
  const board = page.locator('[data-scene-ready="true"]');
  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await waitIdle(page);
    // as the view came by itself: within a bend of straight up; "reset view" looks straight downstream
    await flowUp(page, v, at, BEND);
    await page.getByTestId('reset-view').click();
    await flowUp(page, v, `${at}, reset`);
    // the compass's downstream arrow agrees (it reads the scene's projection)
    await expect.poll(async () => Math.abs(apart(Number(await page.getByTestId('compass').getAttribute('data-flow-deg')), 0)), { message: `${at}: the compass` }).toBeLessThan(UP_WITHIN);
    // the bank names: the left bank on the left of the boat as the river runs up the screen
    const left = page.getByTestId('bank-left');
    const right = page.getByTestId('bank-right');
    if ((await left.count()) && (await right.count())) {
      const hexOf = async (el: typeof left) => {
        const [q, r] = (await el.getAttribute('data-hex'))!.split(',').map(Number);
        return { q: q!, r: r! };
      };
      const [l, r] = await toScreen(page, [await hexOf(left), await hexOf(right)]);
      const [boat] = await toScreen(page, [me.pos]);
      expect(l!.x, `${at}: the left bank's space left of the boat`).toBeLessThan(boat!.x);
      expect(r!.x, `${at}: the right bank's space right of the boat`).toBeGreaterThan(boat!.x);
    }
    await shot(page, `race-flow-${at}`);

    // a right drag turns the view away; "reset view" brings the framing looking downstream back
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(box.x + box.width / 2 + 220, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up({ button: 'right' });
    expect(Math.abs(await flowOnScreen(page, v)), `${at}: dragged away`).toBeGreaterThan(UP_WITHIN);
    await page.getByTestId('reset-view').click();
    await flowUp(page, v, `${at}, after reset view`);

    // the whole river keeps its own framing (north up: a long river in a wide, short board), every space on screen
    await page.getByTestId('play-camera').selectOption('overview');
    await expect.poll(async () => Math.abs(apart(Number(await page.getByTestId('compass').getAttribute('data-deg')), 0)), { message: `${at}: the overview looks north` }).toBeLessThan(3);
    await page.waitForTimeout(300); // (its glide's last frames)
    const all = await toScreen(page, v.state.river.flatMap((p) => tileSpaces(p).map((s) => s.hex)));
    const out = all.filter((p) => p.x < box.x || p.x > box.x + box.width || p.y < box.y || p.y > box.y + box.height);
    expect(out, `${at}: spaces off the board in the overview`).toEqual([]);
    expect(Math.abs(await flowOnScreen(page, v)), `${at}: the overview is not turned to the flow ${flow}`).toBeGreaterThan(30);
    await shot(page, `race-flow-overview-${at}`);
    await page.getByTestId('play-camera').selectOption('follow');
    await flowUp(page, v, `${at}, back to follow`);
  }
  expect(pageErrors).toEqual([]);
});

interface Pose {
  /** The time of the frame that drew this pose (the board's own clock, not the recorder's). */
  t: number;
  /** When the camera move drawn in that frame began (null: none). */
  since: number | null;
  px: number;
  py: number;
  pz: number;
  tx: number;
  tz: number;
}

/**
 * Records the camera as each frame drew it, with that frame's time and when the move it drew began.
 * (Read in an animation frame of its own, the pose is often the one the board drew the frame
 * before, its callback running after this one: stamped with the recorder's time, the turn of a
 * long frame was counted in the short one after it, and a quick machine's one slow frame read as
 * a jump.)
 */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Hook = { camera(): { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number }; drawnAt: number; moveStart: number | null } };
    const w = window as unknown as { __poses: Pose[]; __posesStop?: boolean; __mqScene: Hook };
    w.__poses = [];
    w.__posesStop = false;
    const tick = () => {
      const c = w.__mqScene?.camera();
      if (c && c.drawnAt !== w.__poses[w.__poses.length - 1]?.t)
        w.__poses.push({ t: c.drawnAt, since: c.moveStart, px: c.position.x, py: c.position.y, pz: c.position.z, tx: c.target.x, tz: c.target.z });
      if (!w.__posesStop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function stop(page: Page): Promise<Pose[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __poses: Pose[]; __posesStop?: boolean };
    w.__posesStop = true;
    return w.__poses;
  });
}

/** Which way the camera looks along the water (degrees), how far it is from its target, how steeply it looks down. */
const look = (s: Pose) => ({
  az: (Math.atan2(s.tx - s.px, s.tz - s.pz) * 180) / Math.PI,
  dist: Math.hypot(s.px - s.tx, s.py, s.pz - s.tz),
  tilt: (Math.atan2(s.py, Math.hypot(s.px - s.tx, s.pz - s.tz)) * 180) / Math.PI,
});

test('between two turns on tiles a bend apart, the view keeps its bearing: the flow at the new boat drawn within a bend of up', async ({ app, pageErrors }) => {
  test.setTimeout(420_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  // the way to a bend without animations (the turns watched are the hand-overs after it)
  await hotSeat(page, '0');
  // (steady turns, as playDecision plays them: a crew that burns its coal ends up crashing)
  await playByApiUntil(page, (x) => x.state.boats.some((b) => b.pos && flowAt(x.state, b.pos) !== 0), 150, {});
  // from here at the app's own pace, the camera gliding from boat to boat: set as a player would in
  // the settings, and waited for on the screen
  const seq = await page.evaluate(async () => {
    const t = window.__mqTest!;
    const r = await t.api.setSettings({ expectSeq: t.settingsSeq(), patch: { animationSpeed: 1 } });
    if (!r.ok) throw new Error(r.code);
    return r.value.seq;
  });
  await expect.poll(() => page.evaluate(() => window.__mqTest!.settingsSeq())).toBe(seq);
  await waitIdle(page);
  let turns = 0;
  for (let i = 0; i < 40 && turns < 1; i++) {
    const v = await readView(page);
    if (v.pending.kind === 'over') break;
    if (v.pending.kind !== 'move') {
      await playDecision(page);
      continue;
    }
    const before = flowAt(v.state, moverOf(v)!.pos);
    await record(page);
    // a hot-seat player's move through the screen (a move with only crashes left: through the API)
    if (v.legalTurns.every((x) => x.crash)) await playByApiUntil(page, (x) => x.rev !== v.rev, 1, {});
    else await playDecision(page);
    const next = await readView(page);
    await page.waitForTimeout(900); // (the glide's last frames)
    const poses = await stop(page);
    if (next.pending.kind !== 'move' || !moverOf(next)) continue;
    const after = flowAt(next.state, moverOf(next)!.pos);
    const looks = poses.map(look);
    const az = looks.map((l) => l.az);
    // (heading h runs along the water at 180 - 60h degrees as `look` counts them: the new boat's
    // flow as the view stood is within a bend of up, so the view has no reason to turn)
    if (after === before || !looks.length || Math.abs(apart(180 - after * 60, az[0]!)) > BEND + 1) continue;
    turns++;
    await flowUp(page, next, `from flow ${before} to ${after}`, BEND);
    // the bearing the view looks along the water, from the first pose recorded to the last: kept
    for (const [k, a] of az.entries()) expect(Math.abs(apart(a, az[0]!)), `pose ${k}: the view turned from flow ${before} to ${after}`).toBeLessThan(1);
    // and the zoom too: no pose farther or closer than a tenth of the first
    for (const [k, l] of looks.entries()) expect(Math.abs(l.dist / looks[0]!.dist - 1), `pose ${k}: the zoom`).toBeLessThan(0.1);
    await shot(page, `race-flow-turned-${before}-${after}`);
  }
  expect(turns, 'a hand-over between tiles a bend apart came up').toBeGreaterThanOrEqual(1);
  expect(pageErrors).toEqual([]);
});
