// What the room refuses (issue 17's security cases): acting for another seat, a wrong or another
// room's code, another version, malformed, oversized and flooding messages, flooding joins. Every
// refusal is typed and changes nothing (the authoritative game's revision and the lobby stay put).
// (What crosses the wire during a whole race is checked in race.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { MAX_MESSAGE_CHARS } from '../../electron/net/protocol.js';
import { newRoomCode } from '../../electron/net/secrets.js';
import { VERSIONS, deciderOf, openRoom, roomServer, startedRace, type RoomServer } from './net-fixtures.js';
import { playView } from '../../renderer/src/lib/play-view.js';

let rs: RoomServer;
beforeAll(async () => {
  // A tight join limit so flooding shows within the test; generous messages for the other cases.
  rs = await roomServer({ joinLimits: { failures: 4, attempts: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await rs?.close();
});

const refusalAfter = async (client: NetClient, send: () => void) => {
  const before = client.refusals.length;
  send();
  return client.until(() => client.refusals[before]);
};

const joinError = (p: Promise<unknown>) =>
  p.then(
    () => 'joined',
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );

describe('the race room refuses', () => {
  it('a move for another seat, an undo of another seat, a stall answer for another seat: nothing changes', async () => {
    const { players } = await startedRace(rs.endpoint);
    const decider = deciderOf(players[0]!)!;
    const owner = players.find((p) => p.lobby!.mine.includes(decider))!;
    const other = players.find((p) => !p.lobby!.mine.includes(decider))!;
    const view = owner.view!;
    expect(view.legalActions.length).toBeGreaterThan(0);
    // the others' views do not offer the decider's moves
    expect(other.view!.legalActions).toEqual([]);
    expect(other.view!.legalTurns).toEqual([]);
    const gameId = view.id;
    const rev = rs.games.getGame(gameId).rev;
    const r1 = await refusalAfter(other, () => other.send('act', { rev: view.rev, action: view.legalActions[0]! }));
    expect(r1.code).toBe('net/not-your-seat');
    const r2 = await refusalAfter(other, () => other.send('undo', { rev: view.rev }));
    expect(r2.code).toBe('net/not-your-seat');
    const r3 = await refusalAfter(other, () => other.send('stall', { rev: view.rev, seat: decider, agree: true }));
    expect(r3.code).toBe('net/not-your-seat');
    // lobby messages during the race, and host-only ones from a guest
    const r4 = await refusalAfter(other, () => other.send('takeSeat', { seat: 0, name: 'Sneaky' }));
    expect(r4.code).toBe('net/wrong-phase');
    const guest = players[1]!;
    const r5 = await refusalAfter(guest, () => guest.send('start', {}));
    expect(r5.code).toBe('net/not-host');
    expect(rs.games.getGame(gameId).rev).toBe(rev);
    // the owner's move of the same action is taken
    owner.send('act', { rev: view.rev, action: view.legalActions[0]! });
    await owner.until(() => owner.view!.rev > view.rev);
    expect(rs.games.getGame(gameId).rev).toBeGreaterThan(rev);
    // on to the first move: the mover's app works its legal turns out from the view (the room
    // sends none): the host's own list
    for (let i = 0; i < 40; i++) {
      const rev0 = rs.games.getGame(gameId).rev;
      await players[0]!.until(() => players.every((p) => p.view!.rev === rev0) && true);
      const mover = players.find((p) => p.lobby!.mine.includes(deciderOf(p)!))!;
      const v = mover.view!;
      if (v.pending.kind === 'move') {
        expect(v.legalTurns).toEqual([]);
        const turns = playView(v).legalTurns;
        expect(turns.length).toBeGreaterThan(0);
        expect(JSON.parse(JSON.stringify(turns))).toEqual(JSON.parse(JSON.stringify(rs.games.getGame(gameId).legalTurns)));
        break;
      }
      expect(i).toBeLessThan(39);
      mover.send('act', { rev: v.rev, action: v.legalActions[0]! });
      await mover.until(() => mover.view!.rev > v.rev);
    }
    await Promise.all(players.map((p) => p.leave()));
  });

  it('malformed and oversized messages, typed, with nothing changed', async () => {
    const { host } = await openRoom(rs.endpoint);
    const lobby = JSON.stringify(host.lobby);
    const cases: [string, unknown, string][] = [
      ['takeSeat', { seat: 'zero', name: 'A' }, 'net/malformed'],
      ['takeSeat', { seat: 0, name: 'A', admin: true }, 'net/malformed'],
      ['takeSeat', { seat: 9, name: 'A' }, 'net/malformed'],
      ['takeSeat', { seat: 0, name: '\u202Eevil' }, 'net/malformed'],
      ['takeSeat', null, 'net/malformed'],
      ['becomeHost', {}, 'net/malformed'],
      ['act', { rev: 0, action: { type: 'teleport' } }, 'net/malformed'],
      ['act', { rev: 0, action: { type: 'confirm' } }, 'net/wrong-phase'],
      ['takeSeat', { seat: 0, name: 'x'.repeat(MAX_MESSAGE_CHARS + 1) }, 'net/too-large'],
      ['ready', { ready: true, pad: 'y'.repeat(20_000) }, 'net/too-large'],
    ];
    for (const [type, body, code] of cases) {
      const r = await refusalAfter(host, () => host.sendRaw(type, body));
      expect([type, r.code]).toEqual([type, code]);
    }
    expect(JSON.stringify(host.lobby)).toBe(lobby);
    // a frame beyond what the transport accepts closes that connection; the room goes on
    const watcher = await NetClient.join((await openRoom(rs.endpoint)).invite, VERSIONS);
    watcher.sendRaw('takeSeat', { seat: 0, name: 'z'.repeat(200_000) });
    await new Promise((r) => setTimeout(r, 300));
    const r = await refusalAfter(host, () => host.sendRaw('ready', 'yes'));
    expect(r.code).toBe('net/malformed');
    expect(host.lobby!.seats.every((s) => s.kind === 'open')).toBe(true);
    await host.leave();
  });

  it('a flood of messages: past the allowance each is refused as rate-limited', async () => {
    const { host } = await openRoom(rs.endpoint);
    const before = host.refusals.length;
    for (let i = 0; i < 60; i++) host.send('ready', { ready: i % 2 === 0 });
    await host.until(() => host.refusals.length - before >= 30);
    await new Promise((r) => setTimeout(r, 200));
    const refused = host.refusals.slice(before);
    expect(refused.every((r) => r.code === 'net/rate-limited')).toBe(true);
    // 20 taken at once, a few more as the bucket refills while the burst arrives
    expect(refused.length).toBeGreaterThanOrEqual(30);
    expect(refused.length).toBeLessThanOrEqual(40);
    await host.leave();
  });

  it('a wrong code, another room’s code, another version; then flooding joins are refused even with the right code', async () => {
    const first = await openRoom(rs.endpoint);
    const second = await openRoom(rs.endpoint);
    expect(await joinError(NetClient.join({ ...first.invite, code: newRoomCode() }, VERSIONS))).toBe('net/bad-code');
    expect(await joinError(NetClient.join({ ...first.invite, code: second.invite.code }, VERSIONS))).toBe('net/bad-code');
    expect(await joinError(NetClient.join(first.invite, { ...VERSIONS, rulesVersion: 'other' }))).toBe('net/version-mismatch');
    expect(await joinError(NetClient.join(first.invite, { ...VERSIONS, protocol: 99 }))).toBe('net/version-mismatch');
    // four failures from this address: the next attempt is refused whatever it carries
    expect(await joinError(NetClient.join(first.invite, VERSIONS))).toBe('net/rate-limited');
    expect(first.host.lobby!.seats.every((s) => s.kind === 'open')).toBe(true);
    await first.host.leave();
    await second.host.leave();
  });
});
