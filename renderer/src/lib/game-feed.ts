// Collects gameChanged events from app start, so a screen that mounts after a game was created
// (the new-game screen navigates only once newGame answered) still sees its first events.
import type { MqApi } from '../../../electron/api/contract.js';
import type { GameChanged } from './api-types.js';

type Listener = (change: GameChanged) => void;
const MAX_KEPT = 400; // per game; the log shows recent history, the record keeps everything

export class GameFeed {
  private readonly kept = new Map<string, GameChanged[]>();
  private readonly listeners = new Set<Listener>();
  private readonly looked = new Set<string>();
  readonly stop: () => void;

  constructor(api: Pick<MqApi, 'onEvent'>) {
    this.stop = api.onEvent((event) => {
      if (event.name !== 'gameChanged') return;
      const change = event.payload;
      const list = this.kept.get(change.gameId) ?? [];
      list.push(change);
      if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
      this.kept.set(change.gameId, list);
      for (const l of this.listeners) l(change);
    });
  }

  /** Changes of one game received so far (oldest first). */
  backlog(gameId: string): GameChanged[] {
    return [...(this.kept.get(gameId) ?? [])];
  }

  /**
   * Whether this is the first time a screen opens the game since the app started (marks it opened):
   * the changes kept before then were seen by nobody (a new race's captains setting off).
   */
  firstLook(gameId: string): boolean {
    if (this.looked.has(gameId)) return false;
    this.looked.add(gameId);
    return true;
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
