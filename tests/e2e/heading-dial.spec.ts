// The heading dial shows one chosen heading (issue 14, play-test: after a number key picked a
// heading, the focus ring on one button and the pick on another both looked chosen). A key's pick
// takes the focus with it, and the focus ring never looks like the pick.
import { expect, test } from './fixtures.js';
import { readView, shot } from './play-helpers.js';

test('heading dial: a number key moves the pick and the focus together; the focus ring is not the pick', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await readView(page);
  const dial = page.locator('[data-testid^="heading-"][aria-pressed]');
  await expect(dial).toHaveCount(6);
  // the keyboard rests on the dial's first button (6: downstream, toward the left bank), then 1 is pressed
  await page.getByTestId('heading-5').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('heading-5')).toBeFocused();
  await page.keyboard.press('1');
  const picked = page.locator('[data-testid^="heading-"][aria-pressed="true"]');
  await expect(picked).toHaveCount(1);
  await expect(picked).toHaveText(/^\s*1\s+downstream\s*$/);
  // one button looks chosen: the pick holds the focus too
  await expect(picked).toBeFocused();
  // Tab on: the focused button's ring is unlike the pick's look (no brass fill, a white ring)
  await page.keyboard.press('Tab');
  const look = (id: string) =>
    page.getByTestId(id).evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, outline: s.outlineStyle === 'none' ? 'none' : s.outlineColor, shadow: s.boxShadow, focused: el === document.activeElement };
    });
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
  expect(focused).toMatch(/^heading-/);
  const ring = await look(focused);
  const pick = await look((await picked.getAttribute('data-testid'))!);
  expect(ring.focused && !pick.focused).toBe(true);
  expect(ring.bg).not.toBe(pick.bg);
  expect(ring.shadow).not.toBe(pick.shadow);
  expect(ring.outline).toBe('rgb(255, 255, 255)');
  // every other button looks alike: only the pick is filled
  const bgs = await Promise.all(['heading-0', 'heading-1', 'heading-2', 'heading-3', 'heading-4', 'heading-5'].map(async (id) => (await look(id)).bg));
  expect(bgs.filter((b) => b === pick.bg)).toHaveLength(1);
  await shot(page, 'heading-dial-1280x800');
  await page.setViewportSize({ width: 1024, height: 700 });
  await shot(page, 'heading-dial-1024x700');
  // as the hint says (pt27 #11): the same key again sets off with the heading picked
  await expect(page.getByTestId('heading-hint')).toContainText('Keys 1 to 6: once to pick, twice to set off.');
  const before = await readView(page);
  const boat = (before.pending as { boat: string }).boat;
  const heading = Number((await picked.getAttribute('data-testid'))!.slice('heading-'.length));
  await page.keyboard.press('1');
  await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(before.rev);
  expect((await readView(page)).state.boats.find((b) => b.id === boat)!.heading).toBe(heading);
  expect(pageErrors).toEqual([]);
});
