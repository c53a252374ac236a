// The board itself (issue 14, "Boats you can read", start headings, camera, step mode): a start
// heading is previewed (ghost boat, first move's cost) before it is sent; every boat shows its
// heading and its own badge shape, told apart under colour-blindness simulations; a drag turns the
// view gently; the overview frames a long river on a wide, short board; step mode shows where a
// pushed boat would go before the step is taken.
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import fs from 'node:fs';
import path from 'node:path';
import { hexKey, neighbour, riverMap, type Dir, type Hex } from '../../engine/index.js';
import { firstMove } from '../../renderer/src/lib/heading-preview.js';
import { expect, ROOT, SCREENSHOTS, test, WANT_SHOTS } from './fixtures.js';
import { readView, shot, waitIdle } from './play-helpers.js';
import { playByApiUntil, setOff } from './play-modes.js';

interface Marks {
  boats: { boat: string; shape: string; pattern: string }[];
  ghost: { boat: string; hex: Hex; dir: Dir } | null;
  colourBlind: boolean;
  highlights: { destinations: string; pushTargets: string; path: string };
  arrows: { boat: string; x: number; y: number }[];
  pushGhosts: { boat: string; hex: Hex; dimmed: boolean; badgeOpacity: number | null }[];
  trail: { preview: string };
}
type Hook = {
  hexToScreen(h: Hex): { x: number; y: number };
  badgeToScreen(b: string): { x: number; y: number } | null;
  marks(): Marks;
  camera(): { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } };
};
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.marks());
const moverOf = (v: GameView) => v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;

async function newGame(page: Page, seed: number, length?: number): Promise<void> {
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill(String(seed));
  if (length) {
    // a river longer than 12 tiles needs the B tiles
    for (const box of await page.locator('[data-testid^="tile-B"]').all()) await box.check();
    await page.getByTestId('river-length').selectOption(String(length));
  }
  await page.getByTestId('start-game').click();
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible({ timeout: 20_000 });
}

test('a start heading is previewed on the board (ghost boat, first move cost) and sent only when picked again', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await newGame(page, 11);
  let v = await readView(page);
  expect(v.pending.kind).toBe('placeBoat');
  let boat = moverOf(v);
  expect((await marks(page)).ghost).toBeNull();

  // A click previews: the ghost faces that way, the first move's cost is told; nothing is sent.
  await page.getByTestId('heading-1').click();
  await expect(page.getByTestId('heading-1')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await marks(page)).ghost).toEqual({ boat: boat.id, hex: boat.pos, dir: 1 });
  const cost = firstMove(v.state, boat.id, 1);
  await expect(page.getByTestId('first-move-label')).toHaveAttribute('data-coal', cost ? String(cost.coal) : '');
  await expect(page.getByTestId('first-move')).toContainText(cost ? 'First move from this heading' : 'No way downstream');
  // the label keeps off the river's spaces (play-test: it lay across the spaces in front of the docks)
  const label = (await page.getByTestId('first-move-label').boundingBox())!;
  const water = [...riverMap(v.state.river).values()].filter((x) => x.kind !== 'island').map((x) => x.hex);
  const drawn = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h)), water);
  const space = Math.min(...drawn.slice(1).map((d) => Math.hypot(drawn[0]!.x - d.x, drawn[0]!.y - d.y))); // (a space's width: the nearest centre)
  const inside = (x: number, y: number) => x > label.x && x < label.x + label.width && y > label.y && y < label.y + label.height;
  const covered = water.filter((h, i) => [-0.3, 0, 0.3].some((f) => inside(drawn[i]!.x + f * space, drawn[i]!.y)));
  expect(covered.map(hexKey), 'river spaces under the first move’s label').toEqual([]);
  await expect(page.getByTestId('heading-commit')).toHaveText(/Set off facing downstream, toward the right bank/);
  await expect(page.getByTestId('heading-preview')).toBeVisible();
  await page.waitForTimeout(300);
  expect(Number(await page.getByTestId('play').getAttribute('data-rev'))).toBe(v.rev);
  // (window sizes for the screenshots only)
  for (const size of WANT_SHOTS ? [{ width: 1920, height: 1080 }, { width: 1024, height: 700 }, { width: 1280, height: 800 }] : []) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await shot(page, `board-01-start-heading-${size.width}x${size.height}`);
  }
  // Facing upstream costs coal to turn round before the boat gets anywhere.
  await page.getByTestId('heading-3').hover();
  await expect.poll(async () => (await marks(page)).ghost?.dir).toBe(3);
  const back = firstMove(v.state, boat.id, 3);
  expect(back === null || back.coal > (cost?.coal ?? 0)).toBe(true);
  await expect(page.getByTestId('first-move-label')).toHaveAttribute('data-coal', back ? String(back.coal) : '');
  // The second click on the same heading sends it.
  await page.getByTestId('heading-1').click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  v = await readView(page);
  expect(v.state.boats.find((b) => b.id === boat.id)!.heading).toBe(1);
  expect((await marks(page)).ghost?.boat ?? null).not.toBe(boat.id);

  // Keyboard: a digit previews, the same digit again sends it.
  if (v.pending.kind === 'placeBoat') {
    boat = moverOf(v);
    await page.locator('body').focus();
    await page.keyboard.press('1');
    await expect.poll(async () => (await marks(page)).ghost).toEqual({ boat: boat.id, hex: boat.pos, dir: 0 });
    await page.waitForTimeout(200);
    expect(Number(await page.getByTestId('play').getAttribute('data-rev'))).toBe(v.rev);
    await page.keyboard.press('1');
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
    v = await readView(page);
    expect(v.state.boats.find((b) => b.id === boat.id)!.heading).toBe(0);
  }
  // "Set off facing ..." sends the picked heading.
  if (v.pending.kind === 'placeBoat') {
    await page.getByTestId('heading-0').click();
    await page.getByTestId('heading-commit').click();
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  }
  expect(pageErrors).toEqual([]);
});

