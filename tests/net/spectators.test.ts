// Spectators: a friend joins a race to watch (the invite's code with `watch`, or a public room's
// listing without it), before or after the start. They see the board, the moves and the room's log,
// are listed in everyone's lobby (the host sees who watches), and whatever they send but sync is
// refused with `net/spectator` and changes nothing. Like a player's, nothing they receive before
// the record carries the seed, the generator or the stack order.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { JOIN_ERROR_CODE } from '../../electron/net/protocol.js';
import { VERSIONS, deciderOf, openRoom, playOwnSeats, roomServerPerFile } from './net-fixtures.js';

const rs = roomServerPerFile();

const joinError = (p: Promise<unknown>) =>
  p.then(
    () => 'joined',
    (e: { code?: number; message?: string }) => `${e.code === JOIN_ERROR_CODE ? '' : `${e.code} `}${e.message}`,
  );

describe('spectators', () => {
  it('watch a race from the lobby to its end: listed, told of every move, refused any action, never sent what the table hides', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { seats: 2 });
    const guest = await NetClient.join(invite, VERSIONS);
    const wendy = await NetClient.join(invite, VERSIONS, { keepWire: true, watch: { name: 'Wendy' } });

    // everyone's lobby lists her; hers says she watches
    await host.until(() => host.lobby?.watchers.length === 1);
    expect(host.lobby!.watchers).toEqual([{ name: 'Wendy' }]);
    expect(host.lobby!.watching).toBe(false);
    await wendy.until(() => wendy.lobby?.watching);
    expect(wendy.lobby!.mine).toEqual([]);
    await host.until(() => host.notes.some((n) => n.kind === 'watcher'));
    expect(host.notes.at(-1)).toEqual({ kind: 'watcher', n: 0, name: 'Wendy', came: true });

    // a spectator takes no seat
    wendy.send('takeSeat', { seat: 0, name: 'Wendy' });
    await wendy.until(() => wendy.refusals.length === 1);
    expect(wendy.refusals[0]!.code).toBe('net/spectator');
    expect(wendy.lobby!.seats.every((s) => s.kind === 'open')).toBe(true);

    host.send('takeSeat', { seat: 0, name: 'Hostie' });
    guest.send('takeSeat', { seat: 1, name: 'Dana' });
    for (const p of [host, guest]) {
      await p.until(() => p.lobby?.mine.length === 1);
      p.send('ready', { ready: true });
    }
    // the race starts without waiting for the spectator
    await host.until(() => host.lobby?.seats.every((s) => s.ready));
    host.send('start', {});
    for (const p of [host, guest, wendy]) await p.until(() => p.view);

    // a started race takes another spectator with the invite, and still refuses a stranger who would play
    const late = await NetClient.join(invite, VERSIONS, { watch: {} });
    await host.until(() => host.lobby?.watchers.length === 2);
    expect(host.lobby!.watchers).toEqual([{ name: 'Wendy' }, { name: null }]);
    expect(await joinError(NetClient.join(invite, VERSIONS))).toBe('net/wrong-phase');

    // the spectator's move, undo and quick message are refused; the race is where it was
    const rev = wendy.view!.rev;
    wendy.send('act', { rev, action: { type: 'confirm' } });
    wendy.send('undo', { rev });
    wendy.send('quick', { id: 'oops' });
    await wendy.until(() => wendy.refusals.length === 4);
    expect(wendy.refusals.slice(1).map((r) => r.code)).toEqual(['net/spectator', 'net/spectator', 'net/spectator']);
    expect(rs().games.getGame(wendy.view!.id).rev).toBe(rev);
    expect(deciderOf(host)).not.toBeNull();

    await Promise.all([playOwnSeats(host, 301), playOwnSeats(guest, 302)]);
    const final = rs().games.getGame(host.view!.id);
    await wendy.until(() => wendy.view?.status === 'over' && wendy.record);
    // she saw every move: the same public log and final view as a player
    expect(wendy.view!.rev).toBe(final.rev);
    expect(wendy.log.map((e) => e.seq)).toEqual(guest.log.map((e) => e.seq));
    expect(wendy.rejected).toEqual([]);
    const beforeRecord = wendy.wireLog!.filter((m) => m.type !== 'record');
    expect(beforeRecord.filter((m) => m.type === 'view').length).toBeGreaterThan(20);
    const rngText = JSON.stringify(final.state.rng).slice(1, -1);
    for (const m of beforeRecord) {
      const text = JSON.stringify(m.message);
      for (const key of ['"seed"', '"rng"', '"stack"']) expect(text).not.toContain(key);
      expect(text).not.toContain(rngText);
      if (m.type === 'view') expect((m.message as { legalActions: unknown[] }).legalActions).toEqual([]);
    }

    // leaving is told and the list shrinks
    await wendy.leave();
    await host.until(() => host.lobby?.watchers.length === 1);
    await host.until(() => host.notes.some((n) => n.kind === 'watcher' && !n.came));
    expect(host.notes.filter((n) => n.kind === 'watcher').map((n) => [n.kind === 'watcher' && n.name, n.kind === 'watcher' && n.came])).toEqual([
      ['Wendy', true],
      [null, true],
      ['Wendy', false],
    ]);
    await Promise.all([host.leave(), guest.leave(), late.leave()]);
  });

  it('a public room is watched from its listing without the code; a private one is not', async () => {
    const open = await openRoom(rs().endpoint, { seats: 2, public: true });
    const watcher = await NetClient.join({ ...open.invite, code: '' }, VERSIONS, { watch: { name: 'Pat' } });
    await open.host.until(() => open.host.lobby?.watchers.length === 1);
    expect(await watcher.until(() => watcher.lobby?.watching)).toBe(true);

    const closed = await openRoom(rs().endpoint, { seats: 2 });
    expect(await joinError(NetClient.join({ ...closed.invite, code: '' }, VERSIONS, { watch: { name: 'Pat' } }))).toBe('net/bad-code');
    expect(closed.host.lobby!.watchers).toEqual([]);
    await Promise.all([open.host.leave(), watcher.leave(), closed.host.leave()]);
  });
  it('one whose connection drops and is not back within the grace time is told as having stopped watching', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { seats: 2, graceSeconds: 5 });
    const wendy = await NetClient.join(invite, VERSIONS, { watch: { name: 'Wendy' } });
    await host.until(() => host.lobby?.watchers.length === 1);
    const cameAt = host.notes.length;
    wendy.park(); // her app loses the room without saying goodbye (no reconnecting)
    // within the grace time she is still counted as watching: a reconnection would change nothing
    await new Promise((r) => setTimeout(r, 2000));
    expect(host.lobby!.watchers).toEqual([{ name: 'Wendy' }]);
    expect(host.notes.length).toBe(cameAt);
    // past it, everyone is told she stopped watching, and she is no longer listed
    await host.until(() => host.notes.length > cameAt, 10_000);
    expect(host.notes.at(-1)).toMatchObject({ kind: 'watcher', name: 'Wendy', came: false });
    await host.until(() => host.lobby?.watchers.length === 0);
    await host.leave();
  }, 30_000);
});
