// Finding a game without an address (issue 17): one app hosts a public race from its screen; another
// app's "Join a game" lists it (announced on the loopback in end-to-end runs), joins it with one
// click and sits down; a game of another version nearby is listed greyed with the reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import dgram from 'node:dgram';
import type { Browser, Page } from '@playwright/test';
import { expect, reduceEffects, startHost, test, type HostInfo } from './fixtures.js';
import { shot } from './play-helpers.js';

async function openApp(browser: Browser, host: HostInfo): Promise<Page> {
  await reduceEffects(host);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return page;
}

/** A game of a later version announcing itself, as such an app would (the list must not trip on it). */
function announceFuture(): () => void {
  const socket = dgram.createSocket('udp4');
  const packet = JSON.stringify({
    app: 'mississippi-queen',
    protocol: 999,
    appVersion: '99.0.0',
    from: 'future',
    port: 2999,
    rooms: [{ roomId: 'future', public: true, title: 'Future race', host: 'Zed', tables: { new: true } }],
  });
  socket.bind(0, () => socket.setBroadcast(true));
  const timer = setInterval(() => socket.send(packet, 2568, '127.255.255.255'), 500);
  return () => {
    clearInterval(timer);
    socket.close();
  };
}

test('a public race is found nearby and joined with one click; another version is greyed', async ({ browser }) => {
  test.setTimeout(90_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-find-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const stopFuture = announceFuture();
  try {
    const a = await openApp(browser, hosts[0]!.info);
    await a.getByTestId('new-game').click();
    await a.getByTestId('net-host-open').click();
    await a.getByTestId('net-host-name').fill('Ada');
    await expect(a.getByTestId('net-private')).toBeChecked();
    await a.getByTestId('net-public').check();
    await a.getByTestId('net-race-name').fill('Evening race');
    await expect(a.getByTestId('net-announce')).toBeChecked();
    await shot(a, 'net-find-host', true);
    await a.getByTestId('net-port').fill('0');
    await a.getByTestId('net-open').click();
    await expect(a.getByTestId('net-invite-text')).toBeVisible();

    const b = await openApp(browser, hosts[1]!.info);
    await b.getByTestId('net-join-open').click();
    const ours = b.getByTestId('net-nearby').getByTestId('net-found').filter({ hasText: 'Evening race' });
    await expect(ours).toContainText('hosted by Ada', { timeout: 10_000 });
    await expect(ours).toContainText(/\d open seats? of \d/);
    const future = b.getByTestId('net-found').filter({ hasText: 'Future race' });
    await expect(future).toHaveAttribute('data-status', 'version');
    await expect(future.getByTestId('net-found-reason')).toContainText('Another version of the game (99.0.0)');
    await expect(future.getByTestId('net-found-join')).toHaveCount(0);
    await shot(b, 'net-find-join', true);

    await ours.getByTestId('net-found-join').click();
    await b.getByTestId('net-name').fill('Bo');
    await b.getByTestId('net-seat').nth(1).getByTestId('net-take').click();
    await expect(a.getByTestId('net-seat').nth(1)).toContainText('Bo');
  } finally {
    stopFuture();
    for (const h of hosts) if (h.child.exitCode === null) h.child.kill('SIGTERM');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
});
