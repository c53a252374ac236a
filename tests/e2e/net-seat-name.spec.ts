// A newcomer's play-test of the network lobby (issue 17): with no name, "take this seat" was greyed
// with no reason (now said beside it, in the player's language); seats showed no boat colour (now a
// swatch and the colour's name); and "Join a game" asked for the name again each time (now the last
// name given is remembered in the settings and offered again, across a restart of the page too, and
// for hosting from the new-game screen over its made-up "Captain 1").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';

test('the lobby says why a seat cannot be taken without a name, shows each seat’s colour, and remembers the name', async ({ browser }) => {
  test.setTimeout(120_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-seat-name-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [ada, ben] = [hosts[0]!.info, hosts[1]!.info];
  try {
    const room = await api<{ invite: string }>(ada, 'netHost', { seats: 3, port: 0, hostName: 'Ada' });
    await api(ada, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });

    await reduceEffects(ben);
    const page = await newAppPage(browser, { viewport: { width: 1024, height: 700 } });
    await page.goto(ben.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('net-join-open').click();
    await expect(page.getByTestId('net-join-name')).toHaveValue('');
    // a name typed, Back to Home and in again: still there (play-test, issue 17: it had been cleared)
    await page.getByTestId('net-join-name').fill('Bea');
    await page.goBack();
    await expect(page.getByTestId('new-game')).toBeVisible();
    await page.getByTestId('net-join-open').click();
    await expect(page.getByTestId('net-join-name')).toHaveValue('Bea');
    await page.getByTestId('net-join-name').fill('');
    await page.getByTestId('net-invite-input').fill(room.invite);
    await page.getByTestId('net-join').click();
    const seats = page.getByTestId('net-seat');
    await expect(seats).toHaveCount(3);

    // each seat's colour, by swatch and by name
    await expect(seats.nth(0).getByTestId('net-seat-colour')).toHaveText('white');
    await expect(seats.nth(1).getByTestId('net-seat-colour')).toHaveText('orange');
    await expect(seats.nth(2).getByTestId('net-seat-colour')).toHaveText('blue');
    await expect(seats.nth(1).locator('.swatch')).toHaveCSS('background-color', 'rgb(240, 138, 36)');

    // no name: the greyed button says why, beside it
    await expect(seats.nth(1).getByTestId('net-take')).toBeDisabled();
    await expect(page.getByTestId('net-take-why')).toHaveText('Type your name above to take a seat');
    await expect(seats.nth(1).getByTestId('net-take-why')).toBeVisible();
    await page.getByTestId('net-name').fill('Ben');
    await expect(page.getByTestId('net-take-why')).toHaveCount(0);
    await seats.nth(1).getByTestId('net-take').click();
    await expect.poll(async () => (await api<{ lobby: { seats: { name: string | null }[] } }>(ada, 'netStatus', {})).lobby.seats[1]!.name).toBe('Ben');

    // out of the room and in again from "Join a game": the name is offered, also after a reload
    await page.getByTestId('net-leave').click();
    await page.getByTestId('net-join-open').click();
    await expect(page.getByTestId('net-join-name')).toHaveValue('Ben');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('net-join-open').click();
    await expect(page.getByTestId('net-join-name')).toHaveValue('Ben');
    // hosting from the new-game screen: the name used last, not its made-up first captain's (play-test:
    // "Captain 1" was offered, and kept as the name for the next join); New game's first seat says it
    // too (net27 play-test: "Captain 1" again after a network race)
    await page.getByTestId('net-back').click();
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('seat-name-0')).toHaveValue('Ben');
    await page.getByTestId('net-host-open').click();
    await expect(page.getByTestId('net-host-name')).toHaveValue('Ben');
  } finally {
    await stopHosts(hosts, dirs);
  }
});
