// What is pending next: the end of a turn (passengers, coal, finishing, crashes), the queue of
// pushed boats to reorient, the owed tile reveal, lost turns, departures, rounds and game end.
// Every function takes a state and an event list, returns a new state, and never mutates input.
import { blackRoseAllowance, blackRoseGuardAtStart, guardCtx, reorientsAfterPush } from './black-rose.js';
import { canComplete } from './legal.js';
import { finishedSides, leavesTheRiver, settleOutOfRace, trackStall } from './end-of-game.js';
import { passengersCanStillCome } from './passengers.js';
import { computeOrder } from './order.js';
import { startDockHex } from './river.js';
import { rulesGeneration } from './rules-version.js';
import { controllerFor, deciderOf, isBlackRose, placedSides, allSides, sideOfBoat, seatsOfSide } from './sides.js';
import { transferPartners } from './transfer.js';
import { boardOf, dockMissAt, freshTurn, makeCtx, moveEnd, nodeFromState, pack, type TurnNode } from './turn.js';
import type { Boat, BoatId, Dir, GameEvent, GameState } from './types.js';

export { freshTurn };

function indexOfBoat(state: GameState, id: BoatId): number {
  return state.boats.findIndex((b) => b.id === id);
}

function replaceBoat(boats: readonly Boat[], i: number, b: Boat): Boat[] {
  const out = boats.slice();
  out[i] = b;
  return out;
}

function onSandbank(state: GameState, b: Boat): boolean {
  if (!b.pos) return false;
  const k = (b.pos.q + 128) * 256 + (b.pos.r + 128);
  return boardOf(state.river).kind.get(k) === 'sandbank';
}

/**
 * A boat on a sandbank without coal can never leave it: coal transfers are not allowed on a
 * sandbank either. (The Black Rose gets its allowance back every turn.)
 */
function stuckForGood(state: GameState, b: Boat): boolean {
  return b.place === null && b.owner >= 0 && b.coal === 0 && onSandbank(state, b);
}

/**
 * Nobody can ever finish: no passenger is left on a dock or in the supply and no racing boat has
 * two aboard. The race ends, places by progress (a safety net; docs/rules.md, End of the game).
 * mq-rules-3: the supply counts only while a tile with a dock is still face down (seeds 1200452,
 * 1200580, 1200896: the Finish laid, every dock empty, 3 passengers left in a supply no dock would
 * ever receive), and a boat out of the race is not racing.
 */
function passengersRanDry(state: GameState, racing: readonly Boat[]): boolean {
  if (leavesTheRiver(state)) {
    if (passengersCanStillCome(state) || racing.some((b) => !b.out && b.passengers >= 2)) return false;
  } else if (state.supply > 0 || racing.some((b) => b.passengers >= 2)) return false;
  for (const k in state.docks) if (state.docks[k]! > 0) return false;
  return true;
}

/** Start docks the boat on the shipyard may enter now: 3 or 5 if free, else any free one (docs/rules.md). */
export function shipyardDocks(state: GameState): number[] {
  const taken = new Set(state.boats.filter((b) => b.pos).map((b) => pack(b.pos!)));
  const free = (d: number) => !taken.has(pack(startDockHex(state.river, d)));
  const preferred = [3, 5].filter(free);
  return preferred.length > 0 ? preferred : [1, 2, 4].filter(free);
}

/**
 * Whether the turn of boat i just begun in `s` is guarded for the Black Rose: it could move with
 * 1 coal when the turn began, and some complete turn keeps it so (else the guard is lifted).
 */
export function roseGuardFor(s: GameState, i: number): boolean {
  if (!blackRoseGuardAtStart(s, i)) return false;
  const guarded: GameState = { ...s, turn: { ...s.turn!, roseGuard: true } };
  return canComplete(guardCtx(makeCtx(guarded, i)), nodeFromState(guarded, i));
}

/** Round 1's sixth boat: it came from the shipyard (virtual coal / a larger Black Rose allowance). */
export function fromShipyard(state: GameState, id: BoatId): boolean {
  return state.round === 1 && state.order.indexOf(id) === 5;
}

/**
 * Starts boat `i`'s turn at `s.turnIndex`: its allowance (the Black Rose) or virtual coal (the
 * sixth boat in round 1), the Black Rose guard, and the lost turn of a boat stuck on a sandbank.
 */
