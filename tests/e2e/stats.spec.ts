// End-of-race stats through the app: a finished three-captain race (imported); the end screen's
// stats table shows, cell by cell, what the engine's raceStats computes from the game's events
// (fetched here through the API), and the replay shows the stats counted up to the move shown.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ResponseOf } from '../../electron/api/contract.js';
import { playRandomGame } from '../../cli/random-play.js';
import { ENGINE_VERSION, RULES_VERSION, defaultConfig, newGame, raceStats, type BoatStats, type GameEvent, type GameRecord, type GameState } from '../../engine/index.js';
import { expect, ROOT, test, WANT_SHOTS } from './fixtures.js';
import { shot } from './play-helpers.js';

type Timeline = ResponseOf<'getReplayTimeline'>;
type Position = ResponseOf<'getGameAt'>;

interface Hooks {
  __mqReplay: { seek(seq: number): Promise<void> };
  __mqPlay: { gameId(): string | null; openEnd(id: string): void };
  __mqTest: { api: Record<string, (req: unknown) => Promise<{ ok: boolean; value?: unknown; code?: string }>> };
}

async function call<T>(page: Page, name: string, req: unknown): Promise<T> {
  const r = await page.evaluate(([n, q]) => (window as unknown as Hooks).__mqTest.api[n as string]!(q), [name, req] as const);
  if (!r.ok) throw new Error(`${name} refused: ${r.code}`);
  return r.value as T;
}

/** What each table row shows for a boat (the cell's data-value). */
const CELLS: Record<string, (b: BoatStats) => number | null> = {
  coalSpent: (b) => b.coalSpent,
  coalRefilled: (b) => b.coalRefilled,
  coalReceived: (b) => b.coalReceived,
  coalGiven: (b) => b.coalGiven,
  pushesGiven: (b) => b.pushesGiven,
  pushesTaken: (b) => b.pushesTaken,
  crashes: (b) => b.crashes,
  turnsLost: (b) => b.turnsLost,
  passengers: (b) => b.passengers.length,
  timesAground: (b) => b.timesAground,
  turnsAground: (b) => b.turnsAground,
  fastest: (b) => b.fastestTurn?.spaces ?? null,
  roundsLed: (b) => b.roundsLed,
};

// A basic game (no advanced tiles, one boat each): no depot, sandbank or transfer rows.
const BASIC_ROWS = ['coalSpent', 'pushesGiven', 'pushesTaken', 'crashes', 'turnsLost', 'passengers', 'fastest', 'roundsLed'];

// Two boats each on a river with every advanced tile: all the rows.
const ALL_ROWS = ['coalSpent', 'coalRefilled', 'coalReceived', 'coalGiven', 'pushesGiven', 'pushesTaken', 'crashes', 'turnsLost', 'passengers', 'timesAground', 'turnsAground', 'fastest', 'roundsLed'];

