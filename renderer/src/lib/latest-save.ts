// Saves a value that changes continuously (a slider being dragged): the latest value is written at
// most once per `everyMs`, never one store write per pixel, and at once when asked (the slider let
// go, the settings left, the window closing), so what is kept is always what was last shown.
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class LatestSave<T> {
  private value: { v: T } | null = null;
  private timer: unknown = null;

  constructor(
    private save: (v: T) => void,
    private everyMs = 250,
    private timers: Timers = realTimers,
  ) {}

  /** A new value: saved when the wait since the last write is over (the latest one by then). */
  set(v: T): void {
    this.value = { v };
    this.timer ??= this.timers.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.everyMs);
  }

  /** Writes the value not yet saved, now. */
  flush(): void {
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    const pending = this.value;
    this.value = null;
    if (pending) this.save(pending.v);
  }

  get pending(): boolean {
    return this.value !== null;
  }
}