export function beginTurn(state: GameState, i: number, events: GameEvent[], departing = false): GameState {
  let s = state;
  let boat = s.boats[i]!;
  const id = boat.id;
  const player = deciderOf(s, boat);
  if (isBlackRose(boat)) {
    const base = fromShipyard(s, id) ? 2 : 1;
    boat = { ...boat, coal: blackRoseAllowance(s, i, base) };
    s = { ...s, boats: replaceBoat(s.boats, i, boat) };
  }
  events.push({ type: 'turnStarted', boat: id, player });
  const turn = freshTurn(boat);
  if (departing) {
    turn.speedChosen = true; // a crashed boat departs at speed 1
    if (rulesGeneration(s) >= 4) turn.departing = true;
  }
  if (!isBlackRose(boat) && fromShipyard(s, id)) turn.virtualCoal = 1;
  s = { ...s, turn, pending: { kind: 'move', player, boat: id } };
  if (roseGuardFor(s, i)) s = { ...s, turn: { ...turn, roseGuard: true } };
  if (onSandbank(s, boat) && !canComplete(makeCtx(s, i), nodeFromState(s, i))) {
    // Stuck on a sandbank with no way to play: the turn is spent reorienting (free) instead.
    events.push({ type: 'turnLost', boat: id });
    return { ...s, turn: null, reorientQueue: [id], pending: { kind: 'reorient', player, boat: id } };
  }
  return s;
}

/** A new round: the order, and who moves the Black Rose in it. */
function startRound(state: GameState, events: GameEvent[]): GameState {
  const order = computeOrder(state);
  const s: GameState = trackStall({ ...state, round: state.round + 1, order, turnIndex: 0 });
  events.push({ type: 'roundStarted', round: s.round, order: [...order] });
  if (s.blackRose) {
    s.blackRose = { controller: controllerFor(s.boats, order), given: 0 };
    events.push({ type: 'blackRoseControl', player: s.blackRose.controller });
  }
  return s;
}

/**
 * Starts the turn of the boat at `state.turnIndex` (starting a new round when the order is
 * exhausted), skipping finished boats and lost turns, until some decision is pending.
 */
export function nextTurn(state: GameState, events: GameEvent[]): GameState {
  let s = state;
  for (let guard = 0; guard < 1000; guard++) {
    s = settleOutOfRace(s, events);
    if (s.boats.some((b) => b.out) && allSides(s.config).length - placedSides(s).size <= 1) return endGame(s, events);
    const racing = s.boats.filter((b) => b.place === null && b.owner >= 0);
    if (racing.length > 0 && racing.every((b) => stuckForGood(s, b))) return endGame(s, events);
    if (passengersRanDry(s, racing)) return endGame(s, events);
    if (s.turnIndex >= s.order.length) s = startRound(s, events);
    const id = s.order[s.turnIndex]!;
    const i = indexOfBoat(s, id);
    const boat = s.boats[i]!;
    if (boat.place !== null || boat.out) {
      s = { ...s, turnIndex: s.turnIndex + 1 };
      continue;
    }
    if (boat.pos === null) {
      const docks = shipyardDocks(s);
      if (docks.length > 0) return { ...s, turn: null, pending: { kind: 'enterDock', player: deciderOf(s, boat), boat: id, docks } };
      events.push({ type: 'turnLost', boat: id }); // every start dock blocked: it waits a round
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
      return { ...s, turn: null, pending: { kind: 'depart', player: deciderOf(s, boat), boat: id } };
    }
    return beginTurn(s, i, events);
  }
  throw new Error('nextTurn: no boat can take a turn');
}

/** The sixth boat enters a start dock with a heading, then takes its turn. */
export function enterDock(state: GameState, dock: number, heading: Dir, events: GameEvent[]): GameState | null {
  const p = state.pending;
  if (p.kind !== 'enterDock' || !p.docks.includes(dock)) return null;
  const i = indexOfBoat(state, p.boat);
  const hex = startDockHex(state.river, dock);
  const s = { ...state, boats: replaceBoat(state.boats, i, { ...state.boats[i]!, pos: hex, heading }) };
  events.push({ type: 'enteredDock', boat: p.boat, dock, hex, heading });
  return beginTurn(s, i, events);
}

