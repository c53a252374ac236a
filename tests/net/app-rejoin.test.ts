// An app that starts again mid-race (on the same user-data folder) rejoins its networked race by
// itself: it kept its place (room, code, seat token) in its own store, and the room gives the seat
// that token holds to the new connection. Leaving on purpose forgets the place.
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../electron/net/session-store.js';
import { makeServices } from '../main/helpers.js';
import { tempDir } from './net-fixtures.js';
import { call, seatBothAndStart, until } from './app-status.js';

describe('an app restarted mid-race', () => {
  it('rejoins its own seat with the seat token it kept, and plays on', async () => {
    const guestDir = tempDir();
    const host = makeServices();
    const guest = makeServices(guestDir);
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada' });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const started = await seatBothAndStart(host, guest);
    expect(new SessionStore(guest.db).load()?.seatToken).toMatch(/^[0-9a-f]{64}$/);

    // The same app again on its folder (its first run's connection may linger, as after a crash).
    const again = makeServices(guestDir);
    const back = await until(again, (st) => st.role === 'joined' && !!st.lobby?.mine.includes(1) && !!st.view);
    expect(back.view!.id).toBe(started.view!.id);
    expect(back.lobby!.seats.map((s) => s.name)).toEqual(['App 1', 'App 2']);
    // Home offers the way back to this race, by its host's name
    expect(back.place).toMatchObject({ role: 'joined', title: null, hostName: 'Ada', connected: true });
    await until(guest, (st) => st.lobby?.mine.length === 0); // the seat went to the new connection

    // play on: whoever decides moves, and the other app sees it
    const decider = 'player' in started.view!.pending ? started.view!.pending.player : 0;
    const mover = decider === 0 ? host : again;
    const other = mover === host ? again : host;
    const view = (await until(mover, (st) => !!st.view && st.view.legalActions.length > 0)).view!;
    await call(mover, 'netSend', { type: 'act', body: { rev: view.rev, action: view.legalActions[0] } });
    await until(other, (st) => st.view!.rev > view.rev);

    // leaving on purpose keeps the place, marked left (the seat waits: net17m); forgetting it drops it
    await call(again, 'netLeave', {});
    expect(new SessionStore(again.db).load()?.left).toBe(true);
    await call(again, 'netLeave', {});
    expect(new SessionStore(again.db).load()).toBeNull();
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  });
});

describe('an app restarted while its race does not answer', () => {
  it('keeps its place (the seat is held over there) for Home to offer again, until the player forgets it', async () => {
    const dir = tempDir();
    const first = makeServices(dir);
    // a place in a race whose host is not running now (nothing listens at its address)
    new SessionStore(first.db).save({
      role: 'joined',
      endpoint: 'ws://127.0.0.1:9',
      roomId: 'gone-room',
      code: '0123456789AB',
      seatToken: 'a'.repeat(64),
      label: { title: 'Friday race', hostName: 'Ada' },
    });
    const again = makeServices(dir);
    const st = await call(again, 'netResume', {});
    expect(st.role).toBe('none');
    // the try found nobody: Home may say the host does not answer (unanswered), and only then
    expect((await call(again, 'netStatus', {})).place).toMatchObject({ role: 'joined', title: 'Friday race', hostName: 'Ada', connected: false, unanswered: true });
    expect(new SessionStore(again.db).load()?.seatToken).toBe('a'.repeat(64));
    // forgetting it
    await call(again, 'netLeave', {});
    expect((await call(again, 'netStatus', {})).place).toBeNull();
    expect(new SessionStore(again.db).load()).toBeNull();
  }, 60_000);
});
