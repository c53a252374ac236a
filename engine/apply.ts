// The one transition: apply(state, action) → new state + events, or a rejection code that
// leaves the state untouched. Pure: the input state is never mutated (new objects all the way
// down the changed path, everything else shared).
import { guardCtx, roseHeadings } from './black-rose.js';
import { isBlackRose } from './sides.js';
import { beginTurn, continueAfterTurn, endGame, endTurn, enterDock, nextTurn } from './flow.js';
import { isStalled, stalledEvent } from './end-of-game.js';
import { checkTransfer } from './transfer.js';
import { checkMoveAction, moverIndex } from './legal.js';
import { applyDieRoll, applyDrawTile, applyFinishRoll, applyPlaceBoat, applyStartOrder } from './setup.js';
import { dockKey, makeCtx, nodeFromState, unpack, type TurnCtx, type TurnNode } from './turn.js';
import type { Action, ApplyResult, Boat, Dir, ErrorCode, GameEvent, GameState, Hex } from './types.js';

const ACTION_TYPES = new Set([
  'startOrder', 'drawTile', 'rollDie', 'rollFinish', 'placeBoat', 'speed', 'rotate', 'advance', 'reverse',
  'confirm', 'reorient', 'depart', 'enterDock', 'transfer', 'skipTransfer', 'endStalledRace',
]);

function reject(code: ErrorCode, detail?: string): ApplyResult {
  return detail ? { ok: false, code, detail } : { ok: false, code };
}

function isHeading(h: unknown): h is Dir {
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= 5;
}

export function apply(state: GameState, action: Action): ApplyResult {
  if (typeof action !== 'object' || action === null || !ACTION_TYPES.has((action as { type?: unknown }).type as string)) {
    return reject('action/malformed');
  }
  if (state.pending.kind === 'over') return reject('game/over');
  const events: GameEvent[] = [];
  const r = dispatch(state, action, events);
  if ('code' in r) return reject(r.code);
  // every path builds a new state object; copy only if one ever hands back its input
  const next = r.state === state ? { ...state } : r.state;
  next.seq = state.seq + 1;
  if (r.completable !== undefined) completable.set(next, r.completable);
  return { ok: true, state: next, events };
}

type Step = { state: GameState; completable?: boolean } | { code: ErrorCode };

function dispatch(state: GameState, a: Action, events: GameEvent[]): Step {
  const p = state.pending;
  switch (a.type) {
    case 'startOrder':
    case 'drawTile':
    case 'rollDie':
    case 'rollFinish':
      return chance(state, a, events);
    case 'placeBoat': {
      if (p.kind !== 'placeBoat') return { code: 'action/wrong-decision' };
      if (!isHeading(a.heading)) return { code: 'heading/invalid' };
      const r = applyPlaceBoat(state, a.heading);
      if ('code' in r) return r;
      events.push(...r.events);
      const s = r.state;
      // after the last placement round 1 begins: start the first boat's turn properly
      return { state: s.pending.kind === 'move' && s.turn === null ? nextTurn(s, events) : s };
    }
    case 'reorient': {
      if (p.kind !== 'reorient') return { code: 'action/wrong-decision' };
      if (!isHeading(a.heading)) return { code: 'heading/invalid' };
      const i = state.boats.findIndex((b) => b.id === p.boat);
      const b = state.boats[i]!;
      if (isBlackRose(b) && !roseHeadings(state).includes(a.heading)) return { code: 'move/black-rose-needs-coal' };
      events.push({ type: 'reoriented', boat: b.id, from: b.heading, to: a.heading });
      const boats = state.boats.slice();
      boats[i] = { ...b, heading: a.heading };
      return { state: continueAfterTurn({ ...state, boats, reorientQueue: state.reorientQueue.slice(1) }, events) };
    }
    case 'depart': {
      if (p.kind !== 'depart') return { code: 'action/wrong-decision' };
      if (!isHeading(a.heading)) return { code: 'heading/invalid' };
      const i = state.boats.findIndex((b) => b.id === p.boat);
      const b: Boat = { ...state.boats[i]!, heading: a.heading, speed: 1, freeDeparture: false };
      const boats = state.boats.slice();
      boats[i] = b;
      events.push({ type: 'departed', boat: b.id, heading: a.heading });
      return { state: beginTurn({ ...state, boats }, i, events, true) };
    }
    case 'enterDock': {
      if (p.kind !== 'enterDock') return { code: 'action/wrong-decision' };
      if (!isHeading(a.heading)) return { code: 'heading/invalid' };
      const s = enterDock(state, a.dock, a.heading, events);
      return s ? { state: s } : { code: 'dock/unavailable' };
    }
    case 'transfer': {
      if (p.kind !== 'transfer') return { code: 'action/wrong-decision' };
      const t = checkTransfer(state, a);
      if ('code' in t) return t;
      const boats = state.boats.map((b) => {
        // the Black Rose's coal is unlimited: giving does not lower its allowance
        if (b.id === t.from.id && b.owner >= 0) return { ...b, coal: b.coal - t.amount };
        if (b.id === t.to.id) return { ...b, coal: b.coal + t.amount };
        return b;
      });
      events.push({ type: 'coalTransferred', from: t.from.id, to: t.to.id, amount: t.amount });
      let next: GameState = { ...state, boats };
      if (t.from.owner < 0 && next.blackRose) next = { ...next, blackRose: { ...next.blackRose, given: next.blackRose.given + t.amount } };
      return { state: continueAfterTurn(next, events) };
    }
    case 'skipTransfer': {
      if (p.kind !== 'transfer') return { code: 'action/wrong-decision' };
      return { state: continueAfterTurn(state, events) };
    }
    case 'endStalledRace': {
      // any player decision will do (even mid-turn: the race ends where the boats are); never a chance event
      if (p.kind === 'chance') return { code: 'action/wrong-decision' };
      if (!isStalled(state)) return { code: 'race/not-stalled' };
      events.push(stalledEvent(state));
      return { state: endGame(state, events) };
    }
    default:
      return move(state, a, events);
  }
}

