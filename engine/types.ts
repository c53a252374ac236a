// The engine's public data shapes. Everything here is plain JSON-serializable data:
// a GameState can be stringified, stored, hashed and parsed back without loss.
// Owner of the implementation: engine/*.ts. Other layers (CLI, main services, renderer)
// only import from engine/index.ts.

/** Axial hex coordinate, flat-top hexes, r grows downstream→upstream (see docs/rules.md). */
export interface Hex {
  q: number;
  r: number;
}

/** Heading / side of a flat-top hex, clockwise: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. */
export type Dir = 0 | 1 | 2 | 3 | 4 | 5;

export type BoatColour = 'white' | 'orange' | 'blue' | 'green' | 'pink' | 'red' | 'black';
export type BoatId = BoatColour;

/** Seat index 0..n-1. */
export type PlayerId = number;

export type TileId =
  | 'A0'
  | 'A1-1' | 'A1-2' | 'A1-3' | 'A1-4'
  | 'A2-1' | 'A2-2' | 'A2-3' | 'A2-4'
  | 'A3-1' | 'A3-2' | 'A3-3'
  | 'B1' | 'B1-B2' | 'B2' | 'B3-1' | 'B3-2' | 'B4';

export type DieFace = 'straight' | 'left' | 'right';

export type SpaceKind =
  | 'water'
  | 'island'
  | 'blueDock'
  | 'redDock'
  | 'coalDepot'
  | 'driftwood'
  | 'sandbank'
  | 'start1' | 'start2' | 'start3' | 'start4' | 'start5'
  | 'shipyard';

/** Rule options chosen before the game; stored with the game record. */
export interface GameConfig {
  /**
   * One entry per seat (player): 2-6 seats, one boat each, or two each with 2-3 seats. `team`
   * (0 or 1, on every seat or none) makes team games: 2 v 2 or 3 v 3, one boat per seat.
   */
  seats: { boats: BoatId[]; team?: number }[];
  /** The river tiles after A0, before shuffling (ids from TileId, A0 excluded). */
  riverTiles: TileId[];
  /** Variant: the passenger supply is exactly 2 per racing boat. */
  exactPassengers?: boolean;
  /** The Black Rose sails too (2-5 seats): boat id 'black', moved by whoever moves last. */
  blackRose?: boolean;
  /** The 1998 expansion's readings (RULINGS §12, §18): no reorientation when pushed onto driftwood; the Black Rose gives at most 2 coal per round. */
  classic1998?: boolean;
  /**
   * Two players only: the seat (0 or 1) the players chose to start (docks 1 and 4). Absent: the
   * start order is drawn among every placement (docs/rules.md, Special rules for 2 or 6 players).
   */
  firstSeat?: number;
}

export interface PlacedTile {
  tile: TileId;
  /** Global axial coordinate of the tile's local index 7. */
  origin: Hex;
  /** 60° clockwise steps; 0 = exit pointing N. */
  heading: Dir;
  /** How it was attached to the previous tile (null for A0). */
  attached: DieFace | null;
}

export interface FinishPlacement {
  attached: DieFace;
  /** Finish dock spaces on the last river tile (usable ones only: islands removed). */
  docks: Hex[];
}

export interface Boat {
  id: BoatId;
  /** Seat that sails it; -1 for the Black Rose (its controller changes every round). */
  owner: PlayerId;
  /** null only while waiting on the shipyard (six-boat games) or after finishing. */
  pos: Hex | null;
  heading: Dir;
  speed: number; // 1..6
  /** 0..6. The Black Rose's coal is unlimited: this is what it may still spend on manoeuvres this turn. */
  coal: number;
  passengers: number; // 0..2
  /** Hex keys ("q,r") of docks this boat has already taken a passenger from. */
  docksUsed: string[];
  /** Whole turns still to be skipped (crash, newest-tile block, sandbank without coal...). */
  lostTurns: number;
  /** After a lost turn for a crash: the next turn departs at speed 1, heading chosen freely. */
  freeDeparture: boolean;
  /** Finishing place (1 = first), null while racing. */
  place: number | null;
  /** Out of the race: it can never move again (mq-rules-2, engine/end-of-game.ts). Absent otherwise. */
  out?: true;
}

