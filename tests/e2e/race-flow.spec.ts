// A race looks downstream at the boat to move, as a lesson does (issue 14: "the river's flow goes up
// the screen"; before, races looked north and where the river bent the flow ran sideways or down).
// Checked through the scene's own projection on a hot-seat race whose river bends: the flow at the
// boat drawn upward at three window sizes, the compass and the bank names agreeing, "reset view"
// bringing it back after a drag, the whole-river overview keeping its own framing; and between two
// turns on tiles that flow differently, the view turning in one glide about its target.
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
const SEED = 11;

/** A move of a boat on a tile that does not flow north (where a view looking north fails). */
const onABend = (v: GameView) => v.pending.kind === 'move' && !!moverOf(v) && flowAt(v.state, moverOf(v)!.pos) !== 0;

async function hotSeat(page: Page, animationSpeed: string): Promise<void> {
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, animationSpeed });
  await startGame(page);
  test.skip((await page.locator('[data-scene-ready="true"]').count()) === 0, 'no 3D view in this build');
  await setOff(page);
}

/** Polls until the flow at the boat to move is drawn up the screen (a glide may be under way). */
async function flowUp(page: Page, v: GameView, what: string): Promise<void> {
  await expect.poll(async () => Math.abs(await flowOnScreen(page, v)), { message: `${what}: the flow at the boat on screen`, timeout: 10_000 }).toBeLessThan(UP_WITHIN);
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
    await flowUp(page, v, at);
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

    // a drag turns the view away; "reset view" brings the framing looking downstream back
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 220, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
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

/** The camera's glide between two framings (CameraControls.moveMs at animation speed 1). */
const GLIDE_MS = 600;

/** Which way the camera looks along the water (degrees), how far it is from its target, how steeply it looks down. */
const look = (s: Pose) => ({
  az: (Math.atan2(s.tx - s.px, s.tz - s.pz) * 180) / Math.PI,
  dist: Math.hypot(s.px - s.tx, s.py, s.pz - s.tz),
  tilt: (Math.atan2(s.py, Math.hypot(s.px - s.tx, s.pz - s.tz)) * 180) / Math.PI,
});

test('between two turns on tiles that flow differently, the view turns in one glide about its target (never jumps, never over the top)', async ({ app, pageErrors }) => {
  test.setTimeout(420_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await hotSeat(page, '1');
  // (steady turns, as playDecision plays them: a crew that burns its coal ends up crashing)
  await playByApiUntil(page, (x) => x.state.boats.some((b) => b.pos && flowAt(x.state, b.pos) !== 0), 150, {});
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
    if (next.pending.kind !== 'move' || !moverOf(next) || flowAt(next.state, moverOf(next)!.pos) === before) continue;
    turns++;
    const after = flowAt(next.state, moverOf(next)!.pos);
    await flowUp(page, next, `from flow ${before} to ${after}`);
    // the glide: from the last pose looking down the old flow to the end, looking down the new one
    const looks = poses.map(look);
    const fin = looks[looks.length - 1]!;
    const first = looks.findLastIndex((l) => Math.abs(apart(l.az, fin.az)) >= Math.abs(apart(before * 60, after * 60)) - 2);
    expect(first, 'the view looked down the old flow before').toBeGreaterThanOrEqual(0);
    const glide = looks.slice(first);
    const total = Math.abs(apart(glide[0]!.az, fin.az));
    // the short way round, a single turn in one direction, in small steps
    expect(total).toBeLessThanOrEqual(181);
    const sign = Math.sign(apart(fin.az, glide[0]!.az));
    const lo = { dist: Math.min(glide[0]!.dist, fin.dist), tilt: Math.min(glide[0]!.tilt, fin.tilt) };
    const hi = { dist: Math.max(glide[0]!.dist, fin.dist), tilt: Math.max(glide[0]!.tilt, fin.tilt) };
    for (let k = 1; k < glide.length; k++) {
      const d = apart(glide[k]!.az, glide[k - 1]!.az);
      expect(d * sign, `frame ${k}: turning back`).toBeGreaterThanOrEqual(-0.5);
      // no faster than the ease allows in this frame's time, however long the frame (a quick
      // machine's frames or a slow one's): at its steepest it turns twice its average pace. (The
      // time: since the frame before, or since the move began when that came later, as after the
      // board was idle.)
      const at = poses[first + k]!;
      const dt = at.t - Math.max(poses[first + k - 1]!.t, at.since ?? -Infinity);
      expect(Math.abs(d), `frame ${k}: a jump of ${d.toFixed(1)}° in ${Math.round(dt)} ms`).toBeLessThanOrEqual(Math.max(3, (2 * (total + 2) * dt) / GLIDE_MS + 0.5));
      // distance and tilt between where the glide starts and ends: it swings about its target, not over it
      expect(glide[k]!.dist, `frame ${k}: distance`).toBeGreaterThanOrEqual(lo.dist - 0.05);
      expect(glide[k]!.dist, `frame ${k}: distance`).toBeLessThanOrEqual(hi.dist + 0.05);
      expect(glide[k]!.tilt, `frame ${k}: tilt`).toBeGreaterThanOrEqual(lo.tilt - 0.5);
      expect(glide[k]!.tilt, `frame ${k}: tilt`).toBeLessThanOrEqual(hi.tilt + 0.5);
    }
    await shot(page, `race-flow-turned-${before}-${after}`);
  }
  expect(turns, 'a hand-over between tiles that flow differently came up').toBeGreaterThanOrEqual(1);
  expect(pageErrors).toEqual([]);
});
