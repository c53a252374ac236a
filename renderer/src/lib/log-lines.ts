// The play screen's log ("What happened"): one line per move, confirmed moves only. A move's steps
// arrive one action at a time (and may be taken back), so reading them one by one gave a line per
// step and "a step was taken back" runs; here a move is folded into a single line once it ended.
import { spaceAt, type BoatId, type GameEvent, type GameState, type Hex } from '../../../engine/index.js';
import { placesAfter } from './boat-places.js';
import { shipyardBoatOf } from './shipyard-wait.js';
import type { Translate } from './i18n.js';
import { DOCK_MISS, PUSHED_DOCK_MISS, dockColour } from './dock-words.js';
import { boatLabel, eventText, nameList, riverDir, type SeatInfo } from './words.js';

/** Where the pushes of a move go among its parts (filled in once all its pushes are counted). */
const PUSHES = '\u0000pushes';

/** Events that belong in a move's line; every other event keeps its own line. */
const IN_MOVE = new Set<GameEvent['type']>([
  'turnStarted',
  'speedChanged',
  'rotated',
  'moved',
  'pushed',
  'stranded',
  'driftwoodSlowed',
  'passengerTaken',
  'passengerMissed',
  'coalRefilled',
  'crashed',
  'finished',
  'turnEnded',
]);

/**
 * The speed a move was made at: the one set in it; else, for a move that ran its course (no
 * sandbank, crash or backing off), the movement points its steps cost, which a finished move spends
 * to the last; else `before`, the boat's speed as the log last knew it (null: not known).
 */
export function moveSpeed(events: readonly GameEvent[], before: number | null): number | null {
  let set: number | null = null;
  let spent = 0;
  let cut = false;
  for (const e of events) {
    if (e.type === 'speedChanged') set = e.to;
    else if (e.type === 'moved' && !e.backwards) spent += e.cost;
    else if (e.type === 'stranded' || e.type === 'crashed' || (e.type === 'moved' && e.backwards)) cut = true;
  }
  return set ?? (!cut && spent > 0 ? spent : before);
}

/** The boat's speed once its move is over (driftwood slows it, a sandbank or a crash leaves it at 1). */
function speedAfter(events: readonly GameEvent[], during: number | null): number | null {
  let speed = during;
  for (const e of events) {
    if (e.type === 'driftwoodSlowed') speed = e.to;
    else if (e.type === 'stranded' || e.type === 'crashed') speed = 1;
  }
  return speed;
}

/**
 * One line for a boat's move: "Ada (blue): speed 5, 4 spaces (pushing cost 1 extra point), now
 * facing ...". Its speed is always said (play-test: missing when unchanged), and why when the
 * spaces are fewer. `before`: the boat's speed before the move, where the log knows it.
 */
