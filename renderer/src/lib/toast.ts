// A short-lived message shown over the play screen.
import type { DieFace } from '../../../engine/index.js';

export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'error';
  /** A tile drawn: the die's face, shown beside the words (the roll was only in the log). */
  die?: DieFace;
}

/** A die-like tile shows its face as an arrow (no emoji font needed). */
export const DIE_GLYPH: Record<DieFace, string> = { straight: '↑', left: '↰', right: '↱' };