/** Deuteranopia and protanopia (Machado et al. 2009, severity 1) as SVG colour matrices on the whole page. */
const SIMULATIONS = {
  deuteranopia: '0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0',
  protanopia: '0.152 1.053 -0.205 0 0  0.115 0.786 0.099 0 0  -0.004 -0.048 1.052 0 0  0 0 0 1 0',
};

/** Luminance patches (16×16 px) around points of a PNG screenshot, decoded in the page. */
async function patches(page: Page, png: Buffer, at: { x: number; y: number }[]): Promise<number[][]> {
  return page.evaluate(
    async ({ b64, at }) => {
      const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      return at.map((p) => {
        const d = g.getImageData(Math.round(p.x) - 8, Math.round(p.y) - 8, 16, 16).data;
        const out: number[] = [];
        for (let i = 0; i < d.length; i += 4) out.push(0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!);
        return out;
      });
    },
    { b64: png.toString('base64'), at },
  );
}

test('boats show their heading and their own badge shape; colour-blind mode adds patterns, told apart under simulated colour-blindness', async ({ app, pageErrors }) => {
  test.setTimeout(150_000);
  const page = app;
  // The setting lives with the others and is saved.
  await page.getByTestId('colour-blind').check();
  await expect
    .poll(() => page.evaluate(async () => ((await window.__mqTest!.api.getSettings({})) as { ok: boolean; value?: { values: { colourBlind: boolean } } }).value?.values.colourBlind))
    .toBe(true);
  await newGame(page, 11);
  await setOff(page);
  const v = await readView(page);
  const m = await marks(page);
  expect(m.colourBlind).toBe(true);
  const onRiver = v.state.boats.filter((b) => b.pos);
  expect(m.boats).toHaveLength(onRiver.length);
  // Every boat has its own badge shape and, in this mode, its own pattern.
  expect(new Set(m.boats.map((b) => b.shape)).size).toBe(m.boats.length);
  expect(new Set(m.boats.map((b) => b.pattern)).size).toBe(m.boats.length);
  expect(m.boats.every((b) => b.pattern !== 'none')).toBe(true);
  // Lit spaces, push targets and the path carry shapes as well as colours.
  expect(m.highlights).toEqual({ destinations: 'ring+bars', pushTargets: 'ring+cross', path: 'arrows' });

  // Every boat's bow arrow is drawn ahead of its centre, the way it faces, also facing downstream (up the screen).
  for (const b of onRiver) {
    const a = m.arrows.find((x) => x.boat === b.id)!;
    const c = await page.evaluate((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h), b.pos!);
    const n = await page.evaluate((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h), neighbour(b.pos!, b.heading));
    const dot = (a.x - c.x) * (n.x - c.x) + (a.y - c.y) * (n.y - c.y);
    expect(dot, `${b.id}'s arrow points the way it faces`).toBeGreaterThan(0);
    // and stays inside its own space: nearer its centre than the next one's
    expect(Math.hypot(a.x - c.x, a.y - c.y)).toBeLessThan(Math.hypot(n.x - c.x, n.y - c.y) / 2);
  }
  const shotNormal = await page.screenshot();
  const arrowPatches = await patches(page, shotNormal, m.arrows);
  // the arrows are drawn over everything (white with a dark rim): bright pixels at each
  for (const p of arrowPatches) expect(Math.max(...p)).toBeGreaterThan(200);

  // Under each simulation the boats' badges still differ from one another (shape, pattern, numeral).
  const badges = await page.evaluate((ids) => ids.map((id) => (window as unknown as { __mqScene: Hook }).__mqScene.badgeToScreen(id)!), onRiver.map((b) => b.id));
  await page.evaluate((sims) => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', '0');
    svg.setAttribute('height', '0');
    svg.style.position = 'absolute';
    svg.innerHTML = Object.entries(sims)
      .map(([id, values]) => `<filter id="sim-${id}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${values}"/></filter>`)
      .join('');
    document.body.appendChild(svg);
  }, SIMULATIONS);
  for (const sim of Object.keys(SIMULATIONS)) {
    await page.evaluate((id) => (document.documentElement.style.filter = `url(#sim-${id})`), sim);
    await page.waitForTimeout(200);
    const png = await page.screenshot(WANT_SHOTS ? { path: path.join(SCREENSHOTS, `board-02-colour-blind-${sim}.png`) } : {});
    const ps = await patches(page, png, badges);
    for (let i = 0; i < ps.length; i++) {
      for (let j = i + 1; j < ps.length; j++) {
        const diff = ps[i]!.reduce((s, x, k) => s + Math.abs(x - ps[j]![k]!), 0) / ps[i]!.length;
        expect(diff, `${sim}: ${onRiver[i]!.id} and ${onRiver[j]!.id} badges differ`).toBeGreaterThan(12);
      }
      // a pattern or a shape edge inside each badge: not one flat colour
      const mean = ps[i]!.reduce((s, x) => s + x, 0) / ps[i]!.length;
      const spread = Math.sqrt(ps[i]!.reduce((s, x) => s + (x - mean) ** 2, 0) / ps[i]!.length);
      expect(spread, `${sim}: ${onRiver[i]!.id}'s badge has a visible pattern`).toBeGreaterThan(15);
    }
  }
  await page.evaluate(() => (document.documentElement.style.filter = ''));
  expect(pageErrors).toEqual([]);
});