async function expectTable(page: Page, scope: string, expected: BoatStats[], rows = BASIC_ROWS): Promise<void> {
  const table = page.getByTestId(scope).getByTestId('race-stats-table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  const shown = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.getAttribute('data-stat')));
  expect(shown).toEqual(rows);
  for (const b of expected) {
    for (const stat of rows) {
      const value = CELLS[stat]!;
      await expect(table.locator(`td[data-boat="${b.boat}"][data-stat="${stat}"]`), `${b.boat} ${stat}`).toHaveAttribute('data-value', String(value(b) ?? ''));
    }
  }
}

test('the end screen and the replay show the race stats the engine counts', async ({ app, pageErrors }) => {
  test.setTimeout(300_000);
  const page = app;
  // A finished three-captain race, imported, its end screen opened (as at the end of a race: the
  // way there through the UI is replay.spec.ts's race of computer captains).
  const text = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
  const gameId = (await call<{ id: string }>(page, 'importGame', { text })).id;
  await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openEnd(id), gameId);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
  const tl = await call<Timeline>(page, 'getReplayTimeline', { gameId });
  const start = (await call<Position>(page, 'getGameAt', { gameId, seq: 0 })).state as GameState;
  const all = tl.entries.flatMap((e) => e.events) as GameEvent[];
  const whole = raceStats(start, all, tl.chart);
  // a real race: boats sailed, some coal was burned, passengers came aboard
  expect(whole.boats.every((b) => b.fastestTurn !== null)).toBe(true);
  expect(whole.boats.reduce((n, b) => n + b.passengers.length, 0)).toBeGreaterThan(0);

  const stats = page.getByTestId('end-screen').getByTestId('race-stats');
  await expect(stats).toHaveAttribute('data-upto', 'end');
  await expectTable(page, 'end-screen', whole.boats);
  // columns in finishing order
  const places = (await call<ResponseOf<'getGame'>>(page, 'getGame', { gameId })).result!.places;
  expect(await stats.locator('thead th[data-boat]').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-boat')))).toEqual(places);
  await expect(stats.getByTestId('race-stats-lead')).toHaveAttribute('data-changes', String(whole.leadChanges.length));
  // every passenger is listed with its tile and dock
  const pickups = stats.getByTestId('race-stats-pickups');
  for (const b of whole.boats) {
    for (const p of b.passengers) await expect(pickups.locator(`li[data-boat="${b.boat}"]`)).toContainText(`tile ${p.tileIndex + 1}`);
  }

  await stats.scrollIntoViewIfNeeded();
  await shot(page, 'stats-01-end-1280');
  await shot(page, 'stats-02-end-1280-full', true);
  if (WANT_SHOTS) {
    await page.setViewportSize({ width: 1024, height: 700 });
    await stats.scrollIntoViewIfNeeded();
    await shot(page, 'stats-03-end-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The replay: the stats follow the move shown (here the start of the third round).
  await page.getByTestId('watch-replay').click();
  await expect(page.getByTestId('replay')).toBeVisible({ timeout: 20_000 });
  const at = tl.rounds[2]!.seq;
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), at);
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(at), { timeout: 15_000 });
  const upTo = raceStats(
    start,
    tl.entries.filter((e) => e.seq <= at).flatMap((e) => e.events) as GameEvent[],
    tl.chart.filter((p) => p.seq <= at),
  );
  const replayStats = page.getByTestId('replay').getByTestId('race-stats');
  await expect(replayStats).toHaveAttribute('data-upto', String(at));
  await expectTable(page, 'replay', upTo.boats);
  // by then fewer spaces have been sailed than in the whole race
  const sum = (s: typeof whole) => s.boats.reduce((n, b) => n + b.coalSpent + b.passengers.length + b.pushesGiven + (b.fastestTurn?.spaces ?? 0), 0);
  expect(sum(upTo)).toBeLessThanOrEqual(sum(whole));
  await replayStats.scrollIntoViewIfNeeded();
  await shot(page, 'stats-04-replay-1280');
  await page.setViewportSize({ width: 1024, height: 700 });
  await replayStats.scrollIntoViewIfNeeded();
  await shot(page, 'stats-05-replay-1024');

  // At the end of the log the replay shows the whole race's figures.
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), tl.lastSeq);
  await expect(replayStats).toHaveAttribute('data-upto', String(tl.lastSeq), { timeout: 15_000 });
  await expectTable(page, 'replay', whole.boats);
  expect(pageErrors).toEqual([]);
});

