// The evaluation shared by every level: an estimate, in whole turns, of how long a boat still
// needs to win the race — reach the finish at speed 1 with 2 passengers — from where it is, at
// its speed, with its coal. It chains distance fields (fields.ts) through the passenger docks
// still useful to the boat (or a dock still hidden in the unplaced tiles) with the
// turns-to-arrive table (plan-table.ts), which prices braking for each stop.
import { hexKey } from '../hex.js';
import { TILES } from '../tiles-data.js';
import { boardOf, pack } from '../turn.js';
import type { Boat, BoatId, Dir, GameState, Hex, LegalTurn, PlayerId } from '../types.js';
import { distFacing, distOf, finishField, FAR, targetField, type Field } from './fields.js';
import { turnsToArrive } from './plan-table.js';

/** The parts of a boat the evaluation reads (a Boat, or a boat as a candidate turn leaves it). */
export interface BoatView {
  id: BoatId;
  pos: Hex | null;
  heading: Dir;
  speed: number;
  coal: number;
  passengers: number;
  docksUsed: readonly string[];
  lostTurns: number;
  freeDeparture: boolean;
  place: number | null;
}

export interface EvalWeights {
  /** Scale of the value of coal kept (COAL_VALUE, beyond what the turns-to-arrive table prices). */
  coal: number;
  /**
   * Extra turns charged for a passenger still to be found in the unplaced tiles (plus a scarcity
   * share: need / hidden docks × this value again).
   */
  hiddenDock: number;
  /** Weight of the closest rival's estimate (pushes that hurt rivals score). */
  rival: number;
  /** Turns per space still to sail to the first target: breaks ties of the whole-turn estimate. */
  progress: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { coal: 1, hiddenDock: 3, rival: 0.3, progress: 0.02 };

const FINISHED = -50;
/** Turns charged per passenger no dock can provide any more (the boat cannot win as things stand). */
const UNREACHABLE = 15;

/** Turns a coal stock is worth: the first units matter most (braking, turning towards a dock). */
const COAL_VALUE = [0, 0.6, 1.0, 1.3, 1.55, 1.75, 1.9];

/** Docks still to come in the face-down tiles (the remaining tile set is public). */
function hiddenDocks(state: GameState): number {
  let n = state.drawn && TILES[state.drawn].pier ? 1 : 0;
  for (const t of state.stack) if (TILES[t].pier) n++;
  return state.supply > 0 ? n : 0;
}

/** What the estimate needs about a position, computed once per state object. */
interface EvalCtx {
  fin: Field;
  extra: number;
  hidden: number;
  docks: { key: string; k: number; field: Field }[];
  /** Rest of the race after a first dock (need 2): by dock index, coal and usable-dock mask. */
  rest: Map<number, number>;
}

const ctxCache = new WeakMap<GameState, EvalCtx>();

function evalCtx(state: GameState): EvalCtx {
  let c = ctxCache.get(state);
  if (c) return c;
  const { field, extra } = finishField(state);
  const docks: EvalCtx['docks'] = [];
  for (const [key, n] of Object.entries(state.docks)) {
    if (n <= 0) continue;
    const [q, r] = key.split(',').map(Number) as [number, number];
    const k = pack({ q, r });
    docks.push({ key, k, field: targetField(state.river, k) });
  }
  c = { fin: field, extra, hidden: hiddenDocks(state), docks, rest: new Map() };
  ctxCache.set(state, c);
  return c;
}

/** Estimated turns for `b` to win from `state` (lower is better; finished boats score lowest). */
export function turnsToWin(state: GameState, b: BoatView, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (b.place !== null) return FINISHED + b.place;
  if (!b.pos) return 60; // waiting on the shipyard
  const k = pack(b.pos);
  const board = boardOf(state.river);
  const speed = b.freeDeparture ? 1 : b.speed;
  const coal = b.coal;
  let base = b.lostTurns;
  if (board.kind.get(k) === 'sandbank') base += coal > 0 ? 0.5 : 3;
  const c = evalCtx(state);
  const fin = c.fin;
  const extra = c.extra;
  const finFrom = (kk: number, s: number) => turnsToArrive(distOf(fin, kk) + extra, s, coal);
  const need = 2 - b.passengers;
  let best: number;
  let firstField: Field = fin;
  let firstExtra = extra;
  // The first leg starts from the boat's own heading; later legs start from a stop (any heading).
  const finFirst = () => turnsToArrive(distFacing(fin, k, b.heading) + extra, speed, coal);
  if (need <= 0) best = finFirst();
  else {
    best = Infinity;
    const hidden = c.hidden;
    let mask = 0;
    for (let i = 0; i < c.docks.length; i++) if (!b.docksUsed.includes(c.docks[i]!.key)) mask |= 1 << i;
    for (let i = 0; i < c.docks.length; i++) {
      if (!(mask & (1 << i))) continue;
      const d1 = c.docks[i]!;
      const t1 = turnsToArrive(distFacing(d1.field, k, b.heading), speed, coal);
      if (t1 >= best) continue;
      let rest: number;
      if (need === 1) rest = finFrom(d1.k, 1);
      else {
        const key = i * 8 + coal + mask * 256;
        const memo = c.rest.get(key);
        if (memo !== undefined) rest = memo;
        else {
          rest = (hidden >= 1 ? w.hiddenDock * (1 + 1 / hidden) : UNREACHABLE) + finFrom(d1.k, 1);
          for (let j = 0; j < c.docks.length; j++) {
            if (j === i || !(mask & (1 << j))) continue;
            const d2 = c.docks[j]!;
            const t2 = turnsToArrive(distOf(d2.field, d1.k), 1, coal);
            if (t2 >= rest) continue;
            rest = Math.min(rest, t2 + finFrom(d2.k, 1));
          }
          c.rest.set(key, rest);
        }
      }
      if (t1 + rest < best) {
        best = t1 + rest;
        firstField = d1.field;
        firstExtra = 0;
      }
    }
    {
      const t = finFirst() + need * (hidden >= need ? w.hiddenDock * (1 + need / hidden) : UNREACHABLE);
      if (t < best) {
        best = t;
        firstField = fin;
        firstExtra = extra;
      }
    }
  }
  const togo = Math.min(FAR, distFacing(firstField, k, b.heading) + firstExtra);
  return base + best - w.coal * COAL_VALUE[Math.max(0, Math.min(6, coal))]! + w.progress * togo;
}

/** The mover's boat as `turn` leaves it. */
export function boatAfter(state: GameState, boat: Boat, turn: LegalTurn): BoatView {
  const e = turn.end;
  let docksUsed: readonly string[] = boat.docksUsed;
  if (e.passengers > boat.passengers) docksUsed = [...docksUsed, hexKey(e.pos)];
  const finished = state.boats.filter((x) => x.place !== null).length;
  return {
    id: boat.id,
    pos: e.pos,
    heading: e.heading,
    speed: e.speed,
    coal: e.coal,
    passengers: e.passengers,
    docksUsed,
    lostTurns: boat.lostTurns + (turn.crash ? 1 : 0),
    freeDeparture: !!turn.crash,
    place: turn.finishes ? finished + 1 : null,
  };
}

/** The side a seat plays for: its team when teams are set, else the seat itself. */
export function sideOf(state: GameState, player: PlayerId): string {
  const team = state.config.seats[player]?.team;
  return team === undefined ? `p${player}` : `t${team}`;
}

/** Each racing boat's estimate (the Black Rose races for nobody). */
function boatEstimates(state: GameState, w: EvalWeights): Map<BoatId, number> {
  const out = new Map<BoatId, number>();
  for (const b of state.boats) if (b.id !== 'black') out.set(b.id, turnsToWin(state, b, w));
  return out;
}

/**
 * The best estimate of each side (a side wins with its first boat home), with replacements for
 * the boats a candidate turn changes (the mover, pushed boats).
 */
function sideEstimates(state: GameState, base: Map<BoatId, number>, replace: ReadonlyMap<BoatId, BoatView>, w: EvalWeights): Map<string, number> {
  const out = new Map<string, number>();
  for (const b of state.boats) {
    if (b.id === 'black') continue;
    const side = sideOf(state, b.owner);
    const r = replace.get(b.id);
    const t = r ? turnsToWin(state, r, w) : base.get(b.id)!;
    const old = out.get(side);
    if (old === undefined || t < old) out.set(side, t);
  }
  return out;
}

function sideScore(est: Map<string, number>, mine: string, w: EvalWeights): number {
  let rival = Infinity;
  for (const [side, t] of est) if (side !== mine && t < rival) rival = t;
  return -(est.get(mine) ?? 0) + w.rival * (Number.isFinite(rival) ? rival : 0);
}

/**
 * Scores of the candidate turns of the boat to move, for the side of the player deciding (higher
 * is better): minus the side's best estimate, plus a share of the closest rival side's (so a
 * push that delays the leader counts). Works unchanged for the Black Rose (moved by a player for
 * their own side), two boats per player and teams.
 */
export function scoreTurns(state: GameState, turns: readonly LegalTurn[], w: EvalWeights = DEFAULT_WEIGHTS): number[] {
  const p = state.pending;
  if (p.kind !== 'move') return turns.map(() => 0);
  const boat = state.boats.find((b) => b.id === p.boat)!;
  const mine = sideOf(state, p.player);
  const base = boatEstimates(state, w);
  return turns.map((t) => {
    const replace = new Map<BoatId, BoatView>();
    if (boat.id !== 'black') replace.set(boat.id, boatAfter(state, boat, t));
    for (const x of t.pushed ?? []) {
      const b = state.boats.find((y) => y.id === x.boat);
      if (b) replace.set(b.id, { ...(replace.get(b.id) ?? b), pos: x.pos });
    }
    return sideScore(sideEstimates(state, base, replace, w), mine, w);
  });
}

/** Value of a whole position for a player's side (used at the leaves of the hard search). */
export function positionValue(state: GameState, player: PlayerId, w: EvalWeights = DEFAULT_WEIGHTS): number {
  return sideScore(sideEstimates(state, boatEstimates(state, w), new Map(), w), sideOf(state, player), w);
}
