// The host frees a seated guest's seat in the lobby (a guest who sat and walked away blocks the
// start), and a second start of a race under way is refused (Start pressed twice, or two host
// windows' clicks crossing). Room level: real room, real clients, the games service behind it.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, openRoom, roomServerPerFile, startedRace } from './net-fixtures.js';

const room = roomServerPerFile();

const refusalAfter = async (client: NetClient, send: () => void) => {
  const before = client.refusals.length;
  send();
  return client.until(() => client.refusals[before]);
};

describe('the host gives a guest’s seat back to the table', () => {
  it('opens the seat, closes the guest’s connection with the seat-freed code (no reconnecting), and the guest may join again', async () => {
    const { host, invite } = await openRoom(room().endpoint);
    // the guest's app tries to get back by itself after a drop: a freed seat must not bring it back
    const guest = await NetClient.join(invite, VERSIONS, { autoReconnect: true, reconnectMs: 3000 });
    guest.send('takeSeat', { seat: 1, name: 'Walked Away' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human');

    // a captain is never put over a guest's head: the seat is only opened
    const r = await refusalAfter(host, () => host.send('setSeat', { seat: 1, kind: 'computer', level: 'easy' }));
    expect(r.code).toBe('net/seat-taken');
    expect(host.lobby!.seats[1]).toMatchObject({ kind: 'human', name: 'Walked Away' });
    // nor by another guest
    const other = await NetClient.join(invite, VERSIONS);
    const r2 = await refusalAfter(other, () => other.send('setSeat', { seat: 1, kind: 'open' }));
    expect(r2.code).toBe('net/not-host');
    expect(host.lobby!.seats[1]!.kind).toBe('human');

    host.send('setSeat', { seat: 1, kind: 'open' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'open');
    expect(host.lobby!.seats[1]).toMatchObject({ kind: 'open', name: null });
    await guest.until(() => guest.closedFor);
    expect(guest.closedFor).toBe('net/seat-freed');
    expect(guest.connection).toBe('lost');
    // not a drop: no way back is tried (the reconnect window would have brought it back by now)
    await new Promise((r) => setTimeout(r, 500));
    expect(guest.connection).toBe('lost');
    // the room does not wait for the dismissed guest as for a dropped one: nobody shows away
    expect(host.lobby!.seats.some((s) => s.away)).toBe(false);

    // with the invite, they may come back as anyone may, and sit again
    const again = await NetClient.join(invite, VERSIONS);
    again.send('takeSeat', { seat: 1, name: 'Back Again' });
    await host.until(() => host.lobby!.seats[1]!.name === 'Back Again');
    await Promise.all([host.leave(), other.leave(), again.leave()]);
  });

  it('the host’s own seat and a captain’s open as before: nobody is sent away', async () => {
    const { host, invite } = await openRoom(room().endpoint);
    const guest = await NetClient.join(invite, VERSIONS);
    host.send('takeSeat', { seat: 0, name: 'Hostie' });
    host.send('setSeat', { seat: 2, kind: 'computer', level: 'hard' });
    guest.send('takeSeat', { seat: 1, name: 'Stays' });
    await host.until(() => host.lobby!.seats.every((s) => s.kind !== 'open'));
    host.send('setSeat', { seat: 0, kind: 'open' });
    host.send('setSeat', { seat: 2, kind: 'open' });
    await host.until(() => host.lobby!.seats[0]!.kind === 'open' && host.lobby!.seats[2]!.kind === 'open');
    expect(host.connection).toBe('open');
    expect(guest.connection).toBe('open');
    expect(guest.closedFor).toBeNull();
    expect(guest.lobby!.mine).toEqual([1]);
    await Promise.all([host.leave(), guest.leave()]);
  });
});

describe('a second start', () => {
  it('of a race under way is refused with net/already-started and changes nothing', async () => {
    const { host, players } = await startedRace(room().endpoint);
    const games = room().games.listGames().length;
    const view = host.view!;
    const r = await refusalAfter(host, () => host.send('start', {}));
    expect(r.code).toBe('net/already-started');
    expect(room().games.listGames().length).toBe(games);
    expect(room().games.getGame(view.id).rev).toBe(view.rev);
    expect(host.lobby!.phase).toBe('racing');
    expect(host.view!.id).toBe(view.id);
    await Promise.all(players.map((p) => p.leave()));
  });

  it('from two host windows at once: one race starts, the other click is refused', async () => {
    const { host, invite, hostKey } = await openRoom(room().endpoint, { seats: 2 });
    const twin = await NetClient.join(invite, VERSIONS, { hostKey });
    const guest = await NetClient.join(invite, VERSIONS);
    host.send('takeSeat', { seat: 0, name: 'Hostie' });
    guest.send('takeSeat', { seat: 1, name: 'Guestie' });
    await host.until(() => host.lobby!.seats.every((s) => s.kind === 'human'));
    host.send('ready', { ready: true });
    guest.send('ready', { ready: true });
    await twin.until(() => twin.lobby!.seats.every((s) => s.ready));
    const games = room().games.listGames().length;
    const before = [host.refusals.length, twin.refusals.length];
    host.send('start', {});
    twin.send('start', {});
    await guest.until(() => guest.view);
    const refused = await host.until(() => [...host.refusals.slice(before[0]), ...twin.refusals.slice(before[1])].at(0));
    expect(refused.code).toBe('net/already-started');
    expect([...host.refusals.slice(before[0]), ...twin.refusals.slice(before[1])]).toHaveLength(1);
    expect(room().games.listGames().length).toBe(games + 1);
    await Promise.all([host.leave(), twin.leave(), guest.leave()]);
  });
});
