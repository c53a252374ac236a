// What the networked play screen says about the other players' seats (NetPlay.svelte): away (the
// race waits for them), gone past the grace time (the host may hand the seat to a computer
// captain), free (a captain sails it until someone with the invite takes it over).
import type { NetStatus } from '../../../electron/net/net-api.js';

export interface SeatNote {
  seat: number;
  name: string;
  state: 'away' | 'gone' | 'free';
}

export function seatNotes(lobby: NetStatus['lobby'], mine: readonly number[]): SeatNote[] {
  return (lobby?.seats ?? []).flatMap((s, i): SeatNote[] => {
    if (mine.includes(i) || !s.name) return [];
    if (s.free) return [{ seat: i, name: s.name, state: 'free' }];
    if (s.kind !== 'human') return [];
    if (s.gone) return [{ seat: i, name: s.name, state: 'gone' }];
    return s.away ? [{ seat: i, name: s.name, state: 'away' }] : [];
  });
}
