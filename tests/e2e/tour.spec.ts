// The tour of every screen (issue 15): every screen a player can reach, in English, French, Italian,
// Russian and the pseudo-locale, at 1280x800. On each, in each language: no text clipped, sticking
// out of its button, wrapping inside it or widening the page, no word cut across two lines
// (text-fit.ts), no English made-up name left in another language; on the end screen the boats'
// badges line up whatever the width of the place words; the view tools' menus drawn like the
// settings' ones. With MQ_SHOTS=1 each is saved as tests/e2e/screenshots/tour-NN-<screen>-<lang>.png
// to be opened and judged. To keep it quick, one page walks the screens once and takes each in the
// four languages in turn (a settings change re-renders the screen in place); the pseudo-locale, a
// test hook read at load, walks on a page of its own.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { translator } from '../../renderer/src/lib/i18n.js';
import { ROOT, expect, test, type HostInfo } from './fixtures.js';
import { decideChallenges } from './decided-challenges.js';
import { leaveHandOver, readView, shot, waitIdle } from './play-helpers.js';
import { brokenWords, textProblems, untranslated } from './text-fit.js';

type Lang = 'en' | 'fr' | 'it' | 'ru' | 'pseudo';
/** Browser locales for a fresh window that has no settings yet (the spent-address error). */
const LOCALE: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', it: 'it-IT', ru: 'ru-RU', pseudo: 'en-US' };
const record = (name: string) => fs.readFileSync(path.join(ROOT, 'tests/fixtures/records', name), 'utf8');
const FINISHED = record('finished-3p.v1.mqgame');
const UNFINISHED = record('unfinished-4p.v2.mqgame');

type Api = Record<string, (q: unknown) => Promise<{ ok: boolean; value?: { id: string } }>>;
type Hooks = {
  __mqTest: { api: Api; settingsSeq(): number };
  __mqPlay: { openEnd(id: string): void };
  __mqReplay: { seek(seq: number): void };
};
const pseudoHook = () => ((window as Window & { __mqLang?: string }).__mqLang = 'pseudo');

async function importRecord(page: Page, text: string): Promise<string> {
  const r = await page.evaluate(async (t) => (window as unknown as Hooks).__mqTest.api.importGame!({ text: t }), text);
  expect(r.ok).toBe(true);
  return r.value!.id;
}

async function setSettings(page: Page, patch: Record<string, unknown>): Promise<void> {
  const ok = await page.evaluate(async (p) => {
    const w = window as unknown as Hooks;
    return (await w.__mqTest.api.setSettings!({ expectSeq: w.__mqTest.settingsSeq(), patch: p })).ok;
  }, patch);
  expect(ok).toBe(true);
}

/** A select drawn like the settings' ones (app.css select.styled): no native look, the brass arrow. */
async function styledSelect(page: Page, testId: string): Promise<{ appearance: string; arrow: boolean }> {
  return page.getByTestId(testId).evaluate((el) => {
    const s = getComputedStyle(el);
    return { appearance: s.appearance, arrow: s.backgroundImage.includes('linear-gradient') };
  });
}

