// Quick messages (a closed list, sent by id): every participant of the room gets each one as a note
// of the room's log, with the sender's seat and name; only a player with a seat may send them, each
// at most a few in a row (their own allowance, apart from moves), and a newcomer gets the log so far.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { QUICK_BURST } from '../../electron/net/protocol.js';
import { VERSIONS, openRoom, roomServerPerFile } from './net-fixtures.js';

const rs = roomServerPerFile();

describe('quick messages', () => {
  it('reach every participant as notes of the room’s log; a spectator may not send them; a burst is cut', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { seats: 2 });
    const guest = await NetClient.join(invite, VERSIONS);
    const watcher = await NetClient.join(invite, VERSIONS);
    host.send('takeSeat', { seat: 0, name: 'Hostie' });
    guest.send('takeSeat', { seat: 1, name: 'Dana' });
    await watcher.until(() => watcher.lobby?.seats.every((s) => s.kind === 'human'));

    guest.send('quick', { id: 'goodRace' });
    for (const c of [host, guest, watcher]) await c.until(() => c.notes.length === 1);
    expect(watcher.notes).toEqual([{ kind: 'quick', n: 0, seat: 1, name: 'Dana', id: 'goodRace' }]);

    // no seat, no say; and no free text
    watcher.send('quick', { id: 'oops' });
    await watcher.until(() => watcher.refusals.length === 1);
    expect(watcher.refusals[0]!.code).toBe('net/no-seat');
    host.sendRaw('quick', { id: 'You are all terrible' });
    await host.until(() => host.refusals.length === 1);
    expect(host.refusals[0]!.code).toBe('net/malformed');

    // a burst: the allowance's worth goes through, the rest is refused
    for (let i = 0; i < QUICK_BURST + 1; i++) host.send('quick', { id: 'thanks' });
    await host.until(() => host.refusals.length === 2);
    expect(host.refusals[1]!.code).toBe('net/rate-limited');
    await guest.until(() => guest.notes.length === 1 + QUICK_BURST);
    expect(guest.notes.slice(1).map((n) => [n.kind, 'seat' in n ? n.seat : null, n.n])).toEqual(Array.from({ length: QUICK_BURST }, (_, i) => ['quick', 0, i + 1]));
    // moves have their own allowance: the cut quick messages leave them alone
    guest.send('ready', { ready: true });
    await host.until(() => host.lobby!.seats[1]!.ready);

    // one who comes in later reads the log so far
    const late = await NetClient.join(invite, VERSIONS);
    await late.until(() => late.notes.length === 1 + QUICK_BURST);
    expect(late.notes[0]).toMatchObject({ name: 'Dana', id: 'goodRace' });
    expect(guest.refusals).toEqual([]);
    await Promise.all([host.leave(), guest.leave(), watcher.leave(), late.leave()]);
  });
});
