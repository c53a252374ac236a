// The network lobby in French (issue 15, play-test): a captain the room names ("Captain 3") reads
// "Capitaine 3" as in the game, and the labels the lobby joins to their values keep French
// typography ("Place 1 :", with a no-break space before the colon).
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

type Hooks = { __mqTest: { api: { setSettings(q: unknown): Promise<{ ok: boolean }> }; settingsSeq(): number } };

test('a French host’s lobby: the room’s captain in French, colons spaced', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  const ok = await app.evaluate(async () => {
    const w = window as unknown as Hooks;
    return (await w.__mqTest.api.setSettings({ expectSeq: w.__mqTest.settingsSeq(), patch: { language: 'fr' } })).ok;
  });
  expect(ok).toBe(true);
  await expect(app.locator('html')).toHaveAttribute('lang', 'fr');
  await app.getByTestId('new-game').click();
  await app.getByTestId('net-host-open').click();
  await app.getByTestId('net-port').fill('0');
  await app.getByTestId('net-open').click();
  const seats = app.getByTestId('net-seat');
  await expect(seats.first()).toBeVisible();
  // an open seat given to a computer captain: the room names it "Captain N"
  const n = await seats.count();
  await seats.nth(n - 1).getByTestId('net-computer').click();
  await expect(seats.nth(n - 1)).toContainText(`Capitaine ${n}`);
  const text = await app.getByTestId('net-seats').innerText();
  expect(text).not.toMatch(/\bCaptain \d/);
  for (let i = 1; i <= n; i++) expect(text).toContain(`Place ${i}\u00a0:`);
  await expect(app.getByTestId('net-settings-length')).toContainText('\u00a0:');
  // no colon glued to a word anywhere on the lobby (an address's "mq://…:2567" aside)
  const body = (await app.locator('main, body').first().innerText()).replace(/\S*:\/\/\S*/g, '');
  expect(body.match(/\p{L}[:;!?](?!\d)/gu) ?? []).toEqual([]);
  await shot(app, 'net-lobby-fr');
  expect(pageErrors).toEqual([]);
});
