// A guest's page in a network race (play-test of issue 17, guest B in Russian at 1024x700): the
// note that the race goes into their library is said for a few seconds when the race opens, not
// over the board all race (it covered boats and the bank's name); Home's card names the host as the
// race does, an app-made name in the player's language ("Капитан 1", not "Captain 1"); the Leave
// button says its short words at 1280x800 too (play-test: its whole sentence took most of the header).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';

type Hooks = { __mqTest: { api: { setSettings(q: unknown): Promise<{ ok: boolean }> }; settingsSeq(): number } };

test('a guest is told of the library once, briefly; Home names the host in their language; the Leave button stays short', async ({ browser }) => {
  test.setTimeout(120_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-guest-notes-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp] = hosts;
  try {
    const hosted = (await api(hostApp!.info, 'netHost', { seats: 2, port: 0, hostName: 'Captain 1' })) as { invite: string };
    await api(guestApp!.info, 'netJoin', { invite: hosted.invite });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Boris' } });
    await api(hostApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Captain 1' } });
    await expect.poll(async () => ((await api(hostApp!.info, 'netStatus', {})) as { lobby: { mine: number[] } }).lobby.mine).toEqual([0]);
    await api(hostApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await api(guestApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await expect
      .poll(async () => ((await api(hostApp!.info, 'netStatus', {})) as { lobby: { seats: { ready: boolean }[] } }).lobby.seats.every((s) => s.ready))
      .toBe(true);
    await api(hostApp!.info, 'netSend', { type: 'start', body: {} });

    await reduceEffects(guestApp!.info);
    const b = await newAppPage(browser, { viewport: { width: 1024, height: 700 } });
    await b.goto(guestApp!.info.url);
    await expect(b.locator('body')).toHaveAttribute('data-ready', 'true');
    const ok = await b.evaluate(async () => {
      const w = window as unknown as Hooks;
      return (await w.__mqTest.api.setSettings({ expectSeq: w.__mqTest.settingsSeq(), patch: { language: 'ru' } })).ok;
    });
    expect(ok).toBe(true);
    await expect(b.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(b.getByTestId('net-place')).toContainText('Капитан 1');
    await expect(b.getByTestId('net-place')).not.toContainText('Captain 1');

    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('play')).toBeVisible();
    await expect(b.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });
    await expect(b.getByTestId('net-library-at-end')).toBeVisible();
    // gone after a few seconds, for the rest of the race
    await expect(b.getByTestId('net-library-at-end')).toHaveCount(0, { timeout: 15_000 });
    // the leave button's short words (this narrow window) mean what its full ones say, in Russian too
    await expect(b.getByTestId('leave-game').locator('.short')).toHaveText('Покинуть гонку');
    await expect(b.getByTestId('leave-game')).toHaveAttribute('title', /^Покинуть гонку/);
    // and not said again on coming back to the race from Home (a guest's Leave asks first, saying how long the seat waits)
    await b.getByTestId('leave-game').click();
    await expect(b.getByTestId('net-leave-ask')).toContainText('Покинуть гонку?');
    await expect(b.getByTestId('net-leave-ask')).toContainText(/ждёт вас \d+ (минут|секунд)/);
    await b.getByTestId('net-leave-yes').click();
    await expect(b.getByTestId('net-place-back')).toBeVisible();
    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });
    await expect(b.getByTestId('net-library-at-end')).toHaveCount(0);

    // at 1280x800 too, in four languages, the button says its short words on one line and stays a
    // small part of the header; the sentence is its tooltip (play-test: it took most of the header)
    await b.setViewportSize({ width: 1280, height: 800 });
    const short = { en: 'Leave the race', fr: 'Quitter la course', it: 'Lascia la corsa', ru: 'Покинуть гонку' };
    const leave = b.getByTestId('leave-game');
    for (const [lang, words] of Object.entries(short)) {
      await b.getByTestId('play-language').selectOption(lang);
      await expect(b.locator('html')).toHaveAttribute('lang', lang);
      await expect(leave).toHaveAttribute('title', new RegExp(`^${words} \\(.{20,}\\)$`));
      expect(await leave.innerText(), lang).toBe(words);
      const [button, banner] = await Promise.all([leave.boundingBox(), b.getByTestId('banner').boundingBox()]);
      expect(button!.width, `${lang}: ${Math.round(button!.width)} px of the header's ${Math.round(banner!.width)}`).toBeLessThan(banner!.width * 0.2);
      const fit = await leave.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return { lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size, cut: el.scrollWidth > el.clientWidth + 1 };
      });
      expect(fit, lang).toEqual({ lines: 1, cut: false });
    }
  } finally {
    await stopHosts(hosts, dirs);
  }
});
