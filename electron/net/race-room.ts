// The `mq-race` room (issue 17, docs/network.md): one networked race over this process's own games
// service. The room stays authoritative: it runs the engine and the store through GamesService (the
// same calls the local UI makes: rules, chance and autosave are one code path), accepts a move only
// from the participant holding the deciding seat, and sends each participant a network view (no
// seed, generator or stack order). Every message is size-checked, rate-limited and parsed with the
// protocol's schemas first; a refusal is a typed `refused` message and changes nothing.
import { Room, ServerError, matchMaker, updateLobby, type AuthContext, type Client } from '@colyseus/core';
import { ApiError } from '../api/contract.js';
import { resizedConfig } from './seat-count.js';
import type { CaptainDriver } from '../services/captains/index.js';
import type { EventHub } from '../services/events.js';
import type { GamesService } from '../services/games/games-service.js';
import type { Action } from '../../engine/index.js';
import { publicState } from '../../engine/net/public-state.js';
import { networkView, type NetworkGameView } from '../services/games/network-view.js';
import type { GameChanged, GameView, Player } from '../services/games/schemas.js';
import {
  ClientMessages,
  CreateOptionsSchema,
  JOIN_ERROR_CODE,
  AuthOptionsSchema,
  MAX_MESSAGE_CHARS,
  MAX_SEATS,
  MAX_WATCHERS,
  MESSAGES_PER_SECOND,
  NET_PROTOCOL,
  QUICK_BURST,
  SEAT_FREED_CLOSE,
  QUICK_EVERY_MS,
  ROOM_NOTES_KEPT,
  type ClientMessageType,
  type ClockMessage,
  type QuickId,
  type RoomNote,
  type Lobby,
  type NetErrorCode,
  type SeatInfo,
  type Versions,
} from './protocol.js';
import { TokenBucket, type JoinLimiter } from './rate-limit.js';
import type { RoomStore, StoredRoom } from './room-store.js';
import { digest, matches, newHostKey } from './secrets.js';
import { APP_ID, roomModes, type RoomMetadata } from './listing.js';
import { TurnClock, type TimedTurn } from './turn-clock.js';

export interface RaceRoomDeps {
  games: GamesService;
  hub: EventHub;
  /** Plays the computer seats (the process's own captains); absent in tests without captains. */
  captains?: Pick<CaptainDriver, 'poke' | 'cancel'>;
  versions: Versions;
  joins: JoinLimiter;
  messagesPerSecond?: number;
  log?: { info(m: string, d?: unknown): void; error(m: string, d?: unknown): void };
  /** Where rooms are kept so a restart re-creates them (absent: rooms live in memory only). */
  rooms?: RoomStore;
  /** The rooms live in a player's app (not a game server): when it stops, the race waits on that computer (told in `hello`). */
  inApp?: boolean;
}

interface Seat {
  kind: SeatInfo['kind'];
  name: string | null;
  level: SeatInfo['level'];
  /** The participant holding a human seat (Colyseus session id; it survives a reconnection). */
  holder: string | null;
  /** Digest of the seat token its holder got in `hello`: rejoining with it gives the seat back (a restart too). */
  token: Buffer | null;
  /** The race is on and the holder has not come back within the grace time (the host may hand the seat over). */
  gone: boolean;
  /** A captain plays this seat of a started race until someone in the room takes it. */
  free: boolean;
  /** Away: when its player's grace time runs out (ms since the epoch), so everyone sees the time left; null otherwise. */
  graceEnds: number | null;
  /** Its player left the race on purpose (Leave), rather than dropping: the others are told they left, not that the connection was lost. */
  left?: boolean;
}

interface Participant {
  host: boolean;
  ready: boolean;
  away: boolean;
  bucket: TokenBucket;
  /** Quick messages have their own, slower allowance (everyone sees each one). */
  quick: TokenBucket;
  /** Digest of the seat token this participant was given (their seats carry it). */
  token: Buffer;
  /** Joined to watch: takes no seat, sends nothing but sync (net/spectator). */
  watcher: boolean;
  /** A spectator's name, as the room lists who watches. */
  name: string | null;
  /** The host gave this guest's seat back to the table: their connection was closed, no way back to wait for. */
  dismissed?: boolean;
  /** The host's app runs without its page (`pageless`): away, but the race waits for them (no grace time). */
  pageless?: boolean;
}

interface Auth {
  host: boolean;
  seatToken?: string;
  watch?: { name: string | null };
}

