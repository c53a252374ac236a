// The finished 3-player race (a fixture record), imported and opened in its replay in a given
// language: the chart and "At the end" checks start from it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect } from './fixtures.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');

/** The four languages a player can choose (the pseudo-locale is asked for at load, see openFinishedReplay). */
export const LANGUAGES = ['en', 'fr', 'it', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Switches the open app to a player's language through the settings, as the settings screen does;
 * resolves once the page is in it. (The screens follow the settings' change event: no reload.)
 */
export async function setLanguage(page: Page, lang: Language): Promise<void> {
  await page.evaluate(async (l) => {
    const s = await window.__mqTest!.api.getSettings({});
    if (!s.ok) throw new Error('no settings');
    const r = await window.__mqTest!.api.setSettings({ expectSeq: s.value.seq, patch: { language: l } });
    if (!r.ok) throw new Error(r.code);
  }, lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Opens the host's app in `lang` ('pseudo': the test-only pseudo-locale, which is chosen at load;
 * else a player's language, set in the settings), imports the finished race and shows its replay,
 * idle; the game's id.
 */
export async function openFinishedReplay(page: Page, url: string, lang: Language | 'pseudo'): Promise<string> {
  if (lang === 'pseudo')
    await page.addInitScript(() => {
      (window as Window & { __mqLang?: string }).__mqLang = 'pseudo';
    });
  await page.goto(url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  if (lang !== 'pseudo') await setLanguage(page, lang);
  const id = await page.evaluate(async (text) => {
    const api = (window as unknown as { __mqTest: { api: { importGame(q: unknown): Promise<{ ok: boolean; value?: { id: string } }> } } }).__mqTest.api;
    return (await api.importGame({ text })).value?.id ?? null;
  }, FINISHED);
  expect(id).not.toBeNull();
  await page.evaluate((gid) => (window as unknown as { __mqPlay?: { openReplay?(gameId: string): void } }).__mqPlay?.openReplay?.(gid), id!);
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  return id!;
}
