// Newcomer play-test pt30 (issues 14 and 15), on the play screen at 1024x700 in French: in step mode
// the decision's heading stays in sight above its steps and buttons after the last "Advance".
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { nextFrames, readView, waitIdle } from './play-helpers.js';
import { captainToPlay, playWithCaptainsUntil, setUpMode, startGame } from './play-modes.js';

/** What of the prompt and the Confirm row lies outside the side panel's view (px cut, 0 when whole). */
const cutOf = (page: Page) => page.evaluate(() => {
  const panel = document.querySelector('.side-scroll')!.getBoundingClientRect();
  const input = document.querySelector('[data-testid="turn-input"]')!.getBoundingClientRect();
  const top = Math.max(panel.top, input.top);
  const bottom = Math.min(panel.bottom, input.bottom, window.innerHeight);
  // (its words, not its box: the box may keep padding above them, out of sight)
  const words = document.createRange();
  words.selectNodeContents(document.querySelector('[data-testid="prompt"]')!);
  const prompt = words.getBoundingClientRect();
  const commit = document.querySelector('.commit')!.getBoundingClientRect();
  return { prompt: Math.max(0, Math.round(top - prompt.top)), commit: Math.max(0, Math.round(commit.bottom - bottom)) };
});

test('step mode at 1024x700 in French: after the last Advance the heading and the Confirm row stay in sight', async ({ app: page, pageErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  const names = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay'];
  await setUpMode(page, { seats: names.map((name, i) => ({ name, ...(i > 0 ? { kind: 'computer' as const } : {}) })), seed: 7 });
  await startGame(page);
  await waitIdle(page);
  await page.getByTestId('play-language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 20_000 });
  const moved = await playWithCaptainsUntil(page, (x) => x.pending.kind === 'move' && !captainToPlay(x), 30);
  const speed = moved.legalActions.find((a) => a.type === 'speed' && a.speed === 2) ? 2 : 1;
  await page.getByTestId(`speed-${speed}`).click();
  await page.getByTestId('step-mode').check();
  // every Advance the speed allows (pt30 018: after the last, the panel scrolled the heading's first line away)
  for (let i = 0; i < 6; i++) {
    const advance = page.getByTestId('step-advance');
    if (!(await advance.count())) break;
    const rev = (await readView(page)).rev;
    await advance.first().click();
    await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(rev);
    await nextFrames(page, 4);
  }
  await nextFrames(page, 6);
  expect(await cutOf(page), 'px of the heading above and of the Confirm row below the panel\'s view').toEqual({ prompt: 0, commit: 0 });
  expect(pageErrors).toEqual([]);
});