class Refusal extends Error {
  constructor(
    readonly code: NetErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The room's views never carry legal turns (the mover's app computes them from the view): the
 * service need not search them at all.
 */
const LEAN = { turns: false } as const;

/** A grace time's end within this of now counts as run (a timer may fire a hair before its time). */
const GRACE_SLACK_MS = 500;

const refuse = (code: NetErrorCode, message: string): never => {
  throw new Refusal(code, message);
};

/** The room class for one process: `server.define(ROOM_NAME, raceRoom(deps))`. */
export function raceRoom(deps: RaceRoomDeps) {
  return class RaceRoom extends Room {
    private codeDigest: Buffer = Buffer.alloc(0);
    private hostKeyDigest: Buffer = Buffer.alloc(0);
    private seats: Seat[] = [];
    private readonly people = new Map<string, Participant>();
    private config: ReturnType<typeof CreateOptionsSchema.parse>['config'];
    private title: string | null = null;
    private grace = 120;
    private gameId: string | null = null;
    private phase: Lobby['phase'] = 'lobby';
    private unsubscribe: (() => void) | null = null;
    /** Lets the games service forget the race's game again (it stays decoded while the room plays it). */
    private release: (() => void) | null = null;
    private recordSent = false;
    /** The game's latest view, and whether nothing changed since (a view costs its legal turns). */
    private view: GameView | null = null;
    private fresh = false;
    /** Where the host is: their screen tells the guests when the host drops or leaves. */
    private hostState: Lobby['host'] = 'here';
    /** Listed in the lobby of public rooms while seats are being taken, and joined without the code. */
    private isPublic = false;
    private hostName: string | null = null;
    /** The metadata last published (the lobby of rooms hears only of a change). */
    private listed = '';
    /** The room's log (quick messages, seats changing hands), the newest ROOM_NOTES_KEPT. */
    private notes: RoomNote[] = [];
    private noteCount = 0;
    /** Spectators whose coming the log has told and not yet their going, by their token's digest (hex): kept over a restart, so one back is not told twice. */
    private announced = new Map<string, string | null>();
    private turnLevel: NonNullable<Seat['level']> = 'medium';
    private turnClock: TurnClock = this.newClock(null);
    /** A seat whose turn a captain is playing because its time ran out: it is the player's again after that turn. */
    private autoPlaying: { seat: number; key: string } | null = null;

    override onCreate(raw: unknown): void {
      const stored = deps.rooms?.take((raw as { restore?: unknown } | null)?.restore);
      if (stored) this.restore(stored);
      else this.open(CreateOptionsSchema.parse(raw));
      this.maxClients = MAX_SEATS * 2 + MAX_WATCHERS;
      void this.setPrivate(!this.isPublic || this.phase === 'over');
      this.publish();
      this.onMessage('*', (client, type, message) => this.receive(client, String(type), message));
      this.unsubscribe = deps.hub.subscribe((e) => {
        if (e.name === 'gameChanged' && e.payload.gameId === this.gameId) {
          const changed = e.payload;
          this.fresh = false;
          // The hub calls back inside the service's write: send once it has returned.
          setImmediate(() => this.changed(changed));
        }
      });
      this.persist();
    }

    private open(options: ReturnType<typeof CreateOptionsSchema.parse>): void {
      checkVersions(options);
      this.codeDigest = digest(options.code);
      this.hostKeyDigest = digest(options.hostKey);
      this.seats = Array.from({ length: options.seats }, (): Seat => ({ kind: 'open', name: null, level: null, holder: null, token: null, gone: false, free: false, graceEnds: null }));
      this.config = options.config;
      this.title = options.title ?? null;
      this.grace = options.graceSeconds;
      this.isPublic = options.public;
      this.hostName = options.hostName ?? null;
      this.turnLevel = options.turnLevel;
      this.turnClock = this.newClock(options.turnSeconds);
    }

    private newClock(seconds: number | null): TurnClock {
      return new TurnClock(seconds, {
        setTimeout: (fn, ms) => this.clock.setTimeout(fn, ms),
        now: () => Date.now(),
        onTimeUp: (turn) => this.timeUp(turn),
      });
    }

    /** The room as the store had it when this process started again: same id and code, seats waiting for their holders. */
    private restore(stored: StoredRoom): void {
      this.roomId = stored.roomId;
      this.codeDigest = stored.codeDigest;
      this.hostKeyDigest = stored.hostKeyDigest;
      this.seats = stored.seats.map((s) => ({
        kind: s.kind,
        name: s.name,
        level: s.level,
        holder: null,
        token: s.token ? Buffer.from(s.token, 'hex') : null,
        gone: false,
        free: !!s.free,
        // a player's seat waits for them for the grace time from now (the race's seats; the lobby's open after it)
        graceEnds: stored.phase === 'racing' && s.kind === 'human' && !stored.settings.paused ? Date.now() + stored.settings.graceSeconds * 1000 : null,
      }));
      this.config = stored.settings.config ?? undefined;
      this.title = stored.settings.title;
      this.grace = stored.settings.graceSeconds;
      this.isPublic = !!stored.settings.public;
      this.hostName = stored.settings.hostName ?? null;
      this.turnLevel = stored.settings.turnLevel ?? 'medium';
      this.turnClock = this.newClock(stored.settings.turnSeconds ?? null);
      this.gameId = stored.gameId;
      if (this.gameId) this.release = deps.games.hold(this.gameId);
      this.phase = stored.phase;
      this.notes = stored.log.notes;
      this.noteCount = stored.log.count;
      this.announced = new Map((stored.log.watching ?? []).map((w) => [w.token, w.name]));
      // a paused race stays paused over a restart: nothing counts or is played until the host is back
      this.hostState = stored.settings.paused && stored.phase === 'racing' ? 'paused' : 'away';
      // Nobody is here yet: the room waits for its players instead of closing when empty.
      this.autoDispose = false;
      if (this.gameId && this.phase === 'racing') {
        this.humanAgain();
        // the turn under way gets its full time again (the process was down meanwhile)
        this.turnClock.follow(this.timedTurn(this.currentView()));
      }
      if (this.gameId) deps.captains?.poke(this.gameId);
      // A spectator not back within the grace time has stopped watching, as after a drop.
      if (this.announced.size > 0) {
        this.clock.setTimeout(() => {
          const back = new Set([...this.people.values()].filter((p) => p.watcher).map((p) => p.token.toString('hex')));
          for (const [token, name] of [...this.announced]) if (!back.has(token)) this.unannounce(token, name);
        }, this.grace * 1000);
      }
      // Who is not back within the grace time after the restart is gone, as after a drop (while
      // paused nothing counts: the host's return gives everyone away the whole grace time).
      if (this.phase === 'racing' && !this.paused) {
        this.clock.setTimeout(() => {
          for (const s of this.seats) {
            s.graceEnds = null;
            if (s.kind === 'human' && (s.holder === null || !this.people.has(s.holder))) s.gone = true;
          }
          this.sendLobby();
        }, this.grace * 1000);
      }
    }

    /** The room as a restart needs it, written before the change it records is told to anyone. */
    private persist(): void {
      deps.rooms?.save({
        roomId: this.roomId,
        gameId: this.gameId,
        codeDigest: this.codeDigest,
        hostKeyDigest: this.hostKeyDigest,
        seats: this.seats.map((s) => ({ kind: s.kind, name: s.name, level: s.level, token: s.token ? s.token.toString('hex') : null, ...(s.free ? { free: true } : {}) })),
        settings: {
          title: this.title,
          graceSeconds: this.grace,
          config: this.config ?? null,
          ...(this.isPublic ? { public: true } : {}),
          ...(this.hostName ? { hostName: this.hostName } : {}),
          ...(this.turnClock.seconds !== null ? { turnSeconds: this.turnClock.seconds, turnLevel: this.turnLevel } : {}),
          ...(this.paused ? { paused: true as const } : {}),
        },
        phase: this.phase,
        log: {
          count: this.noteCount,
          notes: this.notes,
          ...(this.announced.size > 0 ? { watching: [...this.announced].slice(-MAX_WATCHERS * 2).map(([token, name]) => ({ token, name })) } : {}),
        },
      });
    }

    override onAuth(_client: Client, raw: unknown, context: AuthContext): Auth {
      const address = Array.isArray(context.ip) ? (context.ip[0] ?? '') : context.ip;
      if (!deps.joins.attempt(address)) throw new ServerError(JOIN_ERROR_CODE, 'net/rate-limited');
      const parsed = AuthOptionsSchema.safeParse(raw);
      const fail = (code: NetErrorCode) => {
        deps.joins.fail(address);
        return new ServerError(JOIN_ERROR_CODE, code);
      };
      if (!parsed.success) throw fail('net/malformed');
      try {
        checkVersions(parsed.data);
      } catch {
        throw fail('net/version-mismatch');
      }
      // no code: only a public room, joined from its listing
      const { code } = parsed.data;
      if (code === undefined ? !this.isPublic : !matches(code, this.codeDigest)) throw fail('net/bad-code');
      const host = parsed.data.hostKey !== undefined && matches(parsed.data.hostKey, this.hostKeyDigest);
      const { seatToken } = parsed.data;
      const seated = seatToken !== undefined && this.seats.some((s) => s.token !== null && matches(seatToken, s.token));
      // A started race takes back its own players (their seat token) and the host, and anyone with
      // the invite while a seat is free (handed to a captain after its player was gone).
      const free = this.phase === 'racing' && this.seats.some((s) => s.free);
      // A spectator (with the invite, or from a public room's listing) watches at any phase; the
      // host and a returning player come back as themselves.
      const opts = parsed.data as { watch?: true; name?: string };
      const watch = opts.watch === true && !host && !seated;
      if (watch) {
        const watching = [...this.people.values()].filter((p) => p.watcher).length;
        if (watching >= MAX_WATCHERS) throw new ServerError(JOIN_ERROR_CODE, 'net/watchers-full');
        // the watcher's seat token (after a restart of the room's process) is theirs again, not a seat's
        return { host: false, ...(seatToken ? { seatToken } : {}), watch: { name: opts.name ?? null } };
      }
      if (this.phase !== 'lobby' && !host && !seated && !free) throw fail('net/wrong-phase');
      return seated ? { host, seatToken } : { host };
    }

    override onJoin(client: Client, _options: unknown, auth: Auth): void {
      // A returning participant keeps their token; anyone else gets a new one.
      const seatToken = auth.seatToken ?? newHostKey();
      const token = digest(seatToken);
      this.people.set(client.sessionId, {
        host: auth.host,
        ready: false,
        away: false,
        bucket: new TokenBucket(deps.messagesPerSecond ?? MESSAGES_PER_SECOND),
        quick: new TokenBucket(1000 / QUICK_EVERY_MS, Date.now, QUICK_BURST),
        token,
        watcher: !!auth.watch,
        name: auth.watch?.name ?? null,
      });
      // Their seats come back to this connection (the one they held before is gone or going).
      for (const s of this.seats) if (s.token?.equals(token)) Object.assign(s, { holder: client.sessionId, gone: false, graceEnds: null, left: false });
      client.send('hello', { protocol: NET_PROTOCOL, roomId: this.roomId, host: auth.host, graceSeconds: this.grace, seatToken, ...(deps.inApp ? { inApp: true } : {}) });
      if (auth.host) {
        const wasPaused = this.paused;
        this.hostState = 'here';
        if (wasPaused && this.phase === 'racing') {
          this.resumeClocks();
          this.persist(); // no longer paused, should the process stop
        }
      }
      this.autoDispose = true;
      this.sendLobby();
      // a spectator back after a restart of this process was told already
      if (auth.watch && !this.announced.has(token.toString('hex'))) {
        this.announced.set(token.toString('hex'), auth.watch.name);
        this.note({ kind: 'watcher', name: auth.watch.name, came: true });
      }
      client.send('notes', { notes: this.notes });
      if (this.gameId) this.sendGame(client);
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const who = this.people.get(client.sessionId);
      if (!who) return;
      const held = this.seats.filter((s) => s.holder === client.sessionId && s.kind === 'human');
      if (!consented && !who.dismissed) {
        who.away = true;
        // dropped: their app may be gone too, so the grace time counts (offline was the app's own word)
        who.pageless = false;
        if (who.host) this.hostState = 'away';
        this.countGrace(held, false);
        this.sendLobby();
        try {
          const back = await this.allowReconnection(client, this.grace);
          // their seat was given back to the table while they were away: told now, as they come back
          if (who.dismissed) return back.leave(SEAT_FREED_CLOSE);
          who.away = false;
          who.pageless = false; // a host still without a page says so again on reconnecting
          for (const s of held) s.graceEnds = null;
          if (who.host) this.hostState = 'here';
          this.sendLobby(); // the player's own copy comes when they ask (sync)
          return;
        } catch {
          // the grace time ran out: treated as leaving
        }
      }
      this.people.delete(client.sessionId);
      // a host leaving the race on purpose pauses it: their app keeps its place and brings it back
      if (who.host) {
        this.hostState = consented && this.phase === 'racing' ? 'paused' : 'left';
        if (this.paused) {
          this.stopClocks();
          this.persist(); // paused over a restart too
        }
      }
      if (who.watcher) this.unannounce(who.token.toString('hex'), who.name);
      // In the lobby their seats open again; in the race they stay theirs (the game waits) and are
      // gone once their grace time has run: the host may hand them to a captain.
      if (this.phase === 'lobby') {
        for (const s of this.seats) if (s.holder === client.sessionId) Object.assign(s, { kind: 'open', name: null, holder: null, token: null, graceEnds: null });
        this.persist();
      } else if (this.phase === 'racing') {
        // a dropped player's grace has run out (unless a pause gave it again); one who left (quit
        // the app, say) gets the same grace from now: rejoining with their seat token within it
        // takes the seats back
        if (consented) {
          for (const s of held) s.left = true;
          this.countGrace(held, true);
        }
        else this.expireGrace();
      }
      this.sendLobby();
    }

    /**
     * The host's app lost its last page (`closed`) or has one again. Offline, the host is away but
     * not dropped: their app keeps the race, so their seats wait with no grace time (they never turn
     * gone, nor the host "left"); back, the table is told (play-test pt27: no "Anna is back").
     */
    private hostPageless(who: Participant, closed: boolean): void {
      if (closed === !!who.pageless || this.paused) return;
      who.pageless = closed;
      who.away = closed;
      this.hostState = closed ? 'offline' : 'here';
      const held = this.seats.filter((s) => s.holder !== null && this.people.get(s.holder) === who && s.kind === 'human');
      for (const s of held) s.graceEnds = null;
      const first = held[0];
      if (!closed && first && this.phase === 'racing') this.note({ kind: 'back', seat: this.seats.indexOf(first), name: first.name ?? '' });
      this.sendLobby();
    }

    /** The host left the race on purpose: it is paused, and nothing counts until they are back. */
    private get paused(): boolean {
      return this.hostState === 'paused';
    }

    /**
     * Away seats' grace time from now (`expire`: and gone when it has run). While the race is paused
     * nothing counts: the seat waits without a time, and gets the whole grace from the resume.
     */
    private countGrace(seats: Seat[], expire: boolean): void {
      const ends = this.paused ? null : Date.now() + this.grace * 1000;
      for (const s of seats) s.graceEnds = ends;
      if (expire && ends !== null) this.clock.setTimeout(() => this.expireGrace(), this.grace * 1000);
    }

    /** The away seats whose grace time has run are gone (not while paused: the resume counts again). */
    private expireGrace(): void {
      if (this.paused) return;
      let changed = false;
      for (const s of this.seats) {
        // a grace counted again since (a pause and resume) has not run yet; timers may fire a little early
        if (s.kind !== 'human' || s.gone || s.graceEnds === null || s.graceEnds > Date.now() + GRACE_SLACK_MS || this.present(s)) continue;
        Object.assign(s, { gone: true, graceEnds: null });
        changed = true;
      }
      if (changed) this.sendLobby();
    }

    /** Whether a seat's holder is in the room now (not dropped, not left). */
    private present(s: Seat): boolean {
      return s.holder !== null && this.people.has(s.holder) && !this.people.get(s.holder)!.away;
    }

    /** The pause begins: the turn timer stops (its time is not kept) and away seats stop counting. */
    private stopClocks(): void {
      this.turnClock.stop();
      this.broadcast('clock', this.clockMessage());
      for (const s of this.seats) s.graceEnds = null;
    }

    /**
     * The host is back from a pause: the turn under way gets its whole time again (the others may
     * have waited long, the mover too), and every player still away the whole grace time from now.
     */
    private resumeClocks(): void {
      const away = this.seats.filter((s) => s.kind === 'human' && !s.gone && !s.free && !this.present(s));
      this.countGrace(away, true);
      if (this.gameId && this.turnClock.follow(this.timedTurn(this.currentView()))) this.broadcast('clock', this.clockMessage());
    }

    override onDispose(): void {
      this.unsubscribe?.();
      this.release?.();
      this.turnClock.stop();
      // An unfinished race stays in the store (a restart or the host brings it back); so does
      // every room when the process is shutting down.
      const stopping = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
      if (stopping || this.phase === 'racing') return;
      try {
        deps.rooms?.remove(this.roomId);
      } catch (err) {
        deps.log?.error('race room: could not drop its stored row', err instanceof Error ? err.message : String(err));
      }
    }

    /** Every participant message: size, rate, shape, then the handler; any refusal is answered, nothing changes. */
    private receive(client: Client, type: string, message: unknown): void {
      const who = this.people.get(client.sessionId);
      try {
        if (!who) return refuse('net/malformed', 'Not a participant.');
        if (!who.bucket.take()) return refuse('net/rate-limited', 'Too many messages.');
        let size: number;
        try {
          size = JSON.stringify(message ?? null).length;
        } catch {
          return refuse('net/malformed', 'The message is not JSON.');
        }
        if (size > MAX_MESSAGE_CHARS) return refuse('net/too-large', `The message is longer than ${MAX_MESSAGE_CHARS} characters.`);
        if (!Object.hasOwn(ClientMessages, type)) return refuse('net/malformed', 'Unknown message type.');
        const parsed = ClientMessages[type as ClientMessageType].safeParse(message);
        if (!parsed.success) return refuse('net/malformed', parsed.error.issues[0]?.message ?? 'Malformed message.');
        if (who.watcher && type !== 'sync') return refuse('net/spectator', 'You are watching this race: spectators do not play, take seats or talk.');
        this.handle(client, who, type as ClientMessageType, parsed.data as never);
      } catch (err) {
        const code = err instanceof Refusal || err instanceof ApiError ? err.code : 'net/malformed';
        if (!(err instanceof Refusal || err instanceof ApiError)) deps.log?.error('race room: message failed', err instanceof Error ? err.message : String(err));
        client.send('refused', { code, type, message: err instanceof Error ? err.message : 'Refused.' });
      }
    }

    private handle(client: Client, who: Participant, type: ClientMessageType, body: never): void {
      const id = client.sessionId;
      switch (type) {
        case 'sync': {
          this.sendLobby();
          client.send('notes', { notes: this.notes });
          if (this.gameId) this.sendGame(client);
          return;
        }
        case 'pageless': {
          this.hostOnly(who);
          return this.hostPageless(who, (body as { closed: boolean }).closed);
        }
        case 'quick': {
          const seat = this.seats.findIndex((s) => s.holder === id);
          if (seat < 0) refuse('net/no-seat', 'Only a player with a seat may send quick messages.');
          if (!who.quick.take()) refuse('net/rate-limited', 'Too many quick messages.');
          return this.note({ kind: 'quick', seat, name: this.seats[seat]!.name ?? '', id: (body as { id: QuickId }).id });
        }
        case 'takeSeat': {
          const { seat, name } = body as { seat: number; name: string };
          if (this.phase === 'racing') return this.takeFree(client, who, seat);
          this.lobbyOnly();
          const s = this.seatAt(seat);
          if (s.kind !== 'open') refuse('net/seat-taken', 'That seat is taken.');
          Object.assign(s, { kind: 'human', name, level: null, holder: id, token: who.token });
          who.ready = false;
          this.persist();
          return this.sendLobby();
        }
        case 'leaveSeat': {
          const { seat } = body as { seat: number };
          this.lobbyOnly();
          const s = this.seatAt(seat);
          if (s.holder !== id) refuse('net/not-your-seat', 'That seat is not yours.');
          Object.assign(s, { kind: 'open', name: null, holder: null, token: null });
          this.persist();
          return this.sendLobby();
        }
        case 'handOver': {
          const { seat, level } = body as { seat: number; level?: Seat['level'] };
          this.hostOnly(who);
          this.racingOnly();
          return this.handOver(seat, level ?? 'medium');
        }
        case 'ready': {
          this.lobbyOnly();
          who.ready = (body as { ready: boolean }).ready;
          return this.sendLobby();
        }
        case 'setSeat': {
          const { seat, kind, name, level } = body as { seat: number; kind: 'open' | 'computer'; name?: string; level?: Seat['level'] };
          this.hostOnly(who);
          this.lobbyOnly();
          const s = this.seatAt(seat);
          const guest = s.holder !== null && s.holder !== id ? s.holder : null;
          // a guest's seat is only opened (given back to the table), never handed to a captain over their head
          if (guest !== null && kind !== 'open') refuse('net/seat-taken', 'A player holds that seat.');
          if (guest !== null) return this.dismiss(guest);
          if (kind === 'open') Object.assign(s, { kind, name: null, level: null, holder: null, token: null });
          else Object.assign(s, { kind, name: name ?? `Captain ${seat + 1}`, level: level ?? 'medium', holder: null, token: null });
          this.persist();
          return this.sendLobby();
        }
        case 'addSeat':
        case 'removeSeat': {
          this.hostOnly(who);
          this.lobbyOnly();
          const removed = type === 'removeSeat' ? (body as { seat: number }).seat : null;
          if (removed !== null && this.seatAt(removed).kind === 'human') refuse('net/seat-count', 'A player holds that seat.');
          const count = this.seats.length + (removed === null ? 1 : -1);
          const config = resizedConfig(this.config, count, removed);
          if (config === null) refuse('net/seat-count', 'This race cannot have that many seats.');
          this.config = config ?? undefined;
          if (removed === null) this.seats.push({ kind: 'open', name: null, level: null, holder: null, token: null, gone: false, free: false, graceEnds: null });
          else this.seats.splice(removed, 1);
          this.persist();
          return this.sendLobby();
        }
        case 'start': {
          this.hostOnly(who);
          // a second start (Start pressed twice, two host windows' clicks crossing) changes nothing
          if (this.phase !== 'lobby') refuse('net/already-started', 'The race has already started.');
          return this.start();
        }
        case 'act': {
          // (a list is the decider's alone: the service refuses one that runs into another seat's turn)
          const { rev, action, actions } = body as { rev: number; action?: Action; actions?: Action[] };
          this.deciderOnly(id);
          this.remember(deps.games.act(this.gameId!, rev, (actions ?? action)!, LEAN));
          return;
        }
        case 'undo': {
          const { rev, toSeq } = body as { rev: number; toSeq?: number };
          this.deciderOnly(id);
          this.remember(deps.games.undo(this.gameId!, rev, toSeq !== undefined ? { ...LEAN, toSeq } : LEAN));
          return;
        }
        case 'stall': {
          const { rev, seat, agree } = body as { rev: number; seat: number; agree: boolean };
          this.playing();
          if (this.seatAt(seat).holder !== id) refuse('net/not-your-seat', 'That seat is not yours.');
          this.remember(deps.games.answerStallOffer(this.gameId!, rev, seat, agree, LEAN));
          return;
        }
      }
    }

    private start(): void {
      const humans = this.seats.filter((s) => s.kind === 'human');
      if (this.seats.some((s) => s.kind === 'open') || humans.length === 0) refuse('net/not-ready', 'Every seat needs a player or a captain.');
      if (humans.some((s) => !this.people.get(s.holder!)?.ready)) refuse('net/not-ready', 'Not every player is ready.');
      const players: Player[] = this.seats.map((s) =>
        s.kind === 'computer' ? { name: s.name!, kind: 'computer', level: s.level ?? 'medium' } : { name: s.name!, kind: 'human' },
      );
      // Networked races are competitive: no captain's hints.
      const view = deps.games.newGame({ players, hints: false, ...(this.config ? { config: this.config } : {}), ...(this.title ? { title: this.title } : {}) });
      this.gameId = view.id;
      this.release = deps.games.hold(view.id);
      this.remember(view);
      this.phase = 'racing';
      // a public race stays listed, under way: to watch, or to take over a seat a captain plays
      // Not locked: onAuth lets in only the race's own players (their seat token), so one whose
      // app restarted gets back in; anyone else is refused (net/wrong-phase).
      this.persist();
      deps.log?.info('race room: race started', { roomId: this.roomId, gameId: view.id });
      this.sendLobby();
      // the setting-up moves (the first tiles drawn and laid) happened before anyone could hear them
      const log = deps.games.getGameLog(view.id);
      this.broadcast('log', { toSeq: log.toSeq, entries: log.entries });
      this.broadcastView(view);
      // the timer's settings (off included) for every screen, once
      if (this.turnClock.seconds === null) this.broadcast('clock', this.clockMessage());
      deps.captains?.poke(view.id);
    }

    /**
     * The host gives a guest's seats back to the table (a guest who sat and walked away blocks the
     * start): they open, and the guest's connection is closed with SEAT_FREED_CLOSE, which their app
     * reads as 'net/seat-freed' (no reconnecting: the seat is not theirs to wait for). With the
     * invite they may join again as anyone may.
     */
    private dismiss(holder: string): void {
      for (const s of this.seats) if (s.holder === holder) Object.assign(s, { kind: 'open', name: null, level: null, holder: null, token: null });
      const who = this.people.get(holder);
      if (who) Object.assign(who, { dismissed: true, ready: false });
      this.persist();
      this.sendLobby();
      this.clients.find((c) => c.sessionId === holder)?.leave(SEAT_FREED_CLOSE);
      deps.log?.info('race room: the host gave a guest\'s seat back to the table', { roomId: this.roomId });
    }

    /**
     * A computer captain takes the seat of a player gone past the grace time: the race goes on, and
     * the seat is free for anyone with the invite (the player back on another computer, a newcomer).
     */
    private handOver(seat: number, level: NonNullable<Seat['level']>): void {
      const s = this.seatAt(seat);
      if (s.kind !== 'human' || !s.gone) refuse('net/not-gone', 'That seat\'s player is here or may still come back.');
      // the captain plays under the seat's name: the log and the results keep one name a seat
      const view = deps.games.setSeatPlayer(this.gameId!, this.currentView().rev, seat, { name: s.name!, kind: 'computer', level }, LEAN);
      // a captain playing the seat's late turn stays on: the seat is the captain's now
      if (this.autoPlaying?.seat === seat) this.autoPlaying = null;
      Object.assign(s, { kind: 'computer', level, holder: null, token: null, gone: false, free: true, left: false });
      this.persist();
      this.remember(view);
      this.broadcastView(view);
      deps.log?.info('race room: a computer captain took a gone player\'s seat', { roomId: this.roomId, seat, name: s.name });
      this.note({ kind: 'handOver', seat, name: s.name!, level });
      this.sendLobby();
      deps.captains?.poke(this.gameId!);
    }

    /** Someone in the room takes a free seat of the race: a human plays it again, under the seat's name. */
    private takeFree(client: Client, who: Participant, seat: number): void {
      const s = this.seatAt(seat);
      if (!s.free) refuse('net/wrong-phase', 'The race has started and that seat is not free.');
      // the captain may be thinking about this seat's move: it must not play it any more
      deps.captains?.cancel(this.gameId!);
      const view = deps.games.setSeatPlayer(this.gameId!, this.currentView().rev, seat, { name: s.name!, kind: 'human' }, LEAN);
      Object.assign(s, { kind: 'human', level: null, holder: client.sessionId, token: who.token, gone: false, free: false, left: false });
      this.persist();
      this.remember(view);
      deps.log?.info('race room: a player took a free seat', { roomId: this.roomId, seat, name: s.name });
      this.note({ kind: 'tookSeat', seat, name: s.name! });
      this.sendLobby();
      // everyone's view names the seat's player anew; the taker's has its moves, and the log first
      const log = deps.games.getGameLog(this.gameId!);
      client.send('log', { toSeq: log.toSeq, entries: log.entries });
      this.broadcastView(view);
      // another seat of a captain may be the one to move
      deps.captains?.poke(this.gameId!);
    }

    private changed(changed: GameChanged): void {
      if (changed.kind === 'deleted') return;
      const now = this.currentView();
      const base = { rev: changed.rev, seq: changed.seq, kind: changed.kind, events: changed.events };
      if (changed.rev >= now.rev) {
        this.broadcast('events', base);
        this.broadcastView(now);
        return;
      }
      // Not the newest change (a captain plays its whole turn at once): its own public position
      // goes with it, so every screen shows the moves one by one; the last change brings the view.
      let state: ReturnType<typeof publicState> | undefined;
      try {
        state = publicState(deps.games.getGameAt(this.gameId!, changed.seq).state);
      } catch {
        state = undefined; // a position that cannot be rebuilt: screens jump to the next view
      }
      this.broadcast('events', state ? { ...base, state } : base);
    }

    /** A participant who (re)joins a race: the public log so far, then their own view. */
    private sendGame(client: Client): void {
      const log = deps.games.getGameLog(this.gameId!);
      client.send('log', { toSeq: log.toSeq, entries: log.entries });
      this.sendView(client, this.currentView());
      client.send('clock', this.clockMessage());
    }

    private currentView(): GameView {
      if (!this.fresh || !this.view) this.remember(deps.games.getGame(this.gameId!, LEAN));
      return this.view!;
    }

    /** What the service just answered is the game now (its event, if any, has already gone out). */
    private remember(view: GameView): void {
      this.view = view;
      this.fresh = true;
    }

    private broadcastView(given: GameView): void {
      const view = this.endAutoPlay(given);
      const net = networkView(view);
      // Everyone but the deciding seat's holder gets the same message: encoded once for all of them
      // (Colyseus' broadcast), however many players and spectators watch.
      const movers = this.clients.filter((c) => this.decides(c, view));
      this.broadcast('view', watcherView(net), movers.length > 0 ? { except: movers } : {});
      for (const c of movers) c.send('view', moverView(net));
      if (this.recordSent) this.broadcast('record', { text: deps.games.exportGame(view.id).text });
      if (view.status === 'over' && !this.recordSent) {
        this.recordSent = true;
        this.phase = 'over';
        // off the lobby's list: nothing left to watch or take
        void this.setPrivate(true);
        this.persist();
        this.sendLobby();
        // At the end each participant gets the whole record (seed included) for their library.
        this.broadcast('record', { text: deps.games.exportGame(view.id).text });
      }
      if (this.turnClock.follow(this.timedTurn(view))) this.broadcast('clock', this.clockMessage());
    }

    /** A new line in the room's log, told to everyone. */
    /** The log says a spectator has stopped watching (once). */
    private unannounce(token: string, name: string | null): void {
      if (!this.announced.delete(token)) return;
      this.note({ kind: 'watcher', name, came: false });
    }

    private note(body: RoomNote extends infer N ? (N extends RoomNote ? Omit<N, 'n'> : never) : never): void {
      const note = { ...body, n: this.noteCount++ } as RoomNote;
      this.notes.push(note);
      if (this.notes.length > ROOM_NOTES_KEPT) this.notes.shift();
      // kept with the room before anyone hears it: a restart gives the log back
      this.persist();
      this.broadcast('note', note);
    }

    /** The decision whose time runs: a player's own (not a captain's, nor one a captain plays for them). */
    private timedTurn(view: GameView): TimedTurn | null {
      if (this.turnClock.seconds === null || view.status === 'over' || this.phase !== 'racing' || this.paused) return null;
      const p = view.pending;
      if (!('player' in p)) return null;
      const s = this.seats[p.player];
      if (!s || s.kind !== 'human' || this.autoPlaying?.seat === p.player) return null;
      return { seat: p.player, key: `${p.player}:${view.state.round}:${view.state.turnIndex}:${p.boat}` };
    }

    private clockMessage(): ClockMessage {
      return { turnSeconds: this.turnClock.seconds, level: this.turnLevel, ...this.turnClock.snapshot() };
    }

    /** A player's time ran out: a captain of the host's chosen level plays that turn for them (everyone is told). */
    private timeUp(turn: TimedTurn): void {
      const view = this.currentView();
      if (this.timedTurn(view)?.key !== turn.key) return;
      const s = this.seats[turn.seat]!;
      try {
        this.remember(deps.games.setSeatPlayer(this.gameId!, view.rev, turn.seat, { name: s.name!, kind: 'computer', level: this.turnLevel }, LEAN));
      } catch (err) {
        deps.log?.error('race room: a timed-out turn could not go to a captain', err instanceof Error ? err.message : String(err));
        return;
      }
      this.autoPlaying = { seat: turn.seat, key: turn.key };
      deps.log?.info('race room: a turn\'s time ran out; a captain plays it', { roomId: this.roomId, seat: turn.seat });
      this.note({ kind: 'timeUp', seat: turn.seat, name: s.name!, level: this.turnLevel });
      this.broadcastView(this.view!);
      deps.captains?.poke(this.gameId!);
    }

    /** The captain has played the timed-out turn (another seat decides, or the race is over): the seat is its player's again. */
    private endAutoPlay(view: GameView): GameView {
      const a = this.autoPlaying;
      if (!a) return view;
      const p = view.pending;
      const sameTurn = 'player' in p && `${p.player}:${view.state.round}:${view.state.turnIndex}:${p.boat}` === a.key;
      if (sameTurn) return view;
      this.autoPlaying = null;
      const s = this.seats[a.seat]!;
      // the captain may already think about the seat's next decision (its other boat): not its to play
      deps.captains?.cancel(this.gameId!);
      try {
        const back = deps.games.setSeatPlayer(this.gameId!, view.rev, a.seat, { name: s.name!, kind: 'human' }, LEAN);
        this.remember(back);
        // another seat's captain, cancelled with it, thinks again
        deps.captains?.poke(this.gameId!);
        return back;
      } catch (err) {
        deps.log?.error('race room: a seat could not be given back after its timed-out turn', err instanceof Error ? err.message : String(err));
        return view;
      }
    }

    /** After a restart: a player's seat a captain was playing for a timed-out turn is the player's again. */
    private humanAgain(): void {
      try {
        let view = deps.games.getGame(this.gameId!, LEAN);
        for (const [i, s] of this.seats.entries()) {
          if (s.kind === 'human' && view.players[i]?.kind === 'computer') view = deps.games.setSeatPlayer(this.gameId!, view.rev, i, { name: s.name!, kind: 'human' }, LEAN);
        }
      } catch (err) {
        deps.log?.error('race room: seats could not be checked after a restart', err instanceof Error ? err.message : String(err));
      }
    }

    /** Each participant's own view: what may be done only for the seat that decides. */
    private sendView(client: Client, view: GameView): void {
      const net = networkView(view);
      client.send('view', this.decides(client, view) ? moverView(net) : watcherView(net));
      if (this.recordSent) client.send('record', { text: deps.games.exportGame(view.id).text });
    }

    /** Whether this participant holds the seat that decides in `view`. */
    private decides(client: Client, view: GameView): boolean {
      const decider = 'player' in view.pending ? view.pending.player : null;
      return decider !== null && this.seats[decider]?.holder === client.sessionId;
    }

    /** A public room's listing (what anyone looking for a race sees), told to the lobby of rooms when it changes. */
    private publish(): void {
      if (!this.isPublic) return;
      const v = deps.versions;
      const meta: RoomMetadata = {
        app: APP_ID,
        protocol: v.protocol,
        appVersion: v.appVersion,
        engineVersion: v.engineVersion,
        rulesVersion: v.rulesVersion,
        title: this.title,
        host: this.hostName,
        seats: this.seats.length,
        open: this.seats.filter((s) => (this.phase === 'lobby' ? s.kind === 'open' : s.free)).length,
        started: this.phase !== 'lobby',
        modes: roomModes(this.config),
        river: this.config ? this.config.riverTiles.length + 1 : null,
      };
      const text = JSON.stringify(meta);
      if (text === this.listed) return;
      this.listed = text;
      void this.setMetadata(meta).then(() => {
        if (this.phase !== 'over') updateLobby(this);
      });
    }

    private sendLobby(): void {
      this.publish();
      const seats: SeatInfo[] = this.seats.map((s) => {
        // a player's seat waiting for them (dropped, or not back since a restart) shows away
        const away = s.kind === 'human' && (s.holder === null || !this.people.has(s.holder) || !!this.people.get(s.holder)?.away);
        return {
          kind: s.kind,
          name: s.name,
          level: s.level,
          ready: s.kind === 'computer' || (s.holder !== null && !!this.people.get(s.holder)?.ready),
          away,
          gone: s.kind === 'human' && s.gone,
          free: s.free,
          graceMs: away && !s.gone && s.graceEnds !== null ? Math.max(0, s.graceEnds - Date.now()) : null,
          ...(away && s.left ? { left: true as const } : {}),
          ...(away && s.holder !== null && this.people.get(s.holder)?.pageless ? { offline: true as const } : {}),
        };
      });
      const watchers = [...this.people.values()].filter((p) => p.watcher).map((p) => ({ name: p.name }));
      for (const c of this.clients) {
        const mine = this.seats.flatMap((s, i) => (s.holder === c.sessionId ? [i] : []));
        const watching = !!this.people.get(c.sessionId)?.watcher;
        const lobby: Lobby = { phase: this.phase, seats, mine, title: this.title, host: this.hostState, hostName: this.hostName, config: this.config ?? null, watching, watchers };
        c.send('lobby', lobby);
      }
    }

    private seatAt(seat: number): Seat {
      return this.seats[seat] ?? refuse('net/malformed', 'No such seat.');
    }
    private hostOnly(who: Participant): void {
      if (!who.host) refuse('net/not-host', 'Only the host may do this.');
    }
    private lobbyOnly(): void {
      if (this.phase !== 'lobby') refuse('net/wrong-phase', 'The race has started.');
    }
    private racingOnly(): void {
      if (this.phase !== 'racing') refuse('net/wrong-phase', 'The race is not under way.');
    }
    /** The race is under way and not paused: while the host is away on purpose nobody plays (the clocks are stopped too). */
    private playing(): void {
      this.racingOnly();
      if (this.paused) refuse('net/paused', 'The host has paused the race: it goes on when they are back.');
    }
    /** The pending decision must be one of the sender's seats (the Black Rose's and reorientations' deciders included). */
    private deciderOnly(sessionId: string): void {
      this.playing();
      const pending = this.currentView().pending;
      const decider = 'player' in pending ? pending.player : null;
      if (decider === null || this.seats[decider]?.holder !== sessionId) refuse('net/not-your-seat', 'It is not your seat to decide.');
      if (this.autoPlaying?.seat === decider) refuse('net/time-up', 'Your time ran out: a computer captain is playing this turn.');
    }
  };

  // Never the legal turns: up to hundreds of kB a view, and the mover's app computes the same list
  // from the view itself (engine legalTurns on playableState; tests/engine/public-state).
  function moverView(net: NetworkGameView): NetworkGameView {
    return { ...net, legalTurns: [] };
  }
  /** What may be done is only for the deciding seat's holder. */
  function watcherView(net: NetworkGameView): NetworkGameView {
    return { ...net, legalActions: [], legalTurns: [], canUndo: false };
  }

  function checkVersions(v: Versions): void {
    const ours = deps.versions;
    if (v.protocol !== ours.protocol || v.appVersion !== ours.appVersion || v.engineVersion !== ours.engineVersion || v.rulesVersion !== ours.rulesVersion) {
      throw new ServerError(JOIN_ERROR_CODE, 'net/version-mismatch');
    }
  }
}
