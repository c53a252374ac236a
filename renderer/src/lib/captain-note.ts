// Who sails a boat, under its name in the boats list (issue 14, play-test: the list did not tell
// computer captains from humans, nor their level): "computer, hard", the lobby's own words.
import type { Translate } from './i18n.js';

/** The note for a seat's captain: its kind and level when a computer sails it; null for a human. */
export function captainNote(t: Translate, player: { kind: string; level?: string | undefined } | undefined): string | null {
  if (player?.kind !== 'computer') return null;
  return t('netui.computerSeat', { level: player.level ?? 'none' });
}
