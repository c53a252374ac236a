// A short-lived message shown over the play screen.
import type { DieFace } from '../../../engine/index.js';
import type { Translate } from './i18n.js';

export interface Toast {
  id: number;
  /**
   * The words, made when shown in the language of the moment (keys and their params): a player
   * who switches language sees the toasts on screen switch too.
   */
  words: (t: Translate) => string;
  kind: 'info' | 'error';
  /** A tile drawn: the die's face, shown beside the words (the roll was only in the log). */
  die?: DieFace;
  /** What it says, where the same toast must not pile up (a click on an island, repeated). */
  key?: string;
}

/** A die-like tile shows its face as an arrow (no emoji font needed). */
export const DIE_GLYPH: Record<DieFace, string> = { straight: '↑', left: '↰', right: '↱' };
