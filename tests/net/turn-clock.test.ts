// The room's turn clock on its own (a hand-driven clock): a turn gets its full time, another seat's
// decision in the middle of it (turning a pushed boat) pauses it, and it goes on with what it had
// left; a new turn starts full; time running out calls back once, for that turn only.
import { describe, expect, it } from 'vitest';
import { TurnClock, type TimedTurn } from '../../electron/net/turn-clock.js';

function rig(seconds: number | null) {
  let now = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const ran: TimedTurn[] = [];
  const clock = new TurnClock(seconds, {
    now: () => now,
    setTimeout: (fn, ms) => {
      const t = { at: now + ms, fn, live: true };
      timers.push(t);
      return { clear: () => void (t.live = false) };
    },
    onTimeUp: (turn) => ran.push(turn),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers) {
      if (!t.live || t.at > now) continue;
      t.live = false;
      t.fn();
    }
  };
  return { clock, advance, ran };
}

describe('the turn clock', () => {
  it('pauses a turn while another seat decides, and resumes it with the time it had left', () => {
    const { clock, advance, ran } = rig(60);
    const mover = { key: '0:1:0:red', seat: 0 };
    expect(clock.follow(mover)).toBe(true);
    expect(clock.follow(mover)).toBe(false); // the same turn, a further action: nothing changes
    advance(40_000);
    expect(clock.snapshot()).toEqual({ seat: 0, msLeft: 20_000 });
    expect(clock.follow({ key: '1:1:0:blue', seat: 1 })).toBe(true); // seat 1 turns its pushed boat
    expect(clock.snapshot()).toEqual({ seat: 1, msLeft: 60_000 });
    advance(50_000);
    clock.follow(mover);
    expect(clock.snapshot()).toEqual({ seat: 0, msLeft: 20_000 });
    advance(19_999);
    expect(ran).toEqual([]);
    advance(1);
    expect(ran).toEqual([mover]);
    expect(clock.snapshot()).toEqual({ seat: null, msLeft: null });
    // the next turn starts with its full time
    clock.follow({ key: '1:1:1:blue', seat: 1 });
    expect(clock.snapshot()).toEqual({ seat: 1, msLeft: 60_000 });
    clock.follow(null); // a captain's decision: no time runs
    advance(120_000);
    expect(ran).toEqual([mover]);
  });

  it('does nothing when off', () => {
    const { clock, advance, ran } = rig(null);
    expect(clock.follow({ key: '0:1:0:red', seat: 0 })).toBe(false);
    advance(10_000_000);
    expect(ran).toEqual([]);
    expect(clock.snapshot()).toEqual({ seat: null, msLeft: null });
  });
});
