// Cancel on "Reconnecting to <host>…" stops the attempt for real (issue 17, net17s): Ben's way back
// waits on Ada's silent machine (a gateway in front of her app takes connections and answers
// nothing); he cancels, Home offers the race again, and when her machine is back nothing of the
// cancelled attempt reaches it: his seat stays away until he asks again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { gateway } from './net-gateway.js';

test('Cancel on "Reconnecting to Ada…" makes no connection after it; Home offers the race again', async ({ browser }) => {
  test.setTimeout(180_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-cancel-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [ada, ben] = [hosts[0]!.info, hosts[1]!.info];
  let gate: ReturnType<typeof gateway> | null = null;
  try {
    const room = await api<{ invite: string }>(ada, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 300 });
    const port = Number(/:(\d+)\//.exec(room.invite)![1]);
    gate = gateway(port);
    const through = room.invite.replace(/^mq:\/\/[^/]+\//, `mq://127.0.0.1:${await gate.listen()}/`);
    await api(ada, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await api(ben, 'netJoin', { invite: through });
    await api(ben, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await api(ben, 'netSend', { type: 'ready', body: { ready: true } });
    await api(ada, 'netSend', { type: 'ready', body: { ready: true } });
    type Lobby = { lobby: { phase: string; seats: { ready: boolean; away: boolean }[] } | null; role: string };
    await expect.poll(async () => (await api<Lobby>(ada, 'netStatus', {})).lobby!.seats.every((s) => s.ready)).toBe(true);
    await api(ada, 'netSend', { type: 'start', body: {} });
    await expect.poll(async () => (await api<Lobby>(ben, 'netStatus', {})).lobby?.phase).toBe('racing');
    // Ben steps away; Ada's machine goes silent
    await api(ben, 'netLeave', {});
    await expect.poll(async () => (await api<Lobby>(ada, 'netStatus', {})).lobby!.seats[1]!.away).toBe(true);
    gate.silence();

    await reduceEffects(ben);
    const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(ben.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('net-place-back').click();
    await expect(page.getByTestId('net-resuming')).toContainText('Reconnecting to Ada');
    await expect.poll(() => gate!.waiting()).toBeGreaterThan(0);

    await page.getByTestId('net-resume-cancel').click();
    await expect(page.getByTestId('net-place-back')).toBeVisible();
    // the cancelled attempt's connection is closed: nothing waits for Ada's machine to come back
    await expect.poll(() => gate!.waiting()).toBe(0);
    gate.back();
    expect(gate.forwardedWhileWaiting()).toBe(0);
    expect((await api<Lobby>(ada, 'netStatus', {})).lobby!.seats[1]!.away).toBe(true);
    expect((await api<Lobby>(ben, 'netStatus', {})).role).toBe('none');
    await expect(page.getByTestId('net-place-back')).toBeVisible();

    // asked again: back in the race
    await page.getByTestId('net-place-back').click();
    await expect(page.getByTestId('play')).toBeVisible({ timeout: 60_000 });
    await expect.poll(async () => (await api<Lobby>(ada, 'netStatus', {})).lobby!.seats[1]!.away).toBe(false);
  } finally {
    gate?.close();
    await stopHosts(hosts, dirs);
  }
});
