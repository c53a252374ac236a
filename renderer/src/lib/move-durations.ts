// How long the board takes to play each engine event at animation speed 1 (the scene's animator
// plays them; the play screen paces computer moves with the same figures).
import type { GameEvent } from '../../../engine/index.js';

/** Base durations in ms at speed 1. */
export const DURATIONS = {
  step: 230,
  rotate: 170,
  push: 300,
  drop: 320,
  /** The boat from the shipyard onto its start dock (about two steps' way). */
  enter: 460,
  tile: 700,
  die: 550,
  hop: 320,
  stranded: 380,
  crash: 420,
} as const;

/** The base time of one event's tween (0: no tween). */
export function eventMs(e: GameEvent): number {
  switch (e.type) {
    case 'moved':
      return DURATIONS.step;
    case 'pushed':
      return DURATIONS.push;
    case 'rotated':
    case 'reoriented':
    case 'departed':
      return DURATIONS.rotate;
    case 'boatPlaced':
      return DURATIONS.drop;
    case 'enteredDock':
      return DURATIONS.enter;
    case 'passengerTaken':
      return DURATIONS.hop;
    case 'stranded':
      return DURATIONS.stranded;
    case 'crashed':
      return DURATIONS.crash;
    case 'dieRolled':
      return DURATIONS.die;
    case 'tilePlaced':
    case 'finishPlaced':
      return DURATIONS.tile;
    default:
      return 0;
  }
}
