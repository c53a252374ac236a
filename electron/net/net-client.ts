// A participant of a networked race, run by each app's own host in Node (never by the renderer):
// joins the room with colyseus.js, checks every message from the room on arrival (a view with the
// seed, generator or stack order in it is refused by NetworkGameViewSchema), keeps the latest lobby
// and view, and sends the protocol's messages. The app's renderer keeps talking to its local host.
import { Client, MatchMakeError, type Room, type SeatReservation } from 'colyseus.js';
import type { PublicState } from '../../engine/net/public-state.js';
import { NetworkGameViewSchema, type NetworkGameView } from '../services/games/network-view.js';
import {
  CreateOptionsSchema,
  HelloSchema,
  LobbySchema,
  ROOM_NAME,
  EventsMessageSchema,
  LogMessageSchema,
  RecordMessageSchema,
  RefusedSchema,
  RoomCodeSchema,
  ClockMessageSchema,
  NotesMessageSchema,
  ROOM_NOTES_KEPT,
  RoomNoteSchema,
  SEAT_FREED_CLOSE,
  type ClockMessage,
  type RoomNote,
  type ClientMessage,
  type ClientMessageType,
  type CreateOptions,
  type EventsMessage,
  type JoinOptions,
  type Lobby,
  type LogMessage,
  type Refused,
  type Versions,
} from './protocol.js';

export interface Invite {
  /** ws://host:port (wss:// behind a TLS proxy). */
  endpoint: string;
  roomId: string;
  code: string;
}

/** `mq://HOST:PORT/ROOMID#CODE` (`mqs://` for a server behind TLS). */
export function inviteText(invite: Invite): string {
  const url = new URL(invite.endpoint);
  return `${url.protocol === 'wss:' ? 'mqs' : 'mq'}://${url.host}/${invite.roomId}#${invite.code}`;
}

