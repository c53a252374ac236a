// A host who leaves a race under way pauses it (issue 17: "if the hosting player quits, the others
// are told, the game is paused, and the host can resume it later"): the guests are told the race is
// paused and keep their seats; the host's app keeps its place (Home offers it back) and comes back
// to the same race, which goes on. An away player's seat carries the time left to come back, so
// every screen can count it down. Through the apps' own API, as the screens do.
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../electron/net/session-store.js';
import { makeServices } from '../main/helpers.js';
import { tempDir } from './net-fixtures.js';
import { call, seatBothAndStart, until } from './app-status.js';

describe('a host pausing the race', () => {
  it('tells the guests, keeps the host’s place, and the race goes on when the host is back', async () => {
    const host = makeServices();
    const guest = makeServices();
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 60 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const started = await seatBothAndStart(host, guest);
    // the race a player is in, as Home names it: whose, the round under way, who sits in it
    const racing = await until(guest, (st) => st.lobby?.phase === 'racing' && !!st.view);
    const round = racing.view!.state.round;
    // and whether the race waits for this player's turn (pt29 #5)
    const p = racing.view!.pending;
    const decides = 'player' in p && racing.lobby!.mine.includes(p.player);
    // whose turn it is, by name (pt30 #2: a paused host's Home said only "You paused it")
    const turn = { turn: racing.lobby!.seats['player' in p ? p.player : 0]!.name!, ...(decides ? { turnMine: true } : {}) };
    expect(racing.place).toEqual({ role: 'joined', title: null, hostName: 'Ada', round, players: ['App 1', 'App 2'], ...turn, connected: true, ...(decides ? { yourTurn: true } : {}) });

    const paused = await call(host, 'netLeave', { pause: true });
    expect(paused.role).toBe('none');
    // the host's Home box says which race, its round and who is in it (play-test: it named none of it)
    // and whose turn follows the resume, the host's own or another's (the host's seat is 0; the guest's 1)
    const hostTurn = { turn: turn.turn, ...(decides ? {} : { turnMine: true }) };
    expect(paused.place).toEqual({ role: 'hosting', title: null, hostName: 'Ada', round, players: ['App 1', 'App 2'], ...hostTurn, connected: false });
    expect(new SessionStore(host.db).load()?.role).toBe('hosting');
    // the guest is told it is paused (not that the host is gone), and keeps the seat
    const told = await until(guest, (st) => st.lobby?.host === 'paused');
    expect(told.connection).toBe('open');
    expect(told.lobby!.mine).toEqual([1]);

    const back = await call(host, 'netResume', {});
    expect(back.role).toBe('hosting');
    const again = await until(host, (st) => !!st.view && !!st.lobby?.mine.includes(0));
    expect(again.view!.id).toBe(started.view!.id);
    expect(again.place?.connected).toBe(true);
    await until(guest, (st) => st.lobby?.host === 'here');

    // the race goes on: whoever decides moves, the other sees it
    const decider = 'player' in started.view!.pending ? started.view!.pending.player : 0;
    const mover = decider === 0 ? host : guest;
    const other = mover === host ? guest : host;
    const view = (await until(mover, (st) => !!st.view && st.view.legalActions.length > 0)).view!;
    await call(mover, 'netSend', { type: 'act', body: { rev: view.rev, action: view.legalActions[0] } });
    await until(other, (st) => st.view!.rev > view.rev);

    // a guest leaving keeps their place (their seat waits: net17m); Home's "Forget this race" drops it
    await call(guest, 'netLeave', {});
    expect((await call(guest, 'netStatus', {})).place).toMatchObject({ role: 'joined', connected: false, left: true });
    await call(guest, 'netLeave', {});
    expect((await call(guest, 'netStatus', {})).place).toBeNull();
    // the host leaving without pausing forgets the place, as before
    await call(host, 'netLeave', {});
    expect((await call(host, 'netStatus', {})).place).toBeNull();
  }, 60_000);

  // issue 17: a host who paused and quit found the race resumed at the app's start, without a click
  it('a paused host’s app started again lands on Home with the race to go back to, and resumes it by choice', async () => {
    const hostDir = tempDir();
    const host = makeServices(hostDir);
    const guest = makeServices();
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 60 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const started = await seatBothAndStart(host, guest);
    await call(host, 'netLeave', { pause: true });
    await until(guest, (st) => st.lobby?.host === 'paused');
    // The host's app starts again on its folder (one matchmaker a process: the first run's server
    // stays up here, as the host's own would be listening again at its start).
    const again = makeServices(hostDir);
    // once the app's start has settled: not in the race, the paused race offered on Home
    const home = await until(again, (st) => st.place !== null);
    expect(home.role).toBe('none');
    const { turn: whose, turnMine: _mine, ...rest } = home.place!;
    expect(rest).toEqual({ role: 'hosting', title: null, hostName: 'Ada', round: 0, players: ['App 1', 'App 2'], connected: false });
    expect(['App 1', 'App 2']).toContain(whose); // kept over the restart: Home says who plays on the resume
    expect(new SessionStore(again.db).load()?.paused).toBe(true);

    // the host chooses to go back: the same race, the host's seat, no longer marked paused
    expect((await call(again, 'netResume', {})).role).toBe('hosting');
    const back = await until(again, (st) => !!st.view && !!st.lobby?.mine.includes(0));
    expect(back.view!.id).toBe(started.view!.id);
    expect(new SessionStore(again.db).load()?.paused).toBeUndefined();
    await call(guest, 'netLeave', {});
    await call(again, 'netLeave', {});
  }, 60_000);

  it('an away player’s seat shows the time left to come back, on every app’s clock', async () => {
    const host = makeServices();
    const guest = makeServices();
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, graceSeconds: 30 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(host, guest);
    expect(host.net.status().graceEnds).toEqual([null, null]);
    const before = Date.now();
    await call(guest, 'netLeave', {}); // quit on purpose: the seat waits the grace time from now
    const away = await until(host, (st) => !!st.lobby?.seats[1]?.away);
    const ms = away.lobby!.seats[1]!.graceMs!;
    expect(ms).toBeGreaterThan(25_000);
    expect(ms).toBeLessThanOrEqual(30_000);
    const ends = away.graceEnds[1]!;
    expect(ends).toBeGreaterThan(before + 25_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 30_000);
    // the host's own seat is not counting
    expect(away.lobby!.seats[0]!.graceMs).toBeNull();
    expect(away.graceEnds[0]).toBeNull();
    await call(host, 'netLeave', {});
  }, 60_000);
});
