/// <reference types="vite/client" />
// The tutorial's lessons (issue 16, "Learn to play"): the ten scenarios of engine/data/lessons,
// bundled as text and played as challenges whose stars main keeps under `lesson-<file>` (no store
// change: a lesson is done once its goal is met at par, two stars). This file knows what each
// lesson points at on the board and why a planned move misses the goal; the words are the
// catalogue's (messages/lessons/).
import { apply, hexDistance, hexKey, legalTurns, neighbour, type Challenge, type GameEvent, type GameState, type Hex, type LegalTurn } from '../../../engine/index.js';
import { parseScenario, scenarioChallenge } from '../../../engine/scenario.js';
import { sailingSpeed } from '../../../engine/turn-facts.js';
import { LESSON_ID_PREFIX, type RequestOf } from '../../../electron/api/contract.js';
import type { ChallengeView } from './api-types.js';
import type { Translate } from './i18n.js';
import { seatName } from './made-up-names.js';
import type { BoardMarks, BoardNote } from './plan-overlay.js';
import type { MessageKey } from './messages/types.js';

const files = import.meta.glob<string>('../../../engine/data/lessons/*.json', { eager: true, query: '?raw', import: 'default' });

/** What a lesson points at besides the boat and the goal: the island ahead of the bow (lesson 3), the driftwood its way crosses (lesson 9). */
type Extra = 'ahead' | 'driftwood';

export interface Lesson {
  /** The file name without .json (`1-speed-and-coal`). */
  file: string;
  /** The id main keeps its stars under (`lesson-1-speed-and-coal`). */
  id: string;
  /** 1..10 */
  number: number;
  text: string;
  challenge: Challenge;
  /** Where the solution ends: the space the lesson leads to (the goal, a dock, the depot...). */
  target: Hex;
  /** The solution's way, space by space (drawn when the player asks to be shown). */
  path: Hex[];
  /** The solution as the engine's turn from the lesson's position (its end heading, pushes, speed: "show me the way"). */
  way: LegalTurn;
  /** What the goal space is, for its label on the board. */
  targetKind: 'goal' | 'dock' | 'push' | 'tile' | 'finish' | 'depot';
  extra: Extra | null;
}


const TARGET_KIND: Record<number, Lesson['targetKind']> = { 1: 'goal', 2: 'goal', 3: 'goal', 4: 'dock', 5: 'push', 6: 'tile', 7: 'finish', 8: 'depot', 9: 'goal', 10: 'goal' };
const EXTRA: Record<number, Extra> = { 3: 'ahead', 9: 'driftwood' };

function load(where: string, text: string): Lesson {
  const file = where.split('/').pop()!.replace(/\.json$/, '');
  const number = Number(file.split('-')[0]);
  const read = parseScenario(text);
  if (!read.ok) throw new Error(`lesson ${file} does not read`);
  const set = scenarioChallenge(read.scenario, read.state);
  if (!set.ok || !set.solution) throw new Error(`lesson ${file} sets no challenge with a solution`);
  let s: GameState = read.state;
  for (const a of set.solution) {
    if (a.type === 'confirm') break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`lesson ${file}: the solution is refused`);
    s = r.state;
  }
  const target = s.boats.find((b) => b.id === set.challenge.boat)!.pos!;
  const path = s.turn?.path ?? [target];
  const said = JSON.stringify(set.solution);
  const way = legalTurns(read.state).find((x) => JSON.stringify(x.actions) === said);
  if (!way) throw new Error(`lesson ${file}: the solution is no legal turn`);
  return { file, id: LESSON_ID_PREFIX + file, number, text, challenge: set.challenge, target, path, way, targetKind: TARGET_KIND[number] ?? 'goal', extra: EXTRA[number] ?? null };
}

let loaded: readonly Lesson[] | null = null;
/**
 * Every lesson, read on first use. Reading one plays its solution and lists its position's legal
 * turns: done at the app's start, that was ~0.2 s of every start, for a screen most starts never open.
 */
export function lessons(): readonly Lesson[] {
  return (loaded ??= Object.keys(files)
    .map((p) => load(p, files[p]!))
    .sort((a, b) => a.number - b.number)); // "10-" after "9-"
}

export const isLessonId = (id: string | null | undefined): boolean => !!id && id.startsWith(LESSON_ID_PREFIX);
export const lessonById = (id: string | null | undefined): Lesson | null => lessons().find((l) => l.id === id) ?? null;

