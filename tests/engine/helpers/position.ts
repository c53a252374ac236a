// Test positions built directly on real tiles: a river (A0 + tiles with their die faces), boats
// placed by (tile, space index) or axial hex, and the mover's turn just started.
import { freshTurn } from '../../../engine/flow.js';
import { globalHex, placeNext, START_TILE } from '../../../engine/river.js';
import { TILES } from '../../../engine/tiles-data.js';
import { hexKey } from '../../../engine/hex.js';
import { apply, legalTurns, type Action, type ApplyResult, type BoatId, type DieFace, type Dir, type GameEvent, type GameState, type Hex, type PlacedTile, type TileId } from '../../../engine/index.js';

export type At = [tile: number, space: number] | Hex;

export interface BoatSpec {
  id: BoatId;
  at: At | null;
  heading?: Dir;
  speed?: number;
  coal?: number;
  passengers?: number;
  docksUsed?: string[];
  lostTurns?: number;
  freeDeparture?: boolean;
  place?: number | null;
}

export interface PositionSpec {
  /** Tiles after A0, each with the die face it was attached with (the first is always straight). */
  river: (TileId | [TileId, DieFace])[];
  boats: BoatSpec[];
  /** Boat to move (default: the first). Its turn has just started. */
  mover?: BoatId;
  /** Tiles still in the stack (default: two unused A3/A1 tiles, so a reveal is possible). */
  stack?: TileId[];
  /** Passengers on docks, by [tile, space] → count (default: 1 on every dock of the river). */
  docks?: [tile: number, space: number, count: number][];
  finish?: DieFace;
}

export function riverOf(spec: PositionSpec['river']): PlacedTile[] {
  let river: PlacedTile[] = [START_TILE];
  for (const t of spec) {
    const [tile, face] = Array.isArray(t) ? t : [t, 'straight' as DieFace];
    river = [...river, placeNext(river, face, tile)];
  }
  return river;
}

export function hexAt(river: readonly PlacedTile[], at: At): Hex {
  return Array.isArray(at) ? globalHex(river[at[0]]!, at[1]) : at;
}

export function position(spec: PositionSpec): GameState {
  const river = riverOf(spec.river);
  const docks: Record<string, number> = {};
  if (spec.docks) {
    for (const [t, s, c] of spec.docks) docks[hexKey(globalHex(river[t]!, s))] = c;
  } else {
    river.forEach((p, t) =>
      TILES[p.tile].kinds.forEach((k, s) => {
        if (k === 'blueDock' || k === 'redDock') docks[hexKey(globalHex(river[t]!, s))] = 1;
      }),
    );
  }
  const used = new Set(river.map((p) => p.tile));
  const stack = spec.stack ?? (['A3-1', 'A3-2', 'A3-3', 'A1-1', 'A1-2'] as TileId[]).filter((t) => !used.has(t)).slice(0, 2);
  const boats = spec.boats.map((b, owner) => ({
    id: b.id,
    owner,
    pos: b.at === null ? null : hexAt(river, b.at),
    heading: b.heading ?? 0,
    speed: b.speed ?? 1,
    coal: b.coal ?? 6,
    passengers: b.passengers ?? 0,
    docksUsed: b.docksUsed ?? [],
    lostTurns: b.lostTurns ?? 0,
    freeDeparture: b.freeDeparture ?? false,
    place: b.place ?? null,
  }));
  const moverId = spec.mover ?? spec.boats[0]!.id;
  const mover = boats.find((b) => b.id === moverId)!;
  const order = [moverId, ...boats.map((b) => b.id).filter((id) => id !== moverId)];
  let finish = null;
  if (spec.finish) {
    const last = river[river.length - 1]!;
    const idx = { straight: [16, 17, 18], left: [10, 15, 16], right: [14, 18, 19] }[spec.finish];
    finish = { attached: spec.finish, docks: idx.filter((i) => TILES[last.tile].kinds[i] !== 'island').map((i) => globalHex(last, i)) };
  }
  return {
    engineVersion: 'test',
    rulesVersion: 'test',
    config: { seats: boats.map((b) => ({ boats: [b.id] })), riverTiles: [...river.slice(1).map((p) => p.tile), ...stack] },
    rng: [1, 2, 3, 4],
    river,
    stack,
    finish,
    docks,
    supply: 8,
    boats,
    round: 2,
    order,
    turnIndex: 0,
    turn: freshTurn(mover),
    reorientQueue: [],
    revealOwed: false,
    drawn: null,
    pending: { kind: 'move', player: mover.owner, boat: moverId },
    seq: 0,
  };
}

/** Applies actions, failing the test on the first rejection; returns the state and all events. */
export function play(state: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  actions.forEach((a, k) => {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`action ${k} ${JSON.stringify(a)} rejected: ${r.code}`);
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

/** The rejection code of `action` after `before` (which must all be accepted). */
export function rejection(state: GameState, before: Action[], action: Action): string | null {
  const s = play(state, before).state;
  const r: ApplyResult = apply(s, action);
  return r.ok ? null : r.code;
}

export function boat(state: GameState, id: BoatId) {
  return state.boats.find((b) => b.id === id)!;
}

export const A = (type: 'advance', push?: Hex[]): Action => (push ? { type, push } : { type });
export const adv: Action = { type: 'advance' };
export const L: Action = { type: 'rotate', step: 'L' };
export const R: Action = { type: 'rotate', step: 'R' };
export const confirm: Action = { type: 'confirm' };
export const speed = (s: number): Action => ({ type: 'speed', speed: s });

export { legalTurns };

/** ASCII picture of the river around the boats (debugging aid). */
export function picture(state: GameState): string {
  const lines: string[] = [];
  state.river.forEach((p, t) => lines.push(`${t}:${p.tile} ${p.attached ?? ''} origin ${p.origin.q},${p.origin.r} h${p.heading}`));
  return lines.join('\n');
}