export function moveLine(
  t: Translate,
  boat: BoatId,
  events: readonly GameEvent[],
  state: GameState,
  players: SeatInfo[],
  before: number | null = null,
  /** Where the boat was when the move ended (its heading is told against the river's flow there). */
  endedAt: Hex | null | undefined = state.boats.find((b) => b.id === boat)?.pos,
): string {
  const label = (id: BoatId) => boatLabel(t, players, state, id);
  const parts: string[] = [];
  let coal = 0;
  let moved = 0;
  let offSandbank = false;
  let spent = 0; // movement points the forward steps cost
  let pushPoints = 0; // of those, the extra points pushes cost (+1 a boat, +1 more onto driftwood)
  let stranded = -1; // where the sandbank's words are among `extra`
  let crashed = false;
  let facing: GameEvent | null = null;
  const extra: string[] = [];
  const pushed = new Map<BoatId, number>();
  for (const e of events) {
    if (e.type === 'speedChanged') {
      coal += e.coal;
    } else if (e.type === 'rotated') {
      coal += e.coal;
      facing = e;
    } else if (e.type === 'moved') {
      // the coal the step burned, which leaving a sandbank does (play-test: 3 -> 2 coal told as none)
      coal += e.coal ?? 0;
      if (e.backwards) extra.push(t('log.part.back'));
      else {
        if (e.offSandbank) offSandbank = true;
        moved++;
        spent += e.cost;
      }
    } else if (e.type === 'pushed') {
      // every boat pushed in this move is told once, with how often ("pushes Ada twice and Bob")
      if (pushed.size === 0) extra.push(PUSHES);
      pushed.set(e.boat, (pushed.get(e.boat) ?? 0) + 1);
      pushPoints += spaceAt(state.river, e.to)?.kind === 'driftwood' ? 2 : 1;
    } else if (e.type === 'stranded') {
      stranded = extra.length;
      extra.push(t('log.part.stranded'));
    }
    else if (e.type === 'driftwoodSlowed') extra.push(t('log.part.driftwood', { to: e.to }));
    else if (e.type === 'passengerTaken') extra.push(t('log.part.passenger', { n: e.aboard }));
    // (a boat pushed onto a dock, `by` set, is not the line's boat: its words are still to come)
    else if (e.type === 'passengerMissed' && !e.by) extra.push(t(DOCK_MISS[e.reason], { speed: e.speed }));
    else if (e.type === 'coalRefilled') extra.push(t('log.part.refilled'));
    else if (e.type === 'crashed') {
      crashed = true;
      extra.push(t(e.reason === 'blocked' ? 'log.part.crashedBlocked' : e.reason === 'hemmedIn' ? 'log.part.crashedHemmedIn' : 'log.part.crashedNewest'));
    } else if (e.type === 'finished') extra.push(t('log.part.finished', { n: e.place }));
  }
  // a boat pushed onto a dock where a passenger waits and taking none: why, after the pushes
  for (const e of events)
    if (e.type === 'passengerMissed' && e.by) extra.push(t(PUSHED_DOCK_MISS[e.reason], { boat: label(e.boat), dock: dockColour(state, e.hex), speed: e.speed }));
  const at = extra.indexOf(PUSHES);
  if (at >= 0) extra[at] = t('log.part.pushes', { boat: nameList(t, [...pushed].map(([id, n]) => t('log.part.pushedBoat', { boat: label(id), n }))) });
  // said before the spaces: the boat leaves the sandbank, then sails on
  const speed = moveSpeed(events, before);
  if (speed !== null) parts.push(t('log.part.speed', { to: speed }));
  if (offSandbank) parts.push(t('log.part.offSandbank'));
  // fewer spaces than the speed: a sandbank stopped it, or pushes and driftwood took points (a crash says its own why)
  const short = moved > 0 && speed !== null && moved < speed && !crashed;
  const lost = spent - moved;
  if (short && stranded >= 0) extra[stranded] = t('log.part.strandedWhy');
  if (short && stranded < 0 && lost > 0) {
    const why = pushPoints === 0 ? 'driftwood' : pushPoints < lost ? 'both' : 'push';
    parts.push(t('log.part.movedWhy', { n: moved, why, lost }));
  } else if (moved > 0) parts.push(t('log.part.moved', { n: moved }));
  if (facing && facing.type === 'rotated') parts.push(t('log.part.facing', { dir: riverDir(state, endedAt, facing.to) }));
  if (coal > 0) parts.push(t('log.part.coal', { n: coal }));
  parts.push(...extra);
  if (parts.length === 0) parts.push(t('log.part.stays'));
  return t('log.move', { boat: label(boat), parts: parts.join(', ') });
}

/**
 * The log lines for a stream of actions' events (oldest first). `inTurn` says a move is under way
 * and not yet confirmed: its steps are left out until it ends.
 */
export function logLines(t: Translate, events: readonly GameEvent[], state: GameState, players: SeatInfo[], inTurn: boolean): string[] {
  return toldLines(t, events, state, players, inTurn).map((l) => l.text);
}

/** A log line and the index (in the events given) of the last event it tells. */
export interface ToldLine {
  text: string;
  last: number;
  /** It says what a boat did (a move, a lost turn, a start heading...), not what the river or the round did. */
  deed: boolean;
}

/** Lines about the race rather than a boat: a new round, a tile, a die, who steers the Black Rose. */
const NOT_DEEDS = new Set<GameEvent['type']>(['startOrder', 'tileDrawn', 'dieRolled', 'tilePlaced', 'finishPlaced', 'roundStarted', 'blackRoseControl', 'raceEndedStalled', 'gameOver']);

