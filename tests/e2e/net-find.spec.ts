// Finding a game without an address (issue 17): one app hosts a public race from its screen, a
// second a private one; a third app's "Join a game" lists the public one only (announced on the
// loopback in end-to-end runs): a private race is never listed, nor where it is hosted (play-test);
// it joins the private one with its invite, leaves, then joins the public one with one click and
// sits down; a game of another version nearby is listed greyed with the reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import dgram from 'node:dgram';
import type { Browser, Page } from '@playwright/test';
import { api, expect, type HostInfo, newAppPage, reduceEffects, startHost, test } from './fixtures.js';
import { shot } from './play-helpers.js';

async function openApp(browser: Browser, host: HostInfo): Promise<Page> {
  await reduceEffects(host);
  const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return page;
}

/** A request to an app as the renderer makes it (the private host needs no page). */
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

test('a private race never listed (joined with its invite), a public one with one click, another version greyed', async ({ browser }) => {
  test.setTimeout(90_000);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-find-')));
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

    const priv = (await api(hosts[2]!.info, 'netHost', { seats: 2, port: 0, hostName: 'Cleo' })) as { invite: string; address: string };
    const b = await openApp(browser, hosts[1]!.info);
    await b.getByTestId('net-join-open').click();

    const ours = b.getByTestId('net-nearby').getByTestId('net-found').filter({ hasText: 'Evening race' });
    await expect(ours).toContainText('hosted by Ada', { timeout: 10_000 });
    // the private game: never in the list, nor its address, well after a few announcements
    await b.waitForTimeout(3000);
    await expect(b.getByTestId('net-found').filter({ hasText: 'Cleo' })).toHaveCount(0);
    await expect(b.getByTestId('net-finder')).not.toContainText(priv.address);
    // joined with its invite
    await b.getByTestId('net-invite-input').fill(priv.invite);
    await b.getByTestId('net-join').click();
    await expect(b.getByTestId('net-seats')).toBeVisible();
    await b.getByTestId('net-leave').click();
    await b.getByTestId('net-join-open').click();
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
