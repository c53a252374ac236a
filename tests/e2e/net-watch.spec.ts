// Watching a friends' race (issue 17): a third app joins a started race with the invite and "Watch"
// (its name typed first). Its play screen follows the race read-only: no moves lit, no quick
// messages, the log, and "Watching: Wendy" for everyone; the host's room lists her and its log says
// she came. When a player's app dies, the watcher's turn order marks that player's boats with the
// boat card's own words, with the time he has left to come back ("Away: 1:58 left to come back"). The players' apps have no page (their API only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { screenView, shot } from './play-helpers.js';

interface Status {
  lobby: { phase: string; mine: number[]; seats: { ready: boolean }[]; watchers: { name: string | null }[] } | null;
  notes: { kind: string; name: string | null }[];
}

test('a spectator watches a started race; a player away is marked in the turn order', async ({ browser }) => {
  test.setTimeout(120_000);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-watch-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp, watchApp] = hosts;
  try {
    const hosted = (await api(hostApp!.info, 'netHost', { seats: 2, port: 0 })) as { invite: string };
    await api(guestApp!.info, 'netJoin', { invite: hosted.invite });
    await api(hostApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    for (const h of [hostApp!, guestApp!]) {
      await expect.poll(async () => ((await api(h.info, 'netStatus', {})) as Status).lobby?.mine.length).toBe(1);
      await api(h.info, 'netSend', { type: 'ready', body: { ready: true } });
    }
    await expect.poll(async () => ((await api(hostApp!.info, 'netStatus', {})) as Status).lobby?.seats.every((s) => s.ready)).toBe(true);
    await api(hostApp!.info, 'netSend', { type: 'start', body: {} });

    await reduceEffects(watchApp!.info);
    const w = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
    await w.goto(watchApp!.info.url);
    await expect(w.locator('body')).toHaveAttribute('data-ready', 'true');
    await w.getByTestId('net-join-open').click();
    await w.getByTestId('net-join-name').fill('Wendy');
    await w.getByTestId('net-invite-input').fill(hosted.invite);
    await w.getByTestId('net-watch').click();

    // straight onto the race, read-only
    await expect(w.getByTestId('play')).toBeVisible();
    await expect(w.getByTestId('net-watchers')).toHaveText('Watching: Wendy');
    await expect(w.getByTestId('net-turn')).toContainText(/Waiting for (Ada|Ben)/);
    await expect(w.getByTestId('net-quick-open')).toHaveCount(0);
    await expect(w.getByTestId('net-room-log')).toContainText('Wendy is watching the race.');
    const view = await screenView(w);
    expect(view?.legalActions).toEqual([]);
    // the host sees who watches
    const seen = (await api(hostApp!.info, 'netStatus', {})) as Status;
    expect(seen.lobby!.watchers).toEqual([{ name: 'Wendy' }]);
    expect(seen.notes.at(-1)).toMatchObject({ kind: 'watcher', name: 'Wendy' });
    await shot(w, 'net-watch');

    // Ben's app dies: his boats in the turn order carry the card's "away"
    const exited = new Promise((r) => guestApp!.child.once('exit', r));
    guestApp!.child.kill('SIGKILL');
    await exited;
    const marked = w.getByTestId('turn-order').locator('li[data-note]');
    // (the grace time is 2 minutes: counted down, never above it)
    await expect(marked.first()).toHaveAttribute('data-note', /^Away: (2:00|1:[0-5]\d) left to come back$/, { timeout: 15_000 });
    for (const title of await marked.evaluateAll((els) => els.map((e) => e.getAttribute('title')))) expect(title).toMatch(/^Ben: Away: (2:00|1:[0-5]\d) left to come back$/);
    await expect(w.getByTestId('turn-order').locator('li:not([data-note])')).not.toHaveCount(0);
    await shot(w, 'net-watch-away');
  } finally {
    await stopHosts(hosts, dirs);
  }
});
