// Switching Mute on and off leaves the settings where they are (issue 15 play-test: the line saying
// why the slider is greyed appeared and vanished under Mute, pushing every setting below it down and
// back up). The slider stays, disabled while muted; nothing on the panel moves, in each language.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// (from a fresh install's sound: on)
test.use({ sound: true });

/** The top edge of every field and heading of the settings panel (from the panel's top), and the panel's height. */
function layout(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('section.settings')!;
    const top = panel.getBoundingClientRect().top;
    const tops = [...panel.querySelectorAll('h3, .field')].map((e) => Math.round(e.getBoundingClientRect().top - top));
    return [...tops, Math.round(panel.getBoundingClientRect().height)];
  });
}

// (both languages on one page, switched in its own settings: a test per language cost each the app's load)
test('en, ru: muting and unmuting moves nothing on the settings panel', async ({ app: page, pageErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'ru'] as const) {
    await page.getByTestId('language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const muted = page.getByTestId('sound-muted');
    await expect(muted, lang).not.toBeChecked();
    const before = await layout(page);
    await muted.check();
    await expect(page.getByTestId('sound-volume')).toBeDisabled();
    await expect(page.getByTestId('sound-muted-why')).toBeVisible();
    expect(await layout(page), lang).toEqual(before);
    await muted.uncheck();
    await expect(page.getByTestId('sound-volume')).toBeEnabled();
    await expect(page.getByTestId('sound-muted-why')).toHaveCount(0);
    expect(await layout(page), lang).toEqual(before);
  }
  expect(pageErrors).toEqual([]);
});