test('an imported game with two boats each and the advanced tiles: depots, sandbanks and transfers too', async ({ app, pageErrors }) => {
  test.setTimeout(120_000); // four table checks and three screenshots of a long river (software WebGL)
  const page = app;
  // played here by the engine's random player, then imported as a saved game would be
  const config = defaultConfig(2, { advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'] });
  const played = playRandomGame(newGame(config, 24), { seed: 24, policy: 'eager' });
  expect(played.finished).toBe(true);
  const record: GameRecord = { format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config, seed: 24, actions: played.actions };
  const imported = await call<{ id: string }>(page, 'importGame', { text: JSON.stringify(record) });
  const tl = await call<Timeline>(page, 'getReplayTimeline', { gameId: imported.id });
  const start = (await call<Position>(page, 'getGameAt', { gameId: imported.id, seq: 0 })).state as GameState;
  const whole = raceStats(start, tl.entries.flatMap((e) => e.events) as GameEvent[], tl.chart);
  // (seed 24: coal was passed, taken at depots, and boats ran aground; no action starts two rounds at once, which the race chart's keys do not take yet)
  for (const k of ['coalGiven', 'coalRefilled', 'timesAground'] as const) expect(whole.boats.reduce((n, b) => n + b[k], 0)).toBeGreaterThan(0);

  await page.getByTestId('open-library').click();
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toBeVisible({ timeout: 20_000 });
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), tl.lastSeq);
  await expect(page.getByTestId('replay').getByTestId('race-stats')).toHaveAttribute('data-upto', String(tl.lastSeq), { timeout: 15_000 });
  await expectTable(page, 'replay', whole.boats, ALL_ROWS);
  await page.getByTestId('replay').getByTestId('race-stats').scrollIntoViewIfNeeded();
  await shot(page, 'stats-06-replay-advanced-1280');

  // In Russian: the words follow the language, the figures stay.
  await page.getByTestId('replay-leave').click();
  // The settings: on the home screen itself, else behind the menu bar's Settings.
  if (await page.getByTestId('open-settings').isVisible()) await page.getByTestId('open-settings').click();
  await page.getByTestId('language').selectOption('ru');
  await page.getByTestId('open-library').click();
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toBeVisible({ timeout: 20_000 });
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), tl.lastSeq);
  const ru = page.getByTestId('replay').getByTestId('race-stats');
  await expect(ru).toHaveAttribute('data-upto', String(tl.lastSeq), { timeout: 15_000 });
  await expect(ru).toContainText('Статистика гонки');
  await expectTable(page, 'replay', whole.boats, ALL_ROWS);
  await page.setViewportSize({ width: 1024, height: 700 });
  await ru.scrollIntoViewIfNeeded();
  await shot(page, 'stats-07-replay-advanced-ru-1024');
  expect(pageErrors).toEqual([]);
});

test('against computer captains the end screen speaks to the one human: a "you" mark, and "you win" or your place', async ({ app, pageErrors }) => {
  const page = app;
  // The same finished race, its three seats given as one human and two captains (a version-2 record).
  const v1 = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8')) as Record<string, unknown>;
  const players = [
    { name: 'Ada', kind: 'human' },
    { name: 'Bot Bea', kind: 'computer', level: 'easy' },
    { name: 'Bot Cy', kind: 'computer', level: 'medium' },
  ];
  const v2 = { ...v1, formatVersion: 2, meta: { title: 'One human', players }, result: null, finalHash: null };
  const gameId = (await call<{ id: string }>(page, 'importGame', { text: JSON.stringify(v2) })).id;
  await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openEnd(id), gameId);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
  const rows = page.getByTestId('places').locator('li');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('you-mark')).toHaveCount(1);
  const mine = rows.filter({ has: page.getByTestId('you-mark') });
  await expect(mine).toContainText('Ada');
  const place = ((await mine.locator('.n').textContent()) ?? '').trim();
  if (place === '1st') {
    await expect(page.getByTestId('winner')).toHaveText('You win the race!');
    await expect(page.getByTestId('your-place')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('winner')).not.toContainText('Ada');
    await expect(page.getByTestId('your-place')).toHaveText(`You finished ${place}.`);
  }
  // The chart draws the player's line thick, and only theirs: no captain's line looks as heavy
  // (a light halo once made a captain's blue line the thickest).
  const ada = (await call<{ state: GameState }>(page, 'getGame', { gameId })).state.boats.find((b) => b.owner === 0)!.id;
  const widths = await page.getByTestId('race-chart').locator('polyline').evaluateAll((ls) =>
    ls.map((l) => ({ boat: l.nextElementSibling?.getAttribute('data-boat') ?? l.getAttribute('data-boat'), halo: l.classList.contains('halo'), w: parseFloat(getComputedStyle(l).strokeWidth), o: parseFloat(getComputedStyle(l).strokeOpacity), stroke: getComputedStyle(l).stroke })),
  );
  expect(widths.filter((l) => !l.halo && l.boat === ada)).toHaveLength(1);
  await expect(page.getByTestId('race-chart').locator(`polyline[data-mine="true"]`)).toHaveAttribute('data-boat', ada);
  const mineW = Math.max(...widths.filter((l) => l.boat === ada).map((l) => l.w));
  for (const l of widths.filter((x) => x.boat !== ada)) {
    expect(l.w, `${l.boat} ${l.halo ? 'halo' : 'line'}`).toBeLessThan(mineW);
    // a captain's halo is dark: it does not widen the line as the player's does
    if (l.halo) expect(l.stroke, `${l.boat} halo`).toBe('rgb(0, 0, 0)');
  }
  await shot(page, 'end-03-you');
  // Settings from the results and back: the results are still there, in the language chosen there.
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-back').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('you-mark')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});
