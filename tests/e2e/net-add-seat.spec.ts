// Play-test of issue 17 (host + guests): after "New game" the seat count was fixed, so a third
// player could not join, and nothing told the host that the list of captains is the list of seats.
// The host's lobby says how seats work, adds a seat the guest then takes, and removes one nobody
// sits in; the guest's name box shows a name of the longest allowed length whole, with the limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { shot } from './play-helpers.js';

test('the host adds a seat from the lobby, a guest takes it, the host removes an open one', async ({ browser }) => {
  test.setTimeout(120_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-add-seat-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [ada, ben] = [hosts[0]!.info, hosts[1]!.info];
  try {
    await Promise.all([reduceEffects(ada), reduceEffects(ben)]);
    const [a, b] = await Promise.all(
      [ada, ben].map(async (h) => {
        const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
        await page.goto(h.url);
        await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
        return page;
      }),
    );
    // the host opens the seats of the new game as set up
    await a.getByTestId('new-game').click();
    const setUp = await a.locator('[data-testid^="seat-name-"]').count();
    const formBox = (await a.getByTestId('new-game-form').boundingBox())!;
    await a.getByTestId('net-host-open').click();
    // the host's page as wide as New game, where it came from (play-test: narrower)
    const lobbyBox = (await a.getByTestId('net-lobby').boundingBox())!;
    expect(Math.abs(lobbyBox.width - formBox.width), `${lobbyBox.width} px vs ${formBox.width} px`).toBeLessThanOrEqual(1);
    expect(Math.abs(lobbyBox.x - formBox.x)).toBeLessThanOrEqual(1);
    await a.getByTestId('net-port').fill('0');
    await a.getByTestId('net-open').click();
    const seats = a.getByTestId('net-seat');
    await expect(seats).toHaveCount(setUp);
    await expect(a.getByTestId('net-seats-how')).toContainText('leave one open for a friend');
    // two boats per captain follows the seats: with two captains the rules' (said why), and a seat
    // added switches it off in words (play-test: on "by itself", then off with no word)
    expect(setUp).toBe(3);
    await expect(a.getByTestId('net-boats-note')).toHaveCount(0);
    await seats.last().getByTestId('net-remove-seat').click();
    await expect(seats).toHaveCount(2);
    await expect(a.getByTestId('net-settings')).toContainText('Two boats per captain (always, with two captains)');
    await expect(a.getByTestId('net-boats-note')).toHaveText('Now two captains: each sails two boats (always so with two).');
    // where the player looks: right under the seats, in the seats' own size (play-test: a small hint above the name box)
    const [note, list] = [await a.getByTestId('net-boats-note').boundingBox(), await a.getByTestId('net-seats').boundingBox()];
    expect(note!.y - (list!.y + list!.height), 'under the seats').toBeGreaterThanOrEqual(0);
    expect(note!.y - (list!.y + list!.height), 'right under them').toBeLessThan(24);
    const size = async (id: string) => a.getByTestId(id).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size('net-boats-note')).toBe(await size('net-seats'));
    await a.getByTestId('net-add-seat').click();
    await expect(seats).toHaveCount(3);
    await expect(a.getByTestId('net-boats-note')).toHaveText('Now 3 captains: each sails one boat (two boats per captain came with two captains).');
    await expect(a.getByTestId('net-settings')).not.toContainText('Two boats');
    await a.getByTestId('net-add-seat').click();
    await expect(seats).toHaveCount(setUp + 1);
    await expect(seats.last()).toContainText('Open seat');

    // the guest: a name of the longest allowed length shows whole, the limit said under it
    const invite = (await api<{ invite: string }>(ada, 'netStatus', {})).invite;
    await b.getByTestId('net-join-open').click();
    const long = 'Bartholomew Fitzwilliam of Vicksburg, MS';
    expect(long).toHaveLength(40);
    await b.getByTestId('net-join-name').fill(long);
    await expect(b.getByTestId('net-name-limit')).toHaveText('up to 40 characters');
    const box = await b.getByTestId('net-join-name').evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(box.scroll, 'the whole name in view').toBeLessThanOrEqual(box.client);
    // a pasted invite replaces what the field held (play-test: it went after the last invite)
    await b.getByTestId('net-invite-input').fill('mq://192.168.1.9:2567/old#ZZZZZZZZZZZZ');
    await b.getByTestId('net-invite-input').evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', `Join me: ${text}`);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, invite);
    await expect(b.getByTestId('net-invite-input')).toHaveValue(invite);
    await b.getByTestId('net-join').click();
    const guestSeats = b.getByTestId('net-seat');
    await expect(guestSeats).toHaveCount(setUp + 1);
    await guestSeats.last().getByTestId('net-take').click();
    await expect(seats.last()).toContainText(long);

    // a player's seat has no cross; one more seat, open, goes again
    await expect(seats.last().getByTestId('net-remove-seat')).toHaveCount(0);
    await a.getByTestId('net-add-seat').click();
    await expect(guestSeats).toHaveCount(setUp + 2);
    await seats.last().getByTestId('net-remove-seat').click();
    await expect(guestSeats).toHaveCount(setUp + 1);
    await expect(guestSeats.last()).toContainText('(you)');

    // a guest who sat and walked away blocks the start: the host gives the seat back, asked first
    await seats.last().getByTestId('net-free-seat').click();
    await expect(a.getByTestId('net-free-ask')).toContainText(`Give ${long}’s seat back to the table?`);
    await shot(a, 'net-free-ask');
    await a.getByTestId('net-free-no').click();
    await expect(a.getByTestId('net-free-ask')).toHaveCount(0);
    await expect(seats.last()).toContainText(long);
    await seats.last().getByTestId('net-free-seat').click();
    await a.getByTestId('net-free-yes').click();
    await expect(seats.last()).toContainText('Open seat');
    // the guest is told why, with the way Home (no "connection lost", no Leave left over)
    await expect(b.getByTestId('net-closed')).toContainText('The host gave your seat back to the table.');
    await expect(b.getByTestId('net-trouble')).toHaveCount(0);
    await expect(b.getByTestId('net-leave')).toHaveCount(0);
    await shot(b, 'net-seat-freed');
    await b.getByTestId('net-gone-home').click();
    await expect(b.getByTestId('net-join-open')).toBeVisible();
  } finally {
    await stopHosts(hosts, dirs);
  }
});
