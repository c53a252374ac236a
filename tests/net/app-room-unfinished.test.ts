// Home offers every game the player can go on with (play-test pt27 #12): a network race newer than
// a hot-seat game hid it, as the newest unfinished game was set aside for being the room's and
// nothing was offered in its place. Home's network card offers the race; Continue, the other game.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call, seatBothAndStart } from './app-status.js';

describe('a hot-seat game older than a network race', () => {
  it('is still offered to continue while the race is the room’s', async () => {
    const host = makeServices();
    const guest = makeServices();
    const local = await host.dispatch('newGame', { players: ['A', 'B'].map((name) => ({ name, kind: 'human' as const })) });
    expect(local.ok).toBe(true);
    const localId = local.ok ? (local.value as { id: string }).id : '';
    const hosted = await call(host, 'netHost', { seats: 2, port: 0 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const raceId = (await seatBothAndStart(host, guest)).view!.id;
    // in the race (Home's network card offers it) and after leaving its screen: the local game is offered
    for (const when of ['in the room', 'after leaving']) {
      const last = await host.dispatch('lastUnfinishedGame', {});
      expect(last, when).toMatchObject({ ok: true, value: { game: { id: localId } } });
      expect(last.ok && (last.value as { game: { id: string } }).game.id, when).not.toBe(raceId);
      if (when === 'in the room') await call(host, 'netLeave', {});
    }
    await call(guest, 'netLeave', {});
  });
});
