// End-of-race statistics, told from a game's events: coal, pushes, crashes, lost turns,
// passengers, sandbanks, the fastest turn, and the lead changes (from the race chart's progress
// points). Pure: the renderer calls it for the end screen and for any replay
// position (the events up to that position), so the figures are computed here once.
import { isBlackRose } from './sides.js';
import { isPassengerDock, spaceAt } from './river.js';
import type { BoatId, GameEvent, GameState, Hex, PlacedTile } from './types.js';

/** One passenger taken aboard. */
export interface PassengerPickup {
  round: number;
  hex: Hex;
  /** River tile (0 = the start tile A0; the UI counts from 1). */
  tileIndex: number;
  dock: 'blueDock' | 'redDock' | null;
  /** Taken while being pushed onto the dock (at speed 1), not on its own move. */
  pushed: boolean;
}

export interface BoatStats {
  boat: BoatId;
  /**
   * Coal burned: speed changes, turns beyond the free 60°, leaving sandbanks. The sixth boat's
   * extra coal of round 1 (six-boat games) counts too when it is burned.
   */
  coalSpent: number;
  /** Coal added at coal depots (up to 6), and how many refills that took. */
  coalRefilled: number;
  refills: number;
  /** Coal passed over from another boat (two boats each, teams, the Black Rose). */
  coalReceived: number;
  coalGiven: number;
  /** Boats pushed by this boat (each boat of a chain counts) and times it was pushed. */
  pushesGiven: number;
  pushesTaken: number;
  crashes: number;
  turnsLost: number;
  passengers: PassengerPickup[];
  /** Times it ran onto a sandbank or was pushed onto one. */
  timesAground: number;
  /** Its turns (played or lost) that began on a sandbank: one turn per round, so rounds too. */
  turnsAground: number;
  /** Most spaces sailed in one turn (a step backwards off a sandbank counts), and its round. */
  fastestTurn: { spaces: number; round: number } | null;
  /** Round starts at which it was in front of every other racing boat. */
  roundsLed: number;
}

export interface LeadChange {
  round: number;
  seq: number;
  from: BoatId;
  to: BoatId;
  /** Seen at the end of the log (the finish), not at a round start. */
  final: boolean;
}

export interface RaceStats {
  /** In the order of the start state's boats. */
  boats: BoatStats[];
  /** The boat in front at the first progress point (null without points). */
  firstLeader: BoatId | null;
  leadChanges: LeadChange[];
}

/** A race-chart point: the ranks of every boat at a round start (or at the end of the log). */
export interface ProgressPoint {
  round: number;
  seq: number;
  final?: boolean;
  boats: readonly { boat: BoatId; rank: number }[];
}

function emptyStats(boat: BoatId): BoatStats {
  return {
    boat,
    coalSpent: 0,
    coalRefilled: 0,
    refills: 0,
    coalReceived: 0,
    coalGiven: 0,
    pushesGiven: 0,
    pushesTaken: 0,
    crashes: 0,
    turnsLost: 0,
    passengers: [],
    timesAground: 0,
    turnsAground: 0,
    fastestTurn: null,
    roundsLed: 0,
  };
}

/**
 * The statistics of the events after `start` (a game's position 0, or any position the events
 * follow on from). Events of types it does not know are passed over, so newer event kinds never
 * break it; boats that appear only in events are added after the start state's boats.
 */