/** What the game is waiting for. Exactly one decision is pending at any time. */
export type Decision =
  | { kind: 'chance'; chance: 'drawTile' | 'rollDie' | 'rollFinish' | 'startOrder' }
  | { kind: 'placeBoat'; player: PlayerId; boat: BoatId }
  | { kind: 'move'; player: PlayerId; boat: BoatId }
  | { kind: 'reorient'; player: PlayerId; boat: BoatId }
  | { kind: 'depart'; player: PlayerId; boat: BoatId }
  /** The sixth boat leaves the shipyard for start dock 3 or 5 (RULINGS §5). */
  | { kind: 'enterDock'; player: PlayerId; boat: BoatId; docks: number[] }
  /** After `boat`'s move: coal may pass between it and one of `partners` (RULINGS §14, §18). */
  | { kind: 'transfer'; player: PlayerId; boat: BoatId; partners: BoatId[] }
  | { kind: 'over' };

/** A movement step inside a turn. */
export type Step = 'L' | 'R' | 'F';

/** The mover's turn in progress (between its first action and `confirm`). */
export interface TurnInProgress {
  boat: BoatId;
  startSpeed: number;
  startCoal: number;
  speedChosen: boolean;
  pointsLeft: number;
  /** 60° steps taken so far this turn (the first one is free). */
  rotations: number;
  coalSpent: number;
  driftwoodEntered: number;
  pushed: BoatId[];
  path: Hex[];
  /** Signed 60° steps at the current point (since the last step), +R/−L; absent = 0. */
  rotHere?: number;
  /** Ran onto a sandbank this turn: the move is over. */
  stranded?: boolean;
  /** Reversed off a sandbank: any further rotation this turn is free. */
  freeTurns?: boolean;
  /** The sixth boat's extra coal of round 1, not yet spent (it is spent before the real coal). */
  virtualCoal?: number;
  /** The Black Rose could move with 1 coal when this turn began: the turn must keep it so (RULINGS §19). */
  roseGuard?: boolean;
  /** mq-rules-4: the departure after a crash (a hemmed-in departure is no new crash). */
  departing?: boolean;
}

/** The Black Rose this round (RULINGS §18-19). */
export interface BlackRoseState {
  /** The seat whose boat moves last this round: it moves the Black Rose and decides for it. */
  controller: PlayerId;
  /** Coal it gave this round (the 1998 reading caps it at 2). */
  given: number;
}

export interface GameState {
  engineVersion: string;
  rulesVersion: string;
  config: GameConfig;
  /** Seeded generator state (kept in the state so a game is reproducible). */
  rng: number[];
  /** Tiles placed so far, index 0 = A0. */
  river: PlacedTile[];
  /** Tiles still face down, in draw order once shuffled (the draw itself is a chance action). */
  stack: TileId[];
  finish: FinishPlacement | null;
  /** Passengers waiting at each dock, by hex key "q,r". */
  docks: Record<string, number>;
  /** Passengers left in the supply. */
  supply: number;
  boats: Boat[];
  round: number;
  /** Boat ids in this round's turn order, and whose turn it is. */
  order: BoatId[];
  turnIndex: number;
  turn: TurnInProgress | null;
  /** Pushed boats waiting for their owners to choose a heading, in push order. */
  reorientQueue: BoatId[];
  /** A boat (moving or pushed) entered the newest tile this turn: a tile is owed after the turn. */
  revealOwed: boolean;
  /** A tile drawn from the stack, waiting for its die roll. */
  drawn: TileId | null;
  pending: Decision;
  /** Number of actions applied since the game began. */
  seq: number;
  /** Present in Black Rose games. */
  blackRose?: BlackRoseState;
  /** mq-rules-2: how long the race has gone without progress (engine/end-of-game.ts); from round 2. */
  stall?: StallTracker;
}

/** Each racing boat's best standing so far (passengers, then progress), and the last round the race moved. */
export interface StallTracker {
  best: Partial<Record<BoatId, number>>;
  /** Boats with a place when it was last measured. */
  placed: number;
  since: number;
}

