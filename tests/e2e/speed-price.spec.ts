// The speed buttons' prices in a lesson (newcomer's play-test, lesson 9: the present speed read
// "1+ coal", taken for a bug): the present speed says it is free and what turning adds, on its own
// line, whole (not cut) in the narrowest window, in every language.
import { expect, test } from './fixtures.js';
import { waitIdle } from './play-helpers.js';

// (what turning adds says it is coal: "+1 to turn" was read as a riddle, play-test pt24)
const SAID = {
  en: ['free', '+1 coal to turn'],
  fr: ['gratuit', '+1 charbon pour tourner'],
  it: ['gratis', '+1 carbone per virare'],
  ru: ['бесплатно', '+1 уголь на поворот'],
} as const;

test('lesson 9: the present speed reads "free" and "+1 coal to turn", whole, in four languages at 1024x700', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-9').click();
  await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  await waitIdle(app);
  // the boat's present speed: the button chosen before any other is
  const present = app.locator('[data-testid^="speed-"][aria-checked="true"]');
  await expect(present).toHaveCount(1);
  for (const [lang, [price, turning]] of Object.entries(SAID)) {
    await app.getByTestId('play-language').selectOption(lang);
    await expect(present.getByTestId('speed-price')).toHaveText(price);
    await expect(present.getByTestId('speed-turning')).toHaveText(turning);
    // no button's words cut at the panel's narrowest
    const cut = await app.locator('[data-testid="speed-price"], [data-testid="speed-turning"]').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.parentElement!.getBoundingClientRect().right).map((e) => e.textContent));
    expect(cut, lang).toEqual([]);
    await expect(app.locator('[data-testid="speed-price"]').filter({ hasText: '+' })).toHaveCount(0);
  }
  expect(pageErrors).toEqual([]);
});
