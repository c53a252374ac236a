// The library's rows fit the window (pseudo-locale play-test: at 1280x800 a row's action buttons
// passed the right edge and the table scrolled sideways; at 1024x700 it did in every language): at
// 1024x700, 1280x800 and 1920x1080, in English, French, Italian, Russian and the pseudo-locale (whose
// column names made its table ~53 px wider than 1280x800), the table is no wider than its box, every
// action button of every row is inside the window (a decided challenge's verdict and "Result" too), and no text on the screen (menus' chosen values
// included) is cut or wrapped in its button (the column names stay on one line: wrapped, they failed the text check).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect, test } from './fixtures.js';
import { decideChallenges } from './decided-challenges.js';
import { cutMenus, textProblems } from './text-fit.js';
import { setLanguage } from './support/language.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
type Hooks = { __mqTest: { api: Record<string, (q: unknown) => Promise<{ ok: boolean }>> } };

/** What passes the right edge: the table beyond its box, or a row's button beyond the window. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const box = document.querySelector('[data-testid="library"] .scroll')!;
    if (box.scrollWidth > box.clientWidth + 1) out.push(`the table is ${box.scrollWidth}px wide in a box of ${box.clientWidth}px`);
    for (const b of document.querySelectorAll<HTMLElement>('[data-testid="library-row"] button')) {
      const r = b.getBoundingClientRect();
      if (r.right > Math.min(window.innerWidth, box.getBoundingClientRect().right) + 1) out.push(`${b.dataset.testid}: right edge at ${Math.round(r.right)}px`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    return out;
  });
}

/** The library with its four rows (a replay, a game under way, two decided challenges), the app loaded as `lang` has it. */
async function openLibrary(page: Page, url: string, pseudo: boolean): Promise<void> {
  if (pseudo) {
    await page.addInitScript(() => {
      (window as Window & { __mqLang?: string }).__mqLang = 'pseudo';
    });
  }
  await page.goto(url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // a finished game (Replay) and one under way with a computer captain (Continue, the level mark)
  const made = await page.evaluate(async (text) => {
    const api = (window as unknown as Hooks).__mqTest.api;
    const a = await api.importGame!({ text });
    const b = await api.newGame!({ players: [{ name: 'Anna', kind: 'human' }, { name: 'Bruno', kind: 'computer', level: 'expert' }, { name: 'Clara', kind: 'human' }], title: 'Under way', seed: 1 });
    return [a.ok, b.ok];
  }, FINISHED);
  expect(made).toEqual([true, true]);
  // two decided challenges: "✓ Challenge solved ★★" and "Challenge not solved", each with "Result"
  expect(await decideChallenges(page)).toEqual(['met 2', 'failed 0']);
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('library-row')).toHaveCount(4);
}

/** What does not fit, at each of the three sizes. */
async function problemsAtEverySize(page: Page, lang: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    const at = `${lang} ${size.width}x${size.height}`;
    for (const p of await overflow(page)) problems.push(`${at}: ${p}`);
    for (const p of await textProblems(page)) problems.push(`${at}: "${p.text}" ${p.problem} (${p.where})`);
    for (const p of await cutMenus(page)) problems.push(`${at}: ${p}`);
  }
  return problems;
}

// (the four languages on one library, switched in place: a test per language cost each the app's
// load, the import and the two challenges played)
test('en, fr, it, ru: the library\'s rows and their actions fit at 1024x700, 1280x800 and 1920x1080', async ({ page, host, pageErrors }) => {
  test.setTimeout(120_000);
  await openLibrary(page, host.url, false);
  const problems: string[] = [];
  for (const lang of ['en', 'fr', 'it', 'ru']) {
    await setLanguage(page, host, lang);
    problems.push(...(await problemsAtEverySize(page, lang)));
  }
  expect(problems).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('pseudo: the library\'s rows and their actions fit at 1024x700, 1280x800 and 1920x1080', async ({ page, host, pageErrors }) => {
  test.setTimeout(90_000);
  await openLibrary(page, host.url, true);
  expect(await problemsAtEverySize(page, 'pseudo')).toEqual([]);
  expect(pageErrors).toEqual([]);
});
