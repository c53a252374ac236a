// Sound and effects settings through the UI: volume, mute and reduce effects persist in main; while
// muted, playing moves (user gestures, game events) creates no AudioContext at all; unmuting and
// moving the volume slider (a gesture) plays a preview, which creates one. Saves a screenshot of the
// settings and of the river with effects reduced.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { playDecision, readView, shot } from './play-helpers.js';

// This test switches "Reduce effects" on itself, from the defaults.
test.use({ sceneEffects: true });

const contexts = (page: Page) =>
  page.evaluate(() => window.__mqTest!.soundContexts());

test('sound settings persist; muted, game events create no AudioContext; unmuted, the volume preview plays', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await expect(page.getByTestId('sound-volume')).toHaveValue('30'); // quiet by default
  await page.getByTestId('sound-muted').check();
  await expect(page.getByTestId('sound-volume')).toBeDisabled();
  await page.getByTestId('reduce-effects').check();
  await page.getByTestId('animation-speed').selectOption('2');
  await expect(page.locator('body')).toHaveAttribute('data-settings-seq', '3');
  await shot(page, 'settings-sound');

  // A game played through clicks and keys: every move has its sound event, none may sound.
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible();
  for (let i = 0; i < 8; i++) await playDecision(page);
  const v = await readView(page);
  expect(v.state.boats.some((b) => b.pos !== null)).toBe(true);
  await shot(page, 'play-reduced-effects');
  expect(await contexts(page)).toBe(0);

  // Back home: unmute, then move the volume (a user gesture): the preview bell makes the context.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('sound-muted')).toBeChecked();
  await expect(page.getByTestId('reduce-effects')).toBeChecked();
  expect(await contexts(page)).toBe(0);
  await page.getByTestId('sound-muted').uncheck();
  await expect(page.getByTestId('sound-volume')).toBeEnabled();
  await page.getByTestId('sound-volume').fill('50');
  await expect(page.getByTestId('sound-volume')).toHaveValue('50');
  await expect.poll(() => contexts(page)).toBe(1);
  const saved = await page.evaluate(async () => {
    const r = await window.__mqTest!.api.getSettings({});
    return r.ok ? r.value.values : null;
  });
  expect(saved).toMatchObject({ soundVolume: 0.5, soundMuted: false, reduceEffects: true });
  expect(pageErrors).toEqual([]);
});
