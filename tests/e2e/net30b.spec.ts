// Play-test pt30 (issue 17): a guest gone Home mid-race (not leaving) counts as away for the others,
// and their own Home now says so with their seat's wait counting down live (before: only "Your
// turn: the race is waiting for you"); the host's Home, paused, says whose turn follows the resume,
// on a card of the network race's own look. The moves are none: the race only has to be under way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';

type St = { lobby: { mine: number[]; phase: string; seats: { ready: boolean; away: boolean; name: string | null }[] } | null; view: { pending: { player?: number } } | null };
const seconds = (text: string) => {
  const m = /(\d+):(\d\d)/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

test("a guest on Home mid-race reads that they count as away, the wait counting down; the paused host's Home says whose turn follows", async ({ browser }) => {
  test.setTimeout(90_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-net30b-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [host, guest] = hosts.map((h) => h.info);
  try {
    const hosted = (await api(host!, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 120 })) as { invite: string };
    await api(guest!, 'netJoin', { invite: hosted.invite });
    await api(guest!, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Bianca' } });
    await api(host!, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.mine).toEqual([0]);
    for (const app of [host!, guest!]) await api(app, 'netSend', { type: 'ready', body: { ready: true } });
    await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.seats.every((s) => s.ready)).toBe(true);
    await api(host!, 'netSend', { type: 'start', body: {} });
    await reduceEffects(guest!);
    const b = await newAppPage(browser, { viewport: { width: 1024, height: 700 } });
    await b.goto(guest!.url);
    await expect(b.locator('body')).toHaveAttribute('data-ready', 'true');
    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });

    // Home, not leaving: away for the host, and the guest's Home says so, with the seat's wait
    await b.getByRole('button', { name: 'Rules', exact: true }).first().click();
    await b.getByRole('button', { name: 'Home', exact: true }).click();
    await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.seats[1]!.away, { timeout: 10_000 }).toBe(true);
    const away = b.getByTestId('net-place-away');
    await expect(away).toContainText('You count as away');
    const first = seconds((await away.textContent()) ?? '');
    expect(first).not.toBeNull();
    expect(first!).toBeGreaterThan(100);
    // live: it counts down on the screen as it stays open
    await expect.poll(async () => seconds((await away.textContent()) ?? ''), { timeout: 10_000 }).toBeLessThan(first! - 1);
    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.seats[1]!.away, { timeout: 15_000 }).toBe(false);

    // the host pauses: their Home names whose turn the resume brings
    const st = (await api(host!, 'netStatus', {})) as St;
    const whose = st.view!.pending.player === 0 ? 'When you resume, it is your turn.' : 'When you resume, it is Bianca’s turn.';
    await api(host!, 'netLeave', { pause: true });
    const a = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
    await a.goto(host!.url);
    await expect(a.getByTestId('net-place-paused')).toHaveText(`You paused it: the others are waiting for you. ${whose}`);
    // the network race's card has its own look, not the brass of a game on this computer
    const border = await a.getByTestId('net-place').evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(95, 180, 220)');
  } finally {
    await stopHosts(hosts, dirs);
  }
});