export function parseInvite(text: string): Invite | null {
  const m = /^(mqs?):\/\/([^/\s#]+)\/([A-Za-z0-9_-]{1,40})#([0-9A-Za-z]{12})$/.exec(text.trim());
  if (!m) return null;
  const code = m[4]!.toUpperCase();
  if (!RoomCodeSchema.safeParse(code).success) return null;
  return { endpoint: `${m[1] === 'mqs' ? 'wss' : 'ws'}://${m[2]}`, roomId: m[3]!, code };
}

type Listener = () => void;

export interface ClientOptions {
  keepWire?: boolean;
  /** Try to get back into the room by itself when the connection drops (the app's own client). */
  autoReconnect?: boolean;
  /** How long it tries (default: the room's grace time, from `hello`; tests shorten it). */
  reconnectMs?: number;
  /** Once the host's app is gone: how often its address is tried again, and how long one try may take (tests shorten them). */
  goneTimes?: GoneTimes;
}

export interface GoneTimes {
  retryMs: number;
  tryMs: number;
}

/** How long a dropped client keeps trying to get back in before the room's `hello` told its grace time, and how often. */
const RECONNECT_MS = 60_000;
const RECONNECT_EVERY_MS = 2_000;
/**
 * A room in a player's app that refuses this many tries in a row (nothing listens at its address)
 * is given up at once: that app has stopped (play-test: guests faced a frozen board for the whole
 * grace time). A game server restarting is waited for, as a lost network is.
 */
const REFUSED_TRIES = 2;
/** Once the host's app is gone: how often its address is tried again, and how long one try may take. */
const GONE_TIMES: GoneTimes = { retryMs: 2_000, tryMs: 10_000 };
/** Public positions kept for the screens to show moves one by one (seq to state). */
const KEPT_POSITIONS = 64;

export class NetClient {
  lobby: Lobby | null = null;
  /** When each away seat's grace time runs out by this computer's clock (ms since the epoch), by seat; null: not counting. */
  graceEnds: (number | null)[] = [];
  view: NetworkGameView | null = null;
  host = false;
  /** The full record, sent by the room when the race ends. */
  record: string | null = null;
  readonly refusals: Refused[] = [];
  /** Messages from the room that failed their check (and were dropped). */
  readonly rejected: { type: string; issue: string }[] = [];
  /** What happened, change by change (for the play screen's log); the last ones only. */
  readonly events: EventsMessage[] = [];
  /** The public log of the race: each action's events (from the room on joining, then kept up to date). */
  log: LogMessage['entries'] = [];
  /** Recent public positions by seq (views' and changes' states): moves made elsewhere are shown one by one. */
  readonly positions = new Map<number, PublicState>();
  /** The room's log: quick messages and seats changing hands (the newest ROOM_NOTES_KEPT). */
  notes: RoomNote[] = [];
  /** The turn timer as the room last told it, with when it runs out by this computer's clock (ms since the epoch). */
  clock: (ClockMessage & { deadline: number | null }) | null = null;
  /**
   * open: in the room; reconnecting: the connection dropped and the client tries again; lost: it
   * gave up; gone: the host's app that held the room has stopped (nothing listens there now).
   */
  connection: 'open' | 'reconnecting' | 'lost' | 'gone' = 'open';
  /** Why the room closed this connection itself (the host gave this guest's seat back to the table); null otherwise. */
  closedFor: 'net/seat-freed' | null = null;
  /** The host's app gone, its address tried for the seat's whole grace time in vain: no more tries until asked. */
  retriesOver = false;
  /** The room lives in its host's app (from `hello`), not on a game server. */
  private inApp = false;
  /** How long the room keeps a dropped player's seat (from `hello`): a guest is told it before leaving. */
  graceSeconds: number | null = null;
  /** This participant's seat token (from `hello`): kept in memory, it gets the seats back if the room's process restarted. */
  seatToken: string | null = null;
  private leaving = false;
  /** Out of the room on purpose while this app has no page (browser host), as a dropped app is. */
  private parked = false;
  /** When this app parked itself (ms since the epoch): the room counts the seat's grace time from then. */
  private parkedAt: number | null = null;
  /** The host's app without a page: still in the room (it keeps the race), told there as offline. */
  private offline = false;
  private readonly autoReconnect: boolean;
  private reconnectMs: number;
  private readonly gone: GoneTimes;
  /** The window was set by the caller, not by the room's grace time. */
  private readonly fixedWindow: boolean;
  /** Every message as it arrived, before any check (tests of what crosses the wire); off unless asked. */
  readonly wireLog: { type: string; message: unknown }[] | null;
  private readonly listeners = new Set<Listener>();

  private constructor(
    private room: Room,
    private readonly client: Client,
    options: ClientOptions,
    /** What joining this room again takes (code, versions, host key): the room id is the room's own. */
    private readonly entry: JoinOptions,
  ) {
    this.wireLog = options.keepWire ? [] : null;
    this.autoReconnect = !!options.autoReconnect;
    this.reconnectMs = options.reconnectMs ?? RECONNECT_MS;
    this.gone = options.goneTimes ?? GONE_TIMES;
    this.fixedWindow = options.reconnectMs !== undefined;
    this.wire(room);
  }

  /** Opens a room on a server and joins it as its host. */
  static async create(endpoint: string, options: CreateOptions, clientOptions: ClientOptions = {}): Promise<NetClient> {
    const client = new Client(endpoint);
    const parsed = CreateOptionsSchema.parse(options);
    const room = await client.create(ROOM_NAME, parsed);
    const { protocol, appVersion, engineVersion, rulesVersion, code, hostKey } = parsed;
    return new NetClient(room, client, clientOptions, { protocol, appVersion, engineVersion, rulesVersion, code, hostKey });
  }

  /**
   * Joins a room by its invite. With `signal`, the join can be called off: aborted before the room
   * is entered, nothing reaches the room (the player's Cancel on "Reconnecting to <host>…": a host
   * that answers later must not get the seat back behind the player's back).
   */
  static async join(
    invite: Invite,
    versions: Versions,
    clientOptions: ClientOptions & { hostKey?: string; seatToken?: string; watch?: { name?: string }; signal?: AbortSignal } = {},
  ): Promise<NetClient> {
    const client = new Client(invite.endpoint);
    const { hostKey, seatToken, watch, signal } = clientOptions;
    // no code: a public room joined from a lobby's list; a spectator rejoins as one
    const entry: JoinOptions = {
      ...versions,
      ...(invite.code ? { code: invite.code } : {}),
      ...(hostKey ? { hostKey } : {}),
      ...(watch ? { watch: true as const, ...(watch.name ? { name: watch.name } : {}) } : {}),
    };
    const options = { ...entry, ...(seatToken ? { seatToken } : {}) };
    const room = signal ? await joinUnlessAborted(client, invite.roomId, options, signal) : await client.joinById(invite.roomId, options);
    return new NetClient(room, client, clientOptions, entry);
  }

  get roomId(): string {
    return this.room.roomId;
  }
  get sessionId(): string {
    return this.room.sessionId;
  }

  send<T extends ClientMessageType>(type: T, body: ClientMessage<T>): void {
    this.room.send(type, body);
  }
  /** Anything at all, for the tests of what the room refuses. */
  sendRaw(type: string, body: unknown): void {
    this.room.send(type, body);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once `test` holds (checked now and after every message), or rejects after `ms`. */
  until<T>(test: () => T | null | undefined | false, ms = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const v = test();
        if (v === null || v === undefined || v === false) return false;
        off();
        clearTimeout(timer);
        resolve(v);
        return true;
      };
      const off = this.onChange(() => void check());
      const timer = setTimeout(() => {
        off();
        reject(new Error('timed out waiting for the room'));
      }, ms);
      check();
    });
  }

  /** Drops the connection without leaving (as a crash or a network cut would). */
  drop(): void {
    this.room.connection.close(4999);
  }

  /**
   * Back into one's seat: with the reconnection token of the dropped connection, or, when the room
   * no longer knows it (its process restarted, or the grace ran out), by joining again with the
   * seat token.
   */
  async reconnect(): Promise<void> {
    this.adopt(await this.rejoin());
  }

  /** The room again: by the dropped connection's reconnection token, else (a restarted room) by the seat token. */
  private async rejoin(): Promise<Room> {
    const token = this.room.reconnectionToken;
    const roomId = this.room.roomId;
    try {
      return await this.client.reconnect(token);
    } catch (err) {
      if (!this.seatToken) throw err;
      return await this.client.joinById(roomId, { ...this.entry, seatToken: this.seatToken });
    }
  }

  /**
   * reconnect, given up after `ms`: a host whose machine went away silently never answers, and
   * the attempt would hang past the reconnect window (play-test: "trying again" for good). A
   * room that answers too late is left at once.
   */
  private async reconnectWithin(ms: number): Promise<void> {
    let late = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = this.rejoin();
    attempt.then(
      (room) => late && void room.leave(true).catch(() => undefined),
      () => undefined,
    );
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        late = true;
        reject(new Error('no answer from the room'));
      }, ms);
    });
    try {
      const room = await Promise.race([attempt, timeout]);
      // left meanwhile (the player went Home): the room answered too late, out of it again as a leave
      if (this.leaving) {
        void room.leave(true).catch(() => undefined);
        throw new Error('left while reconnecting');
      }
      this.adopt(room);
    } finally {
      clearTimeout(timer);
    }
  }

  private adopt(room: Room): void {
    this.room = room;
    this.connection = 'open';
    this.wire(room);
    this.send('sync', {});
    if (this.offline && this.host) this.send('pageless', { closed: true });
  }

  /**
   * This app has no page left (the browser host's tab closed, the process still up): out of the room
   * as a dropped app is, so the room counts the player away and, after its grace time, gone. The
   * host's app stays in (offline, see below).
   */
  park(): void {
    if (this.leaving) return;
    // the host's app stays in its room (the race is its to keep): offline, the race waits for them,
    // rather than dropped and, after the grace time, "left" (play-test pt27)
    if (this.host) {
      if (this.offline) return;
      this.offline = true;
      if (this.connection === 'open') this.send('pageless', { closed: true });
      for (const l of this.listeners) l(); // Home says the player counts as away (pt30)
      return;
    }
    if (this.parked || this.connection !== 'open') return;
    this.parked = true;
    this.parkedAt = Date.now();
    this.room.connection.close(4999);
  }

  /** A page is back: into the room again (the reconnection token, or the seat token after the grace time). */
  unpark(): void {
    if (this.offline) {
      this.offline = false;
      if (this.connection === 'open') this.send('pageless', { closed: false });
      for (const l of this.listeners) l();
      return;
    }
    if (!this.parked) return;
    this.parked = false;
    this.parkedAt = null;
    void this.dropped();
  }

  /**
   * Whether this app's player counts as away because no race screen is open: a guest parked (its
   * seat waits until `until`, the room's grace time from the park, when known), a host offline (the
   * race waits, no time runs out). Null while present.
   */
  awayNow(): { until: number | null } | null {
    if (this.offline) return { until: null };
    if (this.parkedAt === null) return null;
    return { until: this.graceSeconds === null ? null : this.parkedAt + this.graceSeconds * 1000 };
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.connection === 'open') await this.room.leave(true);
  }

  /**
   * The changes told so far after `afterRev`, up to the view's: a screen told of a change fetches
   * the view (or the change's own position) and must find it there, never an older one.
   */
  changesAfter(afterRev: number): EventsMessage[] {
    const upTo = this.view?.rev ?? -1;
    return this.events.filter((e) => e.rev > afterRev && e.rev <= upTo).map(({ state: _s, ...e }) => e);
  }

  private keepPosition(state: PublicState): void {
    this.positions.delete(state.seq);
    this.positions.set(state.seq, state);
    for (const k of this.positions.keys()) {
      if (this.positions.size <= KEPT_POSITIONS) break;
      this.positions.delete(k);
    }
  }

  private took(e: EventsMessage): void {
    if (this.events.push(e) > 200) this.events.shift();
    if (e.state) this.keepPosition(e.state);
    // the public log: an undo takes back what came after its position; a move adds its events once
    if (e.kind === 'undone') this.log = this.log.filter((x) => x.seq <= e.seq);
    else if (e.kind === 'acted' && !this.log.some((x) => x.seq === e.seq)) this.log.push({ seq: e.seq, events: e.events });
  }

  private async dropped(): Promise<void> {
    if (this.parked) {
      this.connection = 'reconnecting';
      for (const l of this.listeners) l();
      return;
    }
    if (this.leaving || !this.autoReconnect) {
      this.connection = 'lost';
      return;
    }
    this.connection = 'reconnecting';
    for (const l of this.listeners) l();
    const until = Date.now() + this.reconnectMs;
    let refused = 0;
    while (!this.leaving && Date.now() < until) {
      try {
        await this.reconnectWithin(until - Date.now());
        for (const l of this.listeners) l();
        return;
      } catch (err) {
        refused = this.inApp && isRefused(err) ? refused + 1 : 0;
        if (refused >= REFUSED_TRIES && !this.leaving) {
          this.connection = 'gone';
          for (const l of this.listeners) l();
          await this.watchForHost();
          return;
        }
        await new Promise((r) => setTimeout(r, Math.max(0, Math.min(RECONNECT_EVERY_MS, until - Date.now()))));
      }
    }
    this.connection = 'lost';
    for (const l of this.listeners) l();
  }

  /**
   * The host's app stopped: said at once ('gone'), and its address tried again now and then for as
   * long as this player stays, so that once the host's game runs again (and the host takes a paused
   * race back) the player is back in their seat by themselves, before their grace time there runs
   * out (play-test: guests stayed on "Paused" while the host saw them away).
   */
  private async watchForHost(): Promise<void> {
    this.retriesOver = false;
    // The seat is kept for the room's grace time from the drop; once that is surely over (one more
    // try's length), the tries stop: the player is told, with a way to try again (play-test: the
    // tries every 2 s never ended). A room that came back would have counted the same time.
    const until = Date.now() + this.reconnectMs + this.gone.tryMs;
    while (!this.leaving && !this.parked && this.connection === 'gone') {
      await new Promise((r) => setTimeout(r, this.gone.retryMs));
      if (this.leaving || this.parked) return;
      if (Date.now() >= until) {
        this.retriesOver = true;
        for (const l of this.listeners) l();
        return;
      }
      try {
        await this.reconnectWithin(Math.min(this.gone.tryMs, Math.max(1, until - Date.now())));
        for (const l of this.listeners) l();
        return;
      } catch {
        // not back yet (refused, or no answer in time): try again later
      }
    }
  }

  /** The player's "Try again" once the tries stopped: the host's address is tried again for another grace time. */
  retryHost(): boolean {
    if (this.connection !== 'gone' || !this.retriesOver || this.leaving) return false;
    this.retriesOver = false;
    for (const l of this.listeners) l();
    void this.watchForHost();
    return true;
  }

  private wire(room: Room): void {
    const take: Record<string, (message: unknown) => string | null> = {
      hello: (m) =>
        check(HelloSchema, m, (v) => {
          this.host = v.host;
          this.seatToken = v.seatToken;
          this.inApp = !!v.inApp;
          this.graceSeconds = v.graceSeconds;
          // the room keeps a dropped player's seat for its grace time: trying longer finds it gone,
          // giving up sooner leaves a seat the room still keeps (both sides agree when it is lost)
          if (!this.fixedWindow) this.reconnectMs = v.graceSeconds * 1000;
        }),
      lobby: (m) =>
        check(LobbySchema, m, (v) => {
          this.lobby = v;
          // an away seat's time left, counted from this message's arrival (the computers' clocks differ)
          const now = Date.now();
          this.graceEnds = v.seats.map((s) => (s.graceMs === null ? null : now + s.graceMs));
        }),
      view: (m) =>
        check(NetworkGameViewSchema, m, (v) => {
          this.view = v;
          this.keepPosition(v.state);
        }),
      log: (m) => check(LogMessageSchema, m, (v) => (this.log = v.entries)),
      refused: (m) => check(RefusedSchema, m, (v) => this.refusals.push(v)),
      record: (m) => check(RecordMessageSchema, m, (v) => (this.record = v.text)),
      events: (m) => check(EventsMessageSchema, m, (v) => this.took(v)),
      notes: (m) => check(NotesMessageSchema, m, (v) => (this.notes = v.notes)),
      note: (m) =>
        check(RoomNoteSchema, m, (v) => {
          if (this.notes.some((x) => x.n === v.n)) return;
          this.notes = [...this.notes, v].slice(-ROOM_NOTES_KEPT);
        }),
      // the room's milliseconds left, counted from this message's arrival (the computers' clocks differ)
      clock: (m) => check(ClockMessageSchema, m, (v) => (this.clock = { ...v, deadline: v.msLeft === null ? null : Date.now() + v.msLeft })),
    };
    room.onLeave((code) => {
      if (this.room !== room) return;
      // the host gave this guest's seat back to the table: out of the room, nothing to reconnect to
      if (code === SEAT_FREED_CLOSE && !this.leaving) this.closedFor = 'net/seat-freed';
      // 4000: left on purpose (this client, or the room closed for everyone)
      if (code === 4000 || this.leaving || this.closedFor) {
        this.connection = 'lost';
        for (const l of this.listeners) l();
      } else void this.dropped();
    });
    room.onMessage('*', (type, message: unknown) => {
      this.wireLog?.push({ type: String(type), message });
      const issue = take[String(type)]?.(message) ?? (Object.hasOwn(take, String(type)) ? null : 'unknown message type');
      if (issue !== null) this.rejected.push({ type: String(type), issue });
      for (const l of this.listeners) l();
    });
  }
}

