// Sound and effects settings through the UI: volume, mute and reduce effects persist in main; while
// muted, playing moves (user gestures, game events) creates no AudioContext at all; unmuting and
// moving the volume slider (a gesture) plays a preview, which creates one. Saves a screenshot of the
// settings and of the river with effects reduced.
import type { Page } from '@playwright/test';
import { expect, rawPost, test } from './fixtures.js';
import { playDecision, readView, shot } from './play-helpers.js';

// This test switches "Reduce effects" and the animation speed itself, from the defaults (it counts
// the settings' revisions: nothing saved before the page opens).
test.use({ sceneEffects: true, appPace: true, sound: true });

const contexts = (page: Page) =>
  page.evaluate(() => window.__mqTest!.soundContexts());

test('sound settings persist; muted, game events create no AudioContext; unmuted, the volume preview plays', async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await expect(page.getByTestId('sound-volume')).toHaveValue('30'); // quiet by default
  await expect(page.getByTestId('sound-muted-why')).toHaveCount(0);
  await page.getByTestId('sound-muted').check();
  await expect(page.getByTestId('sound-volume')).toBeDisabled();
  // The greyed slider says why, in words and in its tooltip.
  await expect(page.getByTestId('sound-muted-why')).toHaveText('Muted: turn Mute sound off to change the volume.');
  await expect(page.getByTestId('sound-volume')).toHaveAttribute('aria-describedby', 'sound-muted-why');
  await expect(page.locator('.range', { has: page.getByTestId('sound-volume') })).toHaveAttribute('title', /turn Mute sound off/);
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
  await expect(page.getByTestId('sound-muted-why')).toHaveCount(0);
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

test('the volume follows the slider as it is dragged, saved a few times, not per step; the level moved just before the window closes is kept', async ({ page, host, pageErrors }) => {
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const slider = page.getByTestId('sound-volume');
  const seq = async () => Number(await page.locator('body').getAttribute('data-settings-seq'));
  const before = await seq();
  // A drag: the slider moves through every step (input events), and is let go at the end (change).
  await slider.evaluate(async (el: HTMLInputElement) => {
    for (let v = 35; v <= 95; v += 5) {
      el.value = String(v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  // shown as it moves, before any release
  await expect(page.getByTestId('sound-volume-shown')).toHaveText('95%');
  // kept while still held: a save within the quarter second, far fewer writes than the 13 steps
  await expect.poll(seq).toBeGreaterThan(before);
  await page.waitForTimeout(600);
  const writes = (await seq()) - before;
  expect(writes).toBeLessThanOrEqual(4);
  const kept = await page.evaluate(async () => {
    const r = await window.__mqTest!.api.getSettings({});
    return r.ok ? r.value.values.soundVolume : null;
  });
  expect(kept).toBe(0.95);

  // Moved again, never let go, and the window closed at once: the new level is kept.
  await slider.evaluate((el: HTMLInputElement) => {
    el.value = '40';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(pageErrors).toEqual([]);
  await page.close();
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${host.token}` };
  await expect
    .poll(async () => ((await rawPost(host, 'getSettings', '{}', auth)).json as { value: { values: { soundVolume: number } } }).value.values.soundVolume)
    .toBe(0.4);
});
