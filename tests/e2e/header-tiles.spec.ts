// The header's count of the river (issue 14: "10 tiles left" beside "River length: 12 tiles" left a
// newcomer guessing what was counted) reads "Tiles: 2 of 12" in every language, and at
// the smallest window, 1024x700, it is shown whole on one line, clear of the header's neighbours.
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

test('1024x700: the tiles laid of the river’s length, whole and on one line in en, fr, it and ru', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  const page = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await startDefaultGame(page, 11);
  const count = page.getByTestId('tiles-left');
  const want = { en: 'Tiles: 2 of 12', fr: /^Tuiles\s: 2 sur 12$/u, it: 'Tessere: 2 su 12', ru: 'Участки: 2 из 12' };
  for (const [lang, text] of Object.entries(want)) {
    await page.getByTestId('play-language').selectOption(lang);
    await expect(count).toHaveText(text);
    const fault = await count.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
      if (el.scrollWidth > el.clientWidth + 1) return `cut: ${el.scrollWidth} px in ${el.clientWidth}`;
      if (r.height > line * 1.5) return `on ${Math.round(r.height / line)} lines`;
      // nothing of the header drawn over it (its middle and both ends)
      for (const x of [r.left + 2, (r.left + r.right) / 2, r.right - 2]) {
        const top = document.elementFromPoint(x, (r.top + r.bottom) / 2);
        if (top && top !== el && !el.contains(top)) return `under ${top.getAttribute('data-testid') ?? top.tagName}`;
      }
      return r.right <= window.innerWidth ? '' : 'past the window';
    });
    expect(fault, lang).toBe('');
    await shot(page, `header-tiles-${lang}-1024x700`);
  }
  expect(pageErrors).toEqual([]);
});