/** Nothing listens at the room's address (the connection refused, not unanswered). */
function isRefused(err: unknown): boolean {
  return err instanceof Error && /ECONNREFUSED/.test(err.message);
}

/** Thrown by a join called off through its signal. */
export class JoinAborted extends Error {
  constructor() {
    super('join aborted');
  }
}

/**
 * Client.joinById in its two steps, so that it can be called off: the seat reservation (an HTTP
 * request, aborted by the signal: a host whose machine is silent may answer minutes later, once it
 * is back), then, unless called off meanwhile, the room's connection. A reservation never used
 * expires on the server without the room hearing of it. Called off while the connection was being
 * made (a few milliseconds), the room is dropped at once, as a lost connection is.
 */
async function joinUnlessAborted(client: Client, roomId: string, options: JoinOptions & { seatToken?: string }, signal: AbortSignal): Promise<Room> {
  if (signal.aborted) throw new JoinAborted();
  let reservation: SeatReservation & { error?: string; code?: number };
  try {
    reservation = (
      await client.http.post(`matchmake/joinById/${encodeURIComponent(roomId)}`, {
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(options),
        signal,
      })
    ).data as typeof reservation;
  } catch (err) {
    if (signal.aborted) throw new JoinAborted();
    throw err;
  }
  // a refusal comes as an error with the room's code (as joinById throws it)
  if (reservation.error) throw new MatchMakeError(reservation.error, reservation.code ?? 0);
  if (signal.aborted) throw new JoinAborted();
  const room = await client.consumeSeatReservation(reservation);
  if (signal.aborted) {
    room.connection.close(4999);
    throw new JoinAborted();
  }
  return room;
}

/** Parses a message from the room and hands it on; the first issue when it does not pass. */
function check<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  message: unknown,
  use: (v: T) => unknown,
): string | null {
  const r = schema.safeParse(message);
  if (!r.success) return r.error.issues[0]?.message ?? 'invalid';
  use(r.data);
  return null;

}
