// The games service: live games in memory, every accepted action autosaved before anyone hears of
// it, chance events resolved here with the engine's sampler (and logged as actions), undo as a
// log operation, the library, "play from here", .mqgame export/import, and replay positions.
// The action log in SQLite is the truth; the in-memory state is only ever the replay of it.
import crypto from 'node:crypto';
import {
  ENGINE_VERSION,
  RULES_VERSION,
  STALL_ROUNDS,
  apply,
  challengeProblem,
  defaultConfig,
  judgeChallenge,
  legalActions,
  legalTurns,
  newGame,
  stallStatus,
  stateHash,
  validateConfig,
  type Action,
  type Challenge,
  type ErrorCode,
  type ChallengeVerdict,
  type GameConfig,
  type GameEvent,
  type GameState,
} from '../../../engine/index.js';
import { ApiError, LESSON_ID_PREFIX, UNTITLED_CHALLENGE } from '../../api/contract.js';
import type { EventHub } from '../events.js';
import type { Db } from '../store.js';
import { GameStore, SNAPSHOT_EVERY, StoreConflict, type GameRow, type LogEntry, type SeatPlayer } from './game-store.js';
import { ENGINE_KEY, actorOf, progressOf, replayRows, settleChance, type RowsReplay } from './log-replay.js';
import { RECORD_VERSION, RecordError, buildRecord, recordFileName, recordText, scenarioStart } from '../../../engine/record/index.js';
import { cleanText } from '../../../engine/record/text.js';
import { TITLE_MAX } from '../../../engine/record/schemas.js';
import { scenarioChallenge } from '../../../engine/scenario.js';
import { readRecord } from './record-import.js';
import type { ReplayTimeline } from './replay-schema.js';
import { ReplayTimelines, buildReplayTimeline } from './replay-timeline.js';
import {
  ActionSchema,
  isChanceAction,
  type GameLog,
  type GamePosition,
  type ChallengeView,
  type GameSummary,
  type GameView,
  type Notice,
  type Player,
  type StallOffer,
} from './schemas.js';

/** How many past actions the play screen's log can rebuild at once. */
const LOG_LIMIT = 400;
/**
 * Opening a game checks its whole log from the start (loading itself skips to the newest
 * snapshot, so a damaged row under one would go unnoticed). Up to this many actions the check is
 * done before the game is shown (a few ms); a longer game is shown at once and checked in the
 * background, and anything that writes, exports or rebuilds positions waits for the check.
 */
const VERIFY_NOW_MAX = 500;
/** Actions replayed per background step (a few ms, so requests are not held up). */
const VERIFY_STEP = 100;

