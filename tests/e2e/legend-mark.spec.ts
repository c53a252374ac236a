// The board's key shows the lit space as the board draws it (issue 15 play-test: in colour-blind mode
// the board draws each lit space with two bars while the key showed a plain square).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';
import { setOff, setUpMode, startGame } from './play-modes.js';

type Scene = { __mqScene: { marks(): { colourBlind: boolean; highlights: { destinations: string } } } };
const boardMark = (page: Page) => page.evaluate(() => (window as unknown as Scene).__mqScene.marks().highlights.destinations);

async function setColourBlind(page: Page, on: boolean): Promise<void> {
  await page.evaluate(async (v) => {
    const s = await window.__mqTest!.api.getSettings({});
    if (!s.ok) throw new Error('no settings');
    await window.__mqTest!.api.setSettings({ expectSeq: s.value.seq, patch: { colourBlind: v } });
  }, on);
}

test('the key’s lit-space mark is the board’s: a ring, and in colour-blind mode the same two bars', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Bea' }], seed: 11 });
  await startGame(page);
  await setOff(page);
  const key = page.getByTestId('legend-lit');
  await expect(key).toBeVisible();
  await expect.poll(() => boardMark(page)).toBe('ring');
  await expect(key).toHaveAttribute('data-mark', 'ring');
  await expect(key.locator('rect.bar')).toHaveCount(0);

  // colour-blind mode on: the board adds two bars, and the key with it (without reloading)
  await setColourBlind(page, true);
  await expect.poll(() => boardMark(page)).toBe('ring+bars');
  await expect(key).toHaveAttribute('data-mark', 'ring+bars');
  await expect(key.locator('rect.bar')).toHaveCount(2);
  await shot(page, 'legend-lit-colour-blind');
  // the two bars lie across the swatch, one above the other, inside it
  const box = (await key.boundingBox())!;
  const bars = await key.locator('rect.bar').evaluateAll((rs) => rs.map((r) => r.getBoundingClientRect().toJSON() as DOMRect));
  expect(bars[0]!.y + bars[0]!.height).toBeLessThanOrEqual(bars[1]!.y + 0.5);
  for (const b of bars) {
    expect(b.width).toBeGreaterThan(b.height * 2);
    expect(b.x).toBeGreaterThan(box.x);
    expect(b.x + b.width).toBeLessThan(box.x + box.width);
  }
  await setColourBlind(page, false);
  await expect.poll(() => boardMark(page)).toBe('ring');
  await expect(key).toHaveAttribute('data-mark', 'ring');
  expect(pageErrors).toEqual([]);
});
