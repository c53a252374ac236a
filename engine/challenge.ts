// Challenges (issue 16): a position from a scenario file with a goal the engine checks and a par.
// The player sails the boat whose move is pending when the challenge starts (its side, for
// "win"). Goals of one turn are judged once that turn is over, pushed boats reoriented and any
// new tile placed (the turn order has moved on); "win" is judged as the race goes.
// Scenario fields: docs/scenario-format.md, "Challenges".
import { freshTurn } from './flow.js';
import { legalTurns } from './legal.js';
import { sideOfBoat } from './sides.js';
import type { Boat, BoatId, GameState, Hex, LegalTurn } from './types.js';

export type ChallengeGoal =
  /** Win the race (the default: a scenario without a goal is a race to win). */
  | { kind: 'win' }
  /** Finish the race with this turn. */
  | { kind: 'finish' }
  /** Take a passenger with this turn. */
  | { kind: 'passenger' }
  /** End this turn on this space. */
  | { kind: 'reach'; pos: Hex }
  /** After this turn, `boat` cannot finish on its next turn (whatever it does, moving right after you). */
  | { kind: 'block'; boat: BoatId };

export interface ChallengePar {
  /** At least this much coal left on the player's boat when the goal is met. */
  coalLeft?: number;
  /** The goal met by this round at the latest ("win" goals). */
  rounds?: number;
}

export interface Challenge {
  start: GameState;
  goal: ChallengeGoal;
  par: ChallengePar | null;
  /** The player's boat: the one whose move is pending at the start. */
  boat: BoatId;
}

export type ChallengeStatus = 'open' | 'met' | 'failed';

export interface ChallengeVerdict {
  status: ChallengeStatus;
  /** Whether par is met too (false unless the goal is met; true when there is no par). */
  par: boolean;
  /** 0 = goal not met, 1 = goal met above par, 2 = goal met at par (or no par). */
  stars: 0 | 1 | 2;
}

export type ChallengeError =
  | 'challenge/no-move-pending'
  | 'challenge/not-a-player-boat'
  | 'challenge/block-own-side'
  | 'challenge/block-unknown-boat'
  | 'challenge/block-finished';

/** Checks that `goal` can be set on `start`; null when it can, else why not. */
export function challengeProblem(start: GameState, goal: ChallengeGoal): ChallengeError | null {
  const p = start.pending;
  if (p.kind !== 'move') return 'challenge/no-move-pending';
  const boat = start.boats.find((b) => b.id === p.boat)!;
  if (boat.owner < 0) return 'challenge/not-a-player-boat';
  if (goal.kind === 'block') {
    const rival = start.boats.find((b) => b.id === goal.boat);
    if (!rival || rival.owner < 0) return 'challenge/block-unknown-boat';
    if (sideOfBoat(start.config, rival) === sideOfBoat(start.config, boat)) return 'challenge/block-own-side';
    if (rival.place !== null || !rival.pos) return 'challenge/block-finished';
  }
  return null;
}

/** A challenge on `start`; throws on an impossible goal (scenario loading checks first: challengeProblem). */
export function makeChallenge(start: GameState, goal: ChallengeGoal = { kind: 'win' }, par: ChallengePar | null = null): Challenge {
  const problem = challengeProblem(start, goal);
  if (problem) throw new Error(problem);
  return { start, goal, par, boat: (start.pending as { boat: BoatId }).boat };
}

/** The player's turn is over: the turn order moved on (new tile placed, pushed boats reoriented), or the game ended. */
export function turnOver(start: GameState, now: GameState): boolean {
  return now.pending.kind === 'over' || now.round > start.round || now.turnIndex > start.turnIndex;
}

/** Whether `boat` has a turn that finishes, were it to move next from where it stands now. */
export function canFinishNext(state: GameState, boatId: BoatId): boolean {
  const rival = state.boats.find((b) => b.id === boatId)!;
  if (rival.place !== null || !rival.pos) return rival.place !== null;
  if (rival.lostTurns > 0) return false;
  return nextTurns(state, boatId).some((t) => t.finishes === true);
}

/**
 * The turns `boatId` could play if it moved again from `state` as the river stands (its next turn,
 * other boats unmoved): a look ahead for warnings and challenges, not a prediction of the game.
 */
export function nextTurns(state: GameState, boatId: BoatId): LegalTurn[] {
  return legalTurns(hypotheticalMove(state, state.boats.find((b) => b.id === boatId)!));
}

function hypotheticalMove(state: GameState, b: Boat): GameState {
  const p = state.pending;
  if (p.kind === 'move' && p.boat === b.id) return state;
  return {
    ...state,
    pending: { kind: 'move', player: b.owner, boat: b.id },
    turn: freshTurn(b),
    reorientQueue: [],
    revealOwed: false,
    drawn: null,
  };
}

const sameHex = (a: Hex | null, b: Hex) => a !== null && a.q === b.q && a.r === b.r;

/** Where the challenge stands in `now` (a state reached from `challenge.start` by legal actions). */
export function judgeChallenge(ch: Challenge, now: GameState): ChallengeVerdict {
  const open: ChallengeVerdict = { status: 'open', par: false, stars: 0 };
  const failed: ChallengeVerdict = { status: 'failed', par: false, stars: 0 };
  const me = now.boats.find((b) => b.id === ch.boat)!;
  const parMet = (): boolean =>
    (ch.par?.coalLeft === undefined || me.coal >= ch.par.coalLeft) && (ch.par?.rounds === undefined || now.round <= ch.par.rounds);
  const met = (): ChallengeVerdict => {
    const par = parMet();
    return { status: 'met', par, stars: par ? 2 : 1 };
  };
  if (ch.goal.kind === 'win') {
    const side = sideOfBoat(now.config, me);
    const first = now.boats.find((b) => b.place === 1 && b.owner >= 0);
    if (first) return sideOfBoat(now.config, first) === side ? met() : failed;
    return now.pending.kind === 'over' ? failed : open;
  }
  if (!turnOver(ch.start, now)) return open;
  const before = ch.start.boats.find((b) => b.id === ch.boat)!;
  let ok: boolean;
  switch (ch.goal.kind) {
    case 'finish':
      ok = me.place !== null && before.place === null;
      break;
    case 'passenger':
      ok = me.passengers > before.passengers;
      break;
    case 'reach':
      ok = sameHex(me.pos, ch.goal.pos);
      break;
    case 'block':
      ok = !canFinishNext(now, ch.goal.boat);
      break;
  }
  return ok ? met() : failed;
}
