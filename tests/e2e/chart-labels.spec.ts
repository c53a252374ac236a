// The race chart's labels in the replay, in the pseudo-locale and the four languages: no two
// labels overlap (pseudo-locale play-test: "End" and "Round" sat on each other) and every label
// lies inside the chart.
import { expect, test } from './fixtures.js';
import { openFinishedReplay } from './finished-replay.js';

for (const lang of ['pseudo', 'en', 'fr', 'it', 'ru']) {
  test(`${lang}: the race chart's labels stay apart and inside the chart at 1280x800`, async ({ page, host, pageErrors }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFinishedReplay(page, host.url, lang);
    const boxes = await page.getByTestId('race-chart').locator('svg[role="img"]').evaluate((svg) => {
      const s = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text.axis')].map((e) => ({ text: e.textContent ?? '', r: e.getBoundingClientRect() }));
      const out: string[] = [];
      for (const a of texts) if (a.r.left < s.left - 0.5 || a.r.right > s.right + 0.5 || a.r.top < s.top - 0.5 || a.r.bottom > s.bottom + 0.5) out.push(`outside: ${a.text}`);
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++) {
          const [a, b] = [texts[i]!.r, texts[j]!.r];
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(`overlap: ${texts[i]!.text} / ${texts[j]!.text}`);
        }
      return out;
    });
    expect(boxes).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