test('a drag moves the board (a pan); a right drag turns the view gently; the help line says so', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await newGame(page, 5);
  await setOff(page);
  await waitIdle(page);
  const box = (await page.locator('[data-scene-ready="true"]').boundingBox())!;
  const cam = () => page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.camera());
  const yaw = (c: Awaited<ReturnType<typeof cam>>) => Math.atan2(c.position.x - c.target.x, c.position.z - c.target.z);
  const drag = async (button: 'left' | 'right') => {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ button });
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up({ button });
  };
  // (play-test: newcomers dragged to move the board and it turned) a left drag slides the board along the water, its bearing kept
  const before = await cam();
  await drag('left');
  const panned = await cam();
  expect(Math.abs(yaw(panned) - yaw(before)), 'a left drag does not turn the view').toBeLessThan(0.01);
  expect(Math.hypot(panned.target.x - before.target.x, panned.target.z - before.target.z), 'a left drag moves the view').toBeGreaterThan(1);
  // the right button turns it: 200 px across the board, a noticeable turn, well short of the half turn it used to be
  await drag('right');
  const turned = Math.abs(yaw(await cam()) - yaw(panned));
  expect(turned).toBeGreaterThan(0.15);
  expect(turned).toBeLessThan(0.9);
  // the wheel zooms toward the pointer (play-test: it zoomed on the centre): a boat away from the
  // board's centre, pointed at, stays under the pointer while the view comes closer
  const v = await readView(page);
  const at = (h: Hex) => page.evaluate((x) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(x), h);
  // (client pixels, as the hook gives them)
  const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let aside: { hex: Hex; x: number; y: number } | null = null;
  for (const b of v.state.boats) {
    const p = b.pos ? await at(b.pos) : null;
    if (p && p.x > box.x + 40 && p.y > box.y + 80 && p.x < box.x + box.width - 40 && p.y < box.y + box.height - 40 && Math.hypot(p.x - mid.x, p.y - mid.y) > 100) aside = { hex: b.pos!, ...p };
  }
  expect(aside, 'a boat drawn away from the centre').not.toBeNull();
  const aim = aside!;
  const far = await cam();
  await page.mouse.move(aim.x, aim.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => {
    const c = await cam();
    return Math.hypot(c.position.x - c.target.x, c.position.y - c.target.y, c.position.z - c.target.z);
  }).toBeLessThan(Math.hypot(far.position.x - far.target.x, far.position.y - far.target.y, far.position.z - far.target.z) * 0.95);
  const now = await at(aim.hex);
  expect(Math.hypot(now.x - aim.x, now.y - aim.y), 'the boat pointed at stays under the pointer').toBeLessThan(12);
  // said on screen: how to move the board, and the V key on the reset button
  await expect(page.getByTestId('view-help')).toContainText('right-drag');
  await expect(page.getByTestId('reset-view')).toHaveText(/Reset view\s*V/);
  // the board's tools stay on top and solid at 1920x1080: the scene never shows through them
  // (play-test pt27: a dock's building drawn over "Reset view")
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const id of ['compass', 'play-camera', 'reset-view']) {
    const look = await page.getByTestId(id).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const alpha = Number(/rgba?\((?:[\d.]+,\s*){3}([\d.]+)\)/.exec(getComputedStyle(el).backgroundColor)?.[1] ?? 1);
      return { onTop: !!top && el.contains(top), alpha };
    });
    expect(look.onTop, `${id} on top`).toBe(true);
    expect(look.alpha, `${id} solid`).toBeGreaterThanOrEqual(0.9);
  }
  expect(pageErrors).toEqual([]);
});

