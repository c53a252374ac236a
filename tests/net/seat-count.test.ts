// Play-test of issue 17: a race hosted from "New game" kept the new-game screen's seat count, so a
// third friend could not join. The host adds an open seat and removes one nobody holds, in the
// lobby; the race's config follows (river and modes kept, each seat's colours kept), and a player's
// seat, a team race's count and the 2-6 bounds are refused with a code.
import { describe, expect, it } from 'vitest';
import { buildRiverTiles, defaultConfig, type GameConfig } from '../../engine/index.js';
import { NetClient } from '../../electron/net/net-client.js';
import { resizedConfig } from '../../electron/net/seat-count.js';
import { VERSIONS, openRoom, roomServerPerFile } from './net-fixtures.js';

const rs = roomServerPerFile();

describe('the host adds and removes seats in the lobby', () => {
  it('a third player joins the seat the host added; removing a player’s seat is refused; the race starts with the new count', async () => {
    const river = buildRiverTiles({ advanced: ['B1'], length: 13 });
    if (!river.ok) throw new Error(river.code);
    const config: GameConfig = { seats: [{ boats: ['white', 'blue'] }, { boats: ['orange', 'green'] }], riverTiles: river.tiles, exactPassengers: true, firstSeat: 1 };
    const { host, invite } = await openRoom(rs().endpoint, { seats: 2, config });
    const guest = await NetClient.join(invite, VERSIONS);
    await guest.until(() => guest.lobby);
    host.send('takeSeat', { seat: 0, name: 'Host' });
    guest.send('takeSeat', { seat: 1, name: 'Guest' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human');

    // a guest may not change the seats
    guest.send('addSeat', {});
    await guest.until(() => guest.refusals.at(-1));
    expect(guest.refusals.at(-1)!.code).toBe('net/not-host');

    host.send('addSeat', {});
    await guest.until(() => guest.lobby!.seats.length === 3);
    expect(guest.lobby!.seats[2]!.kind).toBe('open');
    // three players sail one boat each: the seats keep their first colours, the river and modes stay
    expect(guest.lobby!.config).toEqual({ seats: [{ boats: ['white'] }, { boats: ['orange'] }, { boats: ['blue'] }], riverTiles: river.tiles, exactPassengers: true });

    const third = await NetClient.join(invite, VERSIONS);
    await third.until(() => third.lobby);
    third.send('takeSeat', { seat: 2, name: 'Third' });
    await host.until(() => host.lobby!.seats[2]!.kind === 'human');

    // one more seat for a computer captain, then the host changes their mind and removes it again
    host.send('addSeat', {});
    await host.until(() => host.lobby!.seats.length === 4);
    host.send('setSeat', { seat: 3, kind: 'computer', level: 'easy' });
    await host.until(() => host.lobby!.seats[3]!.kind === 'computer');
    host.send('removeSeat', { seat: 1 });
    await host.until(() => host.refusals.at(-1));
    expect(host.refusals.at(-1)!.code).toBe('net/seat-count');
    host.send('removeSeat', { seat: 3 });
    await third.until(() => third.lobby!.seats.length === 3);
    expect(third.lobby!.mine).toEqual([2]);

    for (const c of [host, guest, third]) c.send('ready', { ready: true });
    await host.until(() => host.lobby!.seats.every((s) => s.ready));
    host.send('start', {});
    const view = await third.until(() => third.view);
    const game = rs().games.getGame(view.id);
    expect(game.players.map((p) => p.name)).toEqual(['Host', 'Guest', 'Third']);
    expect(game.state.config.riverTiles).toEqual(river.tiles);
    expect(game.state.config.exactPassengers).toBe(true);
    await Promise.all([host.leave(), guest.leave(), third.leave()]);
  });

  it('the config follows the count within the rules, and refuses what the mode fixes', () => {
    const three = defaultConfig(3);
    // removing the middle seat of three: two players sail two boats, the remaining seats' colours first
    expect(resizedConfig(three, 2, 1)!.seats).toEqual([{ boats: ['white', 'blue'] }, { boats: ['orange', 'green'] }]);
    // a fourth seat gets the first colour nobody sails
    expect(resizedConfig({ ...three, seats: [{ boats: ['red'] }, { boats: ['white'] }, { boats: ['green'] }] }, 4, null)!.seats.map((s) => s.boats)).toEqual([['red'], ['white'], ['green'], ['orange']]);
    expect(resizedConfig(defaultConfig(4, { teams: true }), 5, null)).toBeNull();
    expect(resizedConfig(defaultConfig(5, { blackRose: true }), 6, null)).toBeNull();
    expect(resizedConfig(defaultConfig(6), 7, null)).toBeNull();
    expect(resizedConfig(undefined, 2, 0)).toBeUndefined();
    expect(resizedConfig(undefined, 1, 0)).toBeNull();
  });
});
