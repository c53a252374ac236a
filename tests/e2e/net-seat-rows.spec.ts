// The network lobby's seat rows line up (play-test 15: the colour column took each name's width, so
// "Место 1:", "Место 2:"... started at different places): in Russian, whose colour names differ
// most in length, every row's "Seat N:" starts at the same left edge at 1280x800 and 1024x700.
import { expect, rawPost, SCREENSHOTS, test, WANT_SHOTS } from './fixtures.js';

test('the lobby’s "Seat N:" labels share one left edge, in Russian, at 1280x800 and 1024x700', async ({ app, host }) => {
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${host.token}` };
  const seq = ((await rawPost(host, 'getSettings', '{}', auth)).json as { value: { seq: number } }).value.seq;
  expect((await rawPost(host, 'setSettings', JSON.stringify({ expectSeq: seq, patch: { language: 'ru' } }), auth)).status).toBe(200);
  await app.reload();
  await expect(app.locator('body')).toHaveAttribute('data-ready', 'true');
  await app.getByTestId('new-game').click();
  // four captains: white, orange, blue, green ("белый", "оранжевый", "синий", "зелёный")
  while ((await app.locator('[data-testid^="seat-name-"]').count()) < 4) await app.getByTestId('add-seat').click();
  await app.getByTestId('net-host-open').click();
  await app.getByTestId('net-port').fill('0');
  await app.getByTestId('net-open').click();
  const who = app.getByTestId('net-seat-who');
  await expect(who).toHaveCount(4);
  // one seat a computer's: its row has other words and buttons, and must still line up
  await app.getByTestId('net-computer').last().click();
  await expect(app.getByTestId('net-computer-note')).toHaveCount(1);
  for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
    await app.setViewportSize(size);
    const colours = await app.getByTestId('net-seat-colour').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(new Set(colours.map((c) => c.length)).size, 'colour names of different lengths').toBeGreaterThan(1);
    await expect
      .poll(async () => {
        const lefts = await who.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left * 2) / 2));
        return new Set(lefts).size;
      }, { message: `every "Seat N:" at one left edge at ${size.width}x${size.height}` })
      .toBe(1);
  }
});

// Play-test 18 (and 19: 1920x1080 too): the name column was narrow ("Capitano / 4 (computer)" broke inside the name) and
// the rows had uneven heights. In every language, at 1280x800 and 1024x700: every row one height,
// and every name on one line, whole.
for (const lang of ['en', 'fr', 'it', 'ru']) {
  test(`${lang}: the lobby's seat rows are one height, each name whole on one line, at 1024x700, 1280x800 and 1920x1080`, async ({ app, host }) => {
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${host.token}` };
    const seq = ((await rawPost(host, 'getSettings', '{}', auth)).json as { value: { seq: number } }).value.seq;
    expect((await rawPost(host, 'setSettings', JSON.stringify({ expectSeq: seq, patch: { language: lang } }), auth)).status).toBe(200);
    await app.reload();
    await expect(app.locator('body')).toHaveAttribute('data-ready', 'true');
    await app.getByTestId('new-game').click();
    while ((await app.locator('[data-testid^="seat-name-"]').count()) < 4) await app.getByTestId('add-seat').click();
    await app.getByTestId('net-host-open').click();
    await app.getByTestId('net-port').fill('0');
    await app.getByTestId('net-open').click();
    await expect(app.getByTestId('net-seat-who')).toHaveCount(4);
    // two computer seats (a made-up name, the level's note and its menu) beside the host's and an open one
    await app.getByTestId('net-computer').last().click();
    await expect(app.getByTestId('net-computer-note')).toHaveCount(1);
    await app.getByTestId('net-computer').last().click();
    await expect(app.getByTestId('net-computer-note')).toHaveCount(2);
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }, { width: 1920, height: 1080 }]) {
      await app.setViewportSize(size);
      await expect
        .poll(async () => {
          const rows = await app.getByTestId('net-seat').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
          return Math.max(...rows) - Math.min(...rows);
        }, { message: `rows of one height at ${size.width}x${size.height}` })
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
      expect(broken, `${size.width}x${size.height}`).toEqual([]);
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
      expect(lines.filter((l) => l.who > 2 || l.state > 1), `${size.width}x${size.height}: ${JSON.stringify(lines)}`).toEqual([]);
      if (WANT_SHOTS) await app.screenshot({ path: `${SCREENSHOTS}/net-seat-rows-${lang}-${size.width}.png` });
    }
  });
}
