// `npm run server` on the local network (issue 17): it announces itself only when told to
// (MQ_SERVER_ANNOUNCE, a name), and "Join a game" lists it by that name with its address (its public
// rooms are in its lobby); a server without it says nothing. Two server processes, loopback broadcast.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { DiscoveryListener } from '../../electron/net/discovery.js';
import { VERSIONS, tempDir } from './net-fixtures.js';
import { freePort, startServerProcess, stopServerProcess } from './server-process.js';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) await stopServerProcess(c);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('a game server on the local network', () => {
  it('announces itself by name only when configured to', async () => {
    const discoveryPort = 43000 + Math.floor(Math.random() * 6000);
    const listener = new DiscoveryListener({ port: discoveryPort, versions: { ...VERSIONS, appVersion: 'any' } });
    await listener.ready;
    const env = { ...process.env, MQ_DISCOVERY_PORT: String(discoveryPort), MQ_DISCOVERY_TARGETS: '127.255.255.255' };
    const [loud, quiet] = [await freePort(), await freePort()];
    dirs.push(tempDir(), tempDir());
    children.push(
      ...(await Promise.all([
        startServerProcess(loud, dirs[0]!, { ...env, MQ_SERVER_ANNOUNCE: 'Club server' }),
        startServerProcess(quiet, dirs[1]!, env),
      ])),
    );
    const end = Date.now() + 10_000;
    while (!listener.list().some((r) => r.server === 'Club server') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    // another announcement period and a half: the quiet one would have spoken by now
    await new Promise((r) => setTimeout(r, 3_000));
    const heard = listener.list();
    await listener.close();
    // our listener runs another app version: the server is listed, greyed with its version
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ server: 'Club server', address: `127.0.0.1:${loud}`, roomId: null, status: 'version' });
  });
});
