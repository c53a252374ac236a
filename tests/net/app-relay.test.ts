// Networked races through the app's own API (what a renderer does): one app hosts on this network
// (netHost), two others join with its invite (netJoin); everyone takes a seat and is ready through
// netSend, the host starts, and each app plays its own seat from its netStatus view. At the end the
// race is in every app's library (the host's own game, the guests' imports) with one final hash.
// Hosting listens only while a game is hosted.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index.js';
import type { Services } from '../../electron/services/index.js';
import { makeServices } from '../main/helpers.js';
import { call, playOwnSeat, until } from './app-status.js';

async function failure(s: Services, name: string, request: unknown): Promise<string> {
  const r = await s.dispatch(name, request);
  return r.ok ? 'ok' : r.code;
}

describe('networked race through the app API', () => {
  it('host, two guests, a race to the end, one final hash in three libraries; hosting stops listening when left', async () => {
    const [host, b, c] = [makeServices(), makeServices(), makeServices()];
    const apps = [host, b, c];
    const hosted = await call(host, 'netHost', { seats: 3, port: 0 });
    expect(hosted.role).toBe('hosting');
    expect(hosted.invite).toMatch(/^mq:\/\/127\.0\.0\.1:\d+\/[\w-]+#[0-9A-Z]{12}$/);
    expect(await failure(b, 'netJoin', { invite: 'hello there' })).toBe('net/invite-invalid');
    expect(await failure(b, 'netJoin', { invite: hosted.invite!.replace(/#.*/, '#ZZZZZZZZZZZZ') })).toBe('net/bad-code');
    for (const g of [b, c]) expect((await call(g, 'netJoin', { invite: hosted.invite })).role).toBe('joined');
    expect(await failure(b, 'netJoin', { invite: hosted.invite })).toBe('net/busy');
    // a message the protocol refuses never leaves the app
    expect(await failure(b, 'netSend', { type: 'takeSeat', body: { seat: 'one' } })).toBe('net/malformed');
    for (const [seat, app] of apps.entries()) {
      await call(app, 'netSend', { type: 'takeSeat', body: { seat, name: `App ${seat + 1}` } });
      await until(app, (st) => !!st.lobby?.mine.includes(seat));
      await call(app, 'netSend', { type: 'ready', body: { ready: true } });
    }
    await until(host, (st) => !!st.lobby?.seats.every((x) => x.ready));
    await call(host, 'netSend', { type: 'start', body: {} });
    await Promise.all(apps.map((app, i) => playOwnSeat(app, 40 + i)));
    const hashes: string[] = [];
    for (const app of apps) {
      const st = await until(app, (x) => x.libraryGameId !== null);
      expect(st.libraryGameId).toBeTruthy();
      const game = app.games.getGame(st.libraryGameId!);
      expect(game.status).toBe('over');
      hashes.push(stateHash(game.state));
    }
    expect(new Set(hashes).size).toBe(1);
    expect(b.games.listGames()).toHaveLength(1);
    // leaving as host stops listening: the old invite's address no longer answers
    for (const app of apps) await call(app, 'netLeave', {});
    expect(await failure(b, 'netJoin', { invite: hosted.invite })).toBe('net/unreachable');
    // hosting again listens again
    const again = await call(host, 'netHost', { seats: 2, port: 0 });
    expect((await call(b, 'netJoin', { invite: again.invite })).role).toBe('joined');
    await call(b, 'netLeave', {});
    await call(host, 'netLeave', {});
  });
});