test('the overview frames an 18-tile river on a wide, short board, looking downstream', async ({ app, pageErrors }) => {
  test.setTimeout(150_000);
  const page = app;
  const text = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/corpus/length-18-3p-finished.v1.mqgame'), 'utf8');
  await page.evaluate(async (t) => {
    await (window as unknown as { __mqTest: { api: { importGame(q: unknown): Promise<unknown> } } }).__mqTest.api.importGame({ text: t });
  }, text);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('camera').selectOption('overview');
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  const scene = page.locator('[data-scene-ready="true"]');
  await expect(scene).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true');
  const river = await page.evaluate(() => (window as unknown as { __mqScene: { state(): { river: unknown[] } } }).__mqScene.state()!.river);
  expect(river.length).toBeGreaterThanOrEqual(17);
  const hexes = [...riverMap(river as Parameters<typeof riverMap>[0]).values()].map((s) => s.hex);
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(500);
    await page.evaluate(() => (window as unknown as { __mqScene: { overview(): void } }).__mqScene.overview());
    await page.waitForTimeout(500);
    const b = (await scene.boundingBox())!;
    const pts = await page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: Hook }).__mqScene.hexToScreen(h)), hexes);
    // the whole river is on screen ...
    for (const p of pts) {
      expect(p.x).toBeGreaterThanOrEqual(b.x);
      expect(p.x).toBeLessThanOrEqual(b.x + b.width);
      expect(p.y).toBeGreaterThanOrEqual(b.y);
      expect(p.y).toBeLessThanOrEqual(b.y + b.height);
    }
    // ... as large as it fits: it spans most of the board's height or width
    const ys = pts.map((p) => p.y);
    const xs = pts.map((p) => p.x);
    const fill = Math.max((Math.max(...ys) - Math.min(...ys)) / b.height, (Math.max(...xs) - Math.min(...xs)) / b.width);
    expect(fill, `the river fills the ${size.width}x${size.height} board`).toBeGreaterThan(0.75);
    // ... looking downstream (world −Z, "north"), from upstream and above
    const c = await page.evaluate(() => (window as unknown as { __mqScene: Hook }).__mqScene.camera());
    expect(Math.abs(c.position.x - c.target.x)).toBeLessThan(0.01);
    expect(c.position.z).toBeGreaterThan(c.target.z);
    await shot(page, `board-03-overview-18-tiles-${size.width}x${size.height}`);
  }
  expect(pageErrors).toEqual([]);
});

