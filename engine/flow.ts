// What is pending next: the end of a turn (passengers, coal, finishing, crashes), the queue of
// pushed boats to reorient, the owed tile reveal, lost turns, departures, rounds and game end.
// Every function takes a state and an event list, returns a new state, and never mutates input.
import { canComplete } from './legal.js';
import { computeOrder } from './order.js';
import { boardOf, makeCtx, moveEnd, nodeFromState, type TurnNode } from './turn.js';
import type { Boat, BoatId, GameEvent, GameState, TurnInProgress } from './types.js';

function indexOfBoat(state: GameState, id: BoatId): number {
  return state.boats.findIndex((b) => b.id === id);
}

function replaceBoat(boats: readonly Boat[], i: number, b: Boat): Boat[] {
  const out = boats.slice();
  out[i] = b;
  return out;
}

export function freshTurn(boat: Boat): TurnInProgress {
  return {
    boat: boat.id,
    startSpeed: boat.speed,
    startCoal: boat.coal,
    speedChosen: false,
    pointsLeft: boat.speed,
    rotations: 0,
    coalSpent: 0,
    driftwoodEntered: 0,
    pushed: [],
    path: [boat.pos!],
    rotHere: 0,
    stranded: false,
    freeTurns: false,
  };
}

function onSandbank(state: GameState, b: Boat): boolean {
  if (!b.pos) return false;
  const k = (b.pos.q + 128) * 256 + (b.pos.r + 128);
  return boardOf(state.river).kind.get(k) === 'sandbank';
}

/** A boat on a sandbank without coal can never leave it (one boat per player: nobody can give it coal). */
function stuckForGood(state: GameState, b: Boat): boolean {
  return b.place === null && b.coal === 0 && onSandbank(state, b);
}

/**
 * Starts the turn of the boat at `state.turnIndex` (starting a new round when the order is
 * exhausted), skipping finished boats and lost turns, until some decision is pending.
 */
export function nextTurn(state: GameState, events: GameEvent[]): GameState {
  let s = state;
  for (let guard = 0; guard < 1000; guard++) {
    const racing = s.boats.filter((b) => b.place === null);
    if (racing.length > 0 && racing.every((b) => stuckForGood(s, b))) return endGame(s, events);
    if (s.turnIndex >= s.order.length) {
      const order = computeOrder(s);
      s = { ...s, round: s.round + 1, order, turnIndex: 0 };
      events.push({ type: 'roundStarted', round: s.round, order: [...order] });
    }
    const id = s.order[s.turnIndex]!;
    const i = indexOfBoat(s, id);
    const boat = s.boats[i]!;
    if (boat.place !== null || boat.pos === null) {
      s = { ...s, turnIndex: s.turnIndex + 1 };
      continue;
    }
    if (boat.lostTurns > 0) {
      events.push({ type: 'turnLost', boat: id });
      s = { ...s, boats: replaceBoat(s.boats, i, { ...boat, lostTurns: boat.lostTurns - 1 }), turnIndex: s.turnIndex + 1 };
      continue;
    }
    if (stuckForGood(s, boat)) {
      events.push({ type: 'turnLost', boat: id });
      s = { ...s, turnIndex: s.turnIndex + 1 };
      continue;
    }
    if (boat.freeDeparture) {
      return { ...s, turn: null, pending: { kind: 'depart', player: boat.owner, boat: id } };
    }
    events.push({ type: 'turnStarted', boat: id, player: boat.owner });
    s = { ...s, turn: freshTurn(boat), pending: { kind: 'move', player: boat.owner, boat: id } };
    if (onSandbank(s, boat) && !canComplete(makeCtx(s, i), nodeFromState(s, i))) {
      // Stuck on a sandbank with no way to play: the turn is spent reorienting (free) instead.
      events.push({ type: 'turnLost', boat: id });
      return { ...s, turn: null, reorientQueue: [id], pending: { kind: 'reorient', player: boat.owner, boat: id } };
    }
    return s;
  }
  throw new Error('nextTurn: no boat can take a turn');
}

