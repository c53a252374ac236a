// The evaluation shared by every level: an estimate, in whole turns, of how long a boat still
// needs to win the race — reach the finish at speed 1 with 2 passengers — from where it is, at
// its speed, with its coal. It chains distance fields (fields.ts) through the passenger docks
// still useful to the boat (or a dock still hidden in the unplaced tiles) with the
// turns-to-arrive table (plan-table.ts), which prices braking for each stop.
import { hexDistance, hexKey } from '../hex.js';
import { TILES } from '../tiles-data.js';
import { boardOf, pack, unpack } from '../turn.js';
import type { Boat, BoatId, Dir, GameState, Hex, LegalTurn, PlayerId } from '../types.js';
import { distFacing, distOf, finishField, FAR, targetField, type Field } from './fields.js';
import { turnsToArrive } from './plan-table.js';
import { addAny, addStops, coallessGraph, NO_WAY, solve, stateOf, valueAt, type CoallessTable } from './coalless.js';
import { coalGraph, coalValueAt, MAX_COAL, solveCoal, type CoalTable } from './coal-plan.js';
import { CELL_DEPOT } from '../turn.js';
import { globalHex } from '../river.js';
import { stallStatus } from '../end-of-game.js';

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
  /**
   * Weight of a side's other boats (two boats each, teams): the side wins with its first boat,
   * but a second boat that keeps racing is the side's insurance against a crash.
   */
  support: number;
  /** Turns credited for standing in a rival leader's way (the Black Rose, a side's helper boat). */
  block: number;
  /**
   * Spread (in turns) of the soft minimum over a side's boats; 0 = the leader's estimate plus
   * `support` × the others'.
   */
  spread: number;
  /** Boats at 0 coal are valued by their exact plan (coalless.ts) rather than the estimate. */
  coalless: boolean;
  /**
   * Every boat is valued by its exact plan with its coal (coal-plan.ts) rather than the estimate:
   * set by planWeights once the race has stopped moving.
   */
  planAnyCoal?: boolean;
  /**
   * The expert's only (absent for every other level, whose play stays bit for bit): the chance
   * (0-1) that a dock's last passenger is gone before the boat gets there when a boat of another
   * side heading for it arrives sooner (half of it when both need as many turns). The boat's plan
   * through that dock is then worth its expected value over the boat's next ways (expectedWay).
   */
  contested?: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { coal: 1, hiddenDock: 3, rival: 0.3, progress: 0.02, support: 0.1, block: 0.3, spread: 1.5, coalless: true };

const FINISHED = -50;
/** Turns charged per passenger no dock can provide any more (the boat cannot win as things stand). */
const UNREACHABLE = 15;
/**
 * The same in the exact plans (0 coal, or a stalled race): there the "finish without it" goal is
 * a fiction that must never tie with a real trip to a dock. At 15, two boats that each needed a
 * passenger from a dock 25 spaces back upstream rated waiting by the Finish as good as going
 * (both about 16 turns) and sailed about there for 250 rounds (5 players, seed 1600110).
 */
const PLAN_UNREACHABLE = 60;

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
  /**
   * Share of the hidden-dock charge kept: 1 − dragFactor. A race that drags on (boats crowding
   * the docks in sight) sends them on down the river, where the tiles still face down hold more.
   */
  keep: number;
  /** Tables of the exact plan at 0 coal, by weights and need * 65536 + usable-dock mask. */
  coalless: Map<EvalWeights, Map<number, CoallessTable>>;
  /** turnsToWin by weights and estimateKey (with contested weights: × 8 + the boat's owner). */
  estimates: Map<EvalWeights, Map<number, number>>;
  /** Per side: the turns a boat of another side heading for each dock (by index) needs to take its last passenger. */
  contest: Map<string, number[]>;
}

const ctxCache = new WeakMap<GameState, EvalCtx>();

/**
 * Lets `to` use the estimate's context of `from`: for a position that differs from `from` only in
 * its boats and the decision pending (a heading tried out), whose context is the same (it reads
 * the river, the docks, the tiles to come and the round).
 */
export function shareEvalCtx(from: GameState, to: GameState): void {
  ctxCache.set(to, evalCtx(from));
}

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
  c = { fin: field, extra, hidden: hiddenDocks(state), docks, rest: new Map(), coalless: new Map(), estimates: new Map(), contest: new Map(), keep: 1 - dragFactor(state) };
  ctxCache.set(state, c);
  return c;
}

/** Turns charged to a boat at 0 coal that can never reach the finish without coal (on a sandbank, in a dead end). */
const STRANDED = 45;
/** Turns a hopeless boat at 0 coal gains by running aground (out of the race: the race can end). */
const AGROUND_EDGE = 8;

/**
 * The exact turns-to-win table of a boat at 0 coal needing `need` passengers from the docks of
 * `mask` (bits over ctx.docks): goals are the finish docks at speed 1 (or, before the finish is
 * placed, the newest tile's exit row plus the hidden distance), each usable dock at speed 1 (worth
 * the table of one passenger less from there) and every coal depot at speed 1 (worth the usual
 * estimate with 6 coal from there). Memoised per river and goal set.
 */
