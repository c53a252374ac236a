// A guest's app whose seat the host gave back to the table (issue 17): its status says why the room
// closed the connection (a code the lobby words), keeps no place in that race (Home offers no way
// back to a seat it no longer has), and it may join again with the same invite.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call, until } from './app-status.js';

describe('a guest’s app sent out of the lobby by the host', () => {
  it('says net/seat-freed, keeps no place, and joins again with the invite', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await call(guest, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Walked Away' } });
    const seated = await until(guest, (st) => !!st.lobby?.mine.includes(1));
    expect(seated.place).not.toBeNull();

    await call(host, 'netSend', { type: 'setSeat', body: { seat: 1, kind: 'open' } });
    const out = await until(guest, (st) => st.closed !== undefined);
    expect(out).toMatchObject({ role: 'joined', closed: 'net/seat-freed', connection: 'lost', place: null });
    await until(host, (st) => st.lobby!.seats[1]!.kind === 'open');

    const left = await call(guest, 'netLeave', {});
    expect(left).toMatchObject({ role: 'none', place: null });
    expect(left.closed).toBeUndefined();
    // the invite is still offered, and opens the lobby again
    expect(left.lastInvite?.invite).toBe(hosted.invite);
    const back = await call(guest, 'netJoin', { invite: hosted.invite });
    expect(back.role).toBe('joined');
    await until(guest, (st) => st.lobby?.seats[1]?.kind === 'open');
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  });
});
