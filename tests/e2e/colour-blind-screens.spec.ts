// Every boat told apart by more than its colour wherever a boat is drawn or named: the screens'
// badges carry the board badge's own shape (the two boats of one seat share a numeral, so a round
// badge told them apart by colour alone), the race chart's dots too. Checked on the end screen of
// a two-boat race and the replay of a six-boat race; with MQ_SHOTS=1 the play screen (the Black
// Rose and five captains, lit spaces, docks with passengers), the end screen and the replay's chart
// are shot with colour-blind mode off and on, and under simulated deuteranopia and protanopia.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BOAT_MARK } from '../../renderer/src/lib/boat-marks.js';
import { ROOT, SCREENSHOTS, WANT_SHOTS, expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';

type Hooks = { __mqPlay?: { openEnd?(id: string): void; openReplay?(id: string): void } };
const openEnd = (page: Page, id: string) => page.evaluate((gid) => (window as unknown as Hooks).__mqPlay?.openEnd?.(gid), id);
const openReplay = (page: Page, id: string) => page.evaluate((gid) => (window as unknown as Hooks).__mqPlay?.openReplay?.(gid), id);
const record = (name: string) => fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/corpus', name), 'utf8');

const SIMULATIONS = {
  deuteranopia: '0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0',
  protanopia: '0.152 1.053 -0.205 0 0  0.115 0.786 0.099 0 0  -0.004 -0.048 1.052 0 0  0 0 0 1 0',
};

async function importRecord(page: Page, name: string): Promise<string> {
  const id = await page.evaluate(async (text) => {
    const r = await window.__mqTest!.api.importGame({ text });
    return r.ok ? r.value.id : null;
  }, record(name));
  expect(id).not.toBeNull();
  return id!;
}

/** The badges on screen in `scope`: boat, shape and numeral (or rose). */
async function badges(page: Page, scope: string): Promise<{ boat: string; shape: string; mark: string }[]> {
  return page.getByTestId(scope).evaluate((root) =>
    [...root.querySelectorAll('svg.badge')].map((svg) => ({
      boat: svg.getAttribute('data-boat') ?? '',
      shape: svg.getAttribute('data-shape') ?? '',
      mark: svg.querySelector('text')?.textContent ?? 'rose',
    })),
  );
}

/** Shots for people: as drawn, then through each simulation (an SVG colour matrix over the page). */
async function shots(page: Page, name: string): Promise<void> {
  if (!WANT_SHOTS) return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  await page.evaluate((sims) => {
    if (document.getElementById('cb-sims')) return;
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.id = 'cb-sims';
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
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${sim}.png`) });
  }
  await page.evaluate(() => (document.documentElement.style.filter = ''));
}

async function setColourBlind(page: Page, on: boolean): Promise<void> {
  await page.evaluate(async (v) => {
    const s = await window.__mqTest!.api.getSettings({});
    if (!s.ok) throw new Error('no settings');
    await window.__mqTest!.api.setSettings({ expectSeq: s.value.seq, patch: { colourBlind: v } });
  }, on);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

test('two boats a seat: the end screen tells the two boats of each captain apart by their badge shape, not colour alone', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await importRecord(page, 'two-boats-2p-finished.v2.mqgame');
  await openEnd(page, id);
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('race-chart')).toBeVisible();
  const shown = await badges(page, 'end-screen');
  const boats = [...new Set(shown.map((b) => b.boat))];
  expect(boats.length).toBe(4);
  for (const b of shown) expect(b.shape, b.boat).toBe(BOAT_MARK[b.boat as keyof typeof BOAT_MARK].shape);
  // every two boats differ by more than colour: their shape or their numeral
  const looks = new Map(shown.map((b) => [b.boat, `${b.shape}|${b.mark}`]));
  expect(new Set(looks.values()).size).toBe(looks.size);
  // the chart's dots: each boat's in its own shape
  const dots = await page
    .getByTestId('race-chart')
    .locator('g.boat')
    .evaluateAll((gs) => gs.map((g) => ({ boat: g.getAttribute('data-boat')!, shapes: [...new Set([...g.querySelectorAll('.dot')].map((d) => d.getAttribute('data-shape')))] })));
  expect(dots).toHaveLength(4);
  for (const d of dots) expect(d.shapes).toEqual([BOAT_MARK[d.boat as keyof typeof BOAT_MARK].shape]);
  expect(new Set(dots.map((d) => d.shapes[0])).size).toBe(4);
  await shots(page, 'cb-end-two-boats');
  expect(pageErrors).toEqual([]);
});

for (const on of [false, true]) {
  test(`colour-blind mode ${on ? 'on' : 'off'}: play (Black Rose, five captains), six-boat end screen and replay chart shots`, async ({ app, pageErrors }) => {
    test.skip(!WANT_SHOTS, 'screenshots only (MQ_SHOTS=1)');
    test.setTimeout(180_000);
    const page = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await setColourBlind(page, on);
    const tag = on ? 'on' : 'off';

    // Play: the Black Rose with five captains' boats, a decision pending (lit spaces), docks with passengers.
    const rose = await importRecord(page, 'black-rose-5p-shipyard-unfinished.v2.mqgame');
    await page.getByTestId('open-library').click();
    await expect(page.getByTestId('library-row')).toHaveCount(1); // the one game imported
    await page.getByTestId('library-row').getByTestId('lib-open').click();
    await expect.poll(() => page.evaluate(() => window.__mqPlay?.gameId() ?? null)).toBe(rose);
    await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 });
    const v = await readView(page);
    expect(v.state.boats.length).toBeGreaterThanOrEqual(6);
    await page.waitForTimeout(300);
    await shots(page, `cb-${tag}-play-rose`);

    // End screen and replay of the six-boat race.
    const six = await importRecord(page, 'six-boats-shipyard-finished.v2.mqgame');
    await openEnd(page, six);
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await page.waitForTimeout(300);
    await shots(page, `cb-${tag}-end-six`);
    await openReplay(page, six);
    await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
    const last = await page.getByTestId('replay').getAttribute('data-last');
    await page.getByTestId('replay-last').click();
    await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', last!, { timeout: 15_000 });
    await shots(page, `cb-${tag}-replay-six`);
    expect(pageErrors).toEqual([]);
  });
}