function coallessValue(state: GameState, c: EvalCtx, need: number, mask: number, w: EvalWeights): CoallessTable {
  const g = coallessGraph(state.river);
  // (with all passengers aboard the docks do not matter)
  const docksKey = need === 0 ? '' : c.docks.filter((_, i) => mask & (1 << i)).map((d) => d.key).join(';');
  const key = `${need}|${docksKey}|${c.extra}|${c.hidden}|${state.finish ? 'f' : '-'}|${w.hiddenDock * c.keep}|${w.coal}|${w.progress}`;
  const memo = g.tables.get(key);
  if (memo) return memo;
  const sources = new Map<number, number>();
  const penalty = need === 0 ? 0 : need * (c.hidden >= need ? w.hiddenDock * c.keep * (1 + need / c.hidden) : PLAN_UNREACHABLE);
  if (state.finish) for (const d of state.finish.docks) addStops(g, sources, pack(d), () => penalty);
  else {
    const last = state.river[state.river.length - 1]!;
    for (const i of [15, 16, 17, 18, 19]) addAny(g, sources, pack(globalHex(last, i)), (s) => penalty + turnsToArrive(c.extra, s, 0));
  }
  if (need > 0) {
    for (let i = 0; i < c.docks.length; i++) {
      if (!(mask & (1 << i))) continue;
      const next = coallessValue(state, c, need - 1, mask & ~(1 << i), w);
      const d = c.docks[i]!;
      addStops(g, sources, d.k, (h) => next.dist[stateOf(g, d.k, h, 1)]!);
    }
  }
  const used = c.docks.filter((_, i) => !(mask & (1 << i))).map((d) => d.key);
  for (const k of g.spaces) {
    if (!(g.cell[k]! & CELL_DEPOT)) continue;
    const pos = unpack(k);
    addStops(g, sources, k, (h) =>
      turnsToWin(state, { id: 'white', pos, heading: h as Dir, speed: 1, coal: 6, passengers: 2 - need, docksUsed: used, lostTurns: 0, freeDeparture: false, place: null }, uncontested(w)),
    );
  }
  const t = solve(g, sources);
  g.tables.set(key, t);
  return t;
}

/** The docks with passengers that `b` may still use, as bits over ctx.docks. */
function usableDocks(c: EvalCtx, b: BoatView): number {
  let mask = 0;
  for (let i = 0; i < c.docks.length; i++) if (!b.docksUsed.includes(c.docks[i]!.key)) mask |= 1 << i;
  return mask;
}

/**
 * The exact fewest turns for `b` to win at 0 coal if it never gets coal (other boats ignored;
 * coal depots count), or NO_WAY (1e6) if it cannot: on a sandbank, in a dead end.
 */
export function coallessTurns(state: GameState, b: BoatView, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (b.place !== null) return 0;
  if (!b.pos) return NO_WAY;
  const c = evalCtx(state);
  const mask = usableDocks(c, b);
  const need = Math.max(0, 2 - b.passengers);
  let byW = c.coalless.get(w);
  if (!byW) c.coalless.set(w, (byW = new Map()));
  const tk = need * 65536 + (need === 0 ? 0 : mask);
  let t = byW.get(tk);
  if (!t) byW.set(tk, (t = coallessValue(state, c, need, mask, w)));
  const g = coallessGraph(state.river);
  return valueAt(g, t, stateOf(g, pack(b.pos), b.heading, b.freeDeparture ? 1 : b.speed));
}

/**
 * The coal-plan table (coal-plan.ts) of a boat needing `need` passengers from the docks of `mask`:
 * goals are the finish docks at speed 1 (or, before the finish is placed, the newest tile's exit
 * row plus the hidden distance) and each usable dock at speed 1, worth the table of one passenger
 * less from there with the coal the boat has; coal depots refill inside the plan.
 */
