// The finished 3-player race (a fixture record), imported and opened in its replay in a given
// language: the chart and "At the end" checks start from it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect } from './fixtures.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');

/** Opens the host's app in `lang`, imports the finished race and shows its replay, idle; the game's id. */
export async function openFinishedReplay(page: Page, url: string, lang: string): Promise<string> {
  await page.addInitScript((l) => {
    (window as Window & { __mqLang?: string }).__mqLang = l;
  }, lang);
  await page.goto(url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const id = await page.evaluate(async (text) => {
    const api = (window as unknown as { __mqTest: { api: { importGame(q: unknown): Promise<{ ok: boolean; value?: { id: string } }> } } }).__mqTest.api;
    return (await api.importGame({ text })).value?.id ?? null;
  }, FINISHED);
  expect(id).not.toBeNull();
  await page.evaluate((gid) => (window as unknown as { __mqPlay?: { openReplay?(gameId: string): void } }).__mqPlay?.openReplay?.(gid), id!);
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  return id!;
}
