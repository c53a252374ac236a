// "Join a game" keeps the name but kept no invite (play-test of issue 17): the app keeps the last
// invite it joined with, with whose race it was, for the join screen to offer again; once that
// race is known over (its host left it for good while the guest was there) it is never offered again.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call, until } from './app-status.js';

describe('the last invite', () => {
  it('is offered again with its host’s name after the guest left', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    expect((await call(guest, 'netStatus', {})).lastInvite).toBeNull();
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada' });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const named = await until(guest, (st) => st.lastInvite?.hostName === 'Ada');
    expect(named.lastInvite).toEqual({ invite: hosted.invite, hostName: 'Ada', title: null });
    await call(guest, 'netLeave', {});
    const after = await call(guest, 'netStatus', {});
    expect(after.role).toBe('none');
    expect(after.lastInvite?.invite).toBe(hosted.invite);
    await call(host, 'netLeave', {});
  }, 40_000);

  it('is dropped as the host leaves for good while the guest is there', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Bea' });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await until(guest, (st) => st.lastInvite?.hostName === 'Bea');
    await call(host, 'netLeave', {});
    await until(guest, (st) => st.lastInvite === null);
    await call(guest, 'netLeave', {});
  }, 40_000);
});