function coalPlanValue(state: GameState, c: EvalCtx, need: number, mask: number, w: EvalWeights): CoalTable {
  const g = coalGraph(state.river);
  const n = g.base.spaces.length * 36;
  const docksKey = need === 0 ? '' : c.docks.filter((_, i) => mask & (1 << i)).map((d) => d.key).join(';');
  // (no drag factor here, unlike the estimate: it changes every round of a late race, and each
  // change would cost a new table)
  const key = `coal|${need}|${docksKey}|${c.extra}|${c.hidden}|${state.finish ? 'f' : '-'}|${w.hiddenDock}`;
  const memo = g.tables.get(key);
  if (memo) return memo;
  const sources = new Map<number, number>();
  const put = (x: number, v: number) => {
    if (v < (sources.get(x) ?? Infinity)) sources.set(x, v);
  };
  const penalty = need === 0 ? 0 : need * (c.hidden >= need ? w.hiddenDock * (1 + need / c.hidden) : PLAN_UNREACHABLE);
  const stops = (k: number, value: (h: number, coal: number) => number) => {
    for (let h = 0; h < 6; h++) {
      const x = stateOf(g.base, k, h, 1);
      if (x >= 0) for (let cl = 0; cl <= MAX_COAL; cl++) put(cl * n + x, value(h, cl));
    }
  };
  if (state.finish) for (const d of state.finish.docks) stops(pack(d), () => penalty);
  else {
    const last = state.river[state.river.length - 1]!;
    for (const i of [15, 16, 17, 18, 19]) {
      const k = pack(globalHex(last, i));
      for (let h = 0; h < 6; h++) {
        for (let s = 1; s <= 6; s++) {
          const x = stateOf(g.base, k, h, s);
          if (x >= 0) for (let cl = 0; cl <= MAX_COAL; cl++) put(cl * n + x, penalty + turnsToArrive(c.extra, s, cl));
        }
      }
    }
  }
  if (need > 0) {
    for (let i = 0; i < c.docks.length; i++) {
      if (!(mask & (1 << i))) continue;
      const next = coalPlanValue(state, c, need - 1, mask & ~(1 << i), w);
      const d = c.docks[i]!;
      stops(d.k, (h, cl) => next.dist[cl * n + stateOf(g.base, d.k, h, 1)]!);
    }
  }
  const t = solveCoal(g, sources);
  g.tables.set(key, t);
  return t;
}

/** The fewest turns for `b` to win with its coal by the coal plan (other boats ignored), or NO_WAY. */
export function coalPlanTurns(state: GameState, b: BoatView, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (b.place !== null) return 0;
  if (!b.pos) return NO_WAY;
  const c = evalCtx(state);
  const mask = usableDocks(c, b);
  const need = Math.max(0, 2 - b.passengers);
  const t = coalPlanValue(state, c, need, need === 0 ? 0 : mask, w);
  const g = coalGraph(state.river);
  return coalValueAt(g, t, stateOf(g.base, pack(b.pos), b.heading, b.freeDeparture ? 1 : b.speed), b.coal);
}

/**
 * Turns for the first leg, `d` steps from the boat's own heading. A module function, not a closure
 * in turnsToWin: run through tsx (`npm run mq`), every closure made per call was wrapped to keep
 * its name, which was a sixth of a tournament's time.
 */
function firstLeg(d: number, speed: number, coal: number): number {
  return d === 0 && speed === 1 ? (coal >= 2 ? 2 : 3) : turnsToArrive(d, speed, coal);
}

/** A way to win through a first dock: its index in ctx.docks, the turns to it and to win through it. */
interface DockWay {
  i: number;
  t1: number;
  total: number;
}

/**
 * The best way to win through a first dock (i −1, total Infinity: none) for a boat at space `k`
 * needing `need` (1-2) passengers from the docks of `mask`; with `ways`, every way is listed
 * there (else ways no better than the best are skipped early).
 */
function firstDock(c: EvalCtx, k: number, heading: number, speed: number, coal: number, need: number, mask: number, w: EvalWeights, ways: DockWay[] | null): { i: number; total: number } {
  const fin = c.fin;
  const extra = c.extra;
  const hidden = c.hidden;
  let best = Infinity;
  let at = -1;
  for (let i = 0; i < c.docks.length; i++) {
    if (!(mask & (1 << i))) continue;
    const d1 = c.docks[i]!;
    const t1 = firstLeg(distFacing(d1.field, k, heading), speed, coal);
    if (t1 >= best && !ways) continue;
    let rest: number;
    if (need === 1) rest = turnsToArrive(distOf(fin, d1.k) + extra, 1, coal);
    else {
      const key = i * 8 + coal + mask * 256;
      const memo = c.rest.get(key);
      if (memo !== undefined) rest = memo;
      else {
        rest = (hidden >= 1 ? w.hiddenDock * c.keep * (1 + 1 / hidden) : UNREACHABLE) + turnsToArrive(distOf(fin, d1.k) + extra, 1, coal);
        for (let j = 0; j < c.docks.length; j++) {
          if (j === i || !(mask & (1 << j))) continue;
          const d2 = c.docks[j]!;
          const t2 = turnsToArrive(distOf(d2.field, d1.k), 1, coal);
          if (t2 >= rest) continue;
          rest = Math.min(rest, t2 + turnsToArrive(distOf(fin, d2.k) + extra, 1, coal));
        }
        c.rest.set(key, rest);
      }
    }
    ways?.push({ i, t1, total: t1 + rest });
    if (t1 + rest < best) {
      best = t1 + rest;
      at = i;
    }
  }
  return { i: at, total: best };
}

/** A rival heading for a dock: its way through it is within this many turns of its best. */
const HEADING_SLACK = 1;

