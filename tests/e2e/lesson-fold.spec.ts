// A lesson's words leave the board most of a small window (play-test at 1024x700: the long lesson
// text left a small board): in a short window the card starts folded to the rule and the step to
// take now, and "More" / "Less" open and fold it (the choice kept for the next lesson).
import { expect, test } from './fixtures.js';
import { shot, waitIdle } from './play-helpers.js';

test('at 1024x700 a lesson card starts folded, the board keeps most of the window, and More/Less open and fold it', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-1').click();
  const guide = app.getByTestId('lesson-guide');
  await expect(guide).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  await waitIdle(app);
  const heights = async () => {
    const board = (await app.locator('[data-scene-ready]').boundingBox())!;
    const card = (await guide.boundingBox())!;
    return { board: board.height, card: card.height };
  };
  const folded = await heights();
  // the rule and the step to take now are there, the rest waits behind "More"
  await expect(app.getByTestId('lesson-rule')).toBeVisible();
  await expect(guide.locator('li.now')).toBeVisible();
  await expect(guide.getByText('Your boat is the blue one')).toBeHidden();
  expect(folded.board, 'the board keeps most of the window').toBeGreaterThan(700 * 0.6);
  await shot(app, 'lesson-folded-1024x700');
  await app.getByTestId('lesson-fold').click();
  await expect(app.getByTestId('lesson-fold')).toHaveAttribute('aria-expanded', 'true');
  await expect(guide.getByText('Your boat is the blue one')).toBeVisible();
  await expect.poll(async () => (await heights()).card).toBeGreaterThan(folded.card + 20);
  await app.getByTestId('lesson-fold').click();
  await expect(app.getByTestId('lesson-fold')).toHaveAttribute('aria-expanded', 'false');
  await expect(guide.getByText('Your boat is the blue one')).toBeHidden();
  await expect.poll(async () => (await heights()).board).toBeGreaterThan(700 * 0.6);
  expect(pageErrors).toEqual([]);
});

test('in a tall window a lesson card starts open', async ({ app }) => {
  await app.setViewportSize({ width: 1280, height: 800 });
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-1').click();
  const guide = app.getByTestId('lesson-guide');
  await expect(guide).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  await expect(guide.getByText('Your boat is the blue one')).toBeVisible();
  await expect(app.getByTestId('lesson-fold')).toHaveAttribute('aria-expanded', 'true');
});
