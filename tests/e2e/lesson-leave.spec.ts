// Leaving a lesson midway asks first (play-test: the move set on the board was lost without a
// word), in the player's language; with nothing set it leaves at once. Once the verdict is in, the
// header names the lesson and whether it is done (play-test: the header was empty).
import { expect, test } from './fixtures.js';
import { destEntry, shot, waitIdle } from './play-helpers.js';

test('leaving a lesson with a move set asks first; the header names the lesson once it is done or missed', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('animation-speed').selectOption('0');
  await app.getByTestId('move-delay').selectOption('0');
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-1').click();
  const guide = app.getByTestId('lesson-guide');
  await expect(guide).toHaveAttribute('data-status', 'open');
  await waitIdle(app);

  // a speed only clicked, nothing sent yet: leaving asks all the same (play-test: it left without a word)
  await app.getByTestId('speed-3').click();
  await expect(app.getByTestId('speed-3')).toHaveAttribute('aria-checked', 'true');
  await app.getByTestId('leave-game').click();
  await expect(app.getByTestId('leave-lesson-ask')).toBeVisible();
  await app.getByTestId('leave-lesson-stay').click();
  await expect(app.getByTestId('leave-lesson-ask')).toHaveCount(0);
  await expect(app.getByTestId('speed-3')).toHaveAttribute('aria-checked', 'true');

  // the goal picked, Confirm not pressed: leaving asks
  await (await destEntry(app, '-6,10')).click();
  await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true');
  await waitIdle(app);
  await app.getByTestId('leave-game').click();
  const ask = app.getByTestId('leave-lesson-ask');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Leave this lesson?');
  await expect(ask).toContainText('The move you started (a speed picked, or more) is not kept');
  await expect(app.getByTestId('leave-lesson-stay')).toBeFocused();
  await shot(app, 'lesson-leave-ask-1024x700');
  // Escape stays, and nothing of the move is lost (Enter on the question confirms no move either)
  await app.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true');
  await app.getByTestId('leave-game').click();
  await app.keyboard.press('Enter'); // on "Stay"
  await expect(ask).toHaveCount(0);
  await expect(guide).toHaveAttribute('data-status', 'open');
  await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true');
  // in Italian, and leaving for real goes back to the lessons
  await app.getByTestId('play-language').selectOption('it');
  await app.getByTestId('leave-game').click();
  await expect(ask).toContainText('Vuoi uscire da questa lezione?');
  await shot(app, 'lesson-leave-ask-it-1024x700');
  await app.getByTestId('leave-lesson-confirm').click();
  await expect(app.getByTestId('lessons')).toBeVisible();

  // nothing set: it leaves at once
  await app.getByTestId('lesson-play-1').click();
  await expect(guide).toHaveAttribute('data-status', 'open');
  await waitIdle(app);
  await app.getByTestId('leave-game').click();
  await expect(app.getByTestId('lessons')).toBeVisible();
  await expect(ask).toHaveCount(0);

  // a miss: the header names the lesson and says it is not done yet
  await app.getByTestId('lesson-play-1').click();
  await expect(guide).toHaveAttribute('data-status', 'open');
  await waitIdle(app);
  await app.getByTestId('play-language').selectOption('en');
  await app.locator('[data-testid="dest-0"]').click();
  await waitIdle(app);
  await app.getByTestId('confirm').click();
  await expect(app.getByTestId('lesson-result')).toHaveAttribute('data-done', 'false', { timeout: 60_000 });
  await expect(app.getByTestId('lesson-header')).toHaveText('Lesson 1: Speed and coal');
  await expect(app.getByTestId('lesson-header-state')).toHaveText('Not done yet: try again');
  // the verdict in: leaving asks nothing
  await app.getByTestId('lesson-retry').click();

  // done: the header says so, in the player's language
  await expect(guide).toHaveAttribute('data-status', 'open');
  await waitIdle(app);
  await app.getByTestId('speed-3').click();
  await (await destEntry(app, '-6,10')).click();
  await expect(app.getByTestId('lesson-check')).toHaveAttribute('data-ok', 'true');
  await waitIdle(app);
  await app.getByTestId('confirm').click();
  await expect(app.getByTestId('lesson-result')).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
  await expect(app.getByTestId('lesson-header')).toHaveText('Lesson 1: Speed and coal');
  await expect(app.getByTestId('lesson-header-state')).toHaveText('✓ Lesson done');
  await expect(app.getByTestId('lesson-header-state')).toHaveAttribute('data-done', 'true');
  await waitIdle(app);
  await shot(app, 'lesson-header-done-1024x700');
  await app.getByTestId('play-language').selectOption('ru');
  await expect(app.getByTestId('lesson-header')).toHaveText('Урок 1: Скорость и уголь');
  await expect(app.getByTestId('lesson-header-state')).toHaveText('✓ Урок пройден');
  await shot(app, 'lesson-header-done-ru-1024x700');
  await app.getByTestId('leave-game').click();
  await expect(ask).toHaveCount(0);
  await expect(app.getByTestId('lessons')).toBeVisible();
  await app.getByTestId('lesson-play-1').click();
  await app.getByTestId('play-language').selectOption('en');
  expect(pageErrors).toEqual([]);
});
