// Play-test findings on the replay viewer: the log never covers the play bar (a mouse click on
// "To the end" reaches the button at every window size), the header's move number is the number
// of the highlighted log line, and "Before the first move" highlights no numbered move; the caption
// and the highlighted line tell the same boat's move, stepping forward, back and after a jump.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');

async function openReplay(page: Page): Promise<void> {
  await page.evaluate(async (text) => {
    const api = (window as unknown as { __mqTest: { api: { importGame(q: unknown): Promise<{ ok: boolean }> } } }).__mqTest.api;
    await api.importGame({ text });
  }, FINISHED);
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
}

/** The element under the centre of `testId` is that element (or inside it). */
async function hitsItself(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

// (one replay opened, looked at in the three window sizes, the window resized in place and the
// replay taken back to its start between them: a test per size cost each the app's load and the import)
test('replay at 1024x700, 1280x800 and 1920x1080: the play bar is never covered; to the end by mouse', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  const replay = page.getByTestId('replay');
  await page.setViewportSize({ width: 1024, height: 700 });
  await openReplay(page);
  const first = await replay.getAttribute('data-seq');
  for (const [width, height] of [
    [1024, 700],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    const at = `${width}x${height}`;
    await page.setViewportSize({ width, height });
    for (const id of ['replay-first', 'replay-back', 'replay-play', 'replay-forward', 'replay-last', 'replay-seek']) {
      if ((await page.getByTestId(id).count()) === 0) continue;
      expect(await hitsItself(page, id), `${id} is on top at ${at}`).toBe(true);
    }
    // The log sits wholly above the play bar.
    const log = await page.getByTestId('replay-log').boundingBox();
    const bar = await page.locator('footer.transport').boundingBox();
    expect(log!.y + log!.height, at).toBeLessThanOrEqual(bar!.y + 1);
    await shot(page, `replay-layout-${at}`);
    // A real mouse click (no force) on "To the end" reaches the last move.
    const last = await replay.getAttribute('data-last');
    const box = (await page.getByTestId('replay-last').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(replay, at).toHaveAttribute('data-seq', last!, { timeout: 15_000 });
    await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
    expect(await hitsItself(page, 'replay-play'), at).toBe(true);
    await shot(page, `replay-layout-${at}-end`);
    // back to the start for the next size, as a fresh replay opens
    await page.getByTestId('replay-first').click();
    await expect(replay).toHaveAttribute('data-seq', first!, { timeout: 15_000 });
    await expect(replay).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
  }
  expect(pageErrors).toEqual([]);
});

test('the header counts moves as the log numbers them; before the first move nothing is highlighted', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await openReplay(page);
  const replay = page.getByTestId('replay');
  const log = page.getByTestId('replay-log');
  const current = log.locator('[aria-current="step"]');
  await expect(page.getByTestId('replay-position')).toHaveText('Before the first move');
  await expect(current).toHaveCount(0);
  await shot(page, 'replay-numbering-start');

  const last = Number(await replay.getAttribute('data-last'));
  await page.getByTestId('replay-last').click();
  await expect(replay).toHaveAttribute('data-seq', String(last));
  await expect(replay).toHaveAttribute('data-idle', 'true');
  const total = Number(await current.locator('.n').textContent());
  await expect(page.getByTestId('replay-position')).toContainText(`Move ${total} of ${total}`);

  type Replay = { seek(seq: number): Promise<unknown> };
  for (const at of [Math.floor(last / 3), Math.floor(last / 2) + 1, last - 3]) {
    await page.evaluate((s) => (window as unknown as { __mqReplay: Replay }).__mqReplay.seek(s), at);
    await expect(replay).toHaveAttribute('data-idle', 'true');
    for (let i = 0; i < 3; i++) {
      const n = await current.locator('.n').textContent();
      await expect(page.getByTestId('replay-position')).toContainText(`Move ${n} of ${total}`);
      // a step is a whole move now: from near the end the last move is reached before three steps
      if (await page.getByTestId('replay-forward').isDisabled()) break;
      await page.getByTestId('replay-forward').click();
      await expect(replay).toHaveAttribute('data-idle', 'true');
    }
  }
  await shot(page, 'replay-numbering-middle');
  expect(pageErrors).toEqual([]);
});

/** The boat a text names first, by its colour ("Ann (red): ..."); null when it names none (a tile, the die). */
function firstColour(text: string): string | null {
  return /\((white|orange|blue|green|pink|red|black)\)/.exec(text)?.[1] ?? null;
}

test('the caption and the highlighted log line tell the same move: forward, back and after a jump', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await openReplay(page);
  const replay = page.getByTestId('replay');
  const current = page.getByTestId('replay-log').locator('[aria-current="step"]');
  const last = Number(await replay.getAttribute('data-last'));
  const mismatches: string[] = [];
  let named = 0;
  const look = async (how: string) => {
    await expect(replay).toHaveAttribute('data-idle', 'true');
    const seq = await replay.getAttribute('data-seq');
    const caption = (await page.getByTestId('replay-now').locator('.lines').textContent()) ?? '';
    const line = (await current.count()) ? ((await current.locator('.text').textContent()) ?? '') : '';
    const boat = firstColour(caption);
    if (boat === null) return;
    named++;
    if (firstColour(line) !== boat) mismatches.push(`${how} at ${seq}: caption "${caption}", line "${line}"`);
  };
  type Replay = { seek(seq: number): Promise<unknown> };
  const jump = (s: number) => page.evaluate((x) => (window as unknown as { __mqReplay: Replay }).__mqReplay.seek(x), s);
  await jump(Math.floor(last / 3));
  await look('jump');
  for (let i = 0; i < 12; i++) {
    await page.getByTestId('replay-forward').click();
    await look('forward');
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowLeft');
    await look('back');
  }
  for (const at of [Math.floor(last / 2) + 1, last - 5, last]) {
    await jump(at);
    await look('jump');
  }
  expect(named).toBeGreaterThan(10);
  expect(mismatches).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('at 1280x800 every boat row of "Boats at this moment" is in sight, or the side panel shows its scroll bar', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReplay(page);
  const seen = await page.getByTestId('replay-boats').evaluate((ul) => {
    const side = ul.closest('aside')!;
    const box = side.getBoundingClientRect();
    const rows = [...ul.children].map((li) => {
      const r = li.getBoundingClientRect();
      return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    });
    return { rows, scrolls: side.scrollHeight > side.clientHeight, bar: side.offsetWidth - side.clientWidth };
  });
  expect(seen.rows.length).toBeGreaterThan(0);
  if (seen.rows.every(Boolean)) return;
  // A row is cut off: the panel must scroll, with a scroll bar that takes room (not a hidden overlay one).
  expect(seen.scrolls).toBe(true);
  expect(seen.bar, 'the side panel shows a scroll bar').toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});
