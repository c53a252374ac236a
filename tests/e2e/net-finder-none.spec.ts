// "Join a game" with no game announced on this network (play-test of issue 17): it said "Looking for
// games…" for ever; after a few seconds it says none was found, and that it keeps listening. The
// invite field stays in sight above it, in French at 1024x700 (play-test: below the fold).
import { expect, test } from './fixtures.js';

type Hooks = { __mqTest: { api: { setSettings(q: unknown): Promise<{ ok: boolean }> }; settingsSeq(): number } };

test('Join a game says when no game was found on this network, and that it keeps listening', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  await app.getByTestId('net-join-open').click();
  await expect(app.getByTestId('net-finder')).toBeVisible();
  const searching = app.getByTestId('net-searching');
  // (first "Looking for games…": under load the page may show it only after its few seconds are up)
  await expect(searching).toContainText(/Looking for games|No game found/, { timeout: 15_000 });
  await expect(searching).toContainText('No game found on this network yet. Still listening', { timeout: 15_000 });

  await app.setViewportSize({ width: 1024, height: 700 });
  const ok = await app.evaluate(async () => {
    const w = window as unknown as Hooks;
    return (await w.__mqTest.api.setSettings({ expectSeq: w.__mqTest.settingsSeq(), patch: { language: 'fr' } })).ok;
  });
  expect(ok).toBe(true);
  await expect(app.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(searching).toContainText('Aucune partie', { timeout: 15_000 });
  // in sight without scrolling: the field and its Join button
  for (const id of ['net-invite-input', 'net-join']) {
    const box = await app.getByTestId(id).evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom, seen: innerHeight }));
    expect(box.top, id).toBeGreaterThanOrEqual(0);
    expect(box.bottom, id).toBeLessThanOrEqual(box.seen);
  }
  expect(pageErrors).toEqual([]);
});
