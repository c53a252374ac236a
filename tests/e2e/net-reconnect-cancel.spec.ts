// Cancel on the race's own "Connection lost, trying again…" (issue 17 play-test: after Cancel the
// app came back by itself, Home said nothing of leaving, and the others still saw the player
// present). Ben races through a gateway in front of Ada's app; her machine goes silent mid-race; he
// cancels: Home says he left the race, Ada's app counts his seat away, and when her machine is back
// his app does not get back in by itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { gateway } from './net-gateway.js';

type Status = { lobby: { phase: string; seats: { ready: boolean; away: boolean; graceMs: number | null }[] } | null; role: string };

test('Cancel on "Connection lost, trying again…" leaves for real: Home says so, the host counts the seat away', async ({ browser }) => {
  test.setTimeout(180_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-reconnect-cancel-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [ada, ben] = [hosts[0]!.info, hosts[1]!.info];
  let gate: ReturnType<typeof gateway> | null = null;
  try {
    const room = await api<{ invite: string }>(ada, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 300 });
    const port = Number(/:(\d+)\//.exec(room.invite)![1]);
    gate = gateway(port);
    const through = room.invite.replace(/^mq:\/\/[^/]+\//, `mq://127.0.0.1:${await gate.listen()}/`);
    await api(ada, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await reduceEffects(ben);
    const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(ben.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await api(ben, 'netJoin', { invite: through });
    await api(ben, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await api(ben, 'netSend', { type: 'ready', body: { ready: true } });
    await api(ada, 'netSend', { type: 'ready', body: { ready: true } });
    await expect.poll(async () => (await api<Status>(ada, 'netStatus', {})).lobby!.seats.every((s) => s.ready)).toBe(true);
    await api(ada, 'netSend', { type: 'start', body: {} });
    await expect.poll(async () => (await api<Status>(ben, 'netStatus', {})).lobby?.phase).toBe('racing');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('net-place-back').click();
    await expect(page.getByTestId('play')).toBeVisible({ timeout: 60_000 });

    // Ada's machine goes silent: Ben's app tries again by itself, and says so with a Cancel
    gate.silence();
    await expect(page.getByTestId('net-trouble')).toContainText('Connection lost, trying again', { timeout: 30_000 });
    await page.getByTestId('net-reconnect-cancel').click();
    await expect(page.getByTestId('net-place-waiting')).toContainText('You left this race', { timeout: 30_000 });
    expect((await api<Status>(ben, 'netStatus', {})).role).toBe('none');
    const seat = (await api<Status>(ada, 'netStatus', {})).lobby!.seats[1]!;
    expect(seat.away).toBe(true);
    expect(seat.graceMs).not.toBeNull();

    // her machine back: Ben's app stays out until he asks, and Home still says he left
    gate.back();
    await page.waitForTimeout(3000);
    expect((await api<Status>(ben, 'netStatus', {})).role).toBe('none');
    await expect(page.getByTestId('net-place-waiting')).toContainText('You left this race');
    expect((await api<Status>(ada, 'netStatus', {})).lobby!.seats[1]!.away).toBe(true);
  } finally {
    gate?.close();
    await stopHosts(hosts, dirs);
  }
});
