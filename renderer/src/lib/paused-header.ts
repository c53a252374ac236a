// The play screen's header while the host has paused a networked race. It names the player the turn
// order lights (who moves once the race goes on), never the host in words that read as a turn:
// "Paused · Waiting for Anna" over a turn order lighting Bruno named two players for one turn
// (play-test pt28). The host, and why nobody moves, are in the tooltip.
import type { BoatId, Decision } from '../../../engine/index.js';
import type { Translate } from './i18n.js';
import { shownName } from './shown-names.js';

export interface PausedHeader {
  title: string;
  sub: string;
  hint: string;
}

/** `mover`: the player to move when the race goes on (`mine`: this screen's own seat), null if none is to. */
export function pausedHeader(t: Translate, o: { host: string | null; hosting: boolean; mover: { name: string; mine: boolean } | null }): PausedHeader {
  const whole = `${o.host ? t('netui.pausedHeader', { host: shownName(t, o.host) }) : t('netui.pausedHeaderAnon')}. ${t(o.hosting ? 'netui.pausedTurn' : 'netui.pausedWhy')}`;
  const sub = !o.mover ? t('net29.pausedNoTurn') : o.mover.mine ? t('net29.pausedNextYou') : t('net29.pausedNext', { name: shownName(t, o.mover.name) });
  // short on screen (the header is narrow beside a guest's long Leave), whole in its tooltip
  return { title: t('netui.pausedShort'), sub, hint: whole };
}

/**
 * The boat the turn order lights: the one whose decision the game waits for. Held (a paused network
 * race, its host's app out of reach) the race still waits for that decision, so it stays lit, as the
 * header names its player: the turn's boat was lit instead, so a pushed boat reorienting during a
 * computer's turn had the strip light the computer while the header named the pushed boat's player
 * (play-test pt29 #4). A lesson's verdict (`waiting` false) waits for nobody: no boat.
 */
export function orderCurrent(pending: Decision | null, o: { halted: boolean; waiting: boolean }): BoatId | null {
  if (!pending || !('player' in pending) || (o.halted && !o.waiting)) return null;
  return pending.boat;
}
