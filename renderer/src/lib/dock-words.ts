// The words for the engine's reason a stop on a passenger dock takes no passenger (DockMiss): the
// plan says them before the pick, the log after the move.
import { spaceAt, type DockMiss, type GameState, type Hex } from '../../../engine/index.js';
import type { MessageKey } from './i18n.js';

/** Each reason's phrase; `{speed}`: the move's end speed. */
export const DOCK_MISS: Record<DockMiss, MessageKey> = {
  fast: 'turnplan.dockFast',
  used: 'turnplan.dockUsed',
  empty: 'turnplan.dockEmpty',
  full: 'turnplan.dockFull',
};

/**
 * The same for a boat pushed onto a dock where a passenger waits (the engine's `passengerMissed`
 * with `by`): the pushed boat's owner sees the passenger left beside it. `{boat}`, `{dock}`, `{speed}`.
 */
export const PUSHED_DOCK_MISS: Record<DockMiss, MessageKey> = {
  fast: 'panels.pushedDockFast',
  used: 'panels.pushedDockUsed',
  empty: 'panels.pushedDockEmpty',
  full: 'panels.pushedDockFull',
};

/** A dock's colour for the messages' `{dock, select, blue {...} red {...} other {...}}`. */
export function dockColour(state: GameState, hex: Hex): 'blue' | 'red' | 'other' {
  const kind = spaceAt(state.river, hex)?.kind;
  return kind === 'blueDock' ? 'blue' : kind === 'redDock' ? 'red' : 'other';
}
