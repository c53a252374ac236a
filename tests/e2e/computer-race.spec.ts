// A race of computer captains watched on the play screen (issue 14, bug 3): the board, the banner,
// the cards and the log show the same moment, the end is announced once the board gets there (no
// empty box in the side panel, no results screen opening by itself), and "skip to the end" jumps;
// then the end screen's places and a rematch with the same captains (once end.spec.ts). A race
// that is over says its leave button goes home, the game in the library (once in end-screen.spec.ts:
// the same race watched a second time).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect, test } from './fixtures.js';
import { screenView, shot } from './play-helpers.js';

const NAMES = ['Anna', 'Bruno', 'Clara'];

/**
 * The finished 3-player race (a fixture record) cut thirty moves before its end, its three seats given
 * to captains (Anna, Bruno, Clara at `levels`): imported and opened from the library, the captains
 * sail it to the end. (The first rounds are not what the watching tests are about; at the default
 * pause a whole race of 60-odd rounds is shown for a minute and a half.)
 */
async function lateComputerRace(page: Page, levels = ['easy', 'easy', 'easy']): Promise<void> {
  const rec = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8')) as { actions: { type: string }[] };
  const confirms = rec.actions.flatMap((a, i) => (a.type === 'confirm' ? [i] : []));
  const cut = {
    ...rec,
    formatVersion: 2,
    actions: rec.actions.slice(0, confirms.at(-30)! + 1),
    meta: { title: 'Late race', players: NAMES.map((name, i) => ({ name, kind: 'computer', level: levels[i] })) },
    result: null,
    finalHash: null,
  };
  const imported = await page.evaluate((text) => window.__mqTest!.api.importGame({ text }), JSON.stringify(cut));
  expect(imported.ok).toBe(true);
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('play')).toBeVisible();
}