/** Every action is one entry of the game record. Chance outcomes are actions too. */
export type Action =
  // chance
  | { type: 'startOrder'; order: BoatId[] }
  | { type: 'drawTile'; tile: TileId }
  | { type: 'rollDie'; face: DieFace }
  | { type: 'rollFinish'; face: DieFace }
  // decisions
  | { type: 'placeBoat'; heading: Dir }
  | { type: 'speed'; speed: number }
  | { type: 'rotate'; step: 'L' | 'R' }
  /** One space ahead; `push` lists the destinations of the boats pushed in a chain, in order. */
  | { type: 'advance'; push?: Hex[] }
  /** Leave a sandbank one space backwards (speed 1). */
  | { type: 'reverse' }
  | { type: 'confirm' }
  | { type: 'reorient'; heading: Dir }
  | { type: 'depart'; heading: Dir }
  /** The sixth boat enters start dock 3 or 5 with this heading, then takes its turn. */
  | { type: 'enterDock'; dock: number; heading: Dir }
  /** Move `amount` coal from one boat to the other (the mover and a partner of the pending transfer). */
  | { type: 'transfer'; from: BoatId; to: BoatId; amount: number }
  | { type: 'skipTransfer' }
  /** End a stalled race in its current order (legal only while isStalled(state); mq-rules-2). */
  | { type: 'endStalledRace' };

export type GameEvent =
  | { type: 'startOrder'; order: BoatId[] }
  | { type: 'tileDrawn'; tile: TileId }
  /**
   * A roll of the die for a new tile or the Finish. `accepted: false` (mq-rules-2): the face is
   * refused and the die is rolled again, because the piece would touch river tile `tile` (0 = A0)
   * or lead the river into a dead end.
   */
  | { type: 'dieRolled'; face: DieFace; accepted: boolean; reason?: 'touches' | 'deadEnd'; tile?: number }
  | { type: 'tilePlaced'; index: number; placed: PlacedTile; passengers: { hex: Hex; count: number }[] }
  | { type: 'finishPlaced'; finish: FinishPlacement }
  | { type: 'roundStarted'; round: number; order: BoatId[] }
  | { type: 'turnStarted'; boat: BoatId; player: PlayerId }
  | { type: 'boatPlaced'; boat: BoatId; hex: Hex; heading: Dir }
  | { type: 'speedChanged'; boat: BoatId; from: number; to: number; coal: number }
  | { type: 'rotated'; boat: BoatId; from: Dir; to: Dir; coal: number }
  /**
   * One space (`cost`: movement points). `coal`: coal the step itself burned, which only leaving a
   * sandbank does (1, ahead or backwards: `offSandbank`); both absent when none.
   */
  | { type: 'moved'; boat: BoatId; from: Hex; to: Hex; cost: number; backwards?: boolean; coal?: number; offSandbank?: true }
  | { type: 'pushed'; boat: BoatId; by: BoatId; from: Hex; to: Hex }
  | { type: 'reoriented'; boat: BoatId; from: Dir; to: Dir }
  | { type: 'stranded'; boat: BoatId } // ran onto a sandbank
  | { type: 'driftwoodSlowed'; boat: BoatId; from: number; to: number }
  | { type: 'passengerTaken'; boat: BoatId; hex: Hex; aboard: number }
  /**
   * A boat stopped on a passenger dock and took no passenger there: why (`speed`: its speed then).
   * The mover's own stop at the end of its move (any reason); or, with `by` (the pusher), a boat
   * pushed onto a dock where a passenger waits (not 'empty'), told right after its `pushed`.
   */
  | { type: 'passengerMissed'; boat: BoatId; hex: Hex; reason: DockMiss; speed: number; by?: BoatId }
  | { type: 'coalRefilled'; boat: BoatId; from: number }
  /** hemmedIn (mq-rules-4): a departure that could not leave its space; no turn is lost. */
  | { type: 'crashed'; boat: BoatId; reason: 'blocked' | 'newestTile' | 'hemmedIn' }
  | { type: 'turnLost'; boat: BoatId }
  | { type: 'departed'; boat: BoatId; heading: Dir }
  | { type: 'finished'; boat: BoatId; place: number }
  | { type: 'turnEnded'; boat: BoatId }
  | { type: 'enteredDock'; boat: BoatId; dock: number; hex: Hex; heading: Dir }
  | { type: 'coalTransferred'; from: BoatId; to: BoatId; amount: number }
  /** Who moves the Black Rose this round (after roundStarted). */
  | { type: 'blackRoseControl'; player: PlayerId }
  /** The other boats of a side that has finished leave the river (two boats each, 3 players). */
  | { type: 'withdrawn'; boat: BoatId }
  /** The boat can never move again (on a sandbank with no coal): it takes no more turns; `place` once its side is out. */
  | { type: 'outOfRace'; boat: BoatId; reason: 'sandbankNoCoal'; place: number | null }
  /** The race was ended because nobody got further for `roundsWithoutProgress` rounds; gameOver follows. */
  | { type: 'raceEndedStalled'; round: number; roundsWithoutProgress: number }
  /** `places`: boats by place; `winners`: the seats of the winning side. */
  | { type: 'gameOver'; places: BoatId[]; winners: PlayerId[] };

