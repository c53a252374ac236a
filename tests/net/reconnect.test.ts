// A participant whose connection drops keeps their seats for the grace time: the others see the
// seat as away, the race waits, and the dropped player comes back into the same seat and plays on.
// In the lobby, a player who does not come back within the grace time frees their seat.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, deciderOf, openRoom, roomServerPerFile, startedRace } from './net-fixtures.js';

const rs = roomServerPerFile();

describe('dropping out and coming back', () => {
  it('the player to move drops mid-turn, is shown away, reconnects to their seat and moves', async () => {
    const { players } = await startedRace(rs().endpoint);
    const decider = deciderOf(players[0]!)!;
    const owner = players.find((p) => p.lobby!.mine.includes(decider))!;
    const other = players.find((p) => p !== owner)!;
    const view = owner.view!;
    owner.drop();
    await other.until(() => other.lobby!.seats[decider]!.away);
    await owner.reconnect();
    await other.until(() => !other.lobby!.seats[decider]!.away);
    const back = await owner.until(() => owner.view!.legalActions.length > 0 && owner.lobby!.mine.includes(decider) && owner.view);
    expect(back.rev).toBe(view.rev);
    owner.send('act', { rev: back.rev, action: back.legalActions[0]! });
    await other.until(() => other.view!.rev > back.rev);
    expect(rs().games.getGame(back.id).rev).toBeGreaterThan(back.rev);
    await Promise.all(players.map((p) => p.leave()));
  });

  it('in the lobby, a seat held by a player who stays away past the grace time opens again', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { graceSeconds: 5 });
    const guest = await NetClient.join(invite, VERSIONS);
    guest.send('takeSeat', { seat: 1, name: 'Gone' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human');
    guest.drop();
    await host.until(() => host.lobby!.seats[1]!.away);
    await host.until(() => host.lobby!.seats[1]!.kind === 'open', 9000);
    await host.leave();
  });
});
