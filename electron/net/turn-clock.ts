// The turn timer of a networked race (issue 17, docs/network.md): the room follows whose timed
// decision it is and calls back when its time runs out. A turn is one seat's decisions for one boat
// in one place of the round (its key); another seat deciding in the middle of it (turning a boat it
// pushed, say) pauses it, and it goes on with the time it had left. Pure: the room passes its clock.

export interface TimedTurn {
  /** seat:round:turnIndex:boat (the room builds it from the pending decision). */
  key: string;
  seat: number;
}

export interface TurnClockDeps {
  setTimeout(fn: () => void, ms: number): { clear(): void };
  now(): number;
  onTimeUp(turn: TimedTurn): void;
}

export class TurnClock {
  private running: (TimedTurn & { endsAt: number; timer: { clear(): void } }) | null = null;
  /** Turns interrupted by another seat's decision: their time left. */
  private readonly left = new Map<string, number>();

  constructor(
    /** Seconds a turn (null: no timer, follow does nothing). */
    readonly seconds: number | null,
    private readonly deps: TurnClockDeps,
  ) {}

  /** The timed turn now (null: nothing timed: a captain's, the race over). True when the clock changed. */
  follow(turn: TimedTurn | null): boolean {
    if (this.seconds === null) return false;
    if (turn?.key === this.running?.key) return false;
    if (this.running) {
      const r = this.running;
      r.timer.clear();
      this.left.set(r.key, Math.max(0, r.endsAt - this.deps.now()));
      this.running = null;
    }
    if (!turn) return true;
    // a turn's time is kept only while the round it belongs to may come back to it
    for (const k of this.left.keys()) if (!sameRound(k, turn.key)) this.left.delete(k);
    const ms = this.left.get(turn.key) ?? this.seconds * 1000;
    this.left.delete(turn.key);
    const timer = this.deps.setTimeout(() => {
      if (this.running?.key !== turn.key) return;
      this.running = null;
      this.deps.onTimeUp(turn);
    }, ms);
    this.running = { ...turn, endsAt: this.deps.now() + ms, timer };
    return true;
  }

  /** What the players' screens show: whose time runs, and how much is left now. */
  snapshot(): { seat: number | null; msLeft: number | null } {
    const r = this.running;
    return r ? { seat: r.seat, msLeft: Math.max(0, Math.round(r.endsAt - this.deps.now())) } : { seat: null, msLeft: null };
  }

  stop(): void {
    this.running?.timer.clear();
    this.running = null;
    this.left.clear();
  }
}

/** Keys are seat:round:turnIndex:boat; a pause is worth keeping within the same round and turn. */
function sameRound(a: string, b: string): boolean {
  const [, ra, ta] = a.split(':');
  const [, rb, tb] = b.split(':');
  return ra === rb && ta === tb;
}