export function nextLesson(id: string | null | undefined): Lesson | null {
  const i = lessons().findIndex((l) => l.id === id);
  return i >= 0 ? (lessons()[i + 1] ?? null) : null;
}

/** A lesson is done when its goal was met at par (two stars kept by main). */
export const lessonDone = (stars: Record<string, number>, l: Lesson): boolean => (stars[l.id] ?? 0) >= 2;

/** The lessons still to do besides `just` (met this moment: its stars may not be read back yet). */
export const lessonsLeft = (stars: Record<string, number>, just: Lesson): number => lessons().filter((l) => l.id !== just.id && !lessonDone(stars, l)).length;

export const lessonName = (t: Translate, l: Lesson): string => t(`lessons.name.${l.number}` as MessageKey);

/** The request that starts a lesson: the seats' names and the title in the player's language. */
export function lessonRequest(t: Translate, l: Lesson): RequestOf<'newScenarioGame'> {
  return {
    scenario: l.text,
    challengeId: l.id,
    title: t('lessons.gameTitle', { n: l.number, name: lessonName(t, l) }),
    // not "Captain 3" among the computer captains: the one learning
    playerName: t('lessons.playerName'),
    names: Array.from({ length: 7 }, (_, i) => seatName(t, i + 1)),
  };
}

/** What the board marks during a lesson: the goal space (ringed), labels on what the text names, the way if asked. */
export function lessonMarks(t: Translate, l: Lesson, state: GameState, showWay: boolean): BoardMarks {
  const me = state.boats.find((b) => b.id === l.challenge.boat);
  const start = l.challenge.start.boats.find((b) => b.id === l.challenge.boat)!;
  const notes: BoardNote[] = [];
  // the boat on the goal (its move set there): one label says both (play-test, lessons 1 and 9:
  // "You" and "Goal" round one space, past its heading arrows, hung far out and over each other)
  const onTarget = !!me?.pos && hexKey(me.pos) === hexKey(l.target);
  // "on the goal" only where the move ends (play-test 16, lesson 4: said while the move sailed on
  // past the dock); passing over it, the ring alone marks the goal under the boat's label
  const onGoal = onTarget && !moveGoesOn(state, l.challenge.boat);
  if (me?.pos) notes.push({ hex: me.pos, text: t(onGoal ? 'lessons.mark.youOnGoal' : 'lessons.mark.you'), kind: 'boat', boat: me.id });
  if (!onTarget) notes.push({ hex: l.target, text: t(`lessons.mark.${l.targetKind}` as MessageKey), kind: 'goal' });
  if (l.extra === 'ahead' && start.pos) notes.push({ hex: neighbour(start.pos, start.heading), text: t('lessons.mark.island'), kind: 'thing' });
  // the solution's first step is onto the driftwood (engine/data/lessons/9-driftwood.json)
  if (l.extra === 'driftwood' && l.path[1]) notes.push({ hex: l.path[1], text: t('lessons.mark.driftwood'), kind: 'thing' });
  // the way from the lesson's position only: once a step is played it no longer starts where the boat is
  const fresh = !state.turn || state.turn.boat !== l.challenge.boat || state.turn.path.length <= 1;
  return { goal: l.target, notes, clear: l.path, ...(showWay && fresh ? { path: l.path, way: l.way } : {}) };
}

/** The boat's move is under way and must sail on: Confirm cannot end it where it is. */
function moveGoesOn(state: GameState, boat: string): boolean {
  if (state.turn?.boat !== boat) return false;
  return !legalTurns(state).some((x) => x.actions.length === 1 && x.actions[0]!.type === 'confirm');
}

/**
 * The learner has set part of a move on the board (a speed, a turn, a step: the steps are main's,
 * Confirm not yet pressed): leaving now would lose it, so the play screen asks first (play-test).
 */
export function lessonMoveSet(l: Lesson, state: GameState): boolean {
  const turn = state.turn;
  if (!turn || turn.boat !== l.challenge.boat) return false;
  return turn.speedChosen || turn.path.length > 1 || turn.rotations > 0 || (turn.rotHere ?? 0) !== 0;
}

/**
 * How a move that ends off the goal went wrong, in the lesson's terms (play-test 16: "ends 2 spaces
 * from the goal" alone left the learner guessing): it stopped on the lesson's way before the goal,
 * sailed over the goal and on, or went elsewhere.
 */
export type FarHow = 'short' | 'past' | 'aside';

