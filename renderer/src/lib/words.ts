// Game facts in words: boat labels, places on the river, and GameEvents as log sentences.
import { BLACK_ROSE_ID, flowAt, spaceAt, type BoatId, type Dir, type GameEvent, type GameState, type Hex } from '../../../engine/index.js';
import { DOCK_MISS } from './dock-words.js';
import type { MessageKey, Translate } from './i18n.js';

export interface SeatInfo {
  name: string;
  boats: BoatId[];
}

/** A word or phrase standing alone, at the start of a line or as a choice ("orange" -> "Orange"). */
export function upperFirst(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** "Alice (orange)": the captain's name and the boat colour, so colour is never the only cue. */
export function boatLabel(t: Translate, players: SeatInfo[], state: GameState, boat: BoatId): string {
  if (boat === BLACK_ROSE_ID) return t('modes.roseName'); // it sails for nobody: its name is enough
  const b = state.boats.find((x) => x.id === boat);
  const name = b ? players[b.owner]?.name : undefined;
  const colour = t(`colour.${boat}` as MessageKey);
  return name ? t('boat.label', { name, colour }) : colour;
}

/** Whether the captain of `boat` sails more than one boat (two boats each): their name alone cannot tell them apart. */
export function sailsSeveral(boats: readonly { id: BoatId; owner: number }[], boat: BoatId): boolean {
  const owner = boats.find((b) => b.id === boat)?.owner;
  return owner !== undefined && owner >= 0 && boats.filter((b) => b.owner === owner).length > 1;
}

/** "Ada (green)"; "Ada's green boat" where Ada sails two (issue 16: "Ada (white) takes the lead from Ada (green)"). */
export function boatWho(t: Translate, name: string, boat: BoatId, several: boolean): string {
  const colour = t(`colour.${boat}` as MessageKey);
  return t(several ? 'boat.ofPlayer' : 'boat.label', { name, colour });
}

/**
 * A heading as the river sees it where `at` is (0 downstream, 3 upstream, clockwise between): what
 * sentences take as {dir} (messages/headings.ts). The flow is the tile's, as the compass shows it.
 */
export function riverDir(state: GameState, at: Hex | null | undefined, heading: Dir): Dir {
  return (((heading - flowAt(state, at)) % 6) + 6) % 6 as Dir;
}

/** A heading on its own, as a label ("north-east"); sentences take riverDir as {dir}. */
export function dirName(t: Translate, d: Dir): string {
  return t(`dir.name.${d}` as MessageKey);
}

export function spaceKindKey(state: GameState, h: Hex): MessageKey {
  if (state.finish?.docks.some((d) => d.q === h.q && d.r === h.r)) return 'space.finish';
  const kind = spaceAt(state.river, h)?.kind ?? 'water';
  if (kind.startsWith('start')) return 'space.start';
  return `space.${kind}` as MessageKey;
}

/** A place's tile number (from 1, as on the board) and kind of space, for messages that name it. */
export function placeParams(t: Translate, state: GameState, h: Hex): { tile: number | string; kind: string } {
  const info = spaceAt(state.river, h);
  return { tile: info ? info.tileIndex + 1 : '?', kind: t(spaceKindKey(state, h)) };
}

/** "tile 3, blue dock": a place a player can find on the board, as a label. */
export function placeName(t: Translate, state: GameState, h: Hex): string {
  return t('play.where', placeParams(t, state, h));
}

/**
 * One sentence per event (empty string = nothing worth saying). `state` is the position after the
 * events, used to name docks; boat names come from the seats. `placeOf`: where a boat was just after
 * the event, whose river flow its heading is told against (default: where it is in `state`, right
 * for events just played; a log of older ones says where: lib/boat-places.ts).
 */
export function eventText(
  t: Translate,
  ev: GameEvent,
  state: GameState,
  players: SeatInfo[],
  placeOf: (id: BoatId) => Hex | null | undefined = (id) => state.boats.find((b) => b.id === id)?.pos,
): string {
  const boat = (id: BoatId) => boatLabel(t, players, state, id);
  const posOf = placeOf;
  switch (ev.type) {
    case 'startOrder':
      return t('log.startOrder', { list: ev.order.map(boat).join(', ') });
    case 'tileDrawn':
      return t('log.tileDrawn');
    case 'dieRolled': {
      const face = t(`face.${ev.face}`);
      if (ev.accepted) return t('log.dieRolled', { face });
      // a refused roll (mq-rules-2): why the face does not stand; tiles are numbered from 1 on the board
      if (ev.reason === 'deadEnd') return t('log.dieDeadEnd', { face });
      return t('log.dieRerolled', { face, tile: (ev.tile ?? 0) + 1 });
    }
    case 'tilePlaced': {
      const n = ev.passengers.reduce((s, p) => s + p.count, 0);
      return n > 0 ? t('log.tilePlacedPassengers', { n, tile: ev.index + 1 }) : t('log.tilePlaced', { n: ev.index + 1 });
    }
    case 'finishPlaced':
      return t('log.finishPlaced');
    case 'roundStarted':
      return t('log.roundStarted', { n: ev.round });
    case 'turnStarted':
      return t('log.turnStarted', { boat: boat(ev.boat) });
    case 'boatPlaced':
      return t('log.boatPlaced', { boat: boat(ev.boat), dir: riverDir(state, ev.hex, ev.heading) });
    case 'speedChanged':
      return ev.coal > 0
        ? t('log.speedChangedCoal', { boat: boat(ev.boat), to: ev.to, n: ev.coal })
        : t('log.speedChanged', { boat: boat(ev.boat), to: ev.to });
    case 'rotated':
      return ev.coal > 0
        ? t('log.rotatedCoal', { boat: boat(ev.boat), dir: riverDir(state, posOf(ev.boat), ev.to), n: ev.coal })
        : t('log.rotated', { boat: boat(ev.boat), dir: riverDir(state, posOf(ev.boat), ev.to) });
    case 'moved':
      return ev.backwards ? t('log.movedBack', { boat: boat(ev.boat) }) : t('log.moved', { boat: boat(ev.boat), n: 1 });
    case 'pushed':
      return t('log.pushed', { by: boat(ev.by), boat: boat(ev.boat) });
    case 'reoriented':
      return t('log.reoriented', { boat: boat(ev.boat), dir: riverDir(state, posOf(ev.boat), ev.to) });
    case 'stranded':
      return t('log.stranded', { boat: boat(ev.boat) });
    case 'driftwoodSlowed':
      return t('log.driftwoodSlowed', { boat: boat(ev.boat), to: ev.to });
    case 'passengerTaken': {
      const kind = spaceAt(state.river, ev.hex)?.kind;
      const dock = kind === 'blueDock' ? 'blue' : kind === 'redDock' ? 'red' : 'other';
      return t('log.passengerTaken', { boat: boat(ev.boat), dock, n: ev.aboard });
    }
    case 'passengerMissed':
      // told inside its move's line (log-lines.ts); alone, the boat is named first
      return `${boat(ev.boat)}${t('punct.colon')} ${t(DOCK_MISS[ev.reason], { speed: ev.speed })}`;
    case 'coalRefilled':
      return t('log.coalRefilled', { boat: boat(ev.boat) });
    case 'crashed':
      return t(ev.reason === 'blocked' ? 'log.crashedBlocked' : ev.reason === 'hemmedIn' ? 'log.crashedHemmedIn' : 'log.crashedNewest', { boat: boat(ev.boat) });
    case 'turnLost':
      return t('log.turnLost', { boat: boat(ev.boat) });
    case 'departed':
      return t('log.departed', { boat: boat(ev.boat), dir: riverDir(state, posOf(ev.boat), ev.heading) });
    case 'finished':
      return t('log.finished', { boat: boat(ev.boat), n: ev.place });
    case 'turnEnded':
      return '';
    case 'enteredDock':
      return t('modes.log.enteredDock', { boat: boat(ev.boat), dock: ev.dock, dir: riverDir(state, ev.hex, ev.heading) });
    case 'coalTransferred':
      return t('modes.log.coalTransferred', { from: boat(ev.from), to: boat(ev.to), n: ev.amount });
    case 'blackRoseControl':
      return t('modes.log.roseControl', { name: players[ev.player]?.name ?? '?' });
    case 'withdrawn':
      return t('modes.log.withdrawn', { boat: boat(ev.boat) });
    case 'outOfRace':
      return ev.place === null ? t('stall.log.out', { boat: boat(ev.boat) }) : t('stall.log.outPlace', { boat: boat(ev.boat), n: ev.place });
    case 'raceEndedStalled':
      return t('stall.log.ended', { n: ev.roundsWithoutProgress });
    case 'gameOver':
      return ev.winners.length ? t('modes.log.winners', { names: sideNames(t, players, state, ev.winners) }) : t('log.gameOver');
  }
}

/** "Ann", "Ann and Ben", "Team A (Ann and Carl)": the winners of a side, for the log and the end screen. */
export function sideNames(t: Translate, players: SeatInfo[], state: GameState, seats: number[]): string {
  const list = nameList(t, seats.map((s) => players[s]?.name ?? '?'));
  const team = state.config.seats[seats[0] ?? -1]?.team;
  return team === undefined ? list : `${teamName(t, team)} (${list})`;
}

/** "Ann", "Ann and Ben", "Ann, Ben and Carl". */
export function nameList(t: Translate, names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : t('modes.listAnd', { a: names.slice(0, -1).join(', '), b: names[names.length - 1]! });
}

export function teamName(t: Translate, team: number): string {
  return t(team === 0 ? 'modes.teamA' : 'modes.teamB');
}

/**
 * Log lines for a batch of events, with consecutive single-space moves of one boat merged
 * ("Orange moves 3 spaces" rather than three lines).
 */
export function eventLines(t: Translate, events: GameEvent[], state: GameState, players: SeatInfo[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const ev = events[i]!;
    if (ev.type === 'moved' && !ev.backwards) {
      let n = 1;
      while (events[i + n]?.type === 'moved' && (events[i + n] as { boat: BoatId; backwards?: boolean }).boat === ev.boat && !(events[i + n] as { backwards?: boolean }).backwards) n++;
      lines.push(t('log.moved', { boat: boatLabel(t, players, state, ev.boat), n }));
      i += n - 1;
      continue;
    }
    const text = eventText(t, ev, state, players);
    if (text) lines.push(text);
  }
  return lines;
}
