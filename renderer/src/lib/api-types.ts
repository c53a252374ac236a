// Game shapes as the renderer sees them, derived from the API contract (the renderer never imports
// main's service files directly).
import type { EventPayload, ResponseOf } from '../../../electron/api/contract.js';

export type GameView = ResponseOf<'getGame'>;
export type GameSummary = NonNullable<ResponseOf<'lastUnfinishedGame'>['game']>;
export type GameChanged = EventPayload<'gameChanged'>;
/** The captain's hint: a turn of the view's legalTurns (by index) and the reason for it. */
export type HintAnswer = ResponseOf<'getHint'>;
export type ChallengeView = NonNullable<GameView['challenge']>;
