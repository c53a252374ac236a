// Delete with undo: a deleted game is hidden at once and deleted for real only after a few
// seconds (or when the library is left). Until then nothing has been written, so undoing — or
// closing the app meanwhile — loses nothing.
import type { GameSummary } from './api-types.js';

export const UNDO_MS = 6000;

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class PendingDeletes {
  private readonly items = new Map<string, { summary: GameSummary; timer: unknown }>();

  constructor(
    /** Deletes the game for real (the caller reports failures). */
    private readonly commit: (summary: GameSummary) => Promise<void>,
    /** Told whenever the set of hidden games changes. */
    private readonly onchange: (pending: GameSummary[]) => void,
    private readonly delayMs = UNDO_MS,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Hides the game now; deletes it after the delay unless undone. */
  schedule(summary: GameSummary): void {
    if (this.items.has(summary.id)) return;
    const timer = this.timers.set(() => void this.run(summary.id), this.delayMs);
    this.items.set(summary.id, { summary, timer });
    this.changed();
  }

  /** Cancels a pending delete; returns the game, or null if it was not pending. */
  undo(id: string): GameSummary | null {
    const item = this.items.get(id);
    if (!item) return null;
    this.timers.clear(item.timer);
    this.items.delete(id);
    this.changed();
    return item.summary;
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  list(): GameSummary[] {
    return [...this.items.values()].map((i) => i.summary);
  }

  /** Deletes every pending game now (the library is being left). */
  flush(): Promise<void> {
    return Promise.all([...this.items.keys()].map((id) => this.run(id))).then(() => undefined);
  }

  private async run(id: string): Promise<void> {
    const item = this.items.get(id);
    if (!item) return;
    this.timers.clear(item.timer);
    this.items.delete(id);
    this.changed();
    await this.commit(item.summary);
  }

  private changed(): void {
    this.onchange(this.list());
  }
}
