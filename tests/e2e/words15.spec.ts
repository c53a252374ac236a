// The words play-test (issue 15) on screen: the 1998 expansion rules greyed out with the reason when
// they change nothing, French key caps on the Rules screen, an imported game named in the player's
// language, and the play header's language menu drawn like the settings' one. (No race toast left
// over the board once the race is over: modes.spec.ts, at the end of its whole race.)
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
type Hooks = { __mqTest: { api: Record<string, (q: unknown) => Promise<unknown>> } };

async function language(page: Page, lang: string): Promise<void> {
  await page.getByTestId('language').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('setup: the 1998 expansion rules are offered only with the Black Rose or driftwood', async ({ app: page, pageErrors }) => {
  await page.getByTestId('new-game').click();
  const box = page.getByTestId('mode-classic');
  await expect(box).toBeDisabled();
  await expect(page.getByTestId('why-classic')).toContainText('Black Rose or a driftwood tile');
  await page.getByTestId('tile-B1').check(); // no driftwood on B1
  await expect(box).toBeDisabled();
  await page.getByTestId('tile-B2').check();
  await expect(box).toBeEnabled();
  await expect(page.getByTestId('why-classic')).toHaveCount(0);
  await page.getByTestId('tile-B2').uncheck();
  await page.getByTestId('mode-black-rose').check();
  await expect(box).toBeEnabled();
  expect(pageErrors).toEqual([]);
});

test('French key caps on the Rules screen; an imported game named in Italian in the library', async ({ app: page, pageErrors }) => {
  await language(page, 'fr');
  await page.getByTestId('open-rules').click();
  const keys = page.getByTestId('keys').locator('kbd');
  await expect(keys).toContainText(['1 – 6', 'Tab', '← →', '↑', 'Entrée', 'Retour arrière', 'S', 'V', 'Échap']);
  await page.getByRole('button', { name: /Retour/ }).first().click();

  // A v1 record has no title: main names it "Imported game"; the library says it in Italian.
  await page.evaluate(async (text) => (window as unknown as Hooks).__mqTest.api.importGame!({ text }), FINISHED);
  await language(page, 'it');
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('lib-title').first()).toHaveText('Partita importata');
  expect(pageErrors).toEqual([]);
});

test('the play header’s language menu looks like the settings’ one', async ({ app: page, pageErrors }) => {
  const look = (testId: string) =>
    page.getByTestId(testId).evaluate((el) => {
      const s = getComputedStyle(el);
      return { appearance: s.appearance, radius: s.borderRadius, border: s.borderTopColor, arrow: s.backgroundImage.includes('linear-gradient') };
    });
  const settings = await look('language');
  expect(settings.appearance).toBe('none');
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible();
  expect(await look('play-language')).toEqual(settings);
  // it fits the header's row: no taller than the buttons beside it
  const menu = await page.getByTestId('play-language').boundingBox();
  const rules = await page.locator('nav.tools button').first().boundingBox();
  expect(menu!.height).toBeLessThanOrEqual(rules!.height + 1);
  await shot(page, 'words15-play-header');
  expect(pageErrors).toEqual([]);
});
