// The browser's Back button in the browser host (play-test, issue 17: it left the app). Screens are
// entries of the browser's history: Back goes to the previous screen; in a networked race it asks
// what the race's own Leave asks (the host: pause the race?), and the race stays until answered.
// The guest's app (no page: its API only) is told its library gets the race when it ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';

test('Back goes to the previous screen, and on a race asks what Leave asks', async ({ browser }) => {
  test.setTimeout(120_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-back-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp] = hosts;
  try {
    await reduceEffects(hostApp!.info);
    const a = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
    await a.goto(hostApp!.info.url);
    await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
    const origin = new URL(a.url()).origin;

    // an ordinary screen: Back is back on Home, in the app
    await a.getByTestId('open-library').click();
    await expect(a.getByTestId('library')).toBeVisible();
    await a.goBack();
    await expect(a.locator('body')).toHaveAttribute('data-screen', 'home');
    expect(new URL(a.url()).origin).toBe(origin);
    await expect(a.getByTestId('new-game')).toBeVisible();
    // "Join a game" before any room: Back is back where the player came from
    await a.getByTestId('net-join-open').click();
    await expect(a.getByTestId('net-finder')).toBeVisible();
    await a.goBack();
    await expect(a.getByTestId('net-finder')).toHaveCount(0);
    await expect(a.getByTestId('new-game')).toBeVisible();

    // the host opens seats; a guest's app joins
    await a.getByTestId('new-game').click();
    await a.getByTestId('net-host-open').click();
    await a.getByTestId('net-host-name').fill('Ada');
    await a.getByTestId('net-port').fill('0');
    await a.getByTestId('net-open').click();
    await expect(a.getByTestId('net-invite-text')).toBeVisible();
    const room = (await api(hostApp!.info, 'netStatus', {})) as { invite: string };
    await api(guestApp!.info, 'netJoin', { invite: room.invite });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await api(guestApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    // the guest is told the race comes into their library at its end
    expect(((await api(guestApp!.info, 'netStatus', {})) as { libraryAtEnd: boolean }).libraryAtEnd).toBe(true);
    // any other seat: a computer captain, counted once the host's page shows Ben's seat taken (on a
    // quiet machine the count came before Ben's seat reached the page, and the loop expected one too many)
    await expect(a.getByTestId('net-seat').nth(1)).toContainText('Ben');
    // one at a time, each seen taken (a list read once goes stale as soon as the first seat is taken)
    for (let left = await a.getByTestId('net-computer').count(); left > 0; left--) {
      await a.getByTestId('net-computer').first().click();
      await expect(a.getByTestId('net-computer')).toHaveCount(left - 1);
    }
    await a.getByTestId('net-ready').check();
    await a.getByTestId('net-start').click();
    await expect(a.getByTestId('play')).toBeVisible();

    // Back on the race: the host is asked first, and the race stays
    await a.goBack();
    await expect(a.getByTestId('net-pause-ask')).toBeVisible();
    await a.getByTestId('net-pause-no').click();
    await expect(a.getByTestId('net-pause-ask')).toHaveCount(0);
    await expect(a.getByTestId('play')).toBeVisible();
    expect(((await api(hostApp!.info, 'netStatus', {})) as { role: string }).role).toBe('hosting');

    // Back again, and yes: paused, and Home offers the race back
    await a.goBack();
    await a.getByTestId('net-pause-yes').click();
    await expect(a.getByTestId('net-place')).toBeVisible();
    expect(new URL(a.url()).origin).toBe(origin);
    await expect
      .poll(async () => ((await api(guestApp!.info, 'netStatus', {})) as { lobby: { host: string } | null }).lobby?.host)
      .toBe('paused');
  } finally {
    await stopHosts(hosts, dirs);
  }
});
