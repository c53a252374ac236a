// A hosted race is set up as fully as a local one: the room plays the host's config (a longer
// river with B tiles, two boats each) and its computer captains at the level the host chose; the
// lobby shows every participant the race's settings.
import { describe, expect, it } from 'vitest';
import { buildRiverTiles, validateConfig, type GameConfig } from '../../engine/index.js';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, openRoom, roomServerPerFile } from './net-fixtures.js';

const rs = roomServerPerFile();

describe('the host’s race settings', () => {
  it('a 14-tile river with B tiles, two boats each and a hard captain: the lobby shows it, the race is played so', async () => {
    const river = buildRiverTiles({ advanced: ['B1', 'B2', 'B4'], length: 14 });
    if (!river.ok) throw new Error(river.code);
    const config: GameConfig = { seats: [{ boats: ['white', 'blue'] }, { boats: ['orange', 'green'] }, { boats: ['pink', 'red'] }], riverTiles: river.tiles };
    expect(validateConfig(config).ok).toBe(true);
    const { host, invite } = await openRoom(rs().endpoint, { seats: 3, config });
    const guest = await NetClient.join(invite, VERSIONS);
    await guest.until(() => guest.lobby);
    expect(guest.lobby!.config).toEqual(config);
    host.send('takeSeat', { seat: 0, name: 'Host' });
    guest.send('takeSeat', { seat: 1, name: 'Guest' });
    host.send('setSeat', { seat: 2, kind: 'computer', name: 'Hardy', level: 'hard' });
    await guest.until(() => guest.lobby!.seats[2]!.level === 'hard' && guest.lobby!.seats[1]!.kind === 'human' && guest.lobby!.seats[0]!.kind === 'human');
    // the host changes their mind: medium after all
    host.send('setSeat', { seat: 2, kind: 'computer', name: 'Hardy', level: 'medium' });
    await guest.until(() => guest.lobby!.seats[2]!.level === 'medium');
    host.send('ready', { ready: true });
    guest.send('ready', { ready: true });
    await host.until(() => host.lobby!.seats.every((s) => s.ready));
    host.send('start', {});
    const view = await guest.until(() => guest.view);
    const game = rs().games.getGame(view.id);
    expect(game.state.config.riverTiles).toEqual(river.tiles);
    expect(game.state.boats).toHaveLength(6);
    expect(game.players[2]).toMatchObject({ name: 'Hardy', kind: 'computer', level: 'medium' });
    await Promise.all([host.leave(), guest.leave()]);
  });
});
