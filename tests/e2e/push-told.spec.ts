// A pushed boat's owner answering the push is told so (play-test of issue 14: the header said
// "Captain 1's turn" again and nothing said this turn answers a push): the header names them and,
// under the name, says their boat was pushed and what to choose, in the four languages, whole at
// 1024x700 and 1280x800.
import { expect, test } from './fixtures.js';
import { nextFrames, playDecision, readView, shot } from './play-helpers.js';

const PUSHED: Record<string, RegExp> = {
  en: /^Your boat was pushed: choose which way it faces$/,
  fr: /^Bateau poussé\s?: orientez-le$/,
  it: /^Il tuo battello è stato spinto: orientalo$/,
  ru: /^Пароход толкнули: разверните его$/,
};

test("a pushed boat's owner is told, in the header, that their boat was pushed and what to choose (en, fr, it, ru)", async ({ app, pageErrors }) => {
  test.setTimeout(180_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  for (const [i, name] of ['Ada', 'Ben', 'Cleo'].entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  let v = await readView(page);
  // an ordinary turn's header says whose turn it is, with no word of a push
  for (let i = 0; i < 30 && v.pending.kind !== 'move'; i++) {
    await playDecision(page);
    v = await readView(page);
  }
  await expect(page.getByTestId('whose-turn')).toBeVisible();
  await expect(page.getByTestId('pushed-turn')).toHaveCount(0);
  for (let i = 0; i < 30 && v.pending.kind !== 'reorient'; i++) {
    await playDecision(page, { push: true });
    v = await readView(page);
  }
  expect(v.pending.kind).toBe('reorient');
  const pending = v.pending as { boat: string; player: number };
  const owner = ['Ada', 'Ben', 'Cleo'][pending.player]!;
  // the pushed boat's owner, not the pusher, is the one asked
  expect(v.state.boats.find((b) => b.id === pending.boat)!.owner).toBe(pending.player);
  for (const lang of ['en', 'fr', 'it', 'ru']) {
    await page.getByTestId('play-language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 20_000 });
    // whose turn (the pushed boat's owner), and under it why
    await expect(page.getByTestId('whose-turn'), lang).toContainText(owner);
    await expect(page.getByTestId('pushed-turn'), lang).toHaveText(PUSHED[lang]!);
    for (const size of [
      { width: 1024, height: 700 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await nextFrames(page);
      // whole: not cut short by the header's width
      for (const id of ['whose-turn', 'whose-boat']) expect(await page.getByTestId(id).evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${lang} ${size.width}: ${id} whole`).toBe(true);
      // every boat's card (the others folded to a row) in sight beside the heading choice (play-test:
      // at 1024x700 in French the third was scrolled away)
      for (const b of v.state.boats) await expect(page.getByTestId(`boat-${b.id}`), `${lang} ${size.width}`).toBeInViewport({ ratio: 0.95 });
      await shot(page, `push-told-${lang}-${size.width}x${size.height}`);
    }
  }
  // a heading picked in French at 1024x700: the button that turns the boat comes into sight, on top
  // (play-test pt27: it sat below the panel's visible bottom)
  await page.getByTestId('play-language').selectOption('fr');
  await page.setViewportSize({ width: 1024, height: 700 });
  await nextFrames(page);
  const allowed = v.legalActions.flatMap((a) => ('heading' in a ? [a.heading] : []));
  await page.getByTestId(`heading-${allowed.at(-1)}`).click();
  const commit = page.getByTestId('heading-commit');
  await expect(commit).toBeInViewport({ ratio: 1 });
  // the panel's title and the dial's first row stay in sight with it (play-test pt27: the title scrolled out)
  await expect(page.getByTestId('prompt')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.picker button').first()).toBeInViewport({ ratio: 1 });
  expect(await commit.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  }), 'the button on top at its centre').toBe(true);
  // answered: the next turn's header is an ordinary one again
  await page.getByTestId('play-language').selectOption('en');
  await playDecision(page);
  await readView(page);
  await expect(page.getByTestId('whose-turn')).toBeVisible();
  await expect(page.getByTestId('pushed-turn')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
