// What leaves the host of a game view (issue 17; ci25a): the games service's GameView without the
// seed and the legal turns, with the public state (engine/net): no generator, no stack order. A
// page (both transports) or a remote participant computes the legal turns from the view itself
// (legalTurns(playableState(state)): renderer/src/lib/play-view.ts), so the view stays a few kB
// where its turns took 150-700 kB. The host's store notices stay home from the room (they name its
// files). Clients parse every room view with NetworkGameViewSchema, which refuses one that carries
// any hidden field. Pure (zod + engine).
import type { z } from 'zod';
import { DecisionSchema, LegalTurnSchema, PublicStateSchema } from '../../../engine/net/public-state-schema.js';
import { publicState } from '../../../engine/net/public-state.js';
import { GameViewSchema, type GameView } from './schemas.js';

/** The view a page receives from its own host (the API contract's answer). */
export const WireGameViewSchema = GameViewSchema.omit({ seed: true, state: true, pending: true, legalTurns: true })
  .extend({
    state: PublicStateSchema,
    pending: DecisionSchema,
  })
  .strict();
export type WireGameView = z.infer<typeof WireGameViewSchema>;

/** The view a room sends: its legal turns always empty (race-room.ts), kept for the protocol. */
export const NetworkGameViewSchema = WireGameViewSchema.omit({ notices: true })
  .extend({
    legalTurns: LegalTurnSchema.array(),
  })
  .strict();
export type NetworkGameView = z.infer<typeof NetworkGameViewSchema>;

export function wireView(view: GameView): WireGameView {
  const { seed: _seed, state, legalTurns: _turns, ...shown } = view;
  return { ...shown, state: publicState(state) };
}

export function networkView(view: GameView): NetworkGameView {
  const { notices: _notices, ...shown } = wireView(view);
  return { ...shown, legalTurns: view.legalTurns };
}