/**
 * For the boats of `b`'s side: per dock with one passenger left, the fewest turns a boat of
 * another side needs to take it, among those heading for it (Infinity: none). Boats are where
 * the state has them (a candidate turn's pushes aside), valued without contest.
 */
function contestOf(state: GameState, c: EvalCtx, b: BoatView, w: EvalWeights): number[] {
  const owner = state.boats.find((x) => x.id === b.id)?.owner ?? -1;
  const mine = owner >= 0 ? sideOf(state, owner) : '';
  let out = c.contest.get(mine);
  if (out) return out;
  out = c.docks.map(() => Infinity);
  const ways: DockWay[] = [];
  for (const r of state.boats) {
    if (r.owner < 0 || r.place !== null || !r.pos || r.passengers >= 2 || sideOf(state, r.owner) === mine) continue;
    ways.length = 0;
    const best = firstDock(c, pack(r.pos), r.heading, r.freeDeparture ? 1 : r.speed, r.coal, 2 - r.passengers, usableDocks(c, r), uncontested(w), ways);
    for (const x of ways) {
      if (state.docks[c.docks[x.i]!.key] !== 1 || x.total > best.total + HEADING_SLACK) continue;
      out[x.i] = Math.min(out[x.i]!, r.lostTurns + x.t1);
    }
  }
  c.contest.set(mine, out);
  return out;
}

/**
 * What a boat's ways through a first dock are worth when a rival may take a dock's last passenger
 * first: the best way if it holds, else the next, and so on, down to `fallback` (the finish with
 * passengers from the tiles to come); `loss` is the chance a dock is gone when a rival gets there
 * sooner (half when as soon).
 */
function expectedWay(ways: DockWay[], fallback: number, rivals: readonly number[], lostTurns: number, loss: number): number {
  ways.sort((x, y) => x.total - y.total || x.i - y.i);
  let value = 0;
  let open = 1; // the chance that every better way has gone
  for (const x of ways) {
    if (x.total >= fallback) break;
    const mine = lostTurns + x.t1;
    const rival = rivals[x.i]!;
    const q = rival < mine ? loss : rival === mine ? loss / 2 : 0;
    value += open * (1 - q) * x.total;
    open *= q;
    if (open === 0) return value;
  }
  return value + open * fallback;
}

/** Estimated turns for `b` to win from `state` (lower is better; finished boats score lowest). */
export function turnsToWin(state: GameState, b: BoatView, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (b.place !== null) return FINISHED + b.place;
  if (!b.pos) return 60; // waiting on the shipyard
  const c = evalCtx(state);
  let key = estimateKey(c, b);
  if (key < 0) return estimate(state, b, w);
  // a contested dock depends on whose boat it is (the rivals are the other sides')
  if (w.contested) key = key * 8 + ownerOf(state, b);
  let memo = c.estimates.get(w);
  if (!memo) c.estimates.set(w, (memo = new Map()));
  let v = memo.get(key);
  if (v === undefined) memo.set(key, (v = estimate(state, b, w)));
  return v;
}

/** The seat owning boat `b` (0-5), or 6 for the Black Rose or a boat not in the state. */
function ownerOf(state: GameState, b: BoatView): number {
  const owner = state.boats.find((x) => x.id === b.id)?.owner ?? -1;
  return owner >= 0 ? owner : 6;
}

const plainVariants = new WeakMap<EvalWeights, EvalWeights>();
/** `w` without the contested docks (for boats that are no real boat of the state: a depot's value in the exact plan). */
function uncontested(w: EvalWeights): EvalWeights {
  if (!w.contested) return w;
  let v = plainVariants.get(w);
  if (!v) plainVariants.set(w, (v = { ...w, contested: 0 }));
  return v;
}

/**
 * What the estimate reads of a boat, as one number (-1 when out of the usual ranges): its space,
 * heading, speed (1 for a free departure), coal, passengers, lost turns and the docks it may still
 * use. The same boat is valued again and again: a pushed boat for every turn that pushes it the
 * same way, the ends that the six headings of a heading decision share, easy's gains.
 */
function estimateKey(c: EvalCtx, b: BoatView): number {
  const speed = b.freeDeparture ? 1 : b.speed;
  const { heading, coal, passengers, lostTurns } = b;
  // (x & 7) === x: an integer from 0 to 7
  if ((heading & 7) !== heading || (speed & 7) !== speed || (coal & 15) !== coal || (passengers & 3) !== passengers || (lostTurns & 7) !== lostTurns || c.docks.length > 16) return -1;
  const mask = usableDocks(c, b);
  return (((((mask * 8 + lostTurns) * 4 + passengers) * 16 + coal) * 8 + speed) * 8 + heading) * 65536 + pack(b.pos!);
}

