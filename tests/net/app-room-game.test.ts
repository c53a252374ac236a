// A race a network room plays is the room's (play-test: a host who left the room and pressed
// Continue on the home screen played on as hot-seat, moving a guest's boat, and the guests saw it).
// Outside the room the game is not offered to continue and refuses local moves with a code.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call, seatBothAndStart } from './app-status.js';

describe('a networked race outside its room', () => {
  it('is not offered to continue, and refuses local moves and undo with game/networked, changing nothing', async () => {
    const host = makeServices();
    const guest = makeServices();
    const hosted = await call(host, 'netHost', { seats: 2, port: 0 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const gameId = (await seatBothAndStart(host, guest)).view!.id;

    // the host leaves the room screen: its app still holds the race's game
    await call(host, 'netLeave', {});
    const before = await host.dispatch('getGame', { gameId });
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    const view = before.value as { seq: number; legalActions: unknown[] };
    expect(await host.dispatch('lastUnfinishedGame', {})).toMatchObject({ ok: true, value: { game: null } });
    const action = view.legalActions[0];
    expect(action).toBeDefined();
    expect(await host.dispatch('act', { gameId, expectSeq: view.seq, action })).toMatchObject({ ok: false, code: 'game/networked' });
    expect(await host.dispatch('undo', { gameId, expectSeq: view.seq })).toMatchObject({ ok: false, code: 'game/networked' });
    const after = await host.dispatch('getGame', { gameId });
    expect(after.ok && (after.value as { seq: number }).seq).toBe(view.seq);

    // a game of the app's own is continued as before
    const local = await host.dispatch('newGame', { players: ['A', 'B'].map((name) => ({ name, kind: 'human' as const })) });
    expect(local.ok).toBe(true);
    if (local.ok) expect(await host.dispatch('lastUnfinishedGame', {})).toMatchObject({ ok: true, value: { game: { id: (local.value as { id: string }).id } } });
    await call(guest, 'netLeave', {});
  });
});
