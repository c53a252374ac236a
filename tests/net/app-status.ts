// The app host's network status in tests of the app's own hosting and joining (app-relay,
// app-rejoin): waiting on it without polling.
import type { NetStatus } from '../../electron/net/net-api.js';
import type { Services } from '../../electron/services/index.js';

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
