// The replay plays and jumps as the log counts (issue 14 newcomer play-test): Space played one
// action at a time while ←/→ stepped whole moves; a jump to round N (the chart, PgUp/PgDn, the round
// buttons) said "Round N-1", the move before it. Played on the finished 3-player race.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { openFinishedReplay } from './finished-replay.js';

interface Hooks {
  __mqReplay: { seq(): number; rounds(): { round: number; seq: number }[]; seek(seq: number): Promise<unknown> };
}
const seqNow = (page: Page) => page.evaluate(() => (window as unknown as Hooks).__mqReplay.seq());

/** The lit log line: its position and, for a round's start, its round. */
async function litLine(page: Page): Promise<{ seq: number; round: string | null; text: string }> {
  const li = page.getByTestId('replay-log').locator('[aria-current="step"]');
  await expect(li).toHaveCount(1);
  return { seq: Number(await li.getAttribute('data-seq')), round: await li.getAttribute('data-round'), text: (await li.textContent()) ?? '' };
}

/** The viewer shows round `n`'s start: its position, and the header, caption and log line say round n. */
async function expectRoundStart(page: Page, n: number, seq: number): Promise<void> {
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-seq', String(seq), { timeout: 15_000 });
  await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('replay-position')).toHaveText(new RegExp(`^Before move \\d+ of \\d+ · Round ${n}$`));
  await expect(page.getByTestId('replay-now')).toContainText(`Round ${n} begins.`);
  await expect(page.getByTestId('replay-now')).toContainText('moves first');
  const lit = await litLine(page);
  expect(lit).toMatchObject({ seq, round: String(n) });
  expect(lit.text).toContain(`Round ${n} begins.`);
}

test('a jump to round N shows where round N starts, and says round N in the header, the caption and the log', async ({ page, host, pageErrors }) => {
  test.setTimeout(120_000);
  await openFinishedReplay(page, host.url, 'en');
  const rounds = await page.evaluate(() => (window as unknown as Hooks).__mqReplay.rounds());
  const mid = rounds[Math.floor(rounds.length / 2)]!;
  const next = rounds.find((r) => r.round === mid.round + 1)!;

  // the chart's point of a round
  await page.getByTestId('replay').getByTestId(`chart-round-${mid.round}`).click();
  await expectRoundStart(page, mid.round, mid.seq);
  // PageDown / PageUp
  await page.keyboard.press('PageDown');
  await expectRoundStart(page, next.round, next.seq);
  await page.keyboard.press('PageUp');
  await expectRoundStart(page, mid.round, mid.seq);
  // the round buttons
  await page.getByTestId('replay-round-forward').click();
  await expectRoundStart(page, next.round, next.seq);
  await page.getByTestId('replay-round-back').click();
  await expectRoundStart(page, mid.round, mid.seq);
  // the round's line in the log
  await page.getByTestId('replay-log').locator(`li[data-round="${next.round}"] button`).click();
  await expectRoundStart(page, next.round, next.seq);

  // The same position reached by moves is the end of the round before's last move, told as that move.
  const replay = page.getByTestId('replay');
  await page.keyboard.press('ArrowLeft');
  // (each key steps from the position shown: the next waits for this one)
  await expect.poll(() => seqNow(page)).toBeLessThan(next.seq);
  await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-seq', String(next.seq), { timeout: 15_000 });
  await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('replay-position')).toHaveText(new RegExp(`^Move \\d+ of \\d+ · Round ${next.round - 1}$`));
  expect(await litLine(page)).toMatchObject({ seq: next.seq, round: null });
  // and one round forward from there is the round that starts at that very position
  await page.keyboard.press('PageDown');
  await expectRoundStart(page, next.round, next.seq);
  // one move forward from a round's start: its first move, in that round
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  await expect.poll(() => seqNow(page)).toBeGreaterThan(next.seq);
  await expect(page.getByTestId('replay-position')).toHaveText(new RegExp(`^Move \\d+ of \\d+ · Round ${next.round}$`));
  expect(pageErrors).toEqual([]);
});

