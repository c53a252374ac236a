// Each seat's boat colours in the network lobby (NetLobby.svelte): the race's own setup, or the
// standard one for that many seats (what the room starts the race with when the host chose none),
// so a player sees which boat they will sail before the start (play-test: seats showed no colour).
import { defaultConfig, type BoatId, type GameConfig } from '../../../engine/index.js';

export function seatColours(config: GameConfig | null, seats: number): BoatId[][] {
  const c = config ?? (seats >= 2 && seats <= 6 ? defaultConfig(seats) : null);
  return Array.from({ length: seats }, (_, i) => [...(c?.seats[i]?.boats ?? [])]);
}
