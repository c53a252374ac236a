// What the networked play screen says about the other players' seats (NetPlay.svelte): away (the
// race waits for them), gone past the grace time (the host may hand the seat to a computer
// captain), free (a captain sails it until someone with the invite takes it over).
import type { NetStatus } from '../../../electron/net/net-api.js';
import type { MessageKey } from './i18n.js';

export interface SeatNote {
  seat: number;
  name: string;
  state: 'away' | 'gone' | 'free';
  /** Away because they left on purpose (Leave), not a lost connection (play-test: a player who left read as "connection lost"). */
  left?: true;
  /** Away with their app still running (the host without their page): the race waits, nobody hands the seat over. */
  offline?: true;
}

export function seatNotes(lobby: NetStatus['lobby'], mine: readonly number[]): SeatNote[] {
  return (lobby?.seats ?? []).flatMap((s, i): SeatNote[] => {
    if (mine.includes(i) || !s.name) return [];
    if (s.free) return [{ seat: i, name: s.name, state: 'free' }];
    if (s.kind !== 'human') return [];
    if (s.gone) return [{ seat: i, name: s.name, state: 'gone' }];
    if (!s.away) return [];
    return [{ seat: i, name: s.name, state: 'away', ...(s.left ? { left: true as const } : {}), ...(s.offline ? { offline: true as const } : {}) }];
  });
}

/** The notice over the board for an away player: with a turn timer set, the timer plays their turn (the race does not wait). */
export function awayKey(timed: boolean, left = false): MessageKey {
  if (left) return timed ? 'netui.playerLeftTimer' : 'netui.playerLeft';
  return timed ? 'netui.playerAwayTimer' : 'netui.playerAway';
}

/**
 * The notice over the board for another player's seat that holds the race up: the one place that
 * says a player left or dropped and what happens next (the seat waits `time` more, then the host
 * may hand it to a captain; or the timer plays the turn), besides the mark on their boat cards.
 * Play-test: a dropped guest was said four times (turn line, this notice, the header, the cards);
 * the turn line and the header now only name whose turn it is. `time` is left to the caller (the
 * grace time left, counted on this computer), null when the room has not told it.
 */
export function awayNoticeKey(lobby: NetStatus['lobby'], seat: number, o: { hosting: boolean; timed: boolean; timeKnown: boolean }): MessageKey {
  const s = lobby?.seats[seat];
  if (!s || s.kind !== 'human' || s.free || !s.away) return 'netui.waitingFor';
  if (s.gone) return o.hosting ? 'netui.playerGoneHost' : 'netui.playerGone';
  // the host offline (their app runs, its page closed): no time runs out, and no hand-over advice
  // addressed to the host about themself (play-test pt27)
  if (s.offline) return o.timed ? 'net28.offlineTimer' : 'net28.offline';
  if (o.timed || !o.timeKnown) return awayKey(o.timed, !!s.left);
  if (s.left) return o.hosting ? 'netui.turnLeftHost' : 'netui.turnLeftGuest';
  return o.hosting ? 'netui.turnAwayHost' : 'netui.turnAwayGuest';
}

/** The line on an away, gone or handed-over seat's boat cards, so the side panel says it too (not only the notice over the board). */
export function seatCardKeys(lobby: NetStatus['lobby'], mine: readonly number[], timed: boolean): Map<number, MessageKey> {
  const words: Record<SeatNote['state'], MessageKey> = { away: timed ? 'netui.cardAwayTimer' : 'netui.cardAway', gone: 'netui.cardGone', free: 'netui.cardCaptain' };
  // the host who paused the race is not "away" (a lost connection): their cards say they paused it
  // (play-test: guests read a pause as the host disconnected); `{host}` is their name
  const pausedBy = (n: SeatNote) => lobby?.host === 'paused' && n.state === 'away' && lobby.hostName !== null && n.name === lobby.hostName;
  const left: MessageKey = timed ? 'netui.cardLeftTimer' : 'netui.cardLeft';
  const offline: MessageKey = timed ? 'netui.cardAwayTimer' : 'net28.cardOffline';
  return new Map(seatNotes(lobby, mine).map((n) => [n.seat, pausedBy(n) ? 'netui.cardPaused' : n.offline ? offline : n.left ? left : words[n.state]]));
}

/** An away seat's time left to come back (ms, by this computer's clock `now`), or null when its grace time is not counting. */
export function graceLeft(graceEnds: readonly (number | null)[] | undefined, seat: number, now: number): number | null {
  const ends = graceEnds?.[seat];
  return ends === null || ends === undefined ? null : Math.max(0, ends - now);
}

/**
 * What leaving a race under way does, said on its button: the host's leaving pauses it (the others
 * wait; Home brings the host back); a guest's gives up their seat (it waits the grace time, then
 * the host may hand it to a computer captain); a spectator may watch again with the invite.
 */
/**
 * The leave button's words on screen, at any width (its full words, a sentence, are its name and
 * tooltip: play-test, a guest's took most of the header at 1280x800): the same meaning as the full
 * ones in every language (play-test: a guest read "Pause and leave" in English but a bare "Выйти"
 * in Russian). A guest's or a spectator's leave does not pause the race: only the host's does.
 */
export function leaveShortKey(role: NetStatus['role'] | undefined, watching = false): MessageKey {
  if (role === 'hosting') return 'netui.pauseYes';
  return watching ? 'netplay.leaveWatcherShort' : 'netui.leaveRaceShort';
}

/**
 * A seated guest leaving a race under way is asked first, told how long their seat waits for them
 * (the room's grace time); null: they leave at once (watching, the race not under way, the host
 * gone or stopped: nothing to wait for).
 */
export function guestLeaveAsk(status: Pick<NetStatus, 'role' | 'connection' | 'lobby' | 'view' | 'graceSeconds'> | null): { key: MessageKey; n: number } | null {
  const l = status?.lobby;
  if (!status || status.role !== 'joined' || !l || l.watching || l.mine.length === 0 || l.phase !== 'racing') return null;
  if (status.view?.status === 'over' || status.connection !== 'open' || l.host === 'left') return null;
  const g = status.graceSeconds;
  if (g === null) return { key: 'netui.leaveAskWhile', n: 0 };
  // whole minutes, never more than the seat really waits
  return g >= 60 ? { key: 'netui.leaveAskMinutes', n: Math.floor(g / 60) } : { key: 'netui.leaveAskSeconds', n: g };
}

export function leaveKey(role: NetStatus['role'] | undefined, watching = false): MessageKey {
  if (role === 'hosting') return 'netui.pauseYes';
  return watching ? 'netplay.leaveWatcher' : 'netui.leaveGuest';
}