export type Miss =
  /** `speed`: the speed sailed; `need`: the speed the lesson's way sails at. */
  | { code: 'far'; n: number; how: FarHow; speed: number; need: number }
  | { code: 'coal'; have: number; par: number }
  | { code: 'passenger' }
  | { code: 'finish' }
  | { code: 'other' };

/**
 * Why the boat misses the lesson's goal at par; null when it meets it. With a way played and
 * Confirm still to press, judged on where Confirm leaves it (passengers, coal from a depot and the
 * finish come with Confirm); once the turn is over, on the boat itself, as the engine's verdict
 * (engine/challenge.ts) is.
 */
export function lessonMiss(l: Lesson, state: GameState): Miss | null {
  const ch = l.challenge;
  const me = state.boats.find((b) => b.id === ch.boat)!;
  const before = ch.start.boats.find((b) => b.id === ch.boat)!;
  const rest = state.turn?.boat === ch.boat ? legalTurns(state).find((x) => x.actions.length === 1 && x.actions[0]!.type === 'confirm') : undefined;
  const end = rest
    ? { pos: rest.end.pos as Hex | null, coal: rest.end.coal, passengers: rest.end.passengers, finished: rest.finishes === true }
    : { pos: me.pos, coal: me.coal, passengers: me.passengers, finished: me.place !== null && before.place === null };
  const par = ch.par?.coalLeft;
  switch (ch.goal.kind) {
    case 'reach': {
      if (!end.pos) return { code: 'other' };
      const n = hexDistance(end.pos, ch.goal.pos);
      if (n > 0) return { code: 'far', n, how: farHow(l, ch.goal.pos, end.pos, state.turn?.boat === ch.boat ? state.turn.path : null), speed: rest ? sailingSpeed(state, rest) : me.speed, need: sailingSpeed(ch.start, l.way) };
      break;
    }
    case 'passenger':
      if (end.passengers <= before.passengers) return { code: 'passenger' };
      break;
    case 'finish':
      if (!end.finished) return { code: 'finish' };
      break;
    default:
      return null;
  }
  return par === undefined || end.coal >= par ? null : { code: 'coal', have: end.coal, par };
}

/** Where the move ended against the lesson's way; `path`: the move's own spaces, when known (before Confirm). */
function farHow(l: Lesson, goal: Hex, end: Hex, path: readonly Hex[] | null): FarHow {
  const goalKey = hexKey(goal);
  if (path && path.slice(0, -1).some((h) => hexKey(h) === goalKey)) return 'past';
  const at = l.path.findIndex((h) => hexKey(h) === hexKey(end));
  return at >= 0 && at < l.path.length - 1 ? 'short' : 'aside';
}

export function missText(t: Translate, m: Miss): string {
  switch (m.code) {
    case 'far': {
      const where = t(`lessons.miss.${m.how}` as MessageKey, { n: m.n });
      return m.speed === m.need ? where : `${where} ${t('lessons.miss.speed', { need: m.need, speed: m.speed })}`;
    }
    case 'coal':
      return t('lessons.miss.coal', { have: m.have, par: m.par });
    case 'passenger':
      return t('lessons.miss.passenger');
    case 'finish':
      return t('lessons.miss.finish');
    default:
      return t('lessons.miss.other');
  }
}

/** The lesson a game view's challenge is, if it is one. */
export function lessonOfView(ch: ChallengeView | null | undefined): Lesson | null {
  return ch && isLessonId(ch.id) ? lessonById(ch.id) : null;
}

/**
 * The board's lesson marks for a game view: while the lesson is open, and kept after a miss
 * (play-test 16: the goal vanished with the verdict, so the learner could not see how far off the
 * move ended); none once it is done. The way is drawn only while the lesson is open.
 */
export function lessonViewMarks(t: Translate, ch: ChallengeView | null | undefined, state: GameState, showWay: boolean): BoardMarks | null {
  const l = lessonOfView(ch);
  if (!l || !ch || (ch.status === 'met' && ch.stars >= 2)) return null;
  return lessonMarks(t, l, state, ch.status === 'open' && showWay);
}

/**
 * A lesson's header tells the tiles left only where the lesson is about them (6: the river grows,
 * 7: the Finish in sight); elsewhere "3 tiles left" means nothing to a learner (play-test).
 */
export const lessonTellsTiles = (l: Lesson): boolean => l.number === 6 || l.number === 7;

/** A lesson's log tells no rounds: its position's round ("Start of round 19") means nothing to a learner (play-test). */
export const lessonLogEvents = (events: readonly GameEvent[]): GameEvent[] => events.filter((e) => e.type !== 'roundStarted');