/** turnsToWin, computed (for a boat on the river, not finished: turnsToWin answers the others). */
function estimate(state: GameState, b: BoatView, w: EvalWeights): number {
  const k = pack(b.pos!);
  const board = boardOf(state.river);
  const speed = b.freeDeparture ? 1 : b.speed;
  const coal = b.coal;
  let base = b.lostTurns;
  const onSand = board.kind.get(k) === 'sandbank';
  if (onSand) base += coal > 0 ? 0.5 : 3;
  const c = evalCtx(state);
  if (w.planAnyCoal) {
    // The race has stopped moving: the estimate's optimism (turns priced too cheaply round docks
    // and sandbank walls) kept boats circling a spot it rated a few turns from the goal, no turn
    // ever getting them nearer. The plan with coal (coal-plan.ts) is what the boat can surely do,
    // and following it gains a turn every turn, other boats aside.
    const v = coalPlanTurns(state, b, w);
    if (v >= NO_WAY) return b.lostTurns + STRANDED - (onSand && coal === 0 ? AGROUND_EDGE : 0);
    const togo = b.passengers >= 2 ? Math.min(FAR, distFacing(c.fin, k, b.heading) + c.extra) : 0;
    return base + v + w.progress * togo;
  }
  if (coal === 0 && w.coalless) {
    // Without coal the boat's real moves are few: the exact plan (coalless.ts) replaces the
    // estimate, so a captain never circles for ever, nor strands itself where it cannot move.
    const v = coallessTurns(state, b, w);
    // A boat that can never win without coal (a sandbank wall ahead, no depot it can reach) is
    // out of it: rather than sail about for ever, it runs onto a sandbank, where the rules end its
    // race (all boats still racing stuck: the game ends; or it is out of the race). The edge is
    // wide, so no jitter, rival term or slack talks a captain out of it: two hopeless boats that
    // each wait for the other to go aground first would keep the race going for ever.
    if (v >= NO_WAY) return b.lostTurns + STRANDED - (onSand ? AGROUND_EDGE : 0);
    const togo = b.passengers >= 2 ? Math.min(FAR, distFacing(c.fin, k, b.heading) + c.extra) : 0;
    return base + v + w.progress * togo;
  }
  const fin = c.fin;
  const extra = c.extra;
  const need = 2 - b.passengers;
  let best: number;
  let firstField: Field = fin;
  let firstExtra = extra;
  // The first leg starts from the boat's own heading; later legs start from a stop (any heading).
  // A boat standing on its target (pushed there, crashed there) has not arrived: a dock or the
  // finish counts only at the end of its own move, so it must leave and come back.
  if (need <= 0) best = firstLeg(distFacing(fin, k, b.heading) + extra, speed, coal);
  else {
    const hidden = c.hidden;
    const ways: DockWay[] | null = w.contested ? [] : null;
    const first = firstDock(c, k, b.heading, speed, coal, need, usableDocks(c, b), w, ways);
    best = first.total;
    if (first.i >= 0) {
      firstField = c.docks[first.i]!.field;
      firstExtra = 0;
    }
    const t = firstLeg(distFacing(fin, k, b.heading) + extra, speed, coal) + need * (hidden >= need ? w.hiddenDock * c.keep * (1 + need / hidden) : UNREACHABLE);
    if (t < best) {
      best = t;
      firstField = fin;
      firstExtra = extra;
    }
    if (ways) best = expectedWay(ways, t, contestOf(state, c, b, w), b.lostTurns, w.contested!);
  }
  const togo = Math.min(FAR, distFacing(firstField, k, b.heading) + firstExtra);
  return base + best - w.coal * COAL_VALUE[Math.max(0, Math.min(6, coal))]! + w.progress * togo;
}

/** The mover's boat as `turn` leaves it. */
export function boatAfter(state: GameState, boat: Boat, turn: LegalTurn): BoatView {
  return boatAfterTurn(boat, turn, finishedCount(state));
}

function finishedCount(state: GameState): number {
  return state.boats.filter((x) => x.place !== null).length;
}

/** boatAfter, given how many boats have finished (scoreTurns counts them once, not per turn). */
function boatAfterTurn(boat: Boat, turn: LegalTurn, finished: number): BoatView {
  const e = turn.end;
  let docksUsed: readonly string[] = boat.docksUsed;
  if (e.passengers > boat.passengers) docksUsed = [...docksUsed, hexKey(e.pos)];
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

/** The side of a boat; null for the Black Rose (it races for nobody). */
function boatSide(state: GameState, b: Boat): string | null {
  return b.owner < 0 ? null : sideOf(state, b.owner);
}

/** Each racing boat's estimate (the Black Rose races for nobody). */
function boatEstimates(state: GameState, w: EvalWeights): Map<BoatId, number> {
  const out = new Map<BoatId, number>();
  for (const b of state.boats) if (b.owner >= 0) out.set(b.id, turnsToWin(state, b, w));
  return out;
}

/** Per side: its boats' estimates, best first. */
function sideLists(state: GameState, base: Map<BoatId, number>, replace: ReadonlyMap<BoatId, BoatView>, w: EvalWeights): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const b of state.boats) {
    const side = boatSide(state, b);
    if (side === null) continue;
    const r = replace.get(b.id);
    const t = r ? turnsToWin(state, r, w) : base.get(b.id)!;
    const list = out.get(side);
    if (list) list.push(t);
    else out.set(side, [t]);
  }
  for (const l of out.values()) l.sort((a, b) => a - b);
  return out;
}

