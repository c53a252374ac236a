// Whether this page's own app still answers (issue 17, play-test): in the browser host the page
// talks to a Node process, and when that process dies its events just stop, so a networked race's
// screen kept "Waiting for Guestie" for good. The net screens ask the app now and then; no answer,
// or a refused token (a new process does not know this page), means the app stopped serving it.
import type { MqApi } from '../../../electron/api/contract.js';

/** How often the net screens ask (a local request: cheap). */
export const APP_CHECK_MS = 3000;

/** A failed request's code that says the app itself is gone, not that it refused something. */
export function appGone(code: string): boolean {
  return code === 'host/unreachable' || code === 'host/link-spent' || code === 'request/forbidden';
}

/** Calls `changed(gone)` whenever the app stops or starts answering; returns the stop function. */
export function watchApp(api: Pick<MqApi, 'netStatus'>, changed: (gone: boolean) => void, everyMs = APP_CHECK_MS): () => void {
  let gone = false;
  let stopped = false;
  const timer = setInterval(() => {
    void api.netStatus({}).then((r) => {
      const now = !r.ok && appGone(r.code);
      if (stopped || now === gone) return;
      gone = now;
      changed(gone);
    });
  }, everyMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
