// The game view a remote participant receives (issue 17): the play screen's GameView without the
// seed and with the public state (engine/net): no generator, no stack order. The host's store
// notices stay home too (they name its files). Clients parse every view with
// NetworkGameViewSchema, which refuses one that carries any of those fields. Pure (zod + engine).
import type { z } from 'zod';
import { DecisionSchema, LegalTurnSchema, PublicStateSchema } from '../../../engine/net/public-state-schema.js';
import { publicState } from '../../../engine/net/public-state.js';
import { GameViewSchema, type GameView } from './schemas.js';

export const NetworkGameViewSchema = GameViewSchema.omit({ seed: true, state: true, pending: true, legalTurns: true, notices: true })
  .extend({
    state: PublicStateSchema,
    pending: DecisionSchema,
    legalTurns: LegalTurnSchema.array(),
  })
  .strict();
export type NetworkGameView = z.infer<typeof NetworkGameViewSchema>;

export function networkView(view: GameView): NetworkGameView {
  const { seed: _seed, state, notices: _notices, ...shown } = view;
  return { ...shown, state: publicState(state) };
}
