// The network lobby's seat rows line up (play-test 15: the colour column took each name's width, so
// "Место 1:", "Место 2:"... started at different places): in Russian, whose colour names differ
// most in length, every row's "Seat N:" starts at the same left edge at 1280x800 and 1024x700.
// Play-test 18 (and 19: 1920x1080 too): the name column was narrow ("Capitano / 4 (computer)" broke
// inside the name) and the rows had uneven heights: in every language, every row one height and
// every name on one line, whole.
// One lobby for all of it, its language switched in place through the settings (as another window
// would): opening a lobby starts a race server, which costs the next test a new host process.
import type { Page } from '@playwright/test';
import { expect, SCREENSHOTS, test, WANT_SHOTS } from './fixtures.js';
import { setLanguage } from './support/language.js';

/** Every "Seat N:" at one left edge (the colour names of different lengths before it). */
async function seatLabelsAligned(app: Page, size: { width: number; height: number }): Promise<void> {
  const colours = await app.getByTestId('net-seat-colour').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(new Set(colours.map((c) => c.length)).size, 'colour names of different lengths').toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const lefts = await app.getByTestId('net-seat-who').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left * 2) / 2));
      return new Set(lefts).size;
    }, { message: `every "Seat N:" at one left edge at ${size.width}x${size.height}` })
    .toBe(1);
}

/** Every row one height, every name on one line, a seat's words on two lines at most and the ready column on one. */
async function rowsEven(app: Page, lang: string, size: { width: number; height: number }): Promise<void> {
  const at = `${lang} ${size.width}x${size.height}`;
  await expect
    .poll(async () => {
      const rows = await app.getByTestId('net-seat').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
      return Math.max(...rows) - Math.min(...rows);
    }, { message: `rows of one height at ${at}` })
    .toBeLessThanOrEqual(1);
  const broken = await app.getByTestId('net-seat-who').evaluateAll((els) =>
    els.flatMap((who) =>
      [...who.querySelectorAll('strong')].flatMap((name) => {
        const r = document.createRange();
        r.selectNodeContents(name);
        const lines = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        return lines.size > 1 ? [`"${name.textContent}" on ${lines.size} lines`] : [];
      }),
    ),
  );
  expect(broken, at).toEqual([]);
  // play-test (ru, 1280x800): "(вы)" fell to a third line, "Ещё не на старте" wrapped: a seat's
  // words take at most two lines, and the ready column one
  const lines = await app.getByTestId('net-seat').evaluateAll((rows) =>
    rows.map((row) => {
      const lineOf = (el: Element | null): number => {
        if (!el) return 0;
        const css = getComputedStyle(el);
        const line = css.lineHeight === 'normal' ? parseFloat(css.fontSize) * 1.2 : parseFloat(css.lineHeight);
        return Math.round(el.getBoundingClientRect().height / line);
      };
      return { who: lineOf(row.querySelector('[data-testid="net-seat-who"]')), state: lineOf(row.querySelector('.state')) };
    }),
  );
  expect(lines.filter((l) => l.who > 2 || l.state > 1), `${at}: ${JSON.stringify(lines)}`).toEqual([]);
  if (WANT_SHOTS) await app.screenshot({ path: `${SCREENSHOTS}/net-seat-rows-${lang}-${size.width}.png` });
}

test('the lobby’s seat rows line up: "Seat N:" at one left edge (ru), rows of one height and names whole on one line (en, fr, it, ru; 1024x700, 1280x800, 1920x1080)', async ({ app, host }) => {
  test.setTimeout(120_000);
  await setLanguage(app, host, 'ru');
  await app.getByTestId('new-game').click();
  // four captains: white, orange, blue, green ("белый", "оранжевый", "синий", "зелёный")
  while ((await app.locator('[data-testid^="seat-name-"]').count()) < 4) await app.getByTestId('add-seat').click();
  await app.getByTestId('net-host-open').click();
  await app.getByTestId('net-port').fill('0');
  await app.getByTestId('net-open').click();
  await expect(app.getByTestId('net-seat-who')).toHaveCount(4);
  // one seat a computer's: its row has other words and buttons, and must still line up
  await app.getByTestId('net-computer').last().click();
  await expect(app.getByTestId('net-computer-note')).toHaveCount(1);
  for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
    await app.setViewportSize(size);
    await seatLabelsAligned(app, size);
  }
  // two computer seats (a made-up name, the level's note and its menu) beside the host's and an open one
  await app.getByTestId('net-computer').last().click();
  await expect(app.getByTestId('net-computer-note')).toHaveCount(2);
  for (const lang of ['ru', 'en', 'fr', 'it']) {
    await setLanguage(app, host, lang);
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }, { width: 1920, height: 1080 }]) {
      await app.setViewportSize(size);
      await rowsEven(app, lang, size);
    }
  }
});
