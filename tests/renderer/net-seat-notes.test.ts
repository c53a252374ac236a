// The play screen's notes on the other players' seats (lib/net-seat-notes.ts): a dropped player is
// away, then gone once the grace time is out (the host's screen offers the hand-over), then free
// once a captain sails the seat; one's own seats and the captains' own seats say nothing.
import { describe, expect, it } from 'vitest';
import type { NetStatus } from '../../electron/net/net-api.js';
import { seatNotes } from '../../renderer/src/lib/net-seat-notes.js';

type Seat = NonNullable<NetStatus['lobby']>['seats'][number];
const seat = (over: Partial<Seat>): Seat => ({ kind: 'human', name: 'Ann', level: null, ready: true, away: false, gone: false, free: false, ...over });
const lobby = (seats: Seat[]): NetStatus['lobby'] => ({ phase: 'racing', seats, mine: [0], title: null, host: 'here', config: null });

describe('notes on the other seats', () => {
  it('away, gone, free; nothing for one’s own seat, a present player or a captain from the start', () => {
    const l = lobby([
      seat({ name: 'Me', away: true }),
      seat({ name: 'Ben', away: true }),
      seat({ name: 'Cleo', away: true, gone: true }),
      seat({ name: 'Dan', kind: 'computer', level: 'easy', free: true }),
      seat({ name: 'Eve' }),
      seat({ name: 'Hardy', kind: 'computer', level: 'hard' }),
    ]);
    expect(seatNotes(l, [0])).toEqual([
      { seat: 1, name: 'Ben', state: 'away' },
      { seat: 2, name: 'Cleo', state: 'gone' },
      { seat: 3, name: 'Dan', state: 'free' },
    ]);
    expect(seatNotes(null, [])).toEqual([]);
  });
});