export function raceStats(start: GameState, events: Iterable<GameEvent>, progress: readonly ProgressPoint[] = []): RaceStats {
  const stats = new Map<BoatId, BoatStats>();
  const of = (id: BoatId): BoatStats => {
    let s = stats.get(id);
    if (!s) stats.set(id, (s = emptyStats(id)));
    return s;
  };
  for (const b of start.boats) of(b.id);

  // Positions and the river are followed through the events: a sandbank or a dock is known by
  // the space a boat is on, and the river grows as tiles are laid.
  let river: PlacedTile[] = [...start.river];
  const pos = new Map<BoatId, Hex | null>(start.boats.map((b) => [b.id, b.pos]));
  const kindAt = (h: Hex | null | undefined) => (h ? spaceAt(river, h)?.kind : undefined);
  const onSand = (id: BoatId) => kindAt(pos.get(id)) === 'sandbank';
  let round = start.round;
  /** Boats whose turn is under way, with the spaces sailed so far in it. */
  const sailing = new Map<BoatId, number>();
  if (start.turn) {
    sailing.set(start.turn.boat, start.turn.path.length > 0 ? start.turn.path.length - 1 : 0);
    if (start.turn.path.length <= 1 && onSand(start.turn.boat)) of(start.turn.boat).turnsAground++;
  }
  const endTurn = (id: BoatId) => {
    const spaces = sailing.get(id);
    sailing.delete(id);
    if (spaces === undefined || spaces === 0) return;
    const s = of(id);
    if (!s.fastestTurn || spaces > s.fastestTurn.spaces) s.fastestTurn = { spaces, round };
  };

  for (const ev of events) {
    switch (ev.type) {
      case 'roundStarted':
        round = ev.round;
        break;
      case 'tilePlaced':
        river = [...river];
        river[ev.index] = ev.placed;
        break;
      case 'boatPlaced':
      case 'enteredDock':
        pos.set(ev.boat, ev.hex);
        break;
      case 'turnStarted':
        sailing.set(ev.boat, 0);
        if (onSand(ev.boat)) of(ev.boat).turnsAground++;
        break;
      case 'turnLost':
        of(ev.boat).turnsLost++;
        // a boat stuck on a sandbank loses the turn it has just started: one turn, counted once
        if (sailing.has(ev.boat)) sailing.delete(ev.boat);
        else if (onSand(ev.boat)) of(ev.boat).turnsAground++;
        break;
      case 'speedChanged':
      case 'rotated':
        of(ev.boat).coalSpent += ev.coal;
        break;
      case 'moved':
        // the coal the step burned (leaving a sandbank); the event's cost is in points
        of(ev.boat).coalSpent += ev.coal ?? 0;
        pos.set(ev.boat, ev.to);
        sailing.set(ev.boat, (sailing.get(ev.boat) ?? 0) + 1);
        break;
      case 'stranded':
        of(ev.boat).timesAground++;
        break;
      case 'pushed':
        of(ev.by).pushesGiven++;
        of(ev.boat).pushesTaken++;
        pos.set(ev.boat, ev.to);
        if (kindAt(ev.to) === 'sandbank') of(ev.boat).timesAground++;
        break;
      case 'passengerTaken': {
        const space = spaceAt(river, ev.hex);
        const kind = space?.kind;
        of(ev.boat).passengers.push({
          round,
          hex: ev.hex,
          tileIndex: space?.tileIndex ?? -1,
          dock: kind && isPassengerDock(kind) ? kind : null,
          // a pushed boat takes its passenger during someone else's turn
          pushed: !sailing.has(ev.boat),
        });
        break;
      }
      case 'coalRefilled': {
        const s = of(ev.boat);
        s.coalRefilled += 6 - ev.from;
        s.refills++;
        break;
      }
      case 'coalTransferred':
        of(ev.from).coalGiven += ev.amount;
        of(ev.to).coalReceived += ev.amount;
        break;
      case 'crashed':
        if (ev.reason !== 'hemmedIn') of(ev.boat).crashes++; // hemmed in: no crash, no turn lost
        break;
      case 'finished':
      case 'withdrawn':
        pos.set(ev.boat, null);
        break;
      case 'turnEnded':
        endTurn(ev.boat);
        break;
      default:
        break; // nothing to count (or an event kind newer than this code)
    }
  }

  const { firstLeader, leadChanges, led } = leaders(progress);
  for (const [id, n] of led) of(id).roundsLed = n;
  return { boats: [...stats.values()], firstLeader, leadChanges };
}

/** The leader at each point (the best rank among racing boats; the Black Rose races for no place). */
function leaders(points: readonly ProgressPoint[]): { firstLeader: BoatId | null; leadChanges: LeadChange[]; led: Map<BoatId, number> } {
  let current: BoatId | null = null;
  let firstLeader: BoatId | null = null;
  const leadChanges: LeadChange[] = [];
  const led = new Map<BoatId, number>();
  for (const p of points) {
    let best: { boat: BoatId; rank: number } | null = null;
    for (const b of p.boats) if (!isBlackRose({ id: b.boat }) && (!best || b.rank < best.rank)) best = b;
    if (!best) continue;
    if (!p.final) led.set(best.boat, (led.get(best.boat) ?? 0) + 1);
    if (current === null) firstLeader = best.boat;
    else if (best.boat !== current) leadChanges.push({ round: p.round, seq: p.seq, from: current, to: best.boat, final: !!p.final });
    current = best.boat;
  }
  return { firstLeader, leadChanges, led };
}
