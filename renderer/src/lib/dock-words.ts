// The words for the engine's reason a stop on a passenger dock takes no passenger (DockMiss): the
// plan says them before the pick, the log after the move.
import type { DockMiss } from '../../../engine/index.js';
import type { MessageKey } from './i18n.js';

/** Each reason's phrase; `{speed}`: the move's end speed. */
export const DOCK_MISS: Record<DockMiss, MessageKey> = {
  fast: 'turnplan.dockFast',
  used: 'turnplan.dockUsed',
  empty: 'turnplan.dockEmpty',
  full: 'turnplan.dockFull',
};
