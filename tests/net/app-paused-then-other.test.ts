// issue 17 #7: a host paused a LAN race, played another race, and could not get back to the paused
// one: the app keeps one place, and the new race's replaced it (Home offered nothing, the paused
// race's game was refused as a local game, its guests waited for good). The paused place now waits
// aside and is Home's way back again once the other race is done. Through the apps' API.
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

describe('a paused race, then another race', () => {
  it('the paused race is offered again once the other is done, and resumes', async () => {
    const host = makeServices();
    const guest = makeServices();
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 60 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    const first = await seatBothAndStart(host, guest);
    await until(guest, (st) => st.lobby?.phase === 'racing' && !!st.view);
    const paused = await call(host, 'netLeave', { pause: true });
    expect(paused.place).toMatchObject({ role: 'hosting', hostName: 'Ada', connected: false });

    // another race (its own room), then left: the paused one is Home's way back again
    const other = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', title: 'Another' });
    expect(other.lobby?.phase ?? 'lobby').toBe('lobby');
    const after = await call(host, 'netLeave', {});
    expect(after.place).toMatchObject({ role: 'hosting', hostName: 'Ada', connected: false });

    // and back in it: the same race, the guest told the host is here
    const back = await call(host, 'netResume', {});
    expect(back.role).toBe('hosting');
    const again = await until(host, (st) => !!st.view && !!st.lobby?.mine.includes(0));
    expect(again.view!.id).toBe(first.view!.id);
    await until(guest, (st) => st.lobby?.host === 'here');
    await call(host, 'netLeave', {});
    await call(guest, 'netLeave', {});
    host.close();
    guest.close();
  }, 60_000);
});
