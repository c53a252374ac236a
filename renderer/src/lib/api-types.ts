// Game shapes as the renderer sees them, derived from the API contract (the renderer never imports
// main's service files directly).
import type { EventPayload, ResponseOf } from '../../../electron/api/contract.js';
import type { GameState, LegalTurn } from '../../../engine/index.js';

/** A game as the host sends it: the public state, no legal turns. */
export type WireView = ResponseOf<'getGame'>;
/** A game as the play screen reads it (lib/play-view.ts makes it): a playable state, and the mover's complete turns. */
export type GameView = Omit<WireView, 'state'> & { state: GameState; legalTurns: LegalTurn[] };
export type GameSummary = NonNullable<ResponseOf<'lastUnfinishedGame'>['game']>;
export type GameChanged = EventPayload<'gameChanged'>;
/** The captain's hint: a turn of the view's legalTurns (by index) and the reason for it. */
export type HintAnswer = ResponseOf<'getHint'>;
export type ChallengeView = NonNullable<GameView['challenge']>;
