// A hosting app killed and started again on its folder brings its public room back (issue 17,
// "Restarts") and shows it again as before: announced on this network and listed in its server's
// lobby of public rooms. A second app's "Join a game" (its API, as the screen asks it every second)
// sees the room, then loses it while the host is down, then finds it again under the same id.
// Apps as child processes: Colyseus' matchmaker is one per process, so a host's restart needs its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, startHost, stopHosts, test } from './fixtures.js';

interface Found {
  server: { state: string } | null;
  rooms: { roomId: string | null; host: string | null }[];
  nearby: { roomId: string | null; host: string | null; public: boolean }[];
}

test('a public room hosted by an app is announced and listed again after the app restarts', async () => {
  test.setTimeout(120_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-reannounce-')));
  const started = await Promise.all(dirs.map((d) => startHost(d)));
  const finder = started[1]!;
  let hostApp = started[0]!;
  try {
    const hosted = (await api(hostApp.info, 'netHost', { seats: 2, port: 0, public: true, hostName: 'Ada', title: 'Evening race' })) as { invite: string; address: string };
    const roomId = /\/([\w-]+)#/.exec(hosted.invite)![1]!;
    const address = hosted.address;
    const find = async (server?: string) => (await api(finder.info, 'netFind', server ? { server } : {})) as Found;
    // (this room only: other tests on the machine host public rooms too, and hosts may be called Ada;
    // CI: another test's room, heard on the shared discovery port, failed the "forgotten" poll)
    const nearby = async () => (await find()).nearby.filter((r) => r.roomId === roomId).map((r) => r.roomId);
    const listed = async () => (await find(address)).rooms.filter((r) => r.roomId === roomId).map((r) => r.roomId);

    await expect.poll(nearby, { timeout: 15_000 }).toEqual([roomId]);
    await expect.poll(listed, { timeout: 15_000 }).toEqual([roomId]);

    // the host's app dies: the room is no longer heard of (the list forgets a silent game)
    const exited = new Promise((r) => hostApp.child.once('exit', r));
    hostApp.child.kill('SIGKILL');
    await exited;
    await expect.poll(nearby, { timeout: 20_000 }).toEqual([]);

    // the same app on its folder: it hosts the room again, and shows it again
    hostApp = await startHost(dirs[0]!);
    await expect
      .poll(async () => ((await api(hostApp.info, 'netStatus', {})) as { role: string }).role, { timeout: 20_000 })
      .toBe('hosting');
    await expect.poll(nearby, { timeout: 20_000 }).toEqual([roomId]);
    await expect.poll(listed, { timeout: 20_000 }).toEqual([roomId]);
  } finally {
    await stopHosts([hostApp, finder], dirs);
  }
});
