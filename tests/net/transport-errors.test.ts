// Raw transport failures as typed codes (electron/net/transport-errors.ts; issue 17 play-test: the
// line "reconnection token invalid or expired" reached a player as it was). Failures met for real
// against a game server: an expired way back into a seat, a room gone, nobody listening; Colyseus'
// own lines go to the app's log with their code, never to the console; every code has words in
// the four languages.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Client } from 'colyseus.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { startNetServer } from '../../electron/net/net-server.js';
import { transportCode } from '../../electron/net/transport-errors.js';
import { errorKey, translator } from '../../renderer/src/lib/i18n.js';
import { VERSIONS, gamesRig, openRoom } from './net-fixtures.js';

const rig = gamesRig();
const logged: { level: 'info' | 'error'; message: string; data: unknown }[] = [];
const log = {
  info: (message: string, data?: unknown) => logged.push({ level: 'info', message, data }),
  error: (message: string, data?: unknown) => logged.push({ level: 'error', message, data }),
};
const server = await startNetServer({ games: rig.games, hub: rig.hub, versions: VERSIONS, log });
const endpoint = `ws://127.0.0.1:${server.port}`;
afterAll(async () => {
  await server.close();
  rig.db.close();
});

/** What a colyseus.js call failed with. */
async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('it did not fail');
}

describe('raw transport failures', () => {
  it('an expired way back into a seat, a room gone, nobody listening: each its code, Colyseus’ line in the log only', async () => {
    const { host } = await openRoom(endpoint);
    const console_ = vi.spyOn(console, 'info');
    try {
      const expired = await failure(new Client(endpoint).reconnect(`${host.roomId}:not-a-token`));
      expect((expired as Error).message).toMatch(/reconnection token invalid or expired/);
      expect(transportCode(expired)).toBe('net/seat-expired');
      // Colyseus' own words for it went to the app's log, with the code, not to the console
      const said = logged.filter((l) => (l.data as { code?: string }).code === 'net/seat-expired');
      expect(said.length).toBeGreaterThan(0);
      // expected (every restart of a room's process: the client then rejoins with its seat token), so
      // said plainly at info level, not as Colyseus' "❌ … Did you miss .allowReconnection()?" (play-test)
      for (const l of said) {
        expect(l.level).toBe('info');
        expect(`${l.message} ${JSON.stringify(l.data)}`).not.toMatch(/❌|Did you miss|invalid or expired/);
        expect(l.message).toMatch(/seat token/);
      }
      expect(console_).not.toHaveBeenCalled();
    } finally {
      console_.mockRestore();
    }
    expect(transportCode(await failure(new Client(endpoint).joinById('noSuchRoom', {})))).toBe('net/room-gone');
    await host.leave();
    expect(transportCode(await failure(new Client('ws://127.0.0.1:1').joinById('x', {})))).toBe('net/unreachable');
  });

  it('every code a transport failure is given has words in en, fr, it and ru', () => {
    for (const code of ['net/seat-expired', 'net/room-gone', 'net/unreachable']) {
      expect(errorKey(code), code).not.toBe('error.unknown');
      const words = LANGUAGES.map((l) => translator(l)(errorKey(code)));
      expect(new Set(words).size, code).toBe(LANGUAGES.length);
      for (const w of words) expect(w).not.toMatch(/token|reconnection|Colyseus/i);
    }
  });
});