/** After a turn (and after a lost turn spent reorienting): reorientations, the owed tile, next boat. */
export function continueAfterTurn(state: GameState, events: GameEvent[]): GameState {
  if (state.pending.kind === 'over') return state;
  const first = state.reorientQueue[0];
  if (first !== undefined) {
    const b = state.boats[indexOfBoat(state, first)]!;
    return { ...state, pending: { kind: 'reorient', player: deciderOf(state, b), boat: first } };
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
  let boats = state.boats.slice();
  let finishedSide = -1;
  if (crash === 'blocked' && turn.departing) {
    // mq-rules-4: hemmed in where it was repaired. Another crash would only lead to another
    // departure at speed 1, which can never push: boats jammed around a dock stayed so for ever.
    // It stays put, and its next turn is a normal one (speed may change, so it can push).
    events.push({ type: 'crashed', boat: boat.id, reason: 'hemmedIn' });
    boat = { ...boat, speed: 1 };
  } else if (crash) {
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
    } else {
      // a stop on a dock that gives no passenger says why (the log tells it, the renderer only words it)
      const miss = dockMissAt(ctx, n.pos, end.speed, n.pushed);
      if (miss) events.push({ type: 'passengerMissed', boat: boat.id, hex: boat.pos!, reason: miss, speed: end.speed });
    }
    if (end.refill && boat.coal < 6) {
      events.push({ type: 'coalRefilled', boat: boat.id, from: boat.coal });
      boat = { ...boat, coal: 6 };
    }
    if (end.finishes) {
      // places are per side: a side's first boat to finish places it (two boats each, teams)
      // sides placed because they went out of the race hold the last places, not these
      const place = finishedSides(state).size + 1;
      boat = { ...boat, pos: null, place };
      events.push({ type: 'finished', boat: boat.id, place });
      finishedSide = sideOfBoat(state.config, boat);
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
    const k = pack(b.pos);
    if (board.kind.get(k) === 'coalDepot' && b.speed === 1 && b.coal < 6 && !isBlackRose(b)) {
      events.push({ type: 'coalRefilled', boat: id, from: b.coal });
      boats[j] = { ...b, coal: 6 };
    }
    if (reorientsAfterPush(state, k)) reorient.push(id);
  }
  let queue = reorient;
  if (finishedSide >= 0) {
    // the side's other boats leave the river with it (only three players sailing two boats each go on)
    for (let j = 0; j < boats.length; j++) {
      const b = boats[j]!;
      if (j === i || b.place !== null || b.owner < 0 || sideOfBoat(state.config, b) !== finishedSide) continue;
      boats = replaceBoat(boats, j, { ...b, pos: null, place: boat.place });
      if (!b.out) events.push({ type: 'withdrawn', boat: b.id });
      queue = queue.filter((id) => id !== b.id);
    }
  }
  events.push({ type: 'turnEnded', boat: boat.id });
  const s: GameState = { ...state, boats, docks, turn: null, reorientQueue: queue };
  if (allSides(s.config).length - placedSides(s).size <= 1) return endGame(s, events);
  const partners = transferPartners(s, boat.id);
  if (partners.length > 0) return { ...s, pending: { kind: 'transfer', player: deciderOf(s, boat), boat: boat.id, partners } };
  return continueAfterTurn(s, events);
}

/**
 * The game is over: the sides still racing take the places after the placed ones, in race order
 * of their leading boat (RULINGS §17: places follow finishing order, then progress). Every boat
 * of a side shares its place; the Black Rose gets none.
 */
export function endGame(state: GameState, events: GameEvent[]): GameState {
  let boats = state.boats.slice();
  const sidePlace = new Map<number, number>();
  for (const b of boats) if (b.place !== null && b.owner >= 0) sidePlace.set(sideOfBoat(state.config, b), b.place);
  // the sides still racing come after the finished ones; sides out of the race hold the last places
  let place = finishedSides(state).size;
  for (const id of computeOrder({ ...state, boats })) {
    const b = boats[indexOfBoat(state, id)]!;
    if (b.owner < 0) continue;
    const side = sideOfBoat(state.config, b);
    if (!sidePlace.has(side)) sidePlace.set(side, ++place);
  }
  // sides with no boat on the river at all (cannot happen in play; keeps places complete)
  for (const side of allSides(state.config)) if (!sidePlace.has(side)) sidePlace.set(side, ++place);
  boats = boats.map((b) => (b.owner < 0 || b.place !== null ? b : { ...b, place: sidePlace.get(sideOfBoat(state.config, b))! }));
  const places = boats
    .filter((b) => b.place !== null)
    .sort((a, b) => a.place! - b.place!)
    .map((b) => b.id);
  const winnerSide = [...sidePlace].find(([, p]) => p === 1)![0];
  events.push({ type: 'gameOver', places, winners: seatsOfSide(state.config, winnerSide) });
  return { ...state, boats, turn: null, reorientQueue: [], pending: { kind: 'over' } };
}
