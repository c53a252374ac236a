// An old invite after the host has hosted again (issue 17, net17s): the host's address answers, but
// the room the invite names is gone. The guest is told so, and to ask the host for the new invite
// (net/room-gone), not that nobody answers there (net/unreachable, which stays for an address where
// nothing answers); the new invite opens the new game.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call } from './app-status.js';
import type { Services } from '../../electron/services/index.js';

async function failure(s: Services, name: string, request: unknown): Promise<string> {
  const r = await s.dispatch(name, request);
  if (r.ok) throw new Error(`${name} succeeded`);
  return r.code;
}

describe('an old invite', () => {
  it('is refused as a game no longer open once the host has hosted again on the same address; the new invite joins', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const first = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada' });
    const port = Number(new URL(first.invite!.replace(/^mq:/, 'http:')).port);
    await call(host, 'netLeave', {});
    // not hosting now: nothing answers at the address
    expect(await failure(guest, 'netJoin', { invite: first.invite })).toBe('net/unreachable');

    const again = await call(host, 'netHost', { seats: 2, port, hostName: 'Ada' });
    expect(again.invite).not.toBe(first.invite);
    expect(again.address).toBe(`127.0.0.1:${port}`);
    expect(await failure(guest, 'netJoin', { invite: first.invite })).toBe('net/room-gone');
    expect(guest.net.status().role).toBe('none');
    expect((await call(guest, 'netJoin', { invite: again.invite })).role).toBe('joined');
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  });
});