function chance(state: GameState, a: Action, events: GameEvent[]): Step {
  const p = state.pending;
  if (p.kind !== 'chance' || p.chance !== a.type) return { code: 'action/wrong-decision' };
  let r;
  switch (a.type) {
    case 'startOrder':
      r = applyStartOrder(state, a.order);
      break;
    case 'drawTile':
      r = applyDrawTile(state, a.tile);
      break;
    case 'rollDie':
      r = applyDieRoll(state, a.face);
      break;
    case 'rollFinish':
      r = applyFinishRoll(state, a.face);
      break;
    default:
      return { code: 'action/wrong-decision' };
  }
  if ('code' in r) return r;
  events.push(...r.events);
  const s = r.state;
  // a tile placed mid-game (and the Finish after the last tile) settles the owed reveal; a
  // refused roll (mq-rules-2) leaves the same roll pending
  const tileLaid = a.type === 'rollDie' && s.drawn === null && !(s.pending.kind === 'chance' && s.pending.chance === 'rollFinish');
  if (tileLaid || (a.type === 'rollFinish' && s.finish !== null)) {
    return { state: continueAfterTurn({ ...s, revealOwed: false }, events) };
  }
  return { state: s };
}

/**
 * Whether a complete legal turn exists from a mid-turn state, remembered for the states apply()
 * produced (a cache beside the state, never part of it), so each step is searched once.
 */
const completable = new WeakMap<GameState, boolean>();

function move(state: GameState, a: Action, events: GameEvent[]): Step {
  const i = moverIndex(state);
  if (i < 0) return { code: 'action/wrong-decision' };
  const ctx = guardCtx(makeCtx(state, i));
  const n = nodeFromState(state, i);
  const checked = checkMoveAction(ctx, n, a, events, completable.get(state));
  if ('code' in checked) {
    events.length = 0;
    return checked;
  }
  if (a.type === 'confirm') return { state: endTurn(state, n, checked.crash, events) };
  const after = checked.node;
  const moved = after.pos === n.pos ? null : [unpack(after.pos)];
  return { state: writeStep(state, ctx, n, after, a.type === 'rotate' ? 1 : 0, moved), completable: checked.completable };
}

/**
 * Writes searched steps back into the game state (mover, pushed boats, docks, turn record): one
 * step, or several searched from one context (applyLegalTurn), `after` then holding every boat
 * pushed since `before`. `rotations`: rotate actions among them; `moved`: the spaces entered, in order.
 */
export function writeStep(state: GameState, ctx: TurnCtx, before: TurnNode, after: TurnNode, rotations: number, moved: readonly Hex[] | null): GameState {
  const boats = state.boats.slice();
  const m = boats[ctx.mover]!;
  const pos = moved ? moved[moved.length - 1]! : null;
  const turn = state.turn!;
  // the sixth boat's virtual coal goes first: the real coal stays within 0-6
  const coal = Math.min(after.coal, m.coal);
  boats[ctx.mover] = {
    ...m,
    pos: pos ?? m.pos,
    heading: after.heading,
    speed: after.stranded ? 1 : after.speed,
    coal,
  };
  let docks = state.docks;
  let pushedIds = turn.pushed;
  for (const p of after.pushed) {
    const b = boats[p.i]!;
    boats[p.i] = {
      ...b,
      pos: unpack(p.pos),
      speed: p.speed,
      passengers: p.passengers,
      docksUsed: p.took.length > 0 ? [...b.docksUsed, ...p.took.map(dockKey)] : b.docksUsed,
    };
    for (const k of p.took.map(dockKey)) docks = { ...docks, [k]: (docks[k] ?? 0) - 1 };
    if (!pushedIds.includes(b.id)) pushedIds = [...pushedIds, b.id];
  }
  return {
    ...state,
    boats,
    docks,
    revealOwed: after.newest,
    turn: {
      ...turn,
      speedChosen: after.speedSet,
      pointsLeft: after.points,
      rotations: turn.rotations + rotations,
      rotHere: after.rotHere,
      coalSpent: turn.coalSpent + (before.coal - after.coal),
      driftwoodEntered: after.drift,
      pushed: pushedIds,
      path: moved ? [...turn.path, ...moved] : turn.path,
      stranded: after.stranded,
      freeTurns: after.freeTurns,
      ...(turn.virtualCoal !== undefined ? { virtualCoal: after.coal - coal } : {}),
    },
  };
}
