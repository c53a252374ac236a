// The captain's hint in words (issue 16): the engine gives a reason code with figures; this says
// it as one plain sentence in the player's language.
import { BLACK_ROSE_ID, spaceAt, type DockMiss, type GameState, type LegalTurn } from '../../../engine/index.js';
import type { HintAnswer } from './api-types.js';
import type { MessageKey, Translate } from './i18n.js';
import { dockColour } from './dock-words.js';
import { awayText } from './plan-words.js';
import { boatLabel, riverDir, type SeatInfo } from './words.js';

/** The hint's reason in words. */
export function hintReasonText(t: Translate, reason: HintAnswer['reason'], state: GameState, players: SeatInfo[]): string {
  // The Black Rose takes no passengers, never finishes and its coal is unlimited: the captain's
  // errand-shaped reasons (a dock, the finish, coal kept) would say what it cannot do.
  const mover = state.pending.kind === 'move' ? state.pending.boat : state.turn?.boat;
  if (mover === BLACK_ROSE_ID && !['hint/block', 'hint/push', 'hint/only-turn'].includes(reason.code)) return t('hint.reason.rose');
  switch (reason.code) {
    case 'hint/finish':
      return t('hint.reason.finish');
    case 'hint/passenger':
      return t('hint.reason.passenger');
    case 'hint/block':
      return t('hint.reason.block', { boat: boatLabel(t, players, state, reason.boat) });
    case 'hint/push':
      return t('hint.reason.push', { boat: boatLabel(t, players, state, reason.boat) });
    case 'hint/save-coal':
      return t('hint.reason.saveCoal', { n: reason.coal });
    case 'hint/spend-for-place':
      return t('hint.reason.spendForPlace', { n: reason.coal });
    case 'hint/dock': {
      // where the dock is from the boat, as the board shows it (play-test 16: "the dock on tile 1",
      // a number the board does not show)
      const boat = state.boats.find((b) => b.id === mover);
      return t('hint.reason.dock', { dock: dockColour(state, reason.dock), away: boat ? awayText(t, state, boat, reason.dock) : '', n: reason.turns });
    }
    case 'hint/finish-line':
      return t('hint.reason.finishLine', { n: reason.turns });
    case 'hint/only-turn':
      return t('hint.reason.onlyTurn');
  }
}

const DOCK_MISS_HINT: Record<DockMiss, MessageKey> = {
  fast: 'hint.dockFast',
  used: 'hint.dockUsed',
  empty: 'hint.dockEmpty',
  full: 'hint.dockFull',
};

/**
 * When the hinted turn ends on a passenger dock and nobody boards, why (the engine's reason on the
 * turn), as a sentence after the hint's reason (play-test: the captain stopped on a dock too fast
 * and said nothing of it); null otherwise.
 */
export function hintDockText(t: Translate, turn: LegalTurn, state: GameState): string | null {
  if (turn.passenger === undefined || turn.passenger === 'taken') return null;
  const kind = spaceAt(state.river, turn.end.pos)?.kind;
  const dock = kind === 'blueDock' ? 'blue' : kind === 'redDock' ? 'red' : 'other';
  return t(DOCK_MISS_HINT[turn.passenger], { dock, speed: turn.end.speed });
}

/**
 * When the hinted turn ends facing off downstream, why, as a sentence after the reason (play-test:
 * "facing upstream" beside a dock with no reason given); null when it faces downstream.
 */
export function hintFacingText(t: Translate, facing: HintAnswer['facing'], turn: LegalTurn, state: GameState): string | null {
  if (!facing) return null;
  const dir = riverDir(state, turn.end.pos, turn.end.heading);
  if (facing.why === 'coal') return t('hint.facing.coal', { dir, n: facing.coal });
  if (facing.why === 'only') return t('hint.facing.only', { dir });
  return t('hint.facing.target', { dir, dock: facing.dock ? dockColour(state, facing.dock) : 'finish' });
}
