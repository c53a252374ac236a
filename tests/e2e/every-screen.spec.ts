// Every screen in every language (issue 15): home, settings, rules, the lessons and one lesson, the
// setup, the network host and join screens, the library, a finished race's replay and end screen,
// and the play screen with a move being planned and then the captain's hint open, in English,
// French, Italian, Russian and the pseudo-locale at 1280x800. On each: no text clipped, sticking
// out of its button, wrapping inside it or widening the page, no word cut across two lines
// (text-fit.ts); on the end screen the boats' badges line up whatever the width of the place
// words. Screenshots (whole pages) are written with MQ_SHOTS=1 to
// test-results/every-screen/<language>-<screen>.png, to be looked at.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { destinations } from '../../renderer/src/lib/turns.js';
import { ROOT, WANT_SHOTS, expect, test } from './fixtures.js';
import { destEntry, readView, waitIdle } from './play-helpers.js';
import { setOff } from './play-modes.js';
import { decideChallenges } from './decided-challenges.js';
import { brokenWords, textProblems, untranslated } from './text-fit.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
const SHOTS = path.join(ROOT, 'test-results', 'every-screen');

interface Hooks {
  __mqPlay: { openReplay(id: string): void; openEnd(id: string): void };
  __mqTest: { api: { importGame(q: unknown): Promise<{ ok: boolean; value?: { id: string } }> } };
}

/** The left edges of the end screen's badges, one per place (they line up: one value). */
function badgeLefts(page: Page): Promise<number[]> {
  return page
    .getByTestId('places')
    .locator('li svg.badge')
    .evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left)))]);
}

for (const lang of ['en', 'fr', 'it', 'ru', 'pseudo'] as const) {
  test(`every screen in ${lang} at 1280x800: no clipped or overflowing text; the end screen's badges line up`, async ({ page, host, pageErrors }) => {
    test.setTimeout(150_000);
    const problems: string[] = [];
    const check = async (screen: string) => {
      // the pictures are whole pages: what a player scrolls to is judged too
      if (WANT_SHOTS) await page.screenshot({ path: path.join(SHOTS, `${lang}-${screen}.png`), fullPage: true });
      for (const p of await textProblems(page)) problems.push(`${screen}: ${p.problem}: "${p.text}" (${p.where})`);
      for (const w of await brokenWords(page)) problems.push(`${screen}: the word "${w}" is cut across two lines`);
      if (lang === 'pseudo') {
        const stray = await untranslated(page);
        if (stray.length) console.log(`${screen}: text outside the catalogue (names, titles or missing keys): ${stray.join(' | ')}`);
      }
    };
    const home = async () => {
      await page.goto(`${host.origin}/`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('new-game')).toBeVisible();
    };

    if (lang === 'pseudo') {
      await page.addInitScript(() => {
        (window as Window & { __mqLang?: string }).__mqLang = 'pseudo';
      });
    }
    await page.goto(host.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    if (lang !== 'pseudo') {
      await page.getByTestId('language').selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await page.getByTestId('animation-speed').selectOption('0');
    const finished = await page.evaluate(async (text) => (await (window as unknown as Hooks).__mqTest.api.importGame({ text })).value?.id ?? null, FINISHED);
    expect(finished).not.toBeNull();

    // Home, its About box open; the settings (on the home screen and their own screen).
    await page.getByTestId('open-about').click();
    await check('home');
    await page.getByTestId('close-about').click();
    await page.getByTestId('open-rules').click();
    await expect(page.getByTestId('keys')).toBeVisible();
    await check('rules');
    await page.getByTestId('open-settings').click();
    await expect(page.locator('section.settings')).toBeVisible();
    await check('settings');

    // The lessons, and the first one open.
    await home();
    await page.getByTestId('open-lessons').click();
    await expect(page.getByTestId('lesson-play-1')).toBeEnabled();
    await check('lessons');
    await page.getByTestId('lesson-play-1').click();
    await expect(page.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 20_000 });
    await waitIdle(page);
    await check('lesson');

    // The network: joining (from home) and hosting (from the setup).
    await home();
    await page.getByTestId('net-join-open').click();
    await expect(page.locator('body')).toHaveAttribute('data-screen', 'netLobby');
    await check('net-join');
    await home();
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('new-game-form')).toBeVisible();
    await check('setup');
    await page.getByTestId('net-host-open').click();
    await expect(page.getByTestId('net-host-name')).toBeVisible();
    await check('net-host');

    // The finished race: its replay at the end, and its end screen.
    await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openReplay(id), finished!);
    await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
    const last = await page.getByTestId('replay').getAttribute('data-last');
    await page.getByTestId('replay-last').click();
    await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', last!, { timeout: 15_000 });
    await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
    await check('replay');
    await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openEnd(id), finished!);
    await expect(page.getByTestId('race-chart')).toBeVisible({ timeout: 20_000 });
    await check('end');
    const lefts = await badgeLefts(page);
    expect(lefts.length, 'badges measured').toBeGreaterThan(0);
    expect(lefts, "the end screen's badges start at one edge").toHaveLength(1);

    // A race: a move being planned (a speed and a space chosen), then the captain's hint.
    await home();
    await page.getByTestId('new-game').click();
    await page.getByTestId('seed').fill('11');
    await page.getByTestId('start-game').click();
    const v = await setOff(page);
    const boat = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
    const speed = Math.min(boat.speed + 1, 6);
    const dest = destinations(v.legalTurns, v.state, speed)[0]!;
    await page.getByTestId(`speed-${speed}`).click();
    await (await destEntry(page, dest.key)).click();
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
    await waitIdle(page);
    await check('play-planned');
    await page.getByTestId('undo').click();
    await readView(page);
    await page.getByTestId('hint-ask').click();
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 });
    await check('play-hint');

    // The library, with the race under way, the finished one and two decided challenges (solved, not solved).
    await home();
    expect(await decideChallenges(page)).toEqual(['met 2', 'failed 0']);
    await page.getByTestId('open-library').click();
    await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
    await check('library');

    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
