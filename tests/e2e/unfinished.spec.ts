// A boat the race ended without (placed last while still on the river) never reads "Finished":
// its boat card, the race chart's figures and the end screen say it did not finish, in every
// language. The fixture's orange boat is such a boat (white and blue reach the Finish).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
type Api = Record<string, (q: unknown) => Promise<{ ok: boolean; value?: unknown; code?: string }>>;
type Hooks = { __mqTest: { api: Api; settingsSeq(): number }; __mqReplay: { lastSeq(): number; seek(s: number): Promise<unknown> }; __mqPlay: { gameId(): string | null } };

async function language(page: Page, lang: string): Promise<void> {
  await page.evaluate(async (l) => {
    const h = window as unknown as Hooks;
    await h.__mqTest.api.setSettings!({ expectSeq: h.__mqTest.settingsSeq(), patch: { language: l } });
  }, lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const WORDS: Record<string, { card: string; end: string }> = {
  en: { card: '3rd place (did not finish)', end: 'did not finish' },
  fr: { card: '3e place, sans arrivée', end: 'sans arrivée' },
  it: { card: '3º posto, senza arrivo', end: 'senza arrivo' },
  ru: { card: '3-е место (без финиша)', end: 'без финиша' },
};

test('a boat placed without finishing says so: boat card, chart, end screen (en/fr/it/ru)', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.evaluate(async (text) => {
    await (window as unknown as Hooks).__mqTest.api.importGame!({ text });
  }, FINISHED);
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  const last = Number(await page.getByTestId('replay').getAttribute('data-last'));
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(last));
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true');

  // The replay's boat cards and chart figures at the end.
  const cards = page.getByTestId('replay-boats');
  for (const [lang, w] of Object.entries(WORDS)) {
    await language(page, lang);
    await expect(cards.getByTestId('dnf-orange')).toHaveText(w.card);
    await expect(cards.getByTestId('boat-white')).not.toContainText('(');
    await shot(page, `unfinished-replay-${lang}`);
  }
  await language(page, 'en');
  await expect(cards.getByTestId('boat-orange')).not.toContainText('Finished');
  await expect(page.getByTestId('chart-dnf-orange')).toHaveText('3rd, did not finish');
  await expect(page.getByTestId('chart-figures')).toContainText('finished 1st');

  // The end screen: play the last move again from a fork just before it.
  const action = await page.evaluate(async (s) => {
    const h = window as unknown as Hooks;
    await h.__mqReplay.seek(s);
    return null;
  }, last - 1);
  void action;
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(last - 1));
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true');
  await page.getByTestId('play-from-here').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as Hooks).__mqPlay.gameId())).not.toBeNull();
  await page.evaluate(async () => {
    const h = window as unknown as Hooks;
    const id = h.__mqPlay.gameId()!;
    const imported = ((await h.__mqTest.api.listGames!({})).value as { games: { id: string; status: string }[] }).games.find((g) => g.status === 'over')!;
    const tl = (await h.__mqTest.api.getReplayTimeline!({ gameId: imported.id })).value as { entries: { action: unknown }[] };
    const g = (await h.__mqTest.api.getGame!({ gameId: id })).value as { rev: number; seq: number };
    const r = await h.__mqTest.api.act!({ gameId: id, expectSeq: g.rev, action: tl.entries[g.seq]!.action });
    if (!r.ok) throw new Error(`act refused: ${r.code}`);
  });
  await page.getByTestId('to-end').click({ timeout: 20_000 });
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  for (const [lang, w] of Object.entries(WORDS)) {
    await language(page, lang);
    await expect(end.getByTestId('dnf-orange')).toContainText(w.end);
    await expect(end.getByTestId('dnf-white')).toHaveCount(0);
    await expect(end.getByTestId('dnf-blue')).toHaveCount(0);
    await shot(page, `unfinished-end-${lang}`, true);
  }
  expect(pageErrors).toEqual([]);
});