/**
 * The line a folded log shows: the newest that says what a boat did (play-test: a hot-seat player's
 * folded log said only "Round 3 begins." after the captains moved), else the newest of all.
 */
export function foldedLine(lines: readonly Pick<ToldLine, 'deed'>[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.deed) return i;
  return lines.length - 1;
}

/** logLines, each line with the last event it tells (the replay's log puts it at that event's action). */
export function toldLines(t: Translate, events: readonly GameEvent[], state: GameState, players: SeatInfo[], inTurn: boolean): ToldLine[] {
  const lines: ToldLine[] = [];
  let steerer: number | null = null; // the Black Rose's, told again only when it changes
  let move: { boat: BoatId; events: GameEvent[]; last: number; after: ToldLine[] } | null = null;
  // each boat's speed as the log last learnt it (a move cut short by a sandbank cannot tell its own)
  const speeds = new Map<BoatId, number>();
  // who last pushed each boat: its owner's turn of it afterwards says by whom (play-test: unexplained)
  const pushers = new Map<BoatId, BoatId>();
  // each line tells headings against the river where the boat was then, not where it is now
  const placeAfter = placesAfter(events, state);
  const close = () => {
    if (!move) return;
    const before = speeds.get(move.boat) ?? null;
    lines.push({ text: moveLine(t, move.boat, move.events, state, players, before, placeAfter(move.last, move.boat)), last: move.last, deed: true }, ...move.after);
    const after = speedAfter(move.events, moveSpeed(move.events, before));
    if (after !== null) speeds.set(move.boat, after);
    move = null;
  };
  events.forEach((e, i) => {
    if (e.type === 'turnStarted') {
      close();
      move = { boat: e.boat, events: [], last: i, after: [] };
      return;
    }
    // A game from a scenario starts mid-turn (its turnStarted is before the log): the first step
    // of that boat opens its move, so the steps are told once, as one move, after Confirm.
    if (!move && IN_MOVE.has(e.type) && e.type !== 'turnEnded' && 'boat' in e) {
      move = { boat: e.type === 'pushed' ? e.by : e.boat, events: [], last: i, after: [] };
    }
    if (e.type === 'pushed') pushers.set(e.boat, e.by);
    if (e.type === 'departed') speeds.set(e.boat, 1); // a crashed boat sets off again at speed 1
    if (move && IN_MOVE.has(e.type)) {
      move.events.push(e);
      move.last = i;
      if (e.type === 'turnEnded') close();
      return;
    }
    if (move && e.type === 'turnLost') {
      // stuck on a sandbank: the turn is spent reorienting, no move to tell
      move = null;
      lines.push({ text: t('log.turnLost', { boat: boatLabel(t, players, state, e.boat) }), last: i, deed: true });
      return;
    }
    if (e.type === 'blackRoseControl') {
      if (e.player === steerer) return;
      steerer = e.player;
    }
    const by = e.type === 'reoriented' ? pushers.get(e.boat) : undefined;
    const text =
      e.type === 'reoriented' && by !== undefined
        ? t('log.reorientedPushed', { boat: boatLabel(t, players, state, e.boat), by: boatLabel(t, players, state, by), dir: riverDir(state, placeAfter(i, e.boat), e.to) })
        : eventText(t, e, state, players, (id) => placeAfter(i, id));
    if (!text) return;
    // A tile revealed or a die rolled during a move is told after that move's line.
    const deed = !NOT_DEEDS.has(e.type);
    if (move && e.type !== 'roundStarted') move.after.push({ text, last: i, deed });
    else {
      close();
      lines.push({ text, last: i, deed });
    }
    // the sixth boat stays behind while the others set off: said, not skipped (play-test pt27 #4)
    const waits = shipyardBoatOf(e);
    if (waits) lines.push({ text: t('modes.shipyardWaits', { boat: boatLabel(t, players, state, waits) }), last: i, deed: true });
  });
  if (move && !inTurn) close();
  return lines;
}