export interface GamesLogger {
  info(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

export interface GamesServiceOptions {
  db: Db;
  hub: EventHub;
  /** Start-up notices (e.g. the damaged database moved aside), shown once by the renderer. */
  notices?: Notice[];
  log?: GamesLogger;
  /** Name and version written into exported records. */
  appLabel?: string;
  now?: () => number;
  /** How many games stay decoded in memory (least recently used dropped first). */
  liveLimit?: number;
  /**
   * SQLite `synchronous` for this connection (WAL mode). 'full' (default): an acknowledged move
   * survives a killed process and also a power cut or OS crash (fsync at every commit).
   * 'normal': survives a killed process only. See docs/saves.md.
   */
  durability?: 'full' | 'normal';
}

export interface NewGameInput {
  players: Player[];
  config?: GameConfig;
  seed?: number;
  title?: string;
  /** The captain's hints may be asked for (default: yes). */
  hints?: boolean;
}

export interface ScenarioGameInput {
  /** A scenario file's text (docs/scenario-format.md), goal and par optional. */
  scenario: string;
  /** The shipped challenge it is (engine/data/challenges file name without .json): its stars are kept. */
  challengeId?: string;
  /** The player's name (the seat of the boat to move); the other seats are medium captains. */
  playerName?: string;
  /** Names by seat (the player's seat too, unless playerName is given). */
  names?: string[];
  title?: string;
}

interface Live {
  row: GameRow;
  /** The goal set by the scenario the game started from (null: a game not from a scenario). */
  challenge: Challenge | null;
  /**
   * The verdict on the challenge as it stood when the player's turn ended (at `seq`): the captains'
   * moves after it (pushing the boat off the goal) must not change it (play-test, lesson 5).
   */
  verdict?: { seq: number; verdict: ChallengeVerdict };
  state: GameState;
  /** The last log entry (null at seq 0): undo needs its actor and type. */
  last: { actor: number | null; action: Action } | null;
  readOnly: boolean;
  notices: Notice[];
  /** Answers to the offer to end a stalled race (memory only: after a restart it is simply made again). */
  stall?: { sinceRound: number; agreed: number[]; declinedRound: number | null };
  /**
   * The check of the whole log from the start, while under way (null when done): `state` is the
   * replay so far, `target` the position loading reached, `badSnapshots` those that disagreed.
   */
  check: { state: GameState; target: number; badSnapshots: number[] } | null;
}

type Snapshot = { seq: number; engine: string; state: string };

/**
 * What a view carries. `turns: false` leaves `legalTurns` empty: no view sent to a page or a room
 * carries them (the page computes them from the view: network-view.ts) and the captains' driver
 * never reads them, and they are the costliest part of a view (the whole turn search).
 */
export interface ViewOptions {
  turns?: boolean;
}

export class GamesService {
  readonly store: GameStore;
  private readonly live = new Map<string, Live>();
  /** Games kept decoded whatever liveLimit says (a network room playing them), with how many hold each. */
  private readonly held = new Map<string, number>();
  private readonly hub: EventHub;
  private readonly startupNotices: Notice[];
  private readonly log: GamesLogger | undefined;
  private readonly now: () => number;
  private readonly liveLimit: number;
  private readonly appLabel: string | undefined;
  private readonly timelines = new ReplayTimelines();
  /** Scenario starts read lately, by their text (a game near its start replays from one often). */
  private readonly scenarios = new Map<string, Extract<ReturnType<typeof scenarioStart>, { ok: true }>>();

  constructor(options: GamesServiceOptions) {
    options.db.pragma(`synchronous = ${options.durability === 'normal' ? 'NORMAL' : 'FULL'}`);
    this.store = new GameStore(options.db);
    this.hub = options.hub;
    this.startupNotices = options.notices ?? [];
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.liveLimit = options.liveLimit ?? 8;
    this.appLabel = options.appLabel;
  }

  notices(): Notice[] {
    return [...this.startupNotices];
  }

  // ---- creating ------------------------------------------------------------------------------

  newGame(input: NewGameInput, opts: ViewOptions = {}): GameView {
    const config = input.config ?? defaultConfig(input.players.length);
    const check = validateConfig(config);
    if (!check.ok) throw new ApiError('game/bad-config', `These game options cannot be played: ${check.code} (${check.field}).`);
    if (input.players.length !== config.seats.length) {
      throw new ApiError('game/bad-config', `${input.players.length} players for ${config.seats.length} seats.`);
    }
    const seed = input.seed ?? crypto.randomInt(0, 0xffffffff);
    const start = newGame(config, seed);
    const settled = settleChance(start);
    const now = this.now();
    const row = this.newRow({
      title: input.title ?? defaultTitle(now),
      config,
      seed,
      players: seatPlayers(input.players, config),
      now,
      parent: null,
      hints: input.hints ?? true,
    });
    const progress = progressOf(settled.state, 0, now);
    this.write(() => this.store.create({ ...row, ...progress }, settled.entries, snapshotsOf(settled.entries, settled.states, settled.state)));
    const live = this.remember({
      row: { ...row, ...progress },
      state: settled.state,
      last: lastOf(settled.entries),
      readOnly: false,
      notices: [],
      check: null, // written by this service just now
      challenge: null,
    });
    this.emit(live, 'created', settled.events);
    return this.view(live, opts);
  }

  /**
   * A game whose start is a scenario's position, played as a challenge (its goal, or winning the
   * race): the player sails the boat whose move is pending, the other seats are medium captains.
   * A scenario that does not read, or sets no playable challenge, is refused before anything is written.
   */
  newScenarioGame(input: ScenarioGameInput, opts: ViewOptions = {}): GameView {
    let json: unknown;
    try {
      json = JSON.parse(input.scenario);
    } catch (err) {
      throw new ApiError('scenario/invalid', `The scenario is not valid JSON (${(err as Error).message.slice(0, 120)}).`);
    }
    const read = scenarioStart(json);
    if (!read.ok) throw new ApiError('scenario/invalid', `The scenario cannot be played: ${issuesText(read.issues)}`);
    const start = read.state;
    const set = scenarioChallenge(read.scenario, start);
    if (!set.ok) throw new ApiError('scenario/not-a-challenge', `The scenario sets no challenge that can be played: ${issuesText(set.issues)}`);
    const problem = challengeProblem(start, set.challenge.goal);
    if (problem) throw new ApiError('scenario/not-a-challenge', `The scenario sets no challenge that can be played (${problem}).`);
    const config = start.config;
    const seat = (start.pending as { player: number }).player;
    const players: Player[] = config.seats.map((_, i) =>
      i === seat ? { name: input.playerName ?? input.names?.[i] ?? `Player ${i + 1}`, kind: 'human' } : { name: input.names?.[i] ?? `Captain ${i + 1}`, kind: 'computer', level: 'medium' },
    );
    const settled = settleChance(start);
    const now = this.now();
    const sc = read.scenario as { name?: string; seed?: number };
    const row = this.newRow({
      title: input.title ?? cleanText(sc.name ?? '', TITLE_MAX, UNTITLED_CHALLENGE),
      config,
      // the seed column is only read for games not from a scenario; keep the file's where it fits
      seed: Number.isInteger(sc.seed) && sc.seed! >= 0 && sc.seed! <= 0xffffffff ? sc.seed! : 0,
      players: seatPlayers(players, config),
      now,
      parent: null,
      rulesVersion: start.rulesVersion,
      scenario: JSON.stringify(json),
      challengeId: input.challengeId ?? null,
      // A challenge is a puzzle: the captain's hint knows nothing of its goal (play-test: it led a
      // player to miss "stop green finishing") and, where it fits the goal, earned the stars for
      // them. Lessons keep it (their own "Show me" guides anyway).
      hints: input.challengeId?.startsWith(LESSON_ID_PREFIX) ?? false,
    });
    const progress = progressOf(settled.state, 0, now);
    const live: Live = {
      row: { ...row, ...progress },
      state: settled.state,
      last: lastOf(settled.entries),
      readOnly: false,
      notices: [],
      check: null,
      challenge: set.challenge,
    };
    // A lesson played again replaces the earlier games of it: they are listed nowhere (the library
    // leaves lessons out), so they would only pile up unseen.
    const earlier = input.challengeId?.startsWith(LESSON_ID_PREFIX) ? this.store.gamesOfChallenge(input.challengeId) : [];
    this.write(() => this.store.create({ ...row, ...progress }, settled.entries, snapshotsOf(settled.entries, settled.states, settled.state)));
    for (const old of earlier) {
      try {
        this.write(() => this.store.delete(old.id, old.rev), old.id);
        this.live.delete(old.id);
        this.hub.emit('gameChanged', { gameId: old.id, kind: 'deleted', rev: old.rev + 1, seq: old.seq, events: [] });
      } catch (err) {
        // changed meanwhile (a move still being saved): it stays, unlisted, until the next time
        this.log?.error(`could not replace lesson game ${old.id}`, err instanceof Error ? err.message : String(err));
      }
    }
    this.remember(live);
    this.log?.info(`new game ${row.id} from a scenario${input.challengeId ? ` (challenge ${input.challengeId})` : ''}`);
    this.emit(live, 'created', settled.events);
    return this.view(live, opts);
  }

  /** Best stars earned per shipped challenge (1: goal met, 2: at par). */
  challengeStars(): Record<string, number> {
    return this.store.challengeStars();
  }

  importGame(text: string): GameSummary {
    let read: ReturnType<typeof readRecord>;
    try {
      read = readRecord(text);
    } catch (err) {
      if (err instanceof RecordError) throw new ApiError(err.code, err.message);
      throw err;
    }
    const { record } = read;
    // A record may end on a chance event (e.g. cut short by a tool): main resolves it, as in play.
    const settled = settleChance(read.state);
    const now = this.now();
    const entries = [...read.entries, ...settled.entries];
    const row = this.newRow({
      title: record.meta.title,
      config: record.config,
      seed: record.seed,
      players: seatPlayers(record.meta.players, record.config),
      now,
      parent: null,
      imported: true,
      rulesVersion: record.rulesVersion,
      scenario: record.scenario === null ? null : JSON.stringify(record.scenario),
      hints: record.meta.hints,
      hintUsed: record.meta.hintUsed,
    });
    // The game keeps the day it was started; the library sorts it by now (when it arrived).
    const started = record.meta.createdAt === undefined ? NaN : Date.parse(record.meta.createdAt);
    if (Number.isFinite(started)) row.createdAt = started;
    const progress = progressOf(settled.state, 0, now);
    const snapshots = [...read.snapshots, ...snapshotsOf(settled.entries, settled.states, settled.state)];
    this.write(() => this.store.create({ ...row, ...progress }, entries, snapshots));
    this.log?.info(`imported game ${row.id} (${entries.length} actions)`);
    const summary = this.summary(row.id);
    this.hub.emit('gameChanged', { gameId: row.id, kind: 'created', rev: 0, seq: summary.seq, events: [] });
    return summary;
  }

  /** "Play from here": a new game whose log is this game's up to `atSeq`; the original stays intact. */
  forkGame(gameId: string, atSeq: number, title?: string): GameSummary {
    const source = this.load(gameId);
    this.checkRange(source, atSeq);
    return this.copyGame(source, atSeq, title ?? `${source.row.title} (from move ${atSeq})`, { id: gameId, seq: atSeq });
  }

  duplicateGame(gameId: string, title?: string): GameSummary {
    const source = this.load(gameId);
    return this.copyGame(source, source.state.seq, title ?? `${source.row.title} (copy)`, null);
  }

  private copyGame(source: Live, atSeq: number, title: string, parent: GameRow['parent']): GameSummary {
    const at = this.stateAt(source.row, atSeq);
    if (!at.ok) throw new ApiError('game/unreadable', `Move ${atSeq} of this game cannot be rebuilt.`);
    const settled = settleChance(at.state);
    const now = this.now();
    // A duplicate is still the imported record; "play from here" starts a game of this app's own.
    const imported = parent === null && source.row.imported;
    // the copied log was played under the source's rules: the copy keeps them
    const row = this.newRow({
      title: title.slice(0, 100),
      config: source.row.config,
      seed: source.row.seed,
      players: source.row.players,
      now,
      parent,
      imported,
      rulesVersion: source.row.rulesVersion,
      // the copied moves may have come from hints: the copy says so too, and keeps the setup's choice
      hints: source.row.hints,
      hintUsed: source.row.hintUsed,
      // the copied log starts where the source's did
      scenario: source.row.scenario,
      challengeId: source.row.challengeId,
    });
    const progress = progressOf(settled.state, 0, now);
    this.write(() => this.store.copy({ ...row, ...progress }, source.row.id, head(source.row), atSeq, settled.entries, progress), source.row.id);
    this.hub.emit('gameChanged', { gameId: row.id, kind: 'created', rev: 0, seq: progress.seq, events: [] });
    return this.summary(row.id);
  }

  // ---- playing -------------------------------------------------------------------------------

  /**
   * The library's mark that a hint was shown. Only the mark is written: not the game's log, its
   * revision or its "last played" time, so a move computed before the hint is still accepted.
   */
  markHintUsed(gameId: string): void {
    const live = this.load(gameId, false);
    if (live.row.hintUsed) return;
    this.write(() => this.store.markHintUsed(gameId), gameId);
    live.row = { ...live.row, hintUsed: true };
  }

  getGame(gameId: string, opts: ViewOptions = {}): GameView {
    return this.view(this.load(gameId, false), opts);
  }

  /**
   * Keeps a game decoded in memory until the returned function is called, beyond `liveLimit`: a
   * network room plays its game for its whole life, and a process with more rooms than the limit
   * would otherwise reload (and check from the start) a game at nearly every move.
   */
  hold(gameId: string): () => void {
    this.held.set(gameId, (this.held.get(gameId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.held.get(gameId) ?? 1) - 1;
      if (n > 0) this.held.set(gameId, n);
      else this.held.delete(gameId);
    };
  }

  /**
   * Applies one decision, or a list of them (a way set in one request), resolving the chance events
   * each leads to; all of it is written in one transaction before one event goes out. All or
   * nothing: a refused action (in a list: its `index` on the error) or a failed write changes
   * nothing. A list is one mover's: an action after the turn passed to another seat is refused.
   */
  act(gameId: string, expectSeq: number, action: Action | readonly Action[], opts: ViewOptions = {}): GameView {
    const live = this.load(gameId);
    this.checkWritable(live, expectSeq);
    const list = Array.isArray(action);
    const actions: readonly Action[] = list ? action : [action as Action];
    const refuse = (i: number, code: ErrorCode, message: string): never => {
      throw new ApiError(code, list ? `${message} (action ${i + 1} of ${actions.length})` : message, list ? i : undefined);
    };
    let state = live.state;
    const mover = actorOf(state);
    const entries: LogEntry[] = [];
    const states: GameState[] = [];
    const events: GameEvent[] = [];
    const decided: GameState[] = [];
    actions.forEach((a, i) => {
      if (isChanceAction(a)) refuse(i, 'action/wrong-decision', 'Chance events are resolved by the app, not sent as moves.');
      if (a.type === 'endStalledRace') {
        refuse(i, 'action/wrong-decision', 'A stalled race ends when every player agrees (answerStallOffer), not by one move.');
      }
      const actor = actorOf(state);
      if (i > 0 && actor !== mover) refuse(i, 'action/wrong-decision', 'A list of actions is one player’s: the turn passed to another seat.');
      const r = apply(state, a);
      if (!r.ok) refuse(i, r.code, `The move was refused (${r.code}${r.detail ? `: ${r.detail}` : ''}).`);
      else {
        const settled = settleChance(r.state);
        entries.push({ seq: r.state.seq, actor, action: a }, ...settled.entries);
        states.push(r.state, ...settled.states);
        events.push(...r.events, ...settled.events);
        state = settled.state;
        decided.push(state);
      }
    });
    this.commit(live, entries, states, events, decided);
    this.endStalledAmongCaptains(live);
    return this.view(live, opts);
  }

  /**
   * A human seat answers the offer to end a stalled race. When the last seat asked agrees, the
   * race ends (an `endStalledRace` action in the log); one "no" dismisses the offer until the race
   * has stayed stalled for another STALL_ROUNDS rounds.
   */
  answerStallOffer(gameId: string, expectSeq: number, seat: number, agree: boolean, opts: ViewOptions = {}): GameView {
    const live = this.load(gameId);
    this.checkWritable(live, expectSeq);
    const offer = this.stallOffer(live);
    if (!offer || !offer.seats.includes(seat) || offer.agreed.includes(seat)) {
      throw new ApiError('stall/no-offer', 'There is no offer to end this race waiting for this seat.');
    }
    const sinceRound = stallStatus(live.state)!.sinceRound;
    if (!agree) {
      live.stall = { sinceRound, agreed: [], declinedRound: live.state.round };
      this.emit(live, 'acted', []);
      return this.view(live, opts);
    }
    const agreed = [...offer.agreed, seat];
    live.stall = { sinceRound, agreed, declinedRound: null };
    if (offer.seats.every((s) => agreed.includes(s))) this.endStalled(live);
    else this.emit(live, 'acted', []);
    return this.view(live, opts);
  }

  /**
   * Takes back the last step of the turn in progress: only the current mover's own steps that are
   * not yet confirmed, never a chance outcome, never a computer captain's step. With `toSeq` (the
   * start of a choice), every step after it that may be taken back so, in one write and one event:
   * it stops where the next step back would not be allowed, as one undo after another would.
   */
  undo(gameId: string, expectSeq: number, opts: ViewOptions & { toSeq?: number } = {}): GameView {
    const live = this.load(gameId);
    this.checkWritable(live, expectSeq);
    if (!this.canUndo(live)) {
      throw new ApiError('undo/not-allowed', 'Only your own unconfirmed steps of the turn in progress can be taken back.');
    }
    const target = this.undoTarget(live, opts.toSeq);
    const back = this.stateAt(live.row, target);
    if (!back.ok) throw new ApiError('game/unreadable', `Move ${target} of this game cannot be rebuilt.`);
    const rev = live.row.rev + 1;
    const progress = progressOf(back.state, rev, this.now());
    this.write(() => this.store.truncate(gameId, head(live.row), target, progress), gameId);
    live.state = back.state;
    if (live.verdict && back.state.seq < live.verdict.seq) live.verdict = undefined;
    live.row = { ...live.row, ...progress };
    if (live.challenge) this.keepVerdict(live);
    live.last = this.entryAt(gameId, target);
    this.emit(live, 'undone', []);
    return this.view(live, opts);
  }

  /**
   * How far back one undo goes: one step, or down to `toSeq` while each step back is allowed (the
   * positions in between replayed forward from there, to ask canUndo of each as it stood).
   */
  private undoTarget(live: Live, toSeq: number | undefined): number {
    const seq = live.state.seq;
    if (toSeq === undefined || toSeq >= seq - 1) return seq - 1;
    const from = this.stateAt(live.row, Math.max(0, toSeq));
    if (!from.ok) return seq - 1;
    const rows = this.store.actions(live.row.id, from.state.seq, seq);
    let state = from.state;
    const steps: { state: GameState; last: Live['last'] }[] = [];
    for (const raw of rows) {
      const last = rowEntry(raw.actor, parseOr(raw.action));
      const r = last ? apply(state, last.action) : null;
      if (!last || !r?.ok) return seq - 1; // (the log replays, or the game would be read-only: one step, as before)
      state = r.state;
      steps.push({ state, last });
    }
    // steps[k] is the position after action from.state.seq + k + 1; walk back from the newest
    let target = seq - 1;
    for (let k = steps.length - 2; k >= 0; k--) {
      if (!this.canUndo({ ...live, state: steps[k]!.state, last: steps[k]!.last })) break;
      target--;
    }
    return target;
  }

  /** Any position of any game (finished or not, read-only or not), for the replay viewer. */
  getGameAt(gameId: string, seq: number): GamePosition {
    // Seeking does not wait for a long game's check (a full replay costs more than the seek): until
    // it ends, within a fraction of a second of opening, positions come from snapshots as before.
    const live = this.load(gameId, false);
    this.checkRange(live, seq);
    if (seq === 0) {
      const at = this.stateAt(live.row, 0);
      return { gameId, seq, lastSeq: live.state.seq, state: at.state, action: null, events: [] };
    }
    const before = this.stateAt(live.row, seq - 1);
    const entry = this.entryAt(gameId, seq);
    const r = before.ok && entry ? apply(before.state, entry.action) : null;
    if (!r || !r.ok) throw new ApiError('game/unreadable', `Move ${seq} of this game cannot be rebuilt.`);
    return { gameId, seq, lastSeq: live.state.seq, state: r.state, action: entry!.action, events: r.events };
  }

  /** The replay viewer's timeline (rounds, tile reveals, every action's events, race chart). Reads only. */
  getReplayTimeline(gameId: string): ReplayTimeline {
    const live = this.load(gameId);
    const to = live.state.seq;
    return this.timelines.get(live.row, to, () => buildReplayTimeline(gameId, this.stateAt(live.row, 0).state, this.store.actions(gameId, 0, to)));
  }

  /**
   * The events of the game's actions up to `toSeq` (default: the current position), at most the
   * last LOG_LIMIT of them, rebuilt from the log: a window that opens a game after a restart
   * shows what happened before it, not an empty log.
   */
  getGameLog(gameId: string, toSeq?: number): GameLog {
    const live = this.load(gameId);
    const to = Math.min(toSeq ?? live.state.seq, live.state.seq);
    const from = Math.max(0, to - LOG_LIMIT);
    const start = this.stateAt(live.row, from);
    if (!start.ok) throw new ApiError('game/unreadable', `Move ${start.atSeq} of this game cannot be rebuilt.`);
    let state = start.state;
    const entries: GameLog['entries'] = [];
    for (const raw of this.store.actions(gameId, from, to)) {
      const action = ActionSchema.safeParse(JSON.parse(raw.action));
      const r = action.success ? apply(state, action.data as Action) : null;
      if (!r || !r.ok) break; // the log stops replaying here (the game is read-only from there)
      entries.push({ seq: raw.seq, events: r.events });
      state = r.state;
    }
    return { gameId, fromSeq: from, toSeq: state.seq, entries };
  }

  // ---- library -------------------------------------------------------------------------------

  listGames(): GameSummary[] {
    return this.store.list();
  }

  /** The game Home offers to continue; `skip`: games played elsewhere (a network room's race). */
  lastUnfinishedGame(skip?: (id: string) => boolean): GameSummary | null {
    return this.store.lastUnfinished(skip);
  }

  /**
   * Home's games to continue: the one last left (`game`, started or not) and, when that one was never
   * played on, the newest game that was (`played`): a new game left before its first move would
   * otherwise hide the race in progress (play-test pt29), and the race would hide it (pt28).
   */
  gamesToContinue(skip?: (id: string) => boolean): { game: GameSummary | null; played: GameSummary | null } {
    const game = this.store.lastUnfinished(skip);
    const played = game ? this.store.lastPlayed(skip) : null;
    return { game, played: played && played.id !== game?.id ? played : null };
  }

  renameGame(gameId: string, expectSeq: number, title: string): GameSummary {
    const row = this.requireRow(gameId);
    if (row.rev !== expectSeq) throw stale(expectSeq, row.rev);
    this.write(() => this.store.rename(gameId, title, row.rev), gameId);
    const cached = this.live.get(gameId);
    const fresh = this.requireRow(gameId);
    if (cached) cached.row = fresh;
    this.hub.emit('gameChanged', { gameId, kind: 'renamed', rev: fresh.rev, seq: fresh.seq, events: [] });
    return this.summary(gameId);
  }

  /**
   * Who plays one seat from now on (a networked race: a computer captain takes a dropped player's
   * seat, or a player takes it back). The seat's boats and every move so far stay, and so does the
   * revision: the player to move may be choosing on the view before it (play-test: a seat taken
   * over mid-turn made the host's move stale). No event: whoever asked tells the players and pokes
   * the captains.
   */
  setSeatPlayer(gameId: string, expectSeq: number, seat: number, player: Player, opts: ViewOptions = {}): GameView {
    const live = this.load(gameId);
    this.checkWritable(live, expectSeq);
    const old = live.row.players[seat];
    if (!old) throw new ApiError('game/bad-config', `This game has no seat ${seat}.`);
    const players = live.row.players.map((p, i) => (i === seat ? { ...player, boats: old.boats } : p));
    this.write(() => this.store.setPlayers(gameId, players, live.row.rev), gameId);
    live.row = { ...live.row, players };
    return this.view(live, opts);
  }

  deleteGame(gameId: string, expectSeq: number): { deleted: string } {
    const row = this.requireRow(gameId);
    if (row.rev !== expectSeq) throw stale(expectSeq, row.rev);
    this.write(() => this.store.delete(gameId, row.rev), gameId);
    this.live.delete(gameId);
    this.hub.emit('gameChanged', { gameId, kind: 'deleted', rev: row.rev + 1, seq: row.seq, events: [] });
    return { deleted: gameId };
  }

  exportGame(gameId: string): { fileName: string; text: string; formatVersion: number } {
    const live = this.load(gameId);
    // The good part of the log: what this app can vouch for (a broken tail cannot be replayed).
    const actions = this.store.actions(gameId, 0, live.state.seq).map((r) => ActionSchema.parse(JSON.parse(r.action)) as Action);
    const record = buildRecord({
      title: live.row.title,
      players: live.row.players.map(({ boats: _boats, ...p }) => p),
      createdAt: live.row.createdAt,
      config: live.row.config,
      seed: live.row.seed,
      actions,
      state: live.state,
      exportedBy: this.appLabel,
      scenario: live.row.scenario === null ? null : (JSON.parse(live.row.scenario) as Record<string, unknown>),
      // a game played with help says so after an export and import too (issue 16)
      hints: live.row.hints,
      hintUsed: live.row.hintUsed,
    });
    return { fileName: recordFileName(live.row.title), text: recordText(record), formatVersion: RECORD_VERSION };
  }

  /** Forgets decoded games (they are rebuilt from the database on next use). */
  evict(gameId?: string): void {
    if (gameId === undefined) this.live.clear();
    else this.live.delete(gameId);
  }

  // ---- internals -----------------------------------------------------------------------------

  /**
   * The game, decoded. `verified` (default): its whole log has been checked from the start (see
   * VERIFY_NOW_MAX); only getGame opens a long game before its check has finished.
   */
  private load(gameId: string, verified = true): Live {
    const cached = this.live.get(gameId);
    if (cached) {
      this.live.delete(gameId); // re-insert: most recently used last
      this.live.set(gameId, cached);
      if (verified) this.finishCheck(cached);
      return cached;
    }
    const row = this.requireRow(gameId);
    const r = this.stateAt(row, row.seq);
    const live: Live = {
      row,
      state: r.state,
      last: this.entryAt(gameId, r.state.seq),
      readOnly: false,
      notices: [],
      check: null,
      challenge: this.challengeOf(row),
    };
    if (!r.ok) this.markBroken(live, r.state, r.atSeq, r.reason);
    // Loading skipped the log under the newest snapshot: check all of it from the start too (an
    // earlier row may be damaged as well when loading already found a break).
    live.check = r.state.seq > 0 ? { state: this.startOf(row), target: r.state.seq, badSnapshots: [] } : null;
    this.remember(live);
    // a challenge saved before its verdict was kept on its row gets it now
    if (live.challenge && !live.readOnly) this.keepStars(live);
    if (verified || row.seq <= VERIFY_NOW_MAX) this.finishCheck(live);
    else this.checkLater(live);
    if (!live.readOnly && live.state.pending.kind === 'chance') {
      // Never left so by this service (chance is settled in the same transaction as the move that
      // led to it), but a log written by other means could stop there: settle it like play would.
      this.finishCheck(live);
      if (!live.readOnly) {
        const settled = settleChance(live.state);
        this.commit(live, settled.entries, settled.states, settled.events);
      }
    }
    this.endStalledAmongCaptains(live);
    return live;
  }

  /** The offer to end the race, if it is stalled, has human seats, and was not declined lately. */
  private stallOffer(live: Live): StallOffer | null {
    const status = stallStatus(live.state);
    if (live.readOnly || !status?.stalled) return null;
    const seats = live.row.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
    if (seats.length === 0) return null;
    // answers hold for this stall only: once a boat gets further, a later stall asks afresh
    const answers = live.stall?.sinceRound === status.sinceRound ? live.stall : null;
    // a "no" holds for STALL_ROUNDS more rounds of the same stall
    if (answers?.declinedRound != null && live.state.round < answers.declinedRound + STALL_ROUNDS) return null;
    const agreed = answers && answers.declinedRound === null ? answers.agreed : [];
    return { seats, agreed: agreed.filter((s) => seats.includes(s)), roundsWithoutProgress: status.roundsWithoutProgress };
  }

  /** Plays `endStalledRace` for the whole table (logged with no actor: no one seat decided it). */
  private endStalled(live: Live): void {
    const action: Action = { type: 'endStalledRace' };
    const r = apply(live.state, action);
    if (!r.ok) throw new ApiError(r.code, `The race could not be ended (${r.code}).`);
    live.stall = undefined;
    this.commit(live, [{ seq: r.state.seq, actor: null, action }], [r.state], r.events);
  }

  /**
   * A race among computer captains alone ends by itself once stalled. A race becomes stalled only
   * as a round starts, i.e. after the last action of a captain's decision, never mid-sequence.
   */
  private endStalledAmongCaptains(live: Live): void {
    if (live.readOnly || !stallStatus(live.state)?.stalled) return;
    if (live.row.players.some((p) => p.kind !== 'computer')) return;
    // writing on a log still being checked: finish the check first (as settling chance does)
    this.finishCheck(live);
    if (!live.readOnly && stallStatus(live.state)?.stalled) this.endStalled(live);
  }

  /** Read-only at `state` (the last good position), with the notice saying where the log stops. */
  private markBroken(live: Live, state: GameState, atSeq: number, reason: string): void {
    live.check = null;
    live.readOnly = true;
    live.state = state;
    live.last = this.entryAt(live.row.id, state.seq);
    live.notices = [
      {
        code: 'game/log-broken',
        message:
          `This game's saved moves stop replaying at move ${atSeq} (${reason}); it is shown read-only at move ` +
          `${state.seq}. Use "play from here" to continue from that position.`,
        atSeq,
      },
    ];
    this.timelines.forget(live.row.id);
    this.log?.error(`game ${live.row.id}: log stops replaying at ${atSeq} (${reason})`);
  }

  private finishCheck(live: Live): void {
    while (live.check) this.checkStep(live, Number.POSITIVE_INFINITY);
  }

  /** Checks a long game's log in small steps between requests; anything that needs it finishes it first. */
  private checkLater(live: Live): void {
    const step = () => {
      if (!live.check || this.live.get(live.row.id) !== live) return; // done, or forgotten (reloads check again)
      try {
        this.checkStep(live, VERIFY_STEP);
      } catch (err) {
        this.log?.error(`game ${live.row.id}: background log check failed`, err instanceof Error ? err.message : String(err));
        return;
      }
      if (live.check) setImmediate(step);
    };
    setImmediate(step);
  }

  /**
   * Replays up to `maxRows` more of the log from the start, comparing with every snapshot on the
   * way. A row that does not replay makes the game read-only at the move before it. A snapshot
   * that disagrees with the log is dropped (the log is the truth; snapshots are only a cache).
   */
  private checkStep(live: Live, maxRows: number): void {
    const c = live.check!;
    const id = live.row.id;
    const end = Math.min(c.state.seq + maxRows, c.target);
    while (c.state.seq < end) {
      // Slices end on snapshot boundaries, where the replay is compared with the stored snapshot.
      const to = Math.min(end, (Math.floor(c.state.seq / SNAPSHOT_EVERY) + 1) * SNAPSHOT_EVERY);
      const r = replayRows(c.state, this.store.actions(id, c.state.seq, to));
      if (!r.ok) return this.markBroken(live, r.state, r.atSeq, r.reason);
      if (r.state.seq !== to) return this.markBroken(live, r.state, r.state.seq + 1, `missing action ${r.state.seq + 1}`);
      c.state = r.state;
      const snap = this.store.snapshot(id, to, ENGINE_KEY);
      if (snap && snap.seq === to && !sameState(snap.state, c.state)) c.badSnapshots.push(to);
    }
    if (c.state.seq < c.target) return;
    live.check = null;
    if (c.badSnapshots.length === 0 && stateHash(c.state) === stateHash(live.state)) return;
    this.write(() => this.store.dropSnapshots(id, c.badSnapshots));
    this.log?.error(`game ${id}: snapshots at ${c.badSnapshots.join(', ')} disagree with the log; dropped, the log replayed instead`);
    live.state = c.state;
    live.last = this.entryAt(id, c.state.seq);
    live.notices = [
      ...live.notices,
      { code: 'game/snapshot-ignored', message: 'Some saved positions of this game disagreed with its moves; the moves were replayed instead.' },
    ];
    this.timelines.forget(id);
  }

  private startOf(row: GameRow): GameState {
    if (row.scenario !== null) return this.scenarioOf(row).state;
    try {
      // the game replays under the rules it was played with (a row from before a rules change)
      return newGame(row.config, row.seed, { rulesVersion: row.rulesVersion });
    } catch (err) {
      throw new ApiError('game/unreadable', `This game's options are not playable by this version (${(err as Error).message}).`);
    }
  }

  /** The game's scenario, read (it was checked when the game was made; a damaged row is unreadable). */
  private scenarioOf(row: GameRow): Extract<ReturnType<typeof scenarioStart>, { ok: true }> {
    const text = row.scenario!;
    const cached = this.scenarios.get(text);
    if (cached) return cached;
    let read: ReturnType<typeof scenarioStart>;
    try {
      read = scenarioStart(JSON.parse(text));
    } catch {
      read = { ok: false, issues: [] };
    }
    if (!read.ok) throw new ApiError('game/unreadable', "This game's starting position no longer reads.");
    if (this.scenarios.size >= this.liveLimit) this.scenarios.delete(this.scenarios.keys().next().value!);
    this.scenarios.set(text, read);
    return read;
  }

  private challengeOf(row: GameRow): Challenge | null {
    if (row.scenario === null) return null;
    const read = this.scenarioOf(row);
    const set = scenarioChallenge(read.scenario, read.state);
    return set.ok && !challengeProblem(read.state, set.challenge.goal) ? set.challenge : null;
  }

  private remember(live: Live): Live {
    this.live.set(live.row.id, live);
    // the least recently used first, never a held game (those do not count against the limit)
    if (this.live.size > this.liveLimit) {
      let over = this.live.size - this.liveLimit - [...this.held.keys()].filter((id) => this.live.has(id)).length;
      for (const id of this.live.keys()) {
        if (over <= 0) break;
        if (this.held.has(id)) continue;
        this.live.delete(id);
        over--;
      }
    }
    return live;
  }

  /** The position after `seq` actions: nearest trusted snapshot, then the log forward. */
  private stateAt(row: GameRow, seq: number): RowsReplay {
    let start: GameState | null = null;
    const snap = seq > 0 ? this.store.snapshot(row.id, seq, ENGINE_KEY) : null;
    if (snap) {
      try {
        const parsed = JSON.parse(snap.state) as GameState;
        if (parsed && parsed.seq === snap.seq) start = parsed;
      } catch {
        start = null; // a damaged snapshot only costs time: replay from the start instead
      }
    }
    start ??= this.startOf(row);
    const r = replayRows(start, this.store.actions(row.id, start.seq, seq));
    if (r.ok && r.state.seq !== seq) return { ok: false, state: r.state, atSeq: r.state.seq + 1, reason: `missing action ${r.state.seq + 1}` };
    return r;
  }

  private entryAt(gameId: string, seq: number): Live['last'] {
    if (seq === 0) return null;
    const raw = this.store.actionAt(gameId, seq);
    if (!raw) return null;
    return rowEntry(raw.actor, JSON.parse(raw.action));
  }

  /** `decided`: the positions after each decision of a list (its challenge verdict is judged at each, as one act at a time was). */
  private commit(live: Live, entries: LogEntry[], states: GameState[], events: GameEvent[], decided: readonly GameState[] = []): void {
    const state = states[states.length - 1]!;
    const rev = live.row.rev + 1;
    const progress = progressOf(state, rev, this.now());
    const snapshots = snapshotsOf(entries, states, state);
    this.write(() => this.store.append(live.row.id, head(live.row), entries, progress, snapshots), live.row.id);
    // Only now, with the actions on disk, does memory move on and the event go out.
    live.state = state;
    live.row = { ...live.row, ...progress };
    live.last = lastOf(entries);
    this.keepStars(live, decided.slice(0, -1));
    this.emit(live, 'acted', events);
  }

  /** A shipped challenge met: its stars are remembered (only ever raised). */
  private keepStars(live: Live, passed: readonly GameState[] = []): void {
    if (!live.challenge) return;
    if (live.verdict && live.state.seq < live.verdict.seq) live.verdict = undefined;
    for (const state of [...passed, live.state]) {
      if (live.verdict) break;
      const now = judgeChallenge(live.challenge, state);
      if (now.status !== 'open') live.verdict = { seq: state.seq, verdict: now };
    }
    this.keepVerdict(live);
    const verdict = live.verdict?.verdict;
    if (live.row.challengeId === null || !verdict || verdict.status !== 'met') return;
    const id = live.row.challengeId;
    // the move itself is saved already: a failed write here costs the stars, not the move
    try {
      this.store.raiseChallengeStars(id, verdict.stars, this.now());
    } catch (err) {
      this.log?.error(`could not keep the stars of challenge ${id}`, err instanceof Error ? err.message : String(err));
    }
  }

  /** The row says the verdict (the library shows it: play-test 16), written when it changes. */
  private keepVerdict(live: Live): void {
    const v = live.verdict?.verdict;
    const now = v && v.status !== 'open' ? { status: v.status, stars: v.stars } : { status: 'open' as const, stars: 0 as const };
    const was = live.row.challenge;
    if (was && was.status === now.status && was.stars === now.stars) return;
    try {
      this.store.setChallengeVerdict(live.row.id, now.status === 'open' ? null : { status: now.status, stars: now.stars });
      live.row = { ...live.row, challenge: now };
    } catch (err) {
      this.log?.error(`could not keep the verdict of game ${live.row.id}`, err instanceof Error ? err.message : String(err));
    }
  }

  /** Runs a store write; `gameId`: the game it checks against the disk (forgotten on a conflict). */
  private write(fn: () => void, gameId?: string): void {
    try {
      fn();
    } catch (err) {
      if (err instanceof StoreConflict) {
        // Another instance changed the game: what memory holds is stale, so the next read reloads it.
        if (gameId !== undefined) {
          this.live.delete(gameId);
          this.timelines.forget(gameId);
        }
        this.log?.error('refused a write computed from an outdated game', err.message);
        throw new ApiError('store/conflict', 'The game was changed by another window or copy of the app; reload it and try again.');
      }
      this.log?.error('saving a game failed', err instanceof Error ? (err.stack ?? err.message) : String(err));
      throw new ApiError('store/write-failed', 'The game could not be saved, so the move was not made. Try again.');
    }
  }

  private emit(live: Live, kind: 'created' | 'acted' | 'undone', events: GameEvent[]): void {
    this.hub.emit('gameChanged', { gameId: live.row.id, kind, rev: live.row.rev, seq: live.state.seq, events });
  }

  private checkWritable(live: Live, expectSeq: number): void {
    if (live.row.rev !== expectSeq) throw stale(expectSeq, live.row.rev);
    if (live.readOnly) throw new ApiError('game/read-only', 'This game can only be viewed: its saved moves no longer replay.');
  }

  private checkRange(live: Live, seq: number): void {
    if (seq < 0 || seq > live.state.seq) {
      throw new ApiError('seq/out-of-range', `This game has positions 0 to ${live.state.seq}, not ${seq}.`);
    }
  }

  private canUndo(live: Live): boolean {
    const { state, last } = live;
    const p = state.pending;
    if (live.readOnly || p.kind !== 'move' || state.turn === null || !last) return false;
    if (isChanceAction(last.action) || last.action.type === 'confirm' || last.actor !== p.player) return false;
    // a pushed boat turned by its player just before that player's own turn began belongs to the
    // pusher's turn, which is over (play-test: Undo lit at a turn's start with nothing of it done)
    const t = state.turn;
    if (last.action.type === 'reorient' && !t.speedChosen && t.rotations === 0 && t.path.length <= 1) return false;
    return live.row.players[p.player]?.kind !== 'computer';
  }

  private requireRow(gameId: string): GameRow {
    const row = this.store.get(gameId);
    if (!row) throw new ApiError('game/not-found', 'No saved game has this id (was it deleted?).');
    return row;
  }

  private summary(gameId: string): GameSummary {
    const { config: _c, seed: _s, engineVersion: _e, rulesVersion: _r, formatVersion: _f, scenario: _sc, challengeId: _ci, ...summary } =
      this.requireRow(gameId);
    return summary;
  }

  private newRow(a: {
    title: string;
    config: GameConfig;
    seed: number;
    players: SeatPlayer[];
    now: number;
    parent: GameRow['parent'];
    imported?: boolean;
    /** The rules of the log the row starts with (an import or a copy); default: this engine's. */
    rulesVersion?: string;
    hints?: boolean;
    hintUsed?: boolean;
    scenario?: string | null;
    challengeId?: string | null;
  }): GameRow {
    return {
      id: crypto.randomUUID(),
      title: a.title,
      createdAt: a.now,
      updatedAt: a.now,
      config: a.config,
      seed: a.seed,
      players: a.players,
      status: 'playing',
      result: null,
      engineVersion: ENGINE_VERSION,
      rulesVersion: a.rulesVersion ?? RULES_VERSION,
      formatVersion: RECORD_VERSION,
      seq: 0,
      rev: 0,
      round: 0,
      leader: null,
      parent: a.parent,
      imported: a.imported ?? false,
      hints: a.hints ?? true,
      hintUsed: a.hintUsed ?? false,
      scenario: a.scenario ?? null,
      challengeId: a.challengeId ?? null,
    };
  }

  private view(live: Live, opts: ViewOptions = {}): GameView {
    const { state, row } = live;
    const playable = !live.readOnly && state.pending.kind !== 'over';
    const { config, seed, engineVersion: _e, rulesVersion: _r, formatVersion: _f, scenario: _sc, challengeId, ...summary } = row;
    return {
      ...summary,
      // The library row's seq is the stored log; a read-only game shows its last good position.
      seq: state.seq,
      config,
      seed,
      state,
      pending: state.pending,
      legalActions: playable ? legalActions(state) : [],
      legalTurns: playable && state.pending.kind === 'move' && opts.turns !== false ? legalTurns(state) : [],
      canUndo: this.canUndo(live),
      readOnly: live.readOnly,
      notices: [...live.notices],
      stallOffer: this.stallOffer(live),
      challenge: live.challenge ? challengeView(live.challenge, challengeId, state, live.verdict && live.verdict.seq <= state.seq ? live.verdict.verdict : undefined) : null,
    };
  }
}

/** Snapshots due for these entries: every SNAPSHOT_EVERY actions, and the final position of a finished game. */
function snapshotsOf(entries: readonly LogEntry[], states: readonly GameState[], final: GameState): Snapshot[] {
  const out: Snapshot[] = [];
  entries.forEach((e, i) => {
    const s = states[i]!;
    if (e.seq % SNAPSHOT_EVERY === 0 || (s === final && final.pending.kind === 'over')) {
      out.push({ seq: e.seq, engine: ENGINE_KEY, state: JSON.stringify(s) });
    }
  });
  return out;
}

/** Whether a stored snapshot is the same position as `state` (an unreadable one is not). */
function sameState(text: string, state: GameState): boolean {
  try {
    return stateHash(JSON.parse(text) as GameState) === stateHash(state);
  } catch {
    return false;
  }
}

function challengeView(ch: Challenge, id: string | null, state: GameState, kept?: ChallengeVerdict): ChallengeView {
  const verdict = kept ?? judgeChallenge(ch, state);
  return { id, goal: ch.goal, par: ch.par, boat: ch.boat, status: verdict.status, parMet: verdict.par, stars: verdict.stars };
}

function issuesText(issues: readonly { field: string; message: string }[]): string {
  return issues.slice(0, 3).map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ').slice(0, 400);
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function head(row: GameRow): { seq: number; rev: number } {
  return { seq: row.seq, rev: row.rev };
}

function lastOf(entries: readonly LogEntry[]): Live['last'] {
  const e = entries[entries.length - 1];
  return e ? { actor: e.actor, action: e.action } : null;
}

function seatPlayers(players: readonly Player[], config: GameConfig): SeatPlayer[] {
  return players.map((p, i) => ({ ...p, boats: [...(config.seats[i]?.boats ?? [])] }));
}

function stale(expected: number, current: number): ApiError {
  return new ApiError('seq/stale', `The game changed meanwhile (expected revision ${expected}, now ${current}). Reload it.`);
}

function defaultTitle(now: number): string {
  return `Game of ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`;
}

/** A stored log row's action, checked against the contract (null: not an action this app knows). */
function rowEntry(actor: number | null, action: unknown): NonNullable<Live['last']> | null {
  const parsed = ActionSchema.safeParse(action);
  return parsed.success ? { actor, action: parsed.data as Action } : null;
}
