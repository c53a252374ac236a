// What the new-game screen hands to hosting a networked race (issue 17): the seats, the race's
// settings (river, modes: the room plays any config the engine accepts) and the computer captains
// with their levels, so a hosted race is set up as fully as a local one.
import type { GameConfig } from '../../../engine/index.js';

export interface HostSetup {
  seats: number;
  /** null: the setup had a problem (the lobby then opens the standard race). */
  config: GameConfig | null;
  captains: { seat: number; name: string; level: 'easy' | 'medium' | 'hard' | 'expert' }[];
  /** The host's own seat and name: the setup's first player seat (the host sits there at once); null: every seat is a captain's. */
  host?: { seat: number; name: string } | null;
}
