// Whether this page's own app still answers (issue 17, play-test): in the browser host the page
// talks to a Node process, and when that process dies its events just stop, so a networked race's
// screen kept "Waiting for Guestie" for good. The net screens ask the app now and then. A token the
// app refuses (a new process does not know this page) means it stopped serving this page at once;
// no answer is first a blink ("Reconnecting…", asked again every second), and "stopped" only once
// nothing has answered for GONE_AFTER_MS (play-test: a brief blink read "This app has stopped").
import type { MqApi } from '../../../electron/api/contract.js';

/** How often the net screens ask (a local request: cheap). */
export const APP_CHECK_MS = 3000;
/** While the app does not answer, it is asked this often: back within a second of coming back. */
export const APP_RETRY_MS = 1000;
/**
 * No answer for this long, and the app is taken for stopped: a process on this computer that is
 * running answers (or refuses) at once, so this much silence is a dead process, not a busy one.
 */
export const GONE_AFTER_MS = 8000;

/** What the page knows of its app: answering, silent for a moment, or stopped. */
export type AppLink = 'up' | 'reconnecting' | 'gone';

/** A failed request's code that says the app itself is unreachable, not that it refused something. */
export function appGone(code: string): boolean {
  return code === 'host/unreachable' || appReplaced(code);
}

/** The app answers but no longer knows this page (a new process, a spent link): no blink, it is gone. */
function appReplaced(code: string): boolean {
  return code === 'host/link-spent' || code === 'request/forbidden';
}

/** Calls `changed(link)` whenever the link changes; returns the stop function. */
export function watchApp(api: Pick<MqApi, 'netStatus'>, changed: (link: AppLink) => void, everyMs = APP_CHECK_MS): () => void {
  let link: AppLink = 'up';
  let stopped = false;
  /** When the silence began (Date.now), null while the app answers. */
  let silentSince: number | null = null;
  let timer: ReturnType<typeof setTimeout>;
  const tell = (next: AppLink) => {
    if (next === link) return;
    link = next;
    changed(link);
  };
  const check = async () => {
    const r = await api.netStatus({});
    if (stopped) return;
    if (r.ok || !appGone(r.code)) {
      silentSince = null;
      tell('up');
    } else if (appReplaced(r.code)) {
      tell('gone');
    } else {
      silentSince ??= Date.now();
      // once said stopped, it stays so until the app answers again
      tell(link === 'gone' || Date.now() - silentSince >= GONE_AFTER_MS ? 'gone' : 'reconnecting');
    }
    timer = setTimeout(() => void check(), link === 'up' ? everyMs : Math.min(everyMs, APP_RETRY_MS));
  };
  timer = setTimeout(() => void check(), everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