test('step mode shows where a pushed boat would go before the step is taken', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  await newGame(page, 7);
  const pushesOf = (v: GameView) => v.legalActions.filter((a) => a.type === 'advance' && a.push?.length);
  // The way there (the turns before a boat comes up right behind another) through the API.
  const pushFirst = (v: GameView) => v.pending.kind === 'move' && !v.state.turn?.speedChosen && pushesOf(v).length > 0;
  // (a boat comes up with another one right ahead of it: playByApiUntil throws if none does)
  const v = await playByApiUntil(page, pushFirst, 80, { push: true });
  const pushes = pushesOf(v);
  const boat = moverOf(v);
  const pushed = v.state.boats.find((b) => b.pos && hexKey(b.pos) === hexKey(neighbour(boat.pos!, boat.heading)))!;
  await page.getByTestId('step-mode').check();
  const buttons = page.getByTestId('step-advance-push');
  await expect(buttons).toHaveCount(pushes.length);
  // Before any step: a ghost of the pushed boat where each pushing step would send it.
  // (steps that push a chain of boats may send the first one to the same space: one ghost there)
  const targets = new Set(pushes.map((a) => hexKey((a as { push: Hex[] }).push[0]!)));
  await expect(page.getByTestId(`ghost-${pushed.id}`)).toHaveCount(targets.size);
  for (const k of targets) await expect(page.locator(`[data-testid="ghost-${pushed.id}"][data-hex="${k}"]`)).toHaveCount(1);
  expect(pageErrors).toEqual([]);
  // Pointing at one step keeps only its ghost.
  const first = buttons.first();
  const to = (await first.getAttribute('data-push-to'))!;
  await first.hover();
  await expect(page.getByTestId(`ghost-${pushed.id}`)).toHaveCount(1);
  await expect(page.getByTestId(`ghost-${pushed.id}`)).toHaveAttribute('data-hex', to);
  // On the board: one's own boat previewed on the pushed boat's space, the pushed boat dimmed there, a
  // ghost of it where it would go and an arrow from one to the other (play-test 17: the own boat's
  // preview sat on the pushed boat and neither read). Its number badge keeps full contrast (dimmed
  // with it, a red or blue numeral was hard to read).
  const from = hexKey(pushed.pos!);
  await expect.poll(async () => {
    const m = await marks(page);
    return { own: m.ghost && { boat: m.ghost.boat, hex: hexKey(m.ghost.hex) }, pushed: m.pushGhosts.map((g) => ({ ...g, hex: hexKey(g.hex) })), arrow: m.trail.preview };
  }).toEqual({ own: { boat: boat.id, hex: from }, pushed: [{ boat: pushed.id, hex: to, dimmed: true, badgeOpacity: 1 }], arrow: `${pushed.id}:${from}>${to}` });
  expect(Number(await page.getByTestId('play').getAttribute('data-rev'))).toBe(v.rev);
  await shot(page, 'board-04-step-push-preview');
  await first.click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  const after = await readView(page);
  expect(hexKey(after.state.boats.find((b) => b.id === pushed.id)!.pos!)).toBe(to);
  expect(pageErrors).toEqual([]);
});
