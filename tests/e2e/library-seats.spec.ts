// A game's row in the library says which seats are people and which computer captains, at what
// level (issue 15 newcomer play-test: the row listed names only).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';
import { setLanguage } from './support/language.js';

async function newGame(page: Page): Promise<void> {
  const r = await page.evaluate(() =>
    window.__mqTest!.api.newGame({
      title: 'Mixed crew',
      seed: 5,
      players: [
        { name: 'Ann', kind: 'human' },
        { name: 'Robo', kind: 'computer', level: 'hard' },
        { name: 'Bea', kind: 'human' },
        { name: 'Tin', kind: 'computer', level: 'expert' },
      ],
    }),
  );
  expect(r.ok).toBe(true);
}

// (both languages on one library, switched in place: a test per language cost each the app's load)
test('en, ru: each seat of a game\'s row says whether a person or a computer captain sails it, and at what level', async ({ app: page, host, pageErrors }) => {
  test.setTimeout(90_000);
  await newGame(page);
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  for (const [lang, words] of [
    ['en', { hard: 'Hard', expert: 'Expert', label: 'Computer captain: Hard' }],
    ['ru', { hard: 'Сложный', expert: 'Эксперт', label: 'Компьютерный капитан: Сложный' }],
  ] as const) {
    await setLanguage(page, host, lang);
    const seats = page.getByTestId('library-row').first().getByTestId('lib-seat');
    await expect(seats).toHaveCount(4);
    await expect(seats.nth(0).getByTestId('lib-computer')).toHaveCount(0);
    await expect(seats.nth(2).getByTestId('lib-computer')).toHaveCount(0);
    const robo = seats.nth(1).getByTestId('lib-computer');
    await expect(robo).toHaveAttribute('data-level', 'hard');
    await expect(robo).toContainText(words.hard);
    await expect(robo).toHaveAttribute('title', words.label);
    await expect(seats.nth(3).getByTestId('lib-computer')).toContainText(words.expert);
    // compact: the mark sits on the seat's line, beside the name
    const name = (await seats.nth(1).getByText('Robo', { exact: true }).boundingBox())!;
    const mark = (await robo.boundingBox())!;
    expect(Math.abs(mark.y + mark.height / 2 - (name.y + name.height / 2)), lang).toBeLessThan(4);
    await shot(page, `library-seats-${lang}`);
  }
  expect(pageErrors).toEqual([]);
});
