// A guest's (or a spectator's) library gets a networked race only when it ends: the full record
// comes with the end (docs/network.md). The newcomer play-test looked for the race in the library
// mid-race and found nothing; the app's status says so (`libraryAtEnd`) for the lobby, the play
// screen's panel and the library to word it. The host's own room is in its library as it is played.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

describe('where a networked race is in the library', () => {
  it('is said to come at the end for a guest and a spectator, in the race and with a place kept; not for the LAN host', async () => {
    const [host, guest, watcher] = [makeServices(), makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada' });
    expect(hosted.libraryAtEnd).toBe(false);
    expect((await call(guest, 'netStatus', {})).libraryAtEnd).toBe(false); // in no race
    expect((await call(guest, 'netJoin', { invite: hosted.invite })).libraryAtEnd).toBe(true);
    expect((await call(watcher, 'netJoin', { invite: hosted.invite, watch: true, name: 'Wendy' })).libraryAtEnd).toBe(true);
    await seatBothAndStart(host, guest);
    await until(guest, (st) => !!st.view);
    expect((await call(guest, 'netStatus', {})).libraryAtEnd).toBe(true);
    expect((await call(host, 'netStatus', {})).libraryAtEnd).toBe(false);
    // the guest stepped out of the race (their seat waits): still to come
    await call(guest, 'netLeave', {});
    expect((await call(guest, 'netStatus', {})).libraryAtEnd).toBe(true);
    // forgotten: nothing to come
    await call(guest, 'netLeave', {});
    expect((await call(guest, 'netStatus', {})).libraryAtEnd).toBe(false);
    await call(watcher, 'netLeave', {});
    await call(host, 'netLeave', {});
  }, 30_000);
});
