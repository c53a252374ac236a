// The replay's first position (issue 14, bug 4): "Before the first move" shows every boat at its
// start dock (not on land, none missing, no "At the shipyard" in a game without one), and the
// log's move numbers follow on without gaps.
import fs from 'node:fs';
import path from 'node:path';
import type { GameState, Hex } from '../../engine/index.js';
import { spaceAt } from '../../engine/index.js';
import { ROOT, expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');

test('the replay opens with the boats at their start docks; log numbers are contiguous', async ({ app, pageErrors }) => {
  test.setTimeout(90_000);
  const page = app;
  const imported = await page.evaluate(async (text) => {
    const api = (window as unknown as { __mqTest: { api: { importGame(q: unknown): Promise<{ ok: boolean; value: { id: string } }> } } }).__mqTest.api;
    return (await api.importGame({ text })).value.id;
  }, FINISHED);
  expect(imported).toBeTruthy();
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('lib-open').first().click();
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('replay-position')).toHaveText('Before the first move');

  // Every boat stands on a start dock, on the board and in the position shown.
  const scene = page.locator('[data-scene-ready="true"]');
  if ((await scene.count()) > 0) {
    const st = (await page.evaluate(() => (window as unknown as { __mqScene: { state(): unknown } }).__mqScene.state())) as GameState;
    expect(st.boats.length).toBe(3);
    for (const b of st.boats) {
      expect(b.pos, `${b.id} is on the river`).not.toBeNull();
      expect(spaceAt(st.river, b.pos as Hex)?.kind).toMatch(/^start[1-5]$/);
    }
  }
  await expect(page.getByTestId('replay-boats')).not.toContainText('At the shipyard');
  await shot(page, 'flow-04-replay-start');

  // The log numbers its lines 1, 2, 3... (actions that say nothing leave no gap), all game long.
  type Replay = { lastSeq(): number; seek(seq: number): Promise<unknown> };
  const last = await page.evaluate(() => (window as unknown as { __mqReplay: Replay }).__mqReplay.lastSeq());
  for (let at = 0; at <= last; at += 40) {
    await page.evaluate((s) => (window as unknown as { __mqReplay: Replay }).__mqReplay.seek(s), at);
    await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true');
    const numbers = (await page.getByTestId('replay-log').locator('.n').allTextContents()).map(Number);
    expect(numbers.length).toBeGreaterThan(10);
    numbers.forEach((n, i) => expect(n, `log line ${i} near move ${at}`).toBe(numbers[0]! + i));
  }
  expect(pageErrors).toEqual([]);
});
