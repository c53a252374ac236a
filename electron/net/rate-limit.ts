// Rate limits of the room (Colyseus 0.16 has none of its own): a token bucket per participant for
// messages, and a per-address count of join attempts, failed ones weighing on a stricter limit.

export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    /** The most tokens kept (a burst); one second's worth unless told. */
    private readonly burst: number = perSecond,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when none is left (the message is refused). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export interface JoinLimits {
  /** Failed joins (wrong code, wrong version...) an address may make per window. */
  failures: number;
  /** Join attempts of any outcome an address may make per window. */
  attempts: number;
  windowMs: number;
}
export const DEFAULT_JOIN_LIMITS: JoinLimits = { failures: 5, attempts: 60, windowMs: 60_000 };

/** Shared by every room of a process: guessing codes across rooms counts once per address. */
export class JoinLimiter {
  private readonly seen = new Map<string, { since: number; attempts: number; failures: number }>();
  constructor(
    private readonly limits: JoinLimits = DEFAULT_JOIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(address: string) {
    const t = this.now();
    let e = this.seen.get(address);
    if (!e || t - e.since >= this.limits.windowMs) {
      e = { since: t, attempts: 0, failures: 0 };
      this.seen.set(address, e);
      if (this.seen.size > 10_000) this.prune(t);
    }
    return e;
  }

  /** Counts an attempt; false when the address must wait for the window to pass. */
  attempt(address: string): boolean {
    const e = this.entry(address);
    e.attempts++;
    return e.attempts <= this.limits.attempts && e.failures < this.limits.failures;
  }

  fail(address: string): void {
    this.entry(address).failures++;
  }

  private prune(t: number): void {
    for (const [k, e] of this.seen) if (t - e.since >= this.limits.windowMs) this.seen.delete(k);
  }
}
