// Which sound a game event makes (pure: unit-tested without audio). Motion cues accompany a boat
// moving or turning and are left out under "reduce motion"; the others mark a moment of the game.
import type { GameEvent } from '../../../engine/index.js';

export type SoundCue = 'paddle' | 'turn' | 'horn' | 'bump' | 'bell' | 'die';

export const MOTION_CUES: ReadonlySet<SoundCue> = new Set<SoundCue>(['paddle', 'turn']);

export function cueFor(e: GameEvent): SoundCue | null {
  switch (e.type) {
    case 'moved':
    case 'enteredDock':
      return 'paddle'; // steam, paddles and water for each space travelled
    case 'rotated':
    case 'departed':
      return 'turn';
    case 'pushed':
      return 'bump';
    case 'crashed':
      return e.reason === 'hemmedIn' ? null : 'bump';
    case 'passengerTaken':
      return 'bell';
    case 'finished':
      return 'horn';
    case 'dieRolled':
      return 'die';
    default:
      return null;
  }
}
