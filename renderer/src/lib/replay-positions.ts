// Positions of a game for the replay viewer, fetched from main (getGameAt) and kept in a small
// cache: stepping back and forth or dragging the seek bar asks main once per position.
import type { MqApi, ResponseOf } from '../../../electron/api/contract.js';

export type GamePosition = ResponseOf<'getGameAt'>;
export type ReplayTimeline = ResponseOf<'getReplayTimeline'>;

export class ReplayPositions {
  private readonly cache = new Map<number, Promise<GamePosition>>();

  constructor(
    private readonly api: Pick<MqApi, 'getGameAt'>,
    private readonly gameId: string,
    private readonly limit = 256,
  ) {}

  /** The position after `seq` actions; rejects with the API's code when main refuses. */
  get(seq: number): Promise<GamePosition> {
    const hit = this.cache.get(seq);
    if (hit) {
      this.cache.delete(seq); // most recently used last
      this.cache.set(seq, hit);
      return hit;
    }
    const p = this.api.getGameAt({ gameId: this.gameId, seq }).then((r) => {
      if (!r.ok) {
        this.cache.delete(seq);
        throw new PositionError(r.code, r.message);
      }
      return r.value;
    });
    this.cache.set(seq, p);
    while (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
    return p;
  }

  /** Warms the cache for positions the player is likely to ask for next (errors are ignored). */
  prefetch(seqs: readonly number[]): void {
    for (const s of seqs) if (!this.cache.has(s)) this.get(s).catch(() => undefined);
  }
}

export class PositionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PositionError';
  }
}
