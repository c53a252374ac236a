// "What would the captain do?" (issue 16): the hard captain, in a captain worker and with the same
// time box as its own moves, picks a turn for the human seat to move and says why. Nothing of the
// game changes: no action, and the captain draws from its own generator, never the game's. Only
// the library's mark that the game used a hint is written.
import type { GameState, LegalTurn } from '../../../engine/index.js';
import { ApiError } from '../../api/contract.js';
import type { HintAnswer } from './hint-api.js';
import { APP_BUDGETS, type BudgetByLevel } from './driver.js';
import { CaptainCancelled, type HintInput, type Hinted } from './pool.js';

/** The part of the games service the hints use. */
export interface HintGamesPort {
  getGame(gameId: string): { rev: number; state: GameState; readOnly: boolean; hints: boolean; players: { kind: string }[]; legalTurns: LegalTurn[] };
  markHintUsed(gameId: string): void;
}

export interface HintPoolPort {
  hint(input: HintInput): Promise<Hinted>;
  cancel(tag?: string): void;
}

export class HintService {
  constructor(
    private readonly games: HintGamesPort,
    private readonly pool: HintPoolPort,
    /** The hard captain's time box in the app (APP_BUDGETS.hard); tests pass a node budget. */
    private readonly budget: BudgetByLevel = APP_BUDGETS.hard,
  ) {}

  /**
   * The game changed (a move, an undo, deleted): a hint being worked out for it is moot, and the
   * one captain worker is freed for the captains' own moves at once.
   */
  cancel(gameId: string): void {
    this.pool.cancel(tagOf(gameId));
  }

  async hint(gameId: string, expectSeq: number): Promise<HintAnswer> {
    const view = this.games.getGame(gameId);
    const { state } = view;
    const p = state.pending;
    if (view.rev !== expectSeq) throw stale(expectSeq, view.rev);
    if (view.readOnly) throw new ApiError('game/read-only', 'This game can only be viewed: its saved moves no longer replay.');
    if (p.kind === 'over') throw new ApiError('hint/game-over', 'The race is over: there is no move to hint at.');
    if (!view.hints) throw new ApiError('hint/off', "The captain's hints were switched off for this game.");
    if (p.kind !== 'move' || view.players[p.player]?.kind !== 'human') {
      throw new ApiError('hint/not-your-move', "A hint is only given for a human player's move.");
    }
    // The seed follows the position (as the captains' own does): asking again gives the same hint.
    const seed = (state.seq * 2654435761 + p.player + 0x9e37) >>> 0;
    let hinted: Hinted;
    try {
      hinted = await this.pool.hint({ state, seed, tag: tagOf(gameId), ...this.budget });
    } catch (err) {
      if (err instanceof CaptainCancelled) {
        const now = this.games.getGame(gameId);
        if (now.rev !== view.rev) throw stale(view.rev, now.rev);
        throw new ApiError('hint/failed', 'The hint was cancelled.');
      }
      throw new ApiError('hint/failed', `The captain could not answer (${err instanceof Error ? err.message : String(err)}).`);
    }
    // The game may have moved on while the captain thought (another window, an undo).
    const now = this.games.getGame(gameId);
    if (now.rev !== view.rev) throw stale(view.rev, now.rev);
    // the same turn at the same index as the board's own list (the view enumerates it anyway)
    const turn = now.legalTurns[hinted.index];
    if (!turn || JSON.stringify(turn.actions) !== JSON.stringify(hinted.actions)) {
      throw new ApiError('hint/failed', 'The captain answered with a turn that is not offered.');
    }
    this.games.markHintUsed(gameId);
    return { gameId, rev: view.rev, index: hinted.index, turn, reason: hinted.reason, ...(hinted.facing ? { facing: hinted.facing } : {}), ms: hinted.ms };
  }
}

const tagOf = (gameId: string) => `hint:${gameId}`;

function stale(expected: number, current: number): ApiError {
  return new ApiError('seq/stale', `The game changed meanwhile (expected revision ${expected}, now ${current}). Reload it.`);
}
