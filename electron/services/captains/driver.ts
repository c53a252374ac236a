// Wires the captains to the games service: whenever a game's pending decision belongs to a
// computer seat, a captain (in the worker pool) is asked, and its actions are played through
// the service's public act(), exactly as a human's would be. The driver listens to the event hub:
// an undo or a deleted game cancels the search in progress; a stale answer (the game moved on)
// is dropped. No change to the games service was needed.
import type { Action, GameState } from '../../../engine/index.js';
import { LEVELS, type Level } from '../../../engine/captains/index.js';
import type { EventHub } from '../events.js';
import { CaptainCancelled, type ChooseInput, type Chosen } from './pool.js';

/** The part of the games service the driver uses. */
export interface GamesPort {
  /** `turns: false`: the view's legal turns are not searched (the driver never reads them). */
  getGame(gameId: string, opts?: { turns?: boolean }): {
    rev: number;
    state: GameState;
    readOnly: boolean;
    players: { kind: string; level?: string }[];
    challenge?: { id: string | null; status: string } | null;
  };
  act(gameId: string, expectSeq: number, action: Action, opts?: { turns?: boolean }): { rev: number };
}

/** The part of the pool the driver uses. */
export interface PoolPort {
  choose(input: ChooseInput): Promise<Chosen>;
  cancel(tag?: string): void;
}

export interface BudgetByLevel {
  nodes?: number;
  timeMs?: number;
}

/** Per-move budgets in the app: hard stops at 1.2 s of search (the 1.5 s median target), expert at 1.5 s. */
export const APP_BUDGETS: Record<Level, BudgetByLevel> = {
  easy: {},
  medium: {},
  greedy: {},
  hard: { timeMs: 1200 },
  expert: { timeMs: 1500 },
};

export interface Thinking {
  gameId: string;
  player: number;
  level: Level;
}

export interface DriverOptions {
  games: GamesPort;
  hub: EventHub;
  pool: PoolPort;
  budgets?: Record<Level, BudgetByLevel>;
  /** Called when a captain starts (info) or stops (null) thinking, for the UI. */
  onThinking?: (gameId: string, info: Thinking | null) => void;
  log?: { error(message: string, data?: unknown): void };
  /** Whether someone looks at the game (default: yes); a game nobody looks at does not play on. */
  watched?: (gameId: string) => boolean;
}

/** Marks a game whose captain's actions are being played (synchronously) right now. */
const PLAYING = -1;

export function levelOf(player: { kind: string; level?: string } | undefined): Level | null {
  if (!player || player.kind !== 'computer') return null;
  return LEVELS.includes(player.level as Level) && player.level !== 'greedy' ? (player.level as Level) : 'medium';
}

/**
 * A lesson or a challenge is over once its verdict is in (for a lesson: the learner's turn over, a
 * pushed boat turned by its captain): the captains make no further move, so the result owns the
 * screen with no race going on behind it (play-test: after a challenge was solved the captains went
 * on moving and their messages piled up over the result). Lessons are the challenges kept under
 * `lesson-` (renderer/src/lib/lessons.ts).
 */
function verdictIn(ch: { id: string | null; status: string } | null | undefined): boolean {
  return !!ch && ch.status !== 'open';
}

export class CaptainDriver {
  /** gameId → the revision a captain is thinking about. */
  private readonly running = new Map<string, number>();
  private readonly failed = new Set<string>();
  private unsubscribe: (() => void) | null = null;
  private stopped = false;

  constructor(private readonly o: DriverOptions) {}

  start(): void {
    this.unsubscribe = this.o.hub.subscribe((e) => {
      if (e.name !== 'gameChanged') return;
      const { gameId, kind } = e.payload;
      if (kind === 'deleted') {
        this.cancel(gameId);
        return;
      }
      if (kind === 'undone') this.cancel(gameId);
      if (kind === 'created' || kind === 'acted' || kind === 'undone') this.poke(gameId);
    });
  }

  /** Stops everything (quit). */
  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    for (const id of [...this.running.keys()]) this.cancel(id);
  }

  /** Cancels a game's search in progress (undo, closing or loading another game). */
  cancel(gameId: string): void {
    if (!this.running.has(gameId)) return;
    this.running.delete(gameId);
    this.o.pool.cancel(gameId);
    this.o.onThinking?.(gameId, null);
  }

  isThinking(gameId: string): boolean {
    return this.running.has(gameId);
  }

  /** Looks at a game (after loading it, or any change) and starts a captain if one is due. */
  poke(gameId: string): void {
    if (this.stopped || this.failed.has(gameId)) return;
    if (this.o.watched && !this.o.watched(gameId)) return;
    let view: ReturnType<GamesPort['getGame']>;
    try {
      // at every change of every game: the turn search the view would do is the captain's own job
      view = this.o.games.getGame(gameId, { turns: false });
    } catch {
      return; // deleted meanwhile
    }
    const p = view.state.pending;
    if (view.readOnly || p.kind === 'over' || p.kind === 'chance') return;
    const level = levelOf(view.players[p.player]);
    if (!level) return;
    if (verdictIn(view.challenge)) return;
    const busy = this.running.get(gameId);
    if (busy === view.rev || busy === PLAYING) return;
    if (busy !== undefined) this.cancel(gameId);
    const rev = view.rev;
    this.running.set(gameId, rev);
    this.o.onThinking?.(gameId, { gameId, player: p.player, level });
    const budget = (this.o.budgets ?? APP_BUDGETS)[level];
    // The seed follows the game position, so a reloaded game gets the same move again.
    const seed = (view.state.seq * 2654435761 + p.player) >>> 0;
    this.o.pool.choose({ state: view.state, level, seed, tag: gameId, ...budget }).then(
      (chosen) => this.play(gameId, rev, chosen),
      (err) => {
        if (err instanceof CaptainCancelled) return;
        this.fail(gameId, err);
      },
    );
  }

  private play(gameId: string, rev: number, chosen: Chosen): void {
    if (this.running.get(gameId) !== rev) return; // cancelled or superseded
    this.running.delete(gameId);
    this.o.onThinking?.(gameId, null);
    let at = rev;
    try {
      // Each act() emits 'acted', whose poke sees the same seat still deciding mid-turn: mark the
      // game as ours until the whole sequence is played.
      this.running.set(gameId, PLAYING);
      // a decision is played whole even if its game was left meanwhile (never half a turn)
      for (const a of chosen.actions) at = this.o.games.act(gameId, at, a, { turns: false }).rev;
    } catch (err) {
      this.running.delete(gameId);
      if ((err as { code?: string }).code === 'seq/stale') return this.poke(gameId);
      return this.fail(gameId, err);
    }
    this.running.delete(gameId);
    this.poke(gameId);
  }

  private fail(gameId: string, err: unknown): void {
    this.running.delete(gameId);
    this.failed.add(gameId);
    this.o.onThinking?.(gameId, null);
    this.o.log?.error('computer captain failed; the game waits', { gameId, error: err instanceof Error ? err.message : String(err) });
  }
}