/** After a turn (and after a lost turn spent reorienting): reorientations, the owed tile, next boat. */
export function continueAfterTurn(state: GameState, events: GameEvent[]): GameState {
  if (state.pending.kind === 'over') return state;
  const first = state.reorientQueue[0];
  if (first !== undefined) {
    const b = state.boats[indexOfBoat(state, first)]!;
    return { ...state, pending: { kind: 'reorient', player: b.owner, boat: first } };
  }
  if (state.revealOwed && state.stack.length > 0) {
    return { ...state, pending: { kind: 'chance', chance: 'drawTile' } };
  }
  return nextTurn({ ...state, revealOwed: false, turn: null, turnIndex: state.turnIndex + 1 }, events);
}

/** Ends the mover's turn at node `n` (a crash when `crash` is set). */
export function endTurn(state: GameState, n: TurnNode, crash: 'blocked' | 'newestTile' | null, events: GameEvent[]): GameState {
  const turn = state.turn!;
  const i = indexOfBoat(state, turn.boat);
  const ctx = makeCtx(state, i);
  let boat = state.boats[i]!;
  let docks = state.docks;
  const boats = state.boats.slice();
  const finished = state.boats.filter((b) => b.place !== null).length;
  if (crash) {
    events.push({ type: 'crashed', boat: boat.id, reason: crash });
    boat = { ...boat, speed: 1, lostTurns: boat.lostTurns + 1, freeDeparture: crash === 'blocked' };
  } else {
    const end = moveEnd(ctx, n);
    if (n.drift > 0 && !n.stranded) events.push({ type: 'driftwoodSlowed', boat: boat.id, from: n.speed, to: end.speed });
    boat = { ...boat, speed: end.speed };
    if (end.takes) {
      docks = { ...docks, [end.takes]: (docks[end.takes] ?? 0) - 1 };
      boat = { ...boat, passengers: end.passengers, docksUsed: [...boat.docksUsed, end.takes] };
      events.push({ type: 'passengerTaken', boat: boat.id, hex: boat.pos!, aboard: end.passengers });
    }
    if (end.refill && boat.coal < 6) {
      events.push({ type: 'coalRefilled', boat: boat.id, from: boat.coal });
      boat = { ...boat, coal: 6 };
    }
    if (end.finishes) {
      boat = { ...boat, pos: null, place: finished + 1 };
      events.push({ type: 'finished', boat: boat.id, place: finished + 1 });
    }
  }
  boats[i] = boat;
  // Pushed boats: coal depot refill (pushed onto it at speed 1), then their owners reorient them.
  const board = boardOf(state.river);
  const reorient: BoatId[] = [];
  for (const id of turn.pushed) {
    const j = indexOfBoat(state, id);
    const b = boats[j]!;
    if (!b.pos) continue;
    const kind = board.kind.get((b.pos.q + 128) * 256 + (b.pos.r + 128));
    if (kind === 'coalDepot' && b.speed === 1 && b.coal < 6) {
      events.push({ type: 'coalRefilled', boat: id, from: b.coal });
      boats[j] = { ...b, coal: 6 };
    }
    if (kind !== 'sandbank') reorient.push(id);
  }
  events.push({ type: 'turnEnded', boat: boat.id });
  const s: GameState = { ...state, boats, docks, turn: null, reorientQueue: reorient };
  if (s.boats.filter((b) => b.place === null).length <= 1) return endGame(s, events);
  return continueAfterTurn(s, events);
}

/**
 * The game is over: the boats still racing take the places after the finished ones, in race
 * order (RULINGS §17: places after the first follow finishing order, then progress).
 */
export function endGame(state: GameState, events: GameEvent[]): GameState {
  let boats = state.boats.slice();
  let place = boats.filter((b) => b.place !== null).length;
  const rest = computeOrder({ ...state, boats });
  for (const id of rest) {
    const j = indexOfBoat(state, id);
    place++;
    boats = replaceBoat(boats, j, { ...boats[j]!, place });
  }
  const places = boats
    .filter((b) => b.place !== null)
    .sort((a, b) => a.place! - b.place!)
    .map((b) => b.id);
  events.push({ type: 'gameOver', places });
  return { ...state, boats, turn: null, reorientQueue: [], pending: { kind: 'over' } };
}
