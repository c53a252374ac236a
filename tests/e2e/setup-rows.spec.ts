// The new-game form's captain rows line up whatever each row holds (issue 15 play-test: a computer's
// level menu pushed its row's Remove button to the right of the humans'). Human and computer rows,
// one and two boats, teams; at 1280x800, 1920x1080 and 1024x700, in English and the pseudo-locale;
// every row within the form (a row wider than the form, its extra control folds onto a second line).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOTS, test, WANT_SHOTS } from './fixtures.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 1024, height: 700 },
];

/** Each row's Remove button and colour menu: left and right edges, and whether the button fits its row. */
async function rows(page: Page): Promise<{ remove: [number, number]; colour: [number, number]; inside: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('ol.seats > li')].map((li) => {
      const r = li.querySelector<HTMLElement>('[data-testid^="remove-seat-"]')!.getBoundingClientRect();
      const c = li.querySelector<HTMLElement>('[data-testid^="seat-colour-"]')!.getBoundingClientRect();
      const row = li.getBoundingClientRect();
      const form = document.querySelector('[data-testid="new-game-form"]')!.getBoundingClientRect();
      return {
        remove: [Math.round(r.left), Math.round(r.right)] as [number, number],
        colour: [Math.round(c.left), Math.round(c.right)] as [number, number],
        inside: r.right <= Math.min(row.right, form.right) + 0.5 && r.top >= row.top - 0.5 && r.bottom <= row.bottom + 0.5,
      };
    }),
  );
}

async function setKinds(page: Page): Promise<void> {
  const names = page.locator('[data-testid^="seat-name-"]');
  while ((await names.count()) < 4) await page.getByTestId('add-seat').click();
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-kind-1').selectOption('computer');
  await page.getByTestId('seat-level-1').selectOption('expert');
  await page.getByTestId('seat-kind-2').selectOption('human');
  await page.getByTestId('seat-kind-3').selectOption('computer');
  await page.getByTestId('seat-level-3').selectOption('easy');
}

for (const lang of ['en', 'pseudo']) {
  test(`${lang}: every captain row's Remove button lines up, human or computer, one boat or two, teams`, async ({ page, host, pageErrors }) => {
    test.setTimeout(150_000);
    await page.addInitScript((l) => {
      (window as Window & { __mqLang?: string }).__mqLang = l;
    }, lang);
    await page.goto(host.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('new-game-form')).toBeVisible();
    await setKinds(page);
    const twoBoats = page.getByTestId('mode-two-boats');
    const teams = page.getByTestId('mode-teams');
    const problems: string[] = [];
    // four captains with one boat each, then as two teams; three captains with two boats each
    for (const mode of ['one boat', 'teams', 'two boats'] as const) {
      if (mode === 'one boat' && (await twoBoats.isChecked())) await twoBoats.uncheck();
      if (mode === 'teams') await teams.check();
      if (mode === 'two boats') {
        await teams.uncheck();
        await page.getByTestId('remove-seat-3').click();
        await twoBoats.check();
        await expect(page.getByTestId('seat-colour-0-2')).toBeVisible();
      }
      const n = mode === 'two boats' ? 3 : 4;
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.locator('ol.seats > li')).toHaveCount(n);
        const got = await rows(page);
        const where = `${mode} at ${size.width}x${size.height}`;
        if (new Set(got.map((r) => r.remove.join())).size !== 1) problems.push(`${where}: Remove buttons at ${JSON.stringify(got.map((r) => r.remove))}`);
        if (new Set(got.map((r) => r.colour.join())).size !== 1) problems.push(`${where}: colour menus at ${JSON.stringify(got.map((r) => r.colour))}`);
        // the pseudo-locale's team and two-boat rows were ~100 px wider than the form: the team buttons
        // or the second colour menu fold onto a second line within the row when there is no room
        if (!got.every((r) => r.inside)) problems.push(`${where}: a Remove button outside the form ${JSON.stringify(got)}`);
        if (WANT_SHOTS) await page.locator('fieldset').first().screenshot({ path: path.join(SCREENSHOTS, `setup-rows-${lang}-${mode.replace(' ', '-')}-${size.width}x${size.height}.png`) });
      }
    }
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