/** A side's value from its boats' estimates: the leader's, plus a share of the others' (support). */
function sideValue(list: readonly number[], w: EvalWeights): number {
  let v = list[0]!;
  if (list.length > 1 && v > FINISHED + 10 && w.spread > 0) {
    // soft minimum: a second boat close behind the leader is a second chance to finish first
    let sum = 0;
    for (const t of list) sum += Math.exp(-(Math.min(t, 60) - v) / w.spread);
    return v - w.spread * Math.log(sum);
  }
  if (list.length > 1 && v > FINISHED + 10) {
    let rest = 0;
    for (let i = 1; i < list.length; i++) rest += Math.min(list[i]!, 60);
    v += (w.support * rest) / (list.length - 1);
  }
  return v;
}

function sideEstimates(state: GameState, base: Map<BoatId, number>, replace: ReadonlyMap<BoatId, BoatView>, w: EvalWeights): Map<string, number> {
  const out = new Map<string, number>();
  for (const [side, list] of sideLists(state, base, replace, w)) out.set(side, sideValue(list, w));
  return out;
}

/**
 * How far a race has dragged on past its normal pace (0 to 1): captains keep no memory of past
 * turns, so a cycle of several boats pushing each other off a dock, which no single captain can
 * see, is recognised by the pace instead. A race normally reveals a tile every 2-4 rounds (the
 * leader enters the newest tile) and ends some 10-25 rounds after the last one: a race is late
 * after min(60, 4 + 4 × tiles placed) rounds, and fully so 40 rounds later. Once late, the
 * captains stop scoring what their turns do to rivals (pushes, blocking) and the one-turn levels
 * draw more at random among near-equal turns, so the boats go their own ways.
 */
export function dragFactor(state: GameState): number {
  const late = Math.min(DRAG_FROM, 4 + 4 * state.river.length);
  return Math.max(0, Math.min(1, (state.round - late) / DRAG_SPAN));
}
const DRAG_FROM = 60;
const DRAG_SPAN = 40;

/** A side of the race as scoreTurns sees it: its boats (indexes in state.boats) and its value with no boat moved. */
interface SideBase {
  side: string;
  boats: number[];
  value: number;
}

/** The sides in sideLists' order (of their first boat), each valued once from `base`. */
function sideBases(state: GameState, base: Map<BoatId, number>, w: EvalWeights): SideBase[] {
  const out: SideBase[] = [];
  const at = new Map<string, SideBase>();
  for (let i = 0; i < state.boats.length; i++) {
    const side = boatSide(state, state.boats[i]!);
    if (side === null) continue;
    let s = at.get(side);
    if (!s) {
      s = { side, boats: [], value: 0 };
      at.set(side, s);
      out.push(s);
    }
    s.boats.push(i);
  }
  for (const s of out) s.value = sideValue(sideList(state, s, base, null, w), w);
  return out;
}

/**
 * A side's estimates, best first (as sideLists makes them), with the boats moved in `moved` (by
 * index in state.boats; undefined: not moved).
 */
function sideList(state: GameState, s: SideBase, base: Map<BoatId, number>, moved: readonly (BoatView | undefined)[] | null, w: EvalWeights): number[] {
  const list: number[] = [];
  for (const i of s.boats) {
    const r = moved?.[i];
    list.push(r ? turnsToWin(state, r, w) : base.get(state.boats[i]!.id)!);
  }
  return list.sort(ascending);
}

function ascending(a: number, b: number): number {
  return a - b;
}

/**
 * sideScore(sideEstimates(state, base, replace, w), mine, w, drag), valuing again only the sides
 * with a boat moved (`moved`, by index in state.boats): scoring a thousand turns re-valued every
 * side for each.
 */
function scoreSides(state: GameState, sides: readonly SideBase[], base: Map<BoatId, number>, moved: readonly (BoatView | undefined)[], mine: string, w: EvalWeights, drag: number): number {
  let rival = Infinity;
  let own: number | undefined;
  for (const s of sides) {
    let any = false;
    for (const i of s.boats) if (moved[i] !== undefined) any = true;
    const v = any ? sideValue(sideList(state, s, base, moved, w), w) : s.value;
    if (s.side === mine) own = v;
    else if (v < rival) rival = v;
  }
  return -(own ?? 0) + w.rival * (1 - drag) * (Number.isFinite(rival) ? rival : 0);
}

function sideScore(est: Map<string, number>, mine: string, w: EvalWeights, drag = 0): number {
  let rival = Infinity;
  for (const [side, t] of est) if (side !== mine && t < rival) rival = t;
  return -(est.get(mine) ?? 0) + w.rival * (1 - drag) * (Number.isFinite(rival) ? rival : 0);
}

