// The dropped-player flow through the apps' own API (what the screens do): a guest's app leaves
// the started race for good (its data lost: it cannot come back as itself); after the grace time
// the host hands the seat to a computer captain (netSend handOver), the captain plays it, a
// newcomer's app joins the race under way with the invite and takes the seat over, and the race is
// played to its end: the host's game and the newcomer's import replay to one final hash.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index.js';
import type { NetStatus } from '../../electron/net/net-api.js';
import { makeServices } from '../main/helpers.js';
import { call, playOwnSeat, until } from './app-status.js';

const decider = (st: NetStatus) => (st.view && 'player' in st.view.pending ? st.view.pending.player : null);

describe('a gone guest’s seat through the apps', () => {
  it('handed to a captain by the host, taken over by a newcomer with the invite, played to the end', async () => {
    const [host, gone, newcomer] = [makeServices(), makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, graceSeconds: 5 });
    await call(gone, 'netJoin', { invite: hosted.invite });
    for (const [seat, app] of [host, gone].entries()) {
      await call(app, 'netSend', { type: 'takeSeat', body: { seat, name: `App ${seat + 1}` } });
      await until(app, (st) => !!st.lobby?.mine.includes(seat));
      await call(app, 'netSend', { type: 'ready', body: { ready: true } });
    }
    await until(host, (st) => !!st.lobby?.seats.every((x) => x.ready));
    await call(host, 'netSend', { type: 'start', body: {} });
    await until(host, (st) => !!st.view);
    // before the race is decided, nobody else gets in
    expect((await newcomer.dispatch('netJoin', { invite: hosted.invite })) as { code?: string }).toMatchObject({ ok: false, code: 'net/wrong-phase' });

    await call(gone, 'netLeave', {}); // and does not come back (its place is kept, unused)
    await until(host, (st) => !!st.lobby?.seats[1]?.away);
    await until(host, (st) => !!st.lobby?.seats[1]?.gone, 9000);
    await call(host, 'netSend', { type: 'handOver', body: { seat: 1 } });
    await until(host, (st) => !!st.lobby?.seats[1]?.free);

    // the race goes on: the host plays its seat, the captain seat 1's
    const hostPlays = playOwnSeat(host, 71);
    let saw = false;
    await until(host, (st) => (decider(st) === 1 ? ((saw = true), false) : saw), 60_000);

    const joined = await call(newcomer, 'netJoin', { invite: hosted.invite });
    expect(joined.role).toBe('joined');
    const lobby = await until(newcomer, (st) => st.lobby?.phase === 'racing');
    expect(lobby.lobby!.mine).toEqual([]);
    expect(lobby.lobby!.seats[1]).toMatchObject({ free: true, kind: 'computer', name: 'App 2' });
    await call(newcomer, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Newcomer' } });
    await until(newcomer, (st) => !!st.lobby?.mine.includes(1));
    await Promise.all([hostPlays, playOwnSeat(newcomer, 72)]);

    const a = await until(host, (x) => x.libraryGameId !== null);
    const b = await until(newcomer, (x) => x.libraryGameId !== null, 30_000);
    const hostGame = host.games.getGame(a.libraryGameId!);
    const newcomerGame = newcomer.games.getGame(b.libraryGameId!);
    expect(hostGame.status).toBe('over');
    expect(stateHash(newcomerGame.state)).toBe(stateHash(hostGame.state));
    // the seat's player at the end: a human again, under the seat's name
    expect(newcomerGame.players[1]).toMatchObject({ name: 'App 2', kind: 'human' });
    await call(newcomer, 'netLeave', {});
    await call(host, 'netLeave', {});
  }, 120_000);
});
