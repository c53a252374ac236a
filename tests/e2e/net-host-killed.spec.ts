// The host's app killed under a guest's page (issue 17: no e2e did it with a page watching): the
// guest's page says in words that the host's game stopped and what to do, and once the host's app
// starts again (it resumes the race from its store) the guest's page is back in the race by itself,
// showing the host away until the host's own page opens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { NetStatus } from '../../electron/net/net-api.js';
import { api, expect, type HostInfo, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { waitIdle } from './play-helpers.js';

/** A page of `info`'s app, back in its race from Home's card. */
async function openRace(browser: Browser, info: HostInfo): Promise<Page> {
  await reduceEffects(info);
  const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(info.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('net-place-back').click();
  await expect(page.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });
  await waitIdle(page);
  return page;
}

test('the host’s app killed: its own page and the guest’s say so and what to do; the host’s restart brings the guest back', async ({ browser }) => {
  test.setTimeout(150_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-host-killed-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp] = hosts;
  /** The pages' browser contexts, closed at the end (they were left open for the next tests). */
  const pages: Page[] = [];
  try {
    const hosted = await api<{ invite: string }>(hostApp!.info, 'netHost', { seats: 2, port: 0, hostName: 'Ada' });
    await api(guestApp!.info, 'netJoin', { invite: hosted.invite });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await api(hostApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await expect.poll(async () => (await api<NetStatus>(hostApp!.info, 'netStatus', {})).lobby!.mine).toEqual([0]);
    await api(hostApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await api(guestApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await expect.poll(async () => (await api<NetStatus>(hostApp!.info, 'netStatus', {})).lobby!.seats.every((s) => s.ready)).toBe(true);
    await api(hostApp!.info, 'netSend', { type: 'start', body: {} });
    // (the race's view reaches the host's app a moment after the start)
    let rev = -1;
    await expect.poll(async () => (rev = (await api<NetStatus>(hostApp!.info, 'netStatus', {})).view?.rev ?? -1)).toBeGreaterThanOrEqual(0);

    // the host's page and the guest's, each in the race
    const [a, b] = await Promise.all([hostApp!.info, guestApp!.info].map((info) => openRace(browser, info)));
    pages.push(a!, b!);

    // the host's process dies without a word
    const exited = new Promise((r) => hostApp!.child.once('exit', r));
    hostApp!.child.kill('SIGKILL');
    await exited;
    // the host's own page, while its app does not answer yet ("Reconnecting…", before "stopped"): on
    // hold, no "Your turn" (play-test: "Your turn" with live buttons under a small "Reconnecting…")
    const blinkHeld = () =>
      a.evaluate(() => {
        const has = (id: string) => !!document.querySelector(`[data-testid="${id}"]`);
        return has('net-app-blink') ? has('halted-header') && !has('net-turn') : null;
      });
    let held: boolean | null = null;
    await expect.poll(async () => (held = await blinkHeld()), { timeout: 15_000 }).not.toBeNull();
    expect(held, 'on hold, no turn line, while its app does not answer').toBe(true);
    const trouble = b.getByTestId('net-trouble');
    await expect(trouble).toContainText('The host’s game has stopped.', { timeout: 20_000 });
    await expect(trouble).toContainText('once they start it again');
    await expect(b.getByTestId('halted-header')).toHaveText('On hold');
    await expect(b.getByTestId('net-turn')).toHaveCount(0);
    // at 1024x700 the notice is in the side panel, over no part of the board (play-test: it hid the leftmost boats)
    await b.setViewportSize({ width: 1024, height: 700 });
    const [box, board] = await Promise.all([trouble.boundingBox(), b.locator('.main > .board').boundingBox()]);
    const apart = box!.x >= board!.x + board!.width || box!.y >= board!.y + board!.height || box!.x + box!.width <= board!.x || box!.y + box!.height <= board!.y;
    expect(apart, `notice ${JSON.stringify(box)}, board ${JSON.stringify(board)}`).toBe(true);
    await expect(trouble).toBeInViewport({ ratio: 1 });
    // the killed host's own page says its app stopped and what to do, not "Reconnecting…" for good (play-test)
    await expect(a.getByTestId('net-app-stopped')).toContainText('This app has stopped hosting the race', { timeout: 20_000 });
    await expect(a.getByTestId('net-app-stopped')).toContainText('Start the game again');
    await expect(a.getByTestId('net-app-blink')).toHaveCount(0);

    // the host's app starts again on its folder: it resumes the race from its store, the guest's page follows
    const again = await startHost(dirs[0]!);
    hosts[0] = again;
    await expect(trouble).toHaveCount(0, { timeout: 40_000 });
    await expect(b.getByTestId('net-turn')).toBeVisible();
    await expect(b.getByTestId('halted-header')).toHaveCount(0);
    // the same race, nothing lost
    const back = await api<NetStatus>(again.info, 'netStatus', {});
    expect(back.view?.rev).toBe(rev);
    await expect(b.getByTestId('play')).toHaveAttribute('data-rev', String(rev));
    // the host's app runs again without its page: Ada is away, said as for any away player (play-test:
    // "Waiting for Ada" with no sign she was away), not as a lost connection
    await expect(b.getByTestId('net-away')).toContainText('Ada', { timeout: 20_000 });
    // and offline, the race waiting: her app keeps it (pt27: "connection lost … hand the seat over")
    await expect(b.getByTestId('net-away')).toContainText('Ada is offline: the race will wait at their turn.');
    await expect(trouble).toHaveCount(0);
    // whole in French at 1024x700 (the page is that size since above): no fold to "Ada : connexion pe… ▾"
    // (it has no fold), no "on hold" header cut short (nothing is held)
    await b.getByTestId('play-language').selectOption('fr');
    const notice = b.getByTestId('net-away');
    await expect(notice).toHaveText('Ada\u00a0: hors ligne. La course attendra à son tour.');
    await expect(notice.getByTestId('net-notice-fold')).toHaveCount(0);
    expect(await notice.locator('p').evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expect(b.getByTestId('halted-header')).toHaveCount(0);
    await b.getByTestId('play-language').selectOption('en');
    // her page opens: she is back
    pages.push(await openRace(browser, again.info));
    await expect(b.getByTestId('net-away')).toHaveCount(0, { timeout: 20_000 });
  } finally {
    await Promise.all(pages.map((p) => p.context().close().catch(() => undefined)));
    await stopHosts(hosts, dirs);
  }
});
