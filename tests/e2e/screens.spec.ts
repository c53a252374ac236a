// The shell's screens (issue 15): home has one set of actions and keeps developer facts in an About
// box; settings are grouped, styled controls; setup keeps "Cast off!" and its reasons in view,
// offers the B tiles a long river needs and keeps team rows' buttons whole; the library's row
// actions stay on one line. Each screen is photographed at 1280x800 and 1024x700 in the four languages
// (with MQ_SHOTS=1).
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Language } from '../../electron/api/contract.js';
import { ROOT, WANT_SHOTS, expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Whether the element lies wholly inside the window (not scrolled away, not cut by its edges). */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height + 0.5 && box.x + box.width <= vp.width + 0.5;
}

/** The distinct tops of `els` (one value: they sit on one line). */
async function tops(els: Locator): Promise<number[]> {
  const boxes = await Promise.all((await els.all()).map((e) => e.boundingBox()));
  return [...new Set(boxes.map((b) => Math.round(b!.y)))];
}

test('home: one set of actions, the version and host in an About box', async ({ app: page, pageErrors }) => {
  for (const name of ['New game', 'Library', 'Rules']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
  }
  await expect(page.getByText('Running in')).toHaveCount(0);
  await page.getByTestId('open-about').click();
  await expect(page.getByTestId('about')).toContainText('the browser host');
  await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await page.getByTestId('close-about').click();
  await expect(page.getByTestId('about')).toHaveCount(0);
  // Elsewhere the menu bar takes over: still one "Library" button on screen.
  await page.getByTestId('new-game').click();
  await expect(page.getByRole('button', { name: 'Library', exact: true })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

// (the switch's first value is a fresh install's: sound on)
test.describe(() => {
  test.use({ sound: true });
  test('settings: grouped fields with switches, each change saved', async ({ app: page }) => {
    const panel = page.locator('section.settings');
    await expect(panel.getByRole('group')).toHaveCount(4);
    const muted = page.getByTestId('sound-muted');
    await expect(muted).toHaveClass(/switch/);
    // Clicking the field's words flips the switch (the whole row is the label).
    await panel.getByText('Mute sound', { exact: true }).click();
    await expect(muted).toBeChecked();
    await expect(page.getByTestId('sound-volume')).toBeDisabled();
    await page.getByTestId('move-delay').selectOption('2000');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('sound-muted')).toBeChecked();
    await expect(page.getByTestId('move-delay')).toHaveValue('2000');
    // A select is drawn by the app (its own arrow), not the platform's tiny default.
    const look = await page.getByTestId('camera').evaluate((el) => getComputedStyle(el).appearance);
    expect(look).toBe('none');
  });
});

test('setup: Cast off! and why it is disabled stay in view while the form scrolls', async ({ app: page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByTestId('new-game').click();
  // Two captains on one colour: the reason shows at the bottom of the window, whatever is scrolled.
  await page.getByTestId('seat-colour-1').selectOption('white');
  const problems = page.getByTestId('problems');
  await expect(problems).toContainText('white boat');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await inView(page, page.getByTestId('start-game'))).toBe(true);
  expect(await inView(page, problems)).toBe(true);
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await inView(page, page.getByTestId('start-game'))).toBe(true);
  await page.getByTestId('seat-colour-1').selectOption('orange');
  await expect(problems).toHaveCount(0);
  await expect(page.getByTestId('start-game')).toBeEnabled();
});

test('setup: a river longer than 12 tiles ticks the B tiles it needs, and offers them when unticked', async ({ app: page }) => {
  await page.getByTestId('new-game').click();
  await page.getByTestId('river-length').selectOption('15');
  for (const b of ['B1', 'B1-B2', 'B2']) await expect(page.getByTestId(`tile-${b}`)).toBeChecked();
  await expect(page.getByTestId('b-tiles-added')).toHaveText('A river of 15 tiles needs 3 B tiles: B1, B1-B2, B2 ticked (change them above).');
  await expect(page.getByTestId('problems')).toHaveCount(0);
  await expect(page.getByTestId('start-game')).toBeEnabled();

  // The player unticks one: no engine error, an offer to add what is missing.
  await page.getByTestId('tile-B2').uncheck();
  await expect(page.getByTestId('problems')).toContainText('A river of 15 tiles needs 3 B tiles.');
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.getByTestId('b-tiles-offer').scrollIntoViewIfNeeded();
  await shot(page, 'screens-setup-b-tiles-offer-en-1280x800');
  await page.getByTestId('b-tiles-add').click();
  await expect(page.getByTestId('tile-B2')).toBeChecked();
  await expect(page.getByTestId('problems')).toHaveCount(0);

  // Back to 12: the tiles the length ticked are unticked, the one the player ticked stays.
  await page.getByTestId('river-length').selectOption('12');
  await expect(page.getByTestId('tile-B1')).not.toBeChecked();
  await expect(page.getByTestId('tile-B1-B2')).not.toBeChecked();
  await expect(page.getByTestId('tile-B2')).toBeChecked();
  await expect(page.getByTestId('b-tiles-added')).toHaveCount(0);
  await page.getByTestId('river-length').selectOption('14');
  await expect(page.getByTestId('b-tiles-added')).toHaveText('A river of 14 tiles needs 2 B tiles: B1, B2 ticked (change them above).');
  await page.getByTestId('start-game').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'play');
});

