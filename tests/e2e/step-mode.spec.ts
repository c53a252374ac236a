// Step mode never leads into a dead end (play-test of issue 14: after speed 4 and two left turns a
// player was left with no step and no way back): every step offered still leads to a legal turn at
// the speed picked, and a step can always be taken back from the step controls themselves.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

test('step mode at speed 4: two left turns, then always a step or Confirm, and "take the step back" undoes one step', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  const boat = ((await readView(page)).pending as { boat: string }).boat;
  await page.getByTestId('speed-4').click();
  await page.getByTestId('step-mode').check();
  const back = page.getByTestId('step-back');
  // nothing to take back yet: not offered (play-test of issue 14: it stood there before any step)
  await expect(page.getByTestId('step-advance').first()).toBeVisible();
  await expect(back).toHaveCount(0);
  const steps = page.locator('.steps [data-testid^="step-"]:not([data-testid="step-back"])');
  const seqs: number[] = [];
  for (let i = 0; i < 8; i++) {
    const v = await readView(page);
    seqs.push(v.state.seq);
    const canConfirm = v.legalActions.some((a) => a.type === 'confirm');
    // never a dead end: a step to take, or the turn can be confirmed
    expect((await steps.count()) > 0 || canConfirm).toBe(true);
    if (i > 0) await expect(back).toBeEnabled();
    if ((v.state.turn?.pointsLeft ?? 1) === 0 || (await steps.count()) === 0) break;
    // the two left turns first (the play-test's path), then on downstream
    const left = page.getByTestId('step-rotate-L');
    // a turn step says what the boat will face, in the river's words (play-test: "Turn left" read against the screen),
    // and its coal: the first turn of the move free, each further one 1 coal (play-test: the price was unsaid)
    const turned = (v.state.turn?.rotations ?? 0) > 0;
    for (const turn of await page.locator('[data-testid^="step-rotate-"]').all()) {
      await expect(turn).toHaveText(/^Turn to face (downstream|upstream)(, toward the (left|right) bank)? · (free|1 coal)$/);
      if (!turned) await expect(turn).toHaveText(/ · free$/);
    }
    const next = i < 2 && (await left.count()) ? left : steps.first();
    await next.click();
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  }
  expect(seqs.length).toBeGreaterThan(2);
  // the speed went first with the first step: the turn was sailed at 4
  expect((await readView(page)).state.boats.find((b) => b.id === boat)!.speed).toBe(4);
  const before = (await readView(page)).state.seq;
  await back.click();
  await expect.poll(async () => (await readView(page)).state.seq).toBeLessThan(before);
  expect(pageErrors).toEqual([]);
});

/** At 1024x700 (where the decision scrolls in its own box), the default game on seed 11, speed 2, step mode on. */
async function stepModeAt1024(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 700 });
  await startDefaultGame(page, 11);
  await page.getByTestId('speed-2').click();
  await page.getByTestId('step-mode').check();
}

// (session 25's check: at 1024x700 the second Advance click sent nothing.) Pointing at a step shows
// where it leads in words below the steps; the decision scrolls in its own box there, and the
// browser's scroll anchoring moved the steps up to keep the part below in place: the button left
// the pointer, the words went, the button came back, every frame, and a click was lost.
test('1024x700, step mode: the step under the pointer stays put while its words show, and a second Advance is taken', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await stepModeAt1024(page);
  const advance = page.getByTestId('step-advance').first();
  for (let i = 0; i < 2; i++) {
    const rev = (await readView(page)).rev;
    // (the decision is taller than its box here: scrolled down, as a player would, Advance clears the Confirm row)
    const decision = (await page.locator('.side-scroll > .input').boundingBox())!;
    await page.mouse.move(decision.x + decision.width / 2, decision.y + 20);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.locator('.side-scroll > .input').evaluate((e) => e.scrollTop + e.clientHeight >= e.scrollHeight - 1)).toBe(true);
    const box = (await advance.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    expect(await page.evaluate((p) => document.elementFromPoint(p.x, p.y)?.getAttribute('data-testid'), at)).toBe('step-advance');
    await page.mouse.move(at.x, at.y);
    await expect(page.getByTestId('step-after')).toBeVisible();
    // ten frames with the pointer still: the button where it was (within a pixel), its words shown throughout
    const frames = await page.evaluate(
      () =>
        new Promise<{ top: number; words: boolean }[]>((done) => {
          const seen: { top: number; words: boolean }[] = [];
          const look = (): void => {
            const top = document.querySelector('[data-testid="step-advance"]')!.getBoundingClientRect().top;
            seen.push({ top, words: !!document.querySelector('[data-testid="step-after"]') });
            if (seen.length < 10) requestAnimationFrame(look);
            else done(seen);
          };
          requestAnimationFrame(look);
        }),
    );
    expect(frames.map((f) => `${Math.abs(f.top - box.y) < 1 ? 'in place' : `moved to ${Math.round(f.top)}`}, ${f.words ? 'words' : 'none'}`), `Advance ${i + 1}`).toEqual(Array(10).fill('in place, words'));
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(async () => (await readView(page)).rev, `Advance ${i + 1}`).toBeGreaterThan(rev);
  }
  expect(pageErrors).toEqual([]);
});

// (session 25's check: at 1024x700 the first Advance lay under the Confirm row's Undo, with nothing
// to say the decision scrolled.) Every step button is in sight above the Confirm row, turn after step.
test('1024x700, step mode: every step button is in sight above the Confirm row, before and after a step', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await stepModeAt1024(page);
  const hidden = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.steps button:not(.room-held)')].flatMap((b) => {
        const r = b.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height - 3);
        return top === b || b.contains(top) ? [] : [`${b.dataset.testid} under ${top?.getAttribute('data-testid') ?? top?.tagName}`];
      }),
    );
  for (let i = 0; i < 2; i++) {
    const rev = (await readView(page)).rev;
    await expect.poll(hidden, `before step ${i + 1}`).toEqual([]);
    await page.getByTestId('step-advance').first().click();
    await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(rev);
  }
  expect(pageErrors).toEqual([]);
});
