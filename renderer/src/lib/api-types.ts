// Game shapes as the renderer sees them, derived from the API contract (the renderer never imports
// main's service files directly).
import type { EventPayload, ResponseOf } from '../../../electron/api/contract.js';

export type GameView = ResponseOf<'getGame'>;
export type GameSummary = NonNullable<ResponseOf<'lastUnfinishedGame'>['game']>;
export type GameChanged = EventPayload<'gameChanged'>;
export type ChallengeView = NonNullable<GameView['challenge']>;