/** Penalty per turn of delay the Black Rose causes its controller's own boats. */
const OWN_HARM = 50;

/** Spaces where no coal may change hands (rulebook "Transferring coal"). */
const NO_TRANSFER = new Set(['blueDock', 'redDock', 'coalDepot', 'sandbank', 'driftwood']);

/**
 * How much boat `b` is in the way at space `x`: 1 when `x` lies on a cheapest route of `b` to the
 * end of the river within its next move or so (it must push or go round), less further ahead.
 */
function hinders(state: GameState, b: Boat, x: number, fin: Field): number {
  if (!b.pos || b.place !== null) return 0;
  const k = pack(b.pos);
  const db = distOf(fin, k);
  const dx = distOf(fin, x);
  const ahead = db - dx;
  const reach = b.speed + 2;
  if (ahead < 1 || ahead > reach) return 0;
  const off = hexDistance(b.pos, unpack(x));
  // on (or next to) a cheapest route: going through x costs no more than about a space extra
  if (off > ahead + 0.5) return 0;
  return ahead <= b.speed ? 1 : 0.5;
}

/** Per candidate turn of a boat racing for nobody or helping: how it stands in the rivals' way. */
function blockScores(state: GameState, turns: readonly LegalTurn[], mover: BoatId, mine: string, leaders: ReadonlySet<BoatId>): number[] {
  const { field: fin } = finishField(state);
  const rivals: Boat[] = [];
  const own: Boat[] = [];
  for (const b of state.boats) {
    if (b.id === mover || b.owner < 0 || b.place !== null || !b.pos) continue;
    if (boatSide(state, b) === mine) own.push(b);
    else if (leaders.has(b.id)) rivals.push(b);
  }
  return turns.map((t) => {
    if (t.crash) return 0;
    const x = pack(t.end.pos);
    let v = 0;
    for (const b of rivals) v += hinders(state, b, x, fin);
    for (const b of own) v -= hinders(state, b, x, fin);
    return v;
  });
}

/** The leading boat of every side but `mine` (the one the side's chances ride on). */
function rivalLeaders(state: GameState, base: Map<BoatId, number>, mine: string): Set<BoatId> {
  const best = new Map<string, [BoatId, number]>();
  for (const b of state.boats) {
    const side = boatSide(state, b);
    if (side === null || side === mine || b.place !== null) continue;
    const t = base.get(b.id)!;
    const old = best.get(side);
    if (!old || t < old[1]) best.set(side, [b.id, t]);
  }
  return new Set([...best.values()].map(([id]) => id));
}

/**
 * What ending next to a boat of the same side (or, for the Black Rose, its controller's boat) at
 * the same speed is worth: the coal transfer it allows, valued at the best even-out.
 */
function transferBonus(state: GameState, mover: Boat, after: BoatView, mine: string, w: EvalWeights): number {
  const kind = boardOf(state.river).kind;
  const x = pack(after.pos!);
  if (NO_TRANSFER.has(kind.get(x) ?? '')) return 0;
  let best = 0;
  for (const b of state.boats) {
    if (b.id === mover.id || !b.pos || b.place !== null || b.owner < 0 || b.speed !== after.speed) continue;
    if (boatSide(state, b) !== mine || hexDistance(b.pos, after.pos!) !== 1 || NO_TRANSFER.has(kind.get(pack(b.pos)) ?? '')) continue;
    if (mover.owner < 0) {
      if (b.owner !== state.blackRose?.controller) continue;
      best = Math.max(best, w.coal * (COAL_VALUE[6]! - COAL_VALUE[b.coal]!));
    } else {
      const lo = Math.min(b.coal, after.coal);
      const even = Math.floor((b.coal + after.coal) / 2);
      // concave value: evening out the two stocks gains this much
      const gain = COAL_VALUE[even]! + COAL_VALUE[b.coal + after.coal - even]! - COAL_VALUE[lo]! - COAL_VALUE[b.coal + after.coal - lo]!;
      best = Math.max(best, 0.5 * w.coal * gain);
    }
  }
  return best;
}

/**
 * Scores of the candidate turns of the boat to move, for the side of `player` (default: the one
 * deciding; higher is better): minus the side's value, plus a share of the closest rival side's
 * (so a push that delays the leader counts). Two boats each and teams: a side's value is its
 * leading boat's estimate plus a small share of its other boats'; a boat that is not its side's
 * leader also scores for standing in a rival leader's way and for ending where it can pass coal.
 * The Black Rose (moved by its controller, racing for nobody) scores only for what it does to
 * the others: pushes, blocking the rival leaders' way (never the controller's own boats), and
 * ending where it can refill its controller's boat.
 */
/** Rounds without progress (the stall measure) after which the captains steer by the exact plan at any coal. */
export const PLAN_ROUNDS = 8;
const planVariants = new WeakMap<EvalWeights, EvalWeights>();

