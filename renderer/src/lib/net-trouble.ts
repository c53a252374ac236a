// What keeps a networked race from going on, as the play screen says it (NetPlay.svelte): a
// dropped connection being retried, a host who left or is away, a connection given up. A guest's
// connection is given up only once the reconnect window has passed with the room silent: the
// host's app is gone (it died without saying "host left"), and the guest has nothing to wait for.
import type { AppLink } from './app-link.js';
import type { NetStatus } from '../../../electron/net/net-api.js';
import type { MessageKey } from './i18n.js';

export interface NetTrouble {
  key: MessageKey;
  /** The way Home is offered (there is nothing to wait for). */
  home: boolean;
  /** "Try again" is offered: the app stopped trying by itself (netResume starts the tries again). */
  retry?: true;
}

export function netTrouble(status: Pick<NetStatus, 'role' | 'connection' | 'lobby' | 'view' | 'retriesOver'> | null): NetTrouble | null {
  if (!status || status.view?.status === 'over') return null;
  const guest = status.role === 'joined';
  // a spectator has no seat to keep and no race of their own to wait for: their own words
  if (guest && status.lobby?.watching) return watcherTrouble(status);
  // a host who said they left: the room closing after it is no news
  if (guest && status.lobby?.host === 'left') return { key: 'netui.hostLeft', home: true };
  // the host's app stopped (nothing listens there): said within seconds, not after the grace time,
  // and even when the race was paused (play-test: "Paused" was shown for ever over a host long gone)
  // tried for the seat's whole grace time in vain: the tries stop, said so, with "Try again"
  if (status.connection === 'gone' && guest && status.retriesOver) return { key: 'netui.hostNotBack', home: true, retry: true };
  if (status.connection === 'gone') return { key: guest ? 'netui.hostStopped' : 'netui.lost', home: true };
  // the host paused the race: leaving would give up the seat, so no way Home is offered (closing the app keeps it)
  if (guest && status.lobby?.host === 'paused') return { key: 'netui.hostPaused', home: false };
  if (status.connection === 'reconnecting') return { key: 'netui.reconnecting', home: false };
  if (status.connection === 'lost') return { key: guest ? 'netui.hostGone' : 'netui.lost', home: true };
  // a host away (their app without its page, their connection to a game server lost) is an away
  // player like any other: their seat's notice and boat cards say so (seatNotes), with the time
  // left (play-test: "The connection to the host is lost" for a host whose page was closed)
  return null;
}

/**
 * Whether the header may say the race is paused (and for whom it waits): only while that is the
 * whole truth. A host's app gone, the connection given up or this page's own app stopped is said
 * instead (play-test: "Paused – waiting for Anna" sat above "the host's game has stopped").
 */
export function pausedShown(status: Pick<NetStatus, 'role' | 'connection' | 'lobby' | 'view' | 'retriesOver'> | null, appStopped = false): boolean {
  if (appStopped || !status || status.view?.status === 'over' || status.lobby?.host !== 'paused') return false;
  const found = netTrouble(status);
  return found === null || found.key === 'netui.hostPaused' || found.key === 'netplay.watchPaused';
}

/**
 * Whether this screen's players are held from choosing a move: the room takes none (the host paused
 * or left the race) or none can reach it (this page's app stopped or not answering for now, the connection being retried or
 * given up). Play-test: after the host's app died a guest's speeds and destinations could still be
 * picked. A host who is away (their page closed) holds nobody: the room still plays the others' moves.
 */
export function movesHeld(status: Pick<NetStatus, 'connection' | 'lobby'> | null, app: AppLink | boolean = 'up'): boolean {
  // this page's own app not answering, even for a blink: no move can reach the room meanwhile
  // (play-test: the host's page showed "Your turn" with live buttons under "Reconnecting…")
  if (app === true || (typeof app === 'string' && app !== 'up') || !status) return true;
  return status.connection !== 'open' || status.lobby?.host === 'paused' || status.lobby?.host === 'left';
}

/** A spectator's: the host gone or paused, or their connection given up, with the way Home. */
function watcherTrouble(status: Pick<NetStatus, 'connection' | 'lobby'>): NetTrouble | null {
  if (status.lobby?.host === 'left') return { key: 'netplay.watchHostLeft', home: true };
  if (status.lobby?.host === 'paused') return { key: 'netplay.watchPaused', home: true };
  if (status.connection === 'reconnecting') return { key: 'netui.reconnecting', home: false };
  if (status.connection === 'lost' || status.connection === 'gone') return { key: 'netplay.watchLost', home: true };
  if (status.lobby?.host === 'away') return { key: 'netui.hostAway', home: true };
  if (status.lobby?.host === 'offline') return { key: 'net28.watchHostOffline', home: true };
  return null;
}
