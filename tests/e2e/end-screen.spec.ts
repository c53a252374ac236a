// The end screen as a newcomer saw it (play-test, issue 16): a finished three-seat race against two
// computer captains, imported. "(did not finish)" stays with the boat's words, under the name,
// never alone on a line; the player's line on the race chart is drawn over the others, its end
// included; at 1024x700, 1280x800 and 1920x1080 in the four languages (screenshots: MQ_SHOTS=1).
// (A race watched to its end on the play screen, its leave button saying home: computer-race.spec.ts.)
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, ROOT, test } from './fixtures.js';
import { shot } from './play-helpers.js';

interface Hooks {
  __mqPlay: { openEnd(id: string): void };
  __mqTest: { api: Record<string, (req: unknown) => Promise<{ ok: boolean; value?: unknown; code?: string }>> };
}

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** The fixture race (white 1st, blue 2nd, orange 3rd without finishing) with the one human at `human`'s seat. */
async function openEnd(page: Page, human: number): Promise<string> {
  const v1 = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8')) as Record<string, unknown>;
  const players = ['Bot Bea', 'Bot Cy', 'Bot Dee'].map((name, i) => (i === human ? { name: 'Ada', kind: 'human' } : { name, kind: 'computer', level: 'easy' }));
  const text = JSON.stringify({ ...v1, formatVersion: 2, meta: { title: 'One human', players }, result: null, finalHash: null });
  const r = await page.evaluate((q) => (window as unknown as Hooks).__mqTest.api.importGame!({ text: q }), text);
  if (!r.ok) throw new Error(`importGame refused: ${r.code}`);
  const gameId = (r.value as { id: string }).id;
  await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openEnd(id), gameId);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('race-chart')).toBeVisible({ timeout: 20_000 });
  return gameId;
}

async function language(page: Page, lang: string): Promise<void> {
  await page.getByTestId('open-settings').click();
  await page.getByTestId('language').selectOption(lang);
  await page.getByTestId('settings-back').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
}

test('the places: "did not finish" with the boat, under the name, at three sizes in four languages', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  await openEnd(app, 1); // Ada sails orange: 3rd, did not finish
  const row = app.getByTestId('places').locator('li').filter({ has: app.getByTestId('you-mark') });
  const dnf = app.getByTestId('dnf-orange');
  for (const lang of ['en', 'fr', 'it', 'ru']) {
    await language(app, lang);
    for (const size of SIZES) {
      await app.setViewportSize(size);
      await app.evaluate(() => window.scrollTo(0, 0));
      await expect(dnf).toBeVisible();
      const name = (await row.locator('strong').boundingBox())!;
      const colour = row.locator('.c');
      const said = (await dnf.boundingBox())!;
      // under the name's column, never back at the row's start
      expect(said.x, `${lang} ${size.width}`).toBeGreaterThan(name.x);
      // on the one line of the boat's words ("orange boat (did not finish)")
      expect(await colour.evaluate((el) => el.getClientRects().length), `${lang} ${size.width}`).toBe(1);
      const words = (await colour.boundingBox())!;
      expect(said.y + said.height, `${lang} ${size.width}`).toBeLessThanOrEqual(words.y + words.height + 1);
      // the row stays inside the places' column
      const list = (await app.getByTestId('places').boundingBox())!;
      expect(said.x + said.width, `${lang} ${size.width}`).toBeLessThanOrEqual(list.x + list.width + 1);
      // what next is in view without scrolling
      await expect(app.getByTestId('rematch')).toBeInViewport();
      await shot(app, `end-places-${lang}-${size.width}x${size.height}`);
    }
  }
  expect(pageErrors).toEqual([]);
});

test("the race chart draws the player's line and dots over the others, to its end", async ({ app, pageErrors }) => {
  await openEnd(app, 0); // Ada sails white: 1st, her line ends at the top with blue's
  await app.setViewportSize(SIZES[1]);
  const chart = app.getByTestId('race-chart');
  await expect(chart.locator('polyline[data-mine="true"]')).toHaveAttribute('data-boat', 'white');
  // the last thing drawn under the hit areas is the player's last dot, and nothing covers it there
  const top = await chart.evaluate((el) => {
    const svg = el.querySelector('svg')!;
    const dots = [...svg.querySelectorAll('g.boat[data-boat="white"] circle')];
    const end = dots[dots.length - 1]!.getBoundingClientRect();
    for (const hit of svg.querySelectorAll<SVGElement>('.hit')) hit.style.pointerEvents = 'none';
    const under = document.elementFromPoint(end.x + end.width / 2, end.y + end.height / 2);
    for (const hit of svg.querySelectorAll<SVGElement>('.hit')) hit.style.pointerEvents = '';
    return under?.closest('g.boat')?.getAttribute('data-boat') ?? under?.tagName ?? null;
  });
  expect(top).toBe('white');
  await shot(app, 'end-chart-mine-1280x800');
  expect(pageErrors).toEqual([]);
});