/** The spent launch address opened again in a fresh window (its locale: that language too): refused, in words. */
async function spentAddress(browser: Browser, host: HostInfo, lang: Lang, name: string): Promise<void> {
  const context = await browser.newContext({ locale: LOCALE[lang], viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (lang === 'pseudo') await page.addInitScript(pseudoHook);
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'error');
  // the refusal in its own words, not after "Could not reach the game service" (it was reached)
  await expect(page.getByRole('alert')).toHaveText(translator(lang)('error.host/link-spent'));
  await shot(page, name);
  await context.close();
}

async function tour(page: Page, host: HostInfo, browser: Browser, langs: Lang[]): Promise<void> {
  leaveHandOver(true);
  if (langs[0] === 'pseudo') await page.addInitScript(pseudoHook);
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // No animations or computer pauses to wait for: the pictures are of still screens.
  await setSettings(page, { animationSpeed: 0, moveDelay: 0 });
  const finished = await importRecord(page, FINISHED);
  await importRecord(page, UNFINISHED);
  // two decided challenges (solved, not solved) for the library's rows
  expect(await decideChallenges(page)).toEqual(['met 2', 'failed 0']);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');

  let lang: Lang = 'en';
  let n = 0;
  const problems: string[] = [];
  /** The screen as it is, photographed in each language (and checked for English made-up names). */
  const snap = async (screen: string, fullPage = false) => {
    n++;
    for (const l of langs) {
      if (l !== lang && l !== 'pseudo') {
        await setSettings(page, { language: l });
        await expect(page.locator('html')).toHaveAttribute('lang', l);
      }
      lang = l;
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      if (l !== 'en') expect(await page.locator('body').innerText(), `${screen} in ${l}`).not.toMatch(/\b(Player|Captain) \d\b/);
      for (const p of await textProblems(page)) problems.push(`${screen} (${l}): ${p.problem}: "${p.text}" (${p.where})`);
      for (const w of await brokenWords(page)) problems.push(`${screen} (${l}): the word "${w}" is cut across two lines`);
      if (l === 'pseudo') {
        const stray = await untranslated(page);
        if (stray.length) console.log(`${screen}: text outside the catalogue (names, titles or missing keys): ${stray.join(' | ')}`);
      }
      await shot(page, `tour-${String(n).padStart(2, '0')}-${screen}-${l}`, fullPage);
    }
  };
  /** Home, loaded again (the session kept): where the screens below start from. */
  const home = async () => {
    await page.goto(`${host.origin}/`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('new-game')).toBeVisible();
  };

  // Home (with the game to continue) and its About box; the shell's screens.
  await expect(page.getByTestId('continue-card')).toBeVisible();
  await page.getByTestId('open-about').click();
  await snap('home-about');
  await page.getByTestId('close-about').click();
  await page.getByTestId('open-rules').click();
  await expect(page.getByTestId('rules')).toBeVisible();
  await snap('rules', true);
  await page.getByTestId('open-settings').click();
  await snap('settings');
  await page.getByTestId('nav-challenges').click();
  await expect(page.getByTestId('challenges')).toBeVisible();
  await snap('challenges');
  await page.getByTestId('scenario-file').setInputFiles({ name: 'not.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "x"}') });
  await expect(page.getByTestId('challenges-failure')).toBeVisible();
  await snap('challenges-error');

  // The lessons, and the first one open.
  await home();
  await page.getByTestId('open-lessons').click();
  await expect(page.getByTestId('lesson-play-1')).toBeEnabled();
  await snap('lessons');
  await page.getByTestId('lesson-play-1').click();
  await expect(page.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 20_000 });
  await waitIdle(page);
  await snap('lesson');

  // The network: joining (from home) and hosting (from the setup).
  await home();
  await page.getByTestId('net-join-open').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'netLobby');
  await snap('net-join');
  await home();
  await page.getByTestId('new-game').click();
  await page.getByTestId('net-host-open').click();
  await expect(page.getByTestId('net-host-name')).toBeVisible();
  await snap('net-host');

  // Library: both games (made-up player names in the player's language) and the two challenges; a file that is no game.
  await home();
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('library-row')).toHaveCount(4);
  await snap('library');
  await page.getByTestId('lib-import-input').setInputFiles({ name: 'broken.mqgame', mimeType: 'application/json', buffer: Buffer.from('{"format": "nope"}') });
  await expect(page.getByTestId('lib-import-error')).toBeVisible();
  await snap('library-import-error');

  // End screen with the race stats, then the replay at a middle move.
  await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openEnd(id), finished);
  await expect(page.getByTestId('end-screen').getByTestId('race-stats')).toHaveAttribute('data-upto', 'end');
  await snap('end', true);
  const lefts = await page
    .getByTestId('places')
    .locator('li svg.badge')
    .evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left)))]);
  expect(lefts.length, 'badges measured').toBeGreaterThan(0);
  expect(lefts, "the end screen's badges start at one edge").toHaveLength(1);
  await page.getByTestId('watch-replay').click();
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  const last = Number(await replay.getAttribute('data-last'));
  const middle = Math.round(last / 2);
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), middle);
  await expect(replay).toHaveAttribute('data-seq', String(middle), { timeout: 15_000 });
  await expect(replay).toHaveAttribute('data-idle', 'true');
  expect(await styledSelect(page, 'replay-speed')).toEqual({ appearance: 'none', arrow: true });
  // the camera went with the seek: the boat to move is on the board's view (it was left at the start)
  const onView = await page.evaluate(
    async ({ id, seq }) => {
      const w = window as unknown as Hooks & { __mqScene: { badgeToScreen(b: string): { x: number; y: number } | null } };
      const at = (await w.__mqTest.api.getGameAt!({ gameId: id, seq })) as unknown as { value: { state: { pending: { boat?: string } } } };
      const p = w.__mqScene.badgeToScreen(at.value.state.pending.boat!);
      const r = document.querySelector('[data-testid="replay"] canvas')!.getBoundingClientRect();
      return !!p && p.x > r.left && p.x < r.right && p.y > r.top && p.y < r.bottom;
    },
    { id: finished, seq: middle },
  );
  expect(onView).toBe(true);
  await snap('replay');

  // Setup: the form, a line-up that cannot start yet, a long river's B tiles.
  await page.getByTestId('replay-leave').click(); // back to the end screen
  await page.getByRole('navigation').getByRole('button').nth(1).click(); // new game
  await expect(page.getByTestId('start-game')).toBeVisible();
  await snap('setup');
  await page.getByTestId('seat-colour-1').selectOption('white');
  await expect(page.getByTestId('problems')).toBeVisible();
  await snap('setup-cannot-start');
  await page.getByTestId('seat-colour-1').selectOption('orange');
  await page.getByTestId('river-length').selectOption('15');
  await page.getByTestId('river-length').scrollIntoViewIfNeeded(); // the B tiles it needs, below the fold
  await snap('setup-long-river');
  await page.getByTestId('river-length').selectOption('12');

  // Play, a new hot-seat game: it opens under the hand-over cover, which comes back between players.
  await page.getByTestId('start-game').click();
  await waitIdle(page);
  await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('hand-over-start')).toBeVisible();
  await snap('play-hand-over');
  await page.getByTestId('hand-over-start').click();
  await expect(page.getByTestId('hand-over-start')).toHaveCount(0);
  expect(await styledSelect(page, 'play-camera')).toEqual({ appearance: 'none', arrow: true });
  await page.getByTestId('heading-0').click(); // the start heading previewed on the board
  await snap('play-start-heading');
  await page.getByTestId('heading-0').click();
  await waitIdle(page);
  await page.getByTestId('hand-over-start').click();

  // The unfinished race, mid-river: its cover on resuming, then a speed chosen and a way picked.
  await page.locator('nav.tools button').last().click(); // leave to home
  await page.getByTestId('open-library').click();
  await page.getByTestId('library-row').filter({ hasText: /Unfinished river run/ }).getByTestId('lib-open').click();
  await waitIdle(page);
  await expect(page.getByTestId('hand-over-start')).toBeVisible();
  await page.getByTestId('hand-over-start').click();
  const view = await readView(page);
  expect(view.pending.kind).toBe('move');
  if (!view.state.turn?.speedChosen) {
    const boat = view.state.boats.find((b) => b.id === (view.pending as { boat: string }).boat)!;
    await page.getByTestId(`speed-${Math.max(1, Math.min(4, boat.speed))}`).click();
  }
  await page.locator('[data-testid^="dest-"]').first().click();
  await expect(page.getByTestId('confirm')).toBeEnabled();
  // headings over the boats read whole in a real language (the turn order was cut to "ORDINE DI TU…")
  if (langs[0] !== 'pseudo') {
    for (const l of langs) {
      if (l !== lang) await setSettings(page, { language: l });
      await expect(page.locator('html')).toHaveAttribute('lang', l);
      lang = l;
      const cut = await page.locator('[data-testid="play"] .side .cap').evaluateAll((els) =>
        els.filter((e) => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
      );
      expect(cut, l).toEqual([]);
    }
  }
  await snap('play-mid-race');
  // the captain's hint, asked with the move taken back
  await page.getByTestId('undo').click();
  await readView(page);
  await page.getByTestId('hint-ask').click();
  await expect(page.getByTestId('hint')).toBeVisible({ timeout: 30_000 });
  await snap('play-hint');

  // refused in the player's saved language (the host tells it: the page has no session to read it with)
  for (const l of langs) {
    if (l !== 'pseudo') await setSettings(page, { language: l });
    await spentAddress(browser, host, l, `tour-${String(n + 1).padStart(2, '0')}-error-spent-address-${l}`);
  }
  expect(problems).toEqual([]);
}

// The four languages on one walk (a screen reached once, then re-worded: the walk costs more than
// a language), the pseudo-locale on its own page (the timeouts allow for a busy machine).
for (const langs of [['en', 'fr', 'it', 'ru'], ['pseudo']] as Lang[][]) {
  test(`tour of every screen at 1280x800 in ${langs.join(', ')}`, async ({ page, host, browser, pageErrors }) => {
    test.setTimeout(360_000);
    await tour(page, host, browser, langs);
    expect(pageErrors).toEqual([]);
  });
}
