// The race chart's labels in the replay, in the pseudo-locale and the four languages: no two
// labels overlap (pseudo-locale play-test: "End" and "Round" sat on each other) and every label
// lies inside the chart. The four languages are walked in one page (the words change, the race
// does not); the pseudo-locale is chosen at load, so it has a page of its own.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { LANGUAGES, openFinishedReplay, setLanguage } from './finished-replay.js';

/** The chart's labels that leave it or overlap another, each named by its words. */
function labelProblems(page: Page): Promise<string[]> {
  return page
    .getByTestId('race-chart')
    .locator('svg[role="img"]')
    .evaluate((svg) => {
      const s = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text.axis')].map((e) => ({ text: e.textContent ?? '', r: e.getBoundingClientRect() }));
      const out: string[] = [];
      if (texts.length === 0) out.push('no labels drawn');
      for (const a of texts) if (a.r.left < s.left - 0.5 || a.r.right > s.right + 0.5 || a.r.top < s.top - 0.5 || a.r.bottom > s.bottom + 0.5) out.push(`outside: ${a.text}`);
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++) {
          const [a, b] = [texts[i]!.r, texts[j]!.r];
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(`overlap: ${texts[i]!.text} / ${texts[j]!.text}`);
        }
      return out;
    });
}

test(`pseudo: the race chart's labels stay apart and inside the chart at 1280x800`, async ({ page, host, pageErrors }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFinishedReplay(page, host.url, 'pseudo');
  expect(await labelProblems(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test(`${LANGUAGES.join(', ')}: the race chart's labels stay apart and inside the chart at 1280x800`, async ({ page, host, pageErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFinishedReplay(page, host.url, LANGUAGES[0]);
  const axis = page.getByTestId('race-chart').locator('svg[role="img"] text.axis');
  const problems: string[] = [];
  const words = new Set<string>();
  for (const lang of LANGUAGES) {
    await setLanguage(page, lang);
    await expect(axis.first()).toBeVisible();
    words.add((await axis.allTextContents()).join(' / '));
    problems.push(...(await labelProblems(page)).map((p) => `${lang}: ${p}`));
  }
  expect(problems).toEqual([]);
  // each language drew its own words (the chart followed the change)
  expect(words.size).toBe(LANGUAGES.length);
  expect(pageErrors).toEqual([]);
});