/** The end as announced: the board is still and at the end, nothing is left to show. */
async function expectEndShown(page: Page): Promise<void> {
  await expect(page.getByTestId('to-end')).toBeVisible();
  // the header says who won, as the log does, and no longer the round that was in play (play-test:
  // "See the results" beside "Round 39")
  const said = (await page.getByTestId('game-log').locator('li').last().textContent()) ?? '';
  expect(said).toMatch(/race is over/);
  // whole beside "See the results" at 1280x800: the winner only, the log's sentence in its title
  // (play-test: "The race is over: Capta…")
  await expect(page.getByTestId('race-over')).toHaveText(/^.+ wins!$/);
  await expect(page.getByTestId('race-over')).toHaveAttribute('title', said);
  expect(said).toContain((await page.getByTestId('race-over').textContent())!.replace(/ wins!$/, ''));
  const over = page.getByTestId('race-over');
  expect(await over.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  await expect(page.getByTestId('turn-order').locator('li.now')).toHaveCount(0);
  await expect(page.getByTestId('round')).toHaveCount(0);
  await expect(page.getByTestId('tiles-left')).toHaveCount(0);
  const river = page.locator('[data-scene-ready="true"]');
  // (a few seconds: one software-WebGL frame beside another worker's race can take most of one)
  if (await river.count()) await expect(river).toHaveAttribute('data-animating', 'false', { timeout: 5000 });
  await expect(page.getByTestId('skip-to-end')).toHaveCount(0);
  await expect(page.getByTestId('turn-input')).toHaveCount(0); // no empty box above the boats
  await expect(page.getByTestId('game-log').locator('li').last()).toContainText(/won|race is over/);
  for (const card of await page.locator('[data-testid^="boat-"]').all()) await expect(card).toContainText(/place|Finish/i);
}

test('a computer race is announced over when the board reaches the end; the results wait to be asked for; leaving then says and goes home', async ({ app, pageErrors }) => {
  test.setTimeout(300_000);
  const page = app;
  // Instant animations, but the default pause after each computer move: the board still shows
  // the moves one at a time (and stays behind main) without a whole race of animations to wait for.
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('500');
  await lateComputerRace(page);
  const leave = page.getByTestId('leave-game');
  await expect(leave).toHaveAttribute('title', 'Leave (the game is saved)');
  // Moves are shown one by one, so the board is behind main: skipping is offered meanwhile.
  await expect(page.getByTestId('skip-to-end')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'flow-05-computer-race');
  await expect(page.getByTestId('to-end')).toBeVisible({ timeout: 280_000 });
  await expectEndShown(page);
  await shot(page, 'flow-06-computer-race-over');
  // Nobody is sent to the results: they open when asked (the second test opens them). Meanwhile:
  // a race that is over no longer says "Leave (the game is saved)", in any language.
  const over = Date.now();
  const said: Record<string, string> = {
    fr: 'Retour à l’accueil (la partie est dans la bibliothèque)',
    it: 'Torna all’inizio (la partita è nella biblioteca)',
    ru: 'На главную (партия сохранена в библиотеке)',
    en: 'Back to the home screen (the game is in the library)',
  };
  for (const [lang, words] of Object.entries(said)) {
    await page.getByTestId('play-language').selectOption(lang);
    await expect(leave).toHaveAttribute('title', words);
  }
  await page.waitForTimeout(Math.max(0, 11_000 - (Date.now() - over)));
  await expect(page.getByTestId('play')).toBeVisible();
  // ... and it leaves for the home screen.
  await leave.click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('at the app\'s own pace', () => {
  // (boats sailing at the normal animation speed: there is a showing of the moves to skip; at speed 0
  // only a camera glide between the captains' turns kept "The boats are moving" up, and the steadier
  // camera of issue 14 no longer glides to a boat already in view)
  test.use({ appPace: true });
  test('"skip to the end" jumps the board to where the race is; the end screen has the places, and a rematch keeps the options', async ({ app, pageErrors }) => {
    test.setTimeout(240_000);
    const page = app;
    await page.getByTestId('move-delay').selectOption('2000');
    await lateComputerRace(page, ['medium', 'easy', 'easy']);
    // While moves are shown the header says only that the boats are moving, not whose turn it is
    // (the play-test saw "Captain 1's turn" above "The boats are moving…").
    await page.getByTestId('boats-moving').waitFor({ timeout: 30_000 });
    const header = await page.evaluate(() => ({ turn: document.querySelectorAll('[data-testid="whose-turn"]').length, says: [...document.querySelectorAll('p, h2')].filter((e) => e.textContent === 'The boats are moving…').length }));
    expect(header.turn === 0 || header.says === 0, 'whose turn and "the boats are moving" at once').toBe(true);
    // the button skips the showing of the moves, not the race
    await expect(page.getByTestId('skip-to-end')).toHaveText('Skip the move animations');
    await page.getByTestId('skip-to-end').click({ timeout: 30_000 });
    await expect(page.getByTestId('to-end')).toBeVisible({ timeout: 200_000 });
    await expectEndShown(page);

    // The results open when asked: every captain placed.
    await page.getByTestId('to-end').click();
    await expect(page.getByTestId('end-screen')).toBeVisible();
    const places = page.getByTestId('places').locator('li');
    await expect(places).toHaveCount(3);
    for (const name of NAMES) await expect(page.getByTestId('places')).toContainText(name);
    await shot(page, 'end-01-places');
    // The window's width is used: what next (rematch) is in view without scrolling, the race chart
    // sits beside the places, and the statistics span both columns under them.
    await expect(page.getByTestId('race-stats')).toBeVisible();
    for (const [width, height] of [[1024, 700], [1280, 800], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByTestId('rematch')).toBeInViewport();
      const placesBox = (await page.getByTestId('places').boundingBox())!;
      const chartBox = (await page.getByTestId('race-chart').boundingBox())!;
      const statsBox = (await page.getByTestId('race-stats').boundingBox())!;
      expect(chartBox.x, `${width}: chart beside the places`).toBeGreaterThan(placesBox.x + 200);
      expect(chartBox.y, `${width}: chart at the top`).toBeLessThan(placesBox.y + placesBox.height);
      expect(statsBox.width, `${width}: stats across both columns`).toBeGreaterThan(chartBox.x + chartBox.width - placesBox.x - 40);
      await shot(page, `end-02-layout-${width}x${height}`, true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A rematch: a new game with the same captains and levels.
    const gameBefore = await page.evaluate(() => window.__mqPlay?.gameId() ?? null);
    await page.getByTestId('rematch').click();
    await expect(page.getByTestId('play')).toBeVisible();
    // The play screen shows its view once main has answered: wait for the new game's.
    await expect.poll(() => page.evaluate(() => window.__mqPlay?.view() !== null), { timeout: 20_000 }).toBe(true);
    const rematch = await screenView(page);
    expect(rematch).not.toBeNull();
    expect(rematch!.id).not.toBe(gameBefore);
    expect(rematch!.players.map((p) => [p.name, p.kind, p.level])).toEqual([
      ['Anna', 'computer', 'medium'],
      ['Bruno', 'computer', 'easy'],
      ['Clara', 'computer', 'easy'],
    ]);
    expect(pageErrors).toEqual([]);
  });
});
