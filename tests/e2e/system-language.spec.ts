// Issue 15 (play-test): a player whose browser is French met an English app. A first start opens
// in the browser's language (the browser host asks navigator.languages) until the player picks one.
import { expect, test } from './fixtures.js';

test.use({ locale: 'fr-FR' });

test('a first start follows a French browser, and a language picked in settings is kept', async ({ app }) => {
  await expect(app.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(app.getByTestId('new-game')).toHaveText('Nouvelle partie');
  await expect(app.getByTestId('language')).toHaveValue('fr');

  await app.getByTestId('language').selectOption('en');
  await expect(app.getByTestId('new-game')).toHaveText('New game');
  const saved = await app.evaluate(() => window.__mqTest!.api.getSettings({}));
  expect(saved).toMatchObject({ ok: true, value: { values: { language: 'en' }, languageChosen: true } });
});