/** Closed set of rejection codes; the renderer translates them. */
export const ERROR_CODES = [
  'action/malformed',
  'action/wrong-decision',
  'game/over',
  'chance/invalid-outcome',
  'heading/invalid',
  'speed/out-of-range',
  'speed/already-set',
  'coal/insufficient',
  'move/no-points-left',
  'move/island',
  'move/off-river',
  'move/beyond-newest-tile',
  'move/must-avoid',
  'move/driftwood-too-slow',
  'move/stuck-on-sandbank',
  'move/reverse-not-allowed',
  'push/needs-two-points',
  'push/bad-destination',
  'push/sandbank',
  'turn/points-left',
  'rotate/pointless',
  'move/occupied',
  'move/black-rose-needs-coal', // the move would leave the Black Rose needing more than 1 coal (RULINGS §19)
  'dock/unavailable', // the sixth boat cannot enter that start dock
  'transfer/not-allowed', // those two boats cannot exchange coal now
  'transfer/amount', // more coal than one has or the other can hold
  'race/not-stalled', // endStalledRace while some boat still got further in the last STALL_ROUNDS rounds
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; code: ErrorCode; detail?: string };

/**
 * Why a boat that ends its move on a passenger dock takes no passenger there (docs/rules.md,
 * Picking up a passenger), in the order they are told: it took one from this dock before, none is
 * left, two are aboard, it stopped faster than speed 1.
 */
export type DockMiss = 'used' | 'empty' | 'full' | 'fast';

/** What a turn's coal pays for: the speed change, turns beyond the free 60°, leaving a sandbank. */
export interface CoalFor {
  speed: number;
  turns: number;
  sandbank: number;
}

/** A pushed boat after the mover's turn (a push onto a sandbank slows it; onto a dock it may take a passenger). */
export interface PushedOutcome {
  boat: BoatId;
  pos: Hex;
  speed: number;
  passengers: number;
}

/** One distinct complete turn of the boat to move, as produced by legalTurns(). */
export interface LegalTurn {
  /** The actions that play it, from the current point of the turn to `confirm` inclusive. */
  actions: Action[];
  /** Spaces visited in order, starting with the boat's space. */
  path: Hex[];
  coalSpent: number;
  end: { pos: Hex; heading: Dir; speed: number; coal: number; passengers: number };
  /** Set when no legal turn exists and this is one of the forced crash outcomes. */
  crash?: 'blocked' | 'newestTile';
  /** Boats pushed during the turn: where they end up, their speed and passengers then (push order). */
  pushed?: PushedOutcome[];
  /** A boat entered the newest tile: a tile is drawn after the turn. */
  revealsTile?: boolean;
  /** The boat finishes the race with this turn. */
  finishes?: boolean;
  /** The move ends on a sandbank (the boat ran aground: leaving it costs coal next turn). */
  stranded?: boolean;
  /**
   * The boat sails through a space where stopping would take a passenger it needs (or finish),
   * without stopping there: the UI warns before it is confirmed.
   */
  passesDock?: boolean;
  /** What the coal spent pays for (sums to coalSpent); absent when no coal is spent. */
  coalFor?: CoalFor;
  /**
   * The move ends on a passenger dock (a racing boat, no crash): 'taken' when a passenger boards
   * (end.passengers counts it), else why none does.
   */
  passenger?: 'taken' | DockMiss;
}

/** A game record: enough to rebuild every state of a game (the action log *is* the save). */
export interface GameRecord {
  format: 'mississippi-queen-game';
  formatVersion: 1;
  engineVersion: string;
  rulesVersion: string;
  config: GameConfig;
  seed: number;
  actions: Action[];
}