/**
 * The weights a captain scores with: `w`, or once the race has gone PLAN_ROUNDS rounds without
 * progress, `w` valuing every boat by its plan with its coal (coal-plan.ts; see turnsToWin).
 */
export function planWeights(state: GameState, w: EvalWeights): EvalWeights {
  if (!w.coalless || w.planAnyCoal || (stallStatus(state)?.roundsWithoutProgress ?? 0) < PLAN_ROUNDS) return w;
  let v = planVariants.get(w);
  if (!v) planVariants.set(w, (v = { ...w, planAnyCoal: true }));
  return v;
}

export function scoreTurns(state: GameState, turns: readonly LegalTurn[], w0: EvalWeights = DEFAULT_WEIGHTS, player?: PlayerId): number[] {
  const p = state.pending;
  if (p.kind !== 'move') return turns.map(() => 0);
  const w = planWeights(state, w0);
  const boat = state.boats.find((b) => b.id === p.boat)!;
  const mine = sideOf(state, player ?? p.player);
  const base = boatEstimates(state, w);
  const black = boat.owner < 0;
  // Is the mover a helper: the Black Rose, or not its side's leading boat (two boats each, teams)?
  let helper = black;
  if (!black && w.block > 0) {
    const own = base.get(boat.id)!;
    for (const b of state.boats) if (b.id !== boat.id && b.owner >= 0 && boatSide(state, b) === mine && base.get(b.id)! < own - 0.5) helper = true;
  }
  const block = helper && w.block > 0 ? blockScores(state, turns, boat.id, mine, rivalLeaders(state, base, mine)) : null;
  const drag = dragFactor(state);
  const blockW = (black ? w.block : w.block / 2) * (1 - drag);
  const sameSide = !black && boatSide(state, boat) === mine;
  const partners = w.block > 0 && state.boats.some((b) => b.id !== boat.id && b.owner >= 0 && b.place === null && (black ? b.owner === state.blackRose?.controller : boatSide(state, b) === mine));
  const sides = sideBases(state, base, w);
  const finished = finishedCount(state);
  // The boats a turn moves, by index in state.boats, and in the order first moved (the Black
  // Rose's harm is summed in that order): one pair of arrays for all the turns, not a Map each.
  const moved: (BoatView | undefined)[] = new Array<BoatView | undefined>(state.boats.length);
  const order: number[] = [];
  const mover = state.boats.indexOf(boat);
  const out = new Array<number>(turns.length);
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    for (const j of order) moved[j] = undefined;
    order.length = 0;
    const after = boatAfterTurn(boat, t, finished);
    if (!black) {
      moved[mover] = after;
      order.push(mover);
    }
    if (t.pushed) {
      for (const x of t.pushed) {
        const j = state.boats.findIndex((y) => y.id === x.boat);
        if (j < 0) continue;
        const prev = moved[j];
        if (prev === undefined) order.push(j);
        moved[j] = pushedView(prev ?? state.boats[j]!, x.pos, x.speed, x.passengers);
      }
    }
    let v = scoreSides(state, sides, base, moved, mine, w, drag);
    if (black) {
      // The Black Rose never sets its controller's boats back (whatever it gains elsewhere).
      for (const j of order) {
        const b = state.boats[j]!;
        if (boatSide(state, b) === mine) v -= OWN_HARM * Math.max(0, turnsToWin(state, moved[j]!, w) - base.get(b.id)!);
      }
    }
    if (block) v += blockW * block[i]!;
    if (partners && (black || sameSide) && !t.crash && !t.finishes) v += transferBonus(state, boat, after, mine, w);
    out[i] = v;
  }
  return out;
}

/** A boat as a push leaves it (what the estimate reads of it: the fields of BoatView). */
function pushedView(b: BoatView, pos: Hex, speed: number, passengers: number): BoatView {
  return {
    id: b.id,
    pos,
    heading: b.heading,
    speed,
    coal: b.coal,
    passengers,
    docksUsed: b.docksUsed,
    lostTurns: b.lostTurns,
    freeDeparture: b.freeDeparture,
    place: b.place,
  };
}

/** Value of a whole position for a player's side (used at the leaves of the hard search). */
export function positionValue(state: GameState, player: PlayerId, w: EvalWeights = DEFAULT_WEIGHTS): number {
  return sideScore(sideEstimates(state, boatEstimates(state, w), new Map(), w), sideOf(state, player), w, dragFactor(state));
}

/** A side's value with some boats' coal changed (coal transfers). */
export function coalValue(state: GameState, player: PlayerId, coal: ReadonlyMap<BoatId, number>, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const replace = new Map<BoatId, BoatView>();
  for (const [id, c] of coal) {
    const b = state.boats.find((x) => x.id === id);
    if (b && b.owner >= 0) replace.set(id, { ...b, coal: c });
  }
  return sideScore(sideEstimates(state, boatEstimates(state, w), replace, w), sideOf(state, player), w, dragFactor(state));
}