test('playback shows whole moves, one after the other, and a pause stops after the move shown', async ({ page, host, pageErrors }) => {
  test.setTimeout(120_000);
  await openFinishedReplay(page, host.url, 'en');
  const rounds = await page.evaluate(() => (window as unknown as Hooks).__mqReplay.rounds());
  const from = rounds[2]!;
  await page.getByTestId('replay').getByTestId(`chart-round-${from.round}`).click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(from.seq), { timeout: 15_000 });
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  // Every position playback shows, with the log line lit there (the same update draws both).
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="replay"]')!;
    const seen: { seq: number; lit: number; round: string | null }[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const li = document.querySelector('[data-testid="replay-log"] [aria-current="step"]');
      seen.push({ seq: Number(el.getAttribute('data-seq')), lit: Number(li?.getAttribute('data-seq') ?? -1), round: li?.getAttribute('data-round') ?? null });
    }).observe(el, { attributes: true, attributeFilter: ['data-seq'] });
  });
  await page.getByTestId('replay-speed').selectOption('4');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-playing', 'true');
  const seen = () => page.evaluate(() => (window as unknown as { __seen: { seq: number; lit: number; round: string | null }[] }).__seen);
  await expect.poll(async () => (await seen()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-playing', 'false');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  const shown = await seen();
  // each position shown is a whole move's end: the log's line of that move is lit, no step inside one
  for (const s of shown) expect(s, JSON.stringify(shown)).toEqual({ seq: s.seq, lit: s.seq, round: null });
  // several actions a move: playback skipped the steps inside the moves
  expect(shown.at(-1)!.seq - from.seq).toBeGreaterThan(shown.length);
  // paused on a move's end, and it stays there
  const paused = await seqNow(page);
  expect((await litLine(page)).seq).toBe(paused);
  await page.waitForTimeout(1500);
  expect(await seqNow(page)).toBe(paused);
  expect(pageErrors).toEqual([]);
});

test('the end screen’s race chart opens the replay at the round clicked, said as that round', async ({ page, host, pageErrors }) => {
  test.setTimeout(120_000);
  const id = await openFinishedReplay(page, host.url, 'en');
  const rounds = await page.evaluate(() => (window as unknown as Hooks).__mqReplay.rounds());
  const mid = rounds[Math.floor(rounds.length / 2)]!;
  await page.evaluate((gid) => (window as unknown as { __mqPlay: { openEnd(id: string): void } }).__mqPlay.openEnd(gid), id);
  await page.getByTestId('race-chart').getByTestId(`chart-round-${mid.round}`).click();
  await expectRoundStart(page, mid.round, mid.seq);
  expect(pageErrors).toEqual([]);
});

test('round jumps pressed while a jump is still loading add up: five quick PageDowns go five rounds on', async ({ page, host, pageErrors }) => {
  test.setTimeout(120_000);
  await openFinishedReplay(page, host.url, 'en');
  const rounds = await page.evaluate(() => (window as unknown as Hooks).__mqReplay.rounds());
  const first = rounds[1]!;
  const fifth = rounds.find((r) => r.round === first.round + 5)!;
  const back = rounds.find((r) => r.round === fifth.round - 3)!;
  await page.getByTestId('replay').getByTestId(`chart-round-${first.round}`).click();
  await expectRoundStart(page, first.round, first.seq);
  // all five in one go, before the first jump's position can arrive (play-test: ten quick presses reached round 2)
  const press = (key: string, n: number) =>
    page.evaluate(
      ([k, times]) => {
        for (let i = 0; i < times; i++) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
      },
      [key, n] as const,
    );
  await press('PageDown', 5);
  await expectRoundStart(page, fifth.round, fifth.seq);
  await press('PageUp', 3);
  await expectRoundStart(page, back.round, back.seq);
  expect(pageErrors).toEqual([]);
});
