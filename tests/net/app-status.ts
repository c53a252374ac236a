// The app host's network status in tests of the app's own hosting and joining (app-relay,
// app-rejoin, app-hand-over, app-pageless, app-room-game): waiting on it without polling, calling the app's API, playing a seat.
import type { Action } from '../../engine/index.js';
import type { NetStatus } from '../../electron/net/net-api.js';
import type { Services } from '../../electron/services/index.js';
import { eagerBot } from './net-fixtures.js';

/** One API call of the app; a refusal throws with its code. */
export async function call<T = NetStatus>(s: Services, name: string, request: unknown, viewer?: string): Promise<T> {
  const r = await s.dispatch(name, request, viewer);
  if (!r.ok) throw new Error(`${name}: ${r.code} ${r.message}`);
  return r.value as T;
}

/** Plays this app's own seat from its netStatus view to the end of the race (a quick random player). */
export async function playOwnSeat(s: Services, seed: number): Promise<void> {
  const next = eagerBot(seed);
  let queue: Action[] = [];
  for (;;) {
    const st = await until(s, (x) => !!x.view && (x.view.status === 'over' || x.view.legalActions.length > 0), 60_000);
    const view = st.view!;
    if (view.status === 'over') return;
    if (queue.length === 0) queue = next(view);
    const refusals = s.net.status().refusedCount;
    await call(s, 'netSend', { type: 'act', body: { rev: view.rev, action: queue[0] } });
    const after = await until(s, (x) => x.view!.rev !== view.rev || x.refusedCount > refusals);
    if (after.refusedCount === refusals) queue.shift();
    else if (after.refused === 'net/rate-limited') await new Promise((r) => setTimeout(r, 250)); // a bot outpaces the room's 20 a second: wait, send again
    else throw new Error(`refused ${after.refused}`);
  }
}

/** Resolves with the app's status once `test` holds (checked on every netChanged event). */
export function until(s: Services, test: (st: NetStatus) => boolean, ms = 15_000): Promise<NetStatus> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const st = s.net.status();
      if (!test(st)) return;
      off();
      clearTimeout(timer);
      resolve(st);
    };
    const off = s.hub.subscribe((e) => e.name === 'netChanged' && check());
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out; status ${JSON.stringify(s.net.status().lobby)}`));
    }, ms);
    check();
  });
}

/** The host's app and a guest's app (already joined) take seats 0 and 1, are ready, and the host starts: the host's status once its race is on. */
export async function seatBothAndStart(host: Services, guest: Services): Promise<NetStatus> {
  for (const [seat, app] of [host, guest].entries()) {
    await call(app, 'netSend', { type: 'takeSeat', body: { seat, name: `App ${seat + 1}` } });
    await until(app, (st) => !!st.lobby?.mine.includes(seat));
    await call(app, 'netSend', { type: 'ready', body: { ready: true } });
  }
  await until(host, (st) => !!st.lobby?.seats.every((x) => x.ready));
  await call(host, 'netSend', { type: 'start', body: {} });
  return until(host, (st) => !!st.view);
}
