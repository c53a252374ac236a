// The engine's public API. Everything outside engine/ imports from here only.
export { ENGINE_VERSION, RULES_VERSION, KNOWN_RULES_VERSIONS, defaultConfig, validateConfig, buildRiverTiles, riverTilesFor, ConfigError, SHORT_RIVER_LENGTH } from './config.js';
export type { ConfigErrorCode, RiverOptions, ModeOptions } from './config.js';
export { BLACK_ROSE_ID, isBlackRose, sideOfBoat, sideOfSeat, allSides, seatsOfSide, deciderOf } from './sides.js';
export { transferPartners, transferMax } from './transfer.js';
export { coalHelp } from './coal-help.js';
export type { CoalHelp } from './coal-help.js';
export { shipyardDocks } from './flow.js';
export { newGame, checkRulesVersion, chanceOutcomes, sampleChance, startOrders } from './setup.js';
export type { NewGameOptions } from './setup.js';
export { rulesGeneration } from './rules-version.js';
export { apply } from './apply.js';
export { applyLegalTurn } from './apply-turn.js';
export { legalTurns, legalActions, legalTurnRecords, RECORD_FINISHES, RECORD_CRASH } from './legal.js';
export { speedChangeCost } from './turn.js';
export type { TurnRecords } from './legal.js';
export { stateHash, canonicalJson, hashString } from './hash.js';
export { replay } from './replay.js';
export type { ReplayResult } from './replay.js';
export { computeOrder } from './order.js';
export { boatProgress, raceProgress, type BoatProgress } from './race-progress.js';
export { STALL_ROUNDS, canNeverMoveAgain, endsEveryRace, isStalled, stallStatus, type StallStatus } from './end-of-game.js';
export { raceStats } from './stats.js';
export { makeChallenge, judgeChallenge, challengeProblem, canFinishNext, nextTurns, turnOver } from './challenge.js';
export { afterTurn, leavesOnlyCrashes, stuckAtFinish } from './look-ahead.js';
export { sailingSpeed, driftwoodSlowdown, flowAt, offDownstream } from './turn-facts.js';
export { headingTrial, firstMoveCoal } from './heading-trial.js';
export type { Challenge, ChallengeGoal, ChallengePar, ChallengeVerdict, ChallengeStatus, ChallengeError } from './challenge.js';
export type { RaceStats, BoatStats, PassengerPickup, LeadChange, ProgressPoint } from './stats.js';
export * from './hex.js';
export {
  riverMap,
  spaceAt,
  tileSpaces,
  globalHex,
  isWater,
  isPassengerDock,
  isStartDock,
  startDockHex,
  shipyardHex,
  finishFootprint,
  finishDocks,
  finishHeading,
} from './river.js';
export type { SpaceInfo } from './river.js';
export { TILES, TILE_IDS, RIVER_TILE_IDS, LOCAL_HEXES } from './tiles-data.js';
export type { TileDef } from './tiles-data.js';
export * from './types.js';

import type { Decision, GameState } from './types.js';

/** The decision the game is waiting for (who decides what). */
export function pendingDecision(state: GameState): Decision {
  return state.pending;
}