test('setup: team rows keep each button whole at 1024x700, also in Russian', async ({ app: page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await setLanguage(page, 'ru');
  await page.getByTestId('new-game').click();
  await page.getByTestId('add-seat').click();
  await page.getByTestId('seat-kind-0').selectOption('computer');
  await page.getByTestId('mode-teams').check();
  for (let i = 0; i < 4; i++) {
    const seat = page.getByTestId(`seat-${i}`);
    // The two team buttons sit side by side, and no button breaks its words over two lines.
    expect(await tops(seat.getByRole('radio'))).toHaveLength(1);
    for (const b of await seat.getByRole('button').all()) {
      const lines = await b.evaluate((el) => {
        const cs = getComputedStyle(el);
        const text = el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
        return Math.round(text / parseFloat(cs.lineHeight));
      });
      expect(lines).toBe(1);
    }
  }
  await page.getByTestId('seat-0').scrollIntoViewIfNeeded();
  await shot(page, 'screens-setup-teams-ru-1024x700');
});

test('library: row actions tidy at 1024x700 (the main button on its line, the small ones together); headings as on the other screens', async ({ app: page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  const record = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
  await page.evaluate(async (text) => {
    const api = window.__mqTest!.api;
    await api.newGame({ players: ['Anna', 'Bruno', 'Clara', 'Dora'].map((name) => ({ name, kind: 'human' as const })), title: 'Robot race — hard wins', seed: 1 });
    await api.importGame({ text });
  }, record);
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  // (at 1024x700 the small buttons go under Continue/Replay when the row has no room: they passed the
  // window's right edge in one line; library-fit.spec checks every button inside the window)
  for (const row of await page.getByTestId('library-row').all()) {
    expect(await tops(row.locator('.acts > button'))).toHaveLength(1);
    expect(await tops(row.locator('.acts .tools button'))).toHaveLength(1);
  }
  // The export keeps the title's characters (the em dash too), as the file name.
  const robot = page.getByTestId('library-row').filter({ hasText: 'Robot race' });
  const [download] = await Promise.all([page.waitForEvent('download'), robot.getByTestId('lib-export').click()]);
  expect(download.suggestedFilename()).toBe('Robot race — hard wins.mqgame');
  // Imported back: the copy is told apart by the tag in its title row and by its own date.
  await page.getByTestId('lib-import-input').setInputFiles(await download.path());
  const copies = page.getByTestId('library-row').filter({ hasText: 'Robot race' });
  await expect(copies).toHaveCount(2);
  const copy = copies.filter({ has: page.getByTestId('lib-imported') });
  await expect(copy).toHaveCount(1);
  const original = copies.filter({ hasNot: page.getByTestId('lib-imported') });
  const when = (row: Locator) => row.locator('td.date time').getAttribute('datetime');
  expect(Date.parse((await when(copy))!)).toBeGreaterThan(Date.parse((await when(original))!));
  const font = (sel: Locator) => sel.evaluate((el) => getComputedStyle(el).fontFamily);
  const libraryHeading = await font(page.locator('#library-title'));
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  expect(await font(page.getByRole('heading', { level: 2 }).first())).toBe(libraryHeading);
});

for (const language of ['en', 'fr', 'it', 'ru'] as const) {
  test(`screenshots of the shell's screens in ${language}`, async ({ app: page }) => {
    // pictures only (the layout checks are the tests above): taken with MQ_SHOTS=1
    test.skip(!WANT_SHOTS, 'screenshots to look at: MQ_SHOTS=1');
    await setLanguage(page, language);
    await page.evaluate(async () => {
      const api = window.__mqTest!.api;
      await api.newGame({ players: ['Anna', 'Bruno', 'Clara'].map((name) => ({ name, kind: 'human' as const })), title: 'Robot race — hard wins', seed: 1 });
    });
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const tag = `${language}-${size.width}x${size.height}`;
      await page.getByTestId('open-about').click();
      await shot(page, `screens-home-${tag}`);
      await page.getByTestId('close-about').click();
      await page.getByTestId('open-settings').or(page.locator('section.settings')).first().scrollIntoViewIfNeeded();
      await shot(page, `screens-settings-${tag}`);
      await page.getByTestId('new-game').click();
      await page.getByTestId('seat-colour-1').selectOption('white');
      await page.getByTestId('river-length').selectOption('14');
      await shot(page, `screens-setup-${tag}`);
      await page.getByTestId('open-library').click();
      await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
      await shot(page, `screens-library-${tag}`);
      await page.getByTestId('open-settings').click();
      await shot(page, `screens-settings-page-${tag}`);
      await page.getByRole('navigation').getByRole('button').first().click(); // home
    }
  });
}
