// The app host's side of a networked race: hosting a room on this network (the room runs over
// this app's own games service, so the race is in its library as it is played) or joining one
// (colyseus.js, in Node), and relaying between the renderer and the room. The renderer sees a
// NetStatus (lobby, network view, last refusal) and sends protocol messages through netSend.
import os from 'node:os';
import { ApiError, type ApiErrorCode } from '../api/contract.js';
import type { CaptainDriver } from '../services/captains/index.js';
import type { EventHub } from '../services/events.js';
import type { GamesService } from '../services/games/games-service.js';
import type { LastInvite, NetFound, NetStatus } from './net-api.js';
import { JoinAborted, NetClient, inviteText, parseInvite, type GoneTimes, type Invite } from './net-client.js';
import { startNetServer, type NetServer } from './net-server.js';
import { ClientMessages, NET_ERROR_CODES, localVersions, type ClientMessageType, type EventsMessage, type Lobby, type Versions } from './protocol.js';
import type { GameEvent } from '../../engine/index.js';
import type { PublicState } from '../../engine/net/public-state.js';
import type { GameConfig } from '../../engine/index.js';

/** As many past actions as the local play screen's log gets (GamesService.getGameLog). */
const LOG_LIMIT = 400;
import { newHostKey, newRoomCode } from './secrets.js';
import { transportCode } from './transport-errors.js';
import { Announcer, DiscoveryListener, newInstanceId, type Announcement, type AnnouncedRoom } from './discovery.js';
import { APP_ID, roomModes, type FoundRoom } from './listing.js';
import { RoomBrowser, serverEndpoint } from './room-browser.js';
import type { RoomStore } from './room-store.js';
import type { SavedSession, SessionStore } from './session-store.js';

export interface NetSessionDeps {
  games: GamesService;
  hub: EventHub;
  captains?: Pick<CaptainDriver, 'poke' | 'cancel'>;
  appVersion: string;
  /** Where hosting listens: every interface (LAN) unless told otherwise (tests: 127.0.0.1). */
  bindHost?: string;
  /** The address put in invites; by default this machine's first LAN IPv4 address. */
  advertisedHost?: string;
  log?: { info(m: string, d?: unknown): void; error(m: string, d?: unknown): void };
  /** The hosted rooms, kept so that a restart of the app brings them back. */
  rooms?: RoomStore;
  /** This app's own place in a race (seat token, host key), kept to rejoin after a restart. */
  sessions?: SessionStore;
  /** LAN announcements: the UDP port and broadcast addresses (tests: a free port on 127.255.255.255). */
  discovery?: { port?: number; targets?: string[]; everyMs?: number };
  /** How long a guest's app may have no page (browser host) before it leaves the room as a dropped app would. */
  pagelessMs?: number;
  /**
   * This app's screens are pages it serves (the browser host), counted by `pages()` from none: a
   * guest's app started again rejoins its seat only once a page is open (the player can play).
   */
  servesPages?: boolean;
  /** How this app's client tries a stopped host's address again (tests shorten it; default in net-client). */
  goneTimes?: GoneTimes;
}

/** The list of nearby games is kept while "Join a game" asks for it, and closed this long after the last ask. */
const FIND_IDLE_MS = 15_000;

/**
 * A page reloading is back within this; a closed one is not. Short: the others are told the seat
 * is away at once, with its time to come back (play-test: a closed guest's page said nothing to
 * the others for 15 s). A reload slower than this shows the seat away for a moment, then back.
 */
export const PAGELESS_MS = 1_500;

/** Colyseus' matchmaker is one per process: once started, the LAN server stays up for the app's life. */
let server: NetServer | null = null;

export class NetSession {
  private client: NetClient | null = null;
  private role: NetStatus['role'] = 'none';
  private invite: Invite | null = null;
  private libraryGameId: string | null = null;
  private rev = 0;
  private readonly versions: Versions;
  /** What this app needs to rejoin its race (saved once the room has given it a seat token). */
  private saved: Omit<SavedSession, 'seatToken'> | null = null;
  /** How the hosted room is shown to others: listed publicly, announced on this network. */
  private shown: { public: boolean; title: string | null; hostName: string | null; port: number } | null = null;
  private announcer: Announcer | null = null;
  private listener: DiscoveryListener | null = null;
  private listening = false;
  private browser: RoomBrowser | null = null;
  private findTimer: ReturnType<typeof setTimeout> | null = null;
  /** This app's announcements carry it: it does not list its own games. */
  private readonly instanceId = newInstanceId();
  /** The hosted room is on this app's own server (its race in this library), not on a game server. */
  private hostedHere = true;
  private pageless: ReturnType<typeof setTimeout> | null = null;
  private resuming: Promise<NetStatus> | null = null;
  /** Calls off the rejoin under way (the player's Cancel on "Reconnecting to <host>…"). */
  private resumeAbort: AbortController | null = null;
  /** Pages open now (null: not counted, the Electron window); a guest's rejoin waits for one (`waitingPage`). */
  private pageCount: number | null;
  private waitingPage = false;
  /**
   * The windows or pages with the race's screen open (netTable). A hosting app offline (its page
   * closed) is back only once one is: a page opening on Home is not the player at the table
   * (play-test pt28: "Anna is back" while her page was on Home and the race still waited for her).
   */
  private readonly tables = new Set<string>();
  /** A race screen has told this app when it opens and closes (netTable): presence in a race follows it from then on. */
  private tableKnown = false;
  /** The last way back to the kept place found nobody answering (Home says so only then, never for a host not yet tried). */
  private unanswered = false;

  constructor(private deps: NetSessionDeps) {
    this.versions = localVersions(deps.appVersion);
    this.pageCount = deps.servesPages ? 0 : null;
  }

  async host(input: {
    seats: number;
    port?: number;
    title?: string;
    graceSeconds?: number;
    config?: GameConfig;
    public?: boolean;
    hostName?: string;
    /** Announce it on this network (default: yes; never for a room on a game server). */
    announce?: boolean;
    /** Open the room on this game server (HOST:PORT) instead of this app's own server on the LAN. */
    server?: string;
    turnSeconds?: number | null;
    turnLevel?: 'easy' | 'medium' | 'hard' | 'expert';
  }): Promise<NetStatus> {
    this.idleOnly();
    const remote = input.server === undefined ? null : serverEndpoint(input.server);
    if (input.server !== undefined && !remote) throw new ApiError('net/address-invalid', 'This is not a server address (HOST:PORT).');
    const listening = remote ? null : await this.listen(input.port ?? 2567);
    const endpoint = remote ? remote.endpoint : `ws://127.0.0.1:${listening!.port}`;
    const code = newRoomCode();
    const hostKey = newHostKey();
    let client: NetClient;
    try {
      client = await NetClient.create(endpoint, {
        ...this.versions,
        code,
        hostKey,
        seats: input.seats,
        ...(input.title ? { title: input.title } : {}),
        ...(input.graceSeconds ? { graceSeconds: input.graceSeconds } : {}),
        ...(input.config ? { config: input.config } : {}),
        ...(input.public ? { public: true } : {}),
        ...(input.hostName ? { hostName: input.hostName } : {}),
        ...(input.turnSeconds ? { turnSeconds: input.turnSeconds } : {}),
        ...(input.turnLevel ? { turnLevel: input.turnLevel } : {}),
      }, { autoReconnect: true, ...this.goneTimes() });
    } catch (err) {
      if (!remote) throw err;
      throw joinFailure(err);
    }
    this.hostedHere = !remote;
    if (remote) {
      this.invite = { endpoint, roomId: client.roomId, code };
      this.saved = { role: 'hosting', endpoint, roomId: client.roomId, code, hostKey };
      this.attach(client, 'hosting');
      return this.status();
    }
    const port = listening!.port;
    this.invite = { endpoint: `ws://${this.deps.advertisedHost ?? lanAddress()}:${port}`, roomId: client.roomId, code };
    const shown = { public: !!input.public, title: input.title ?? null, hostName: input.hostName ?? null, announce: input.announce ?? true };
    this.saved = { role: 'hosting', endpoint, roomId: client.roomId, code, port, hostKey, shown };
    this.attach(client, 'hosting');
    this.show(shown, port);
    return this.status();
  }

  /** A public hosted room told to this network with its seats, unless the host said not to; a private one never is. */
  private show(shown: NonNullable<SavedSession['shown']>, port: number): void {
    this.shown = { public: shown.public, title: shown.title, hostName: shown.hostName, port };
    if (shown.announce && shown.public) this.announce();
  }

  /** Tells this network of the hosted room every couple of seconds, while seats are being taken. */
  private announce(): void {
    const d = this.deps.discovery;
    this.announcer = new Announcer({
      ...(d?.port ? { port: d.port } : {}),
      ...(d?.targets ? { targets: d.targets } : {}),
      ...(d?.everyMs ? { everyMs: d.everyMs } : {}),
      announcement: () => this.announcement(),
      onError: (m) => this.deps.log?.error('networked race: announcing failed', m),
    });
  }

  private announcement(): Announcement | null {
    const lobby = this.client?.lobby;
    const shown = this.shown;
    // a public race is announced until it ends (to watch, or take over a free seat); a private one never (not even where it is)
    const listed = lobby?.phase === 'lobby' || lobby?.phase === 'racing';
    if (this.role !== 'hosting' || !lobby || !shown?.public || !listed || !this.client) return null;
    const room: AnnouncedRoom = {
      roomId: this.client.roomId,
      title: shown.title,
      host: shown.hostName,
      public: true,
      seats: lobby.seats.length,
      open: lobby.seats.filter((s) => (lobby.phase === 'lobby' ? s.kind === 'open' : s.free)).length,
      started: lobby.phase !== 'lobby',
      modes: roomModes(lobby.config),
      river: lobby.config ? lobby.config.riverTiles.length + 1 : null,
    };
    return { app: APP_ID, ...this.versions, from: this.instanceId, port: shown.port, server: null, rooms: [room] };
  }

  private stopAnnouncing(): void {
    void this.announcer?.stop();
    this.announcer = null;
    this.shown = null;
  }

  /**
   * What "Join a game" lists (asked every second or so while it is open): games announced on this
   * network, and the public rooms of the server at `server` (null: none; absent: the same as before).
   */
  find(input: { server?: string | null }): NetFound {
    if (input.server !== undefined) this.browse(input.server);
    if (!this.listener) {
      const d = this.deps.discovery;
      const listener = new DiscoveryListener({
        versions: this.versions,
        selfId: this.instanceId,
        ...(d?.port ? { port: d.port } : {}),
        onError: (m) => this.deps.log?.error('networked race: listening for games failed', m),
      });
      this.listener = listener;
      this.listening = false;
      listener.ready.then(
        () => (this.listening = this.listener === listener),
        () => (this.listening = false),
      );
    }
    // the list closes when no one has asked for a while (the screen was left)
    if (this.findTimer) clearTimeout(this.findTimer);
    this.findTimer = setTimeout(() => this.stopFinding(), FIND_IDLE_MS);
    this.findTimer.unref?.();
    const b = this.browser;
    return {
      server: b ? { address: b.address, state: b.state } : null,
      rooms: b?.rooms() ?? [],
      nearby: this.listener.list(),
      listening: this.listening,
    };
  }

  private browse(text: string | null): void {
    const target = text === null ? null : serverEndpoint(text);
    if (text !== null && !target) throw new ApiError('net/address-invalid', 'This is not a server address (HOST:PORT).');
    // the same server again: kept, unless it failed (asking again tries again)
    if (target && this.browser?.endpoint === target.endpoint && this.browser.state !== 'failed') return;
    void this.browser?.close();
    this.browser = null;
    if (!target) return;
    const browser = new RoomBrowser(target.endpoint, target.address, this.versions);
    this.browser = browser;
    void browser.open();
  }

  private stopFinding(): void {
    if (this.findTimer) clearTimeout(this.findTimer);
    this.findTimer = null;
    void this.listener?.close();
    this.listener = null;
    this.listening = false;
    void this.browser?.close();
    this.browser = null;
  }

  /** A listed public room, joined without a code (the server's or the nearby host's address). */
  async joinListed(input: { source: FoundRoom['source']; address: string; roomId: string; watch?: boolean; name?: string }): Promise<NetStatus> {
    const endpoint =
      input.source === 'server' && this.browser?.address === input.address ? this.browser.endpoint : serverEndpoint(input.address)?.endpoint;
    if (!endpoint) throw new ApiError('net/address-invalid', 'This is not a server address (HOST:PORT).');
    return this.enter({ endpoint, roomId: input.roomId, code: '' }, watchOf(input));
  }

  /**
   * After a restart of the app: back into the race it was in (hosting: listening again on its port,
   * which re-creates its rooms from the store; then rejoining with its host key and seat token).
   * Nothing saved: nothing happens. The race refusing (over, gone) drops the saved place; nobody
   * answering keeps it (the seat is held over there): Home offers it again, or to forget it.
   */
  resume(options: { atStart?: boolean } = {}): Promise<NetStatus> {
    // in the race still, its host's app long gone and the tries over: the player's "Try again"
    if (!options.atStart && this.client?.retryHost()) return Promise.resolve(this.status());
    // A race the host paused waits for the host's choice (Home's "Back to your race"), not the app's start.
    const saved = this.deps.sessions?.load();
    if (options.atStart && (saved?.paused || saved?.left)) return Promise.resolve(this.status());
    // nothing saved: nothing to rejoin and nothing changed (no event for Home to follow)
    if (!saved && !this.resuming) return Promise.resolve(this.status());
    // asked twice (the app's start and Home's button): one rejoin
    if (!this.resuming) {
      const abort = new AbortController();
      this.resumeAbort = abort;
      this.resuming = this.rejoin(abort.signal).finally(() => {
        this.resuming = null;
        if (this.resumeAbort === abort) this.resumeAbort = null;
        this.changed(); // Home follows: back in the race, the place kept, or dropped
      });
    }
    return this.resuming;
  }

  /**
   * The player called off the way back (Cancel on "Reconnecting to <host>…"): the attempt under
   * way is dropped for real, so a host that answers later gets no connection and no seat back; the
   * place is kept, and Home offers it again (a new attempt when asked).
   */
  async cancelResume(): Promise<NetStatus> {
    // a guest's app waiting for a page to open before it rejoins: it waits no more
    this.waitingPage = false;
    const under = this.resuming;
    this.resumeAbort?.abort();
    if (under) await under.catch(() => undefined);
    // In the room already (the answer came as the player cancelled), or the live room's own
    // reconnect under way: out of it as one who stepped away (play-test: Cancel went Home while the
    // app stayed in the room, the others seeing the player present). The host hears the seat is
    // away (its grace counting); Home says the player left and offers the race again.
    if (this.client) await this.leave(this.role === 'hosting' ? { pause: true } : { stepAway: true });
    return this.status();
  }

  private async rejoin(signal: AbortSignal): Promise<NetStatus> {
    const saved = this.deps.sessions?.load();
    if (!saved || this.client) return this.status();
    // A guest's app started again with no page open yet (the browser host before its window opens):
    // back in the seat would tell everyone the player is back while nobody can play; the seat stays
    // away (its grace time running) until a page opens (play-test, issue 17). A host's app listens
    // again at once: its room brings everyone else back.
    if (saved.role === 'joined' && this.pageCount === 0) {
      this.waitingPage = true;
      return this.status();
    }
    this.unanswered = false;
    try {
      // a host on a game server (no port of its own) only rejoins it
      const here = saved.role === 'hosting' && saved.port !== undefined;
      if (here) await this.listen(saved.port!);
      const invite: Invite = { endpoint: saved.endpoint, roomId: saved.roomId, code: saved.code };
      if (signal.aborted) throw new JoinAborted();
      const client = await NetClient.join(invite, this.versions, {
        autoReconnect: true,
        ...this.goneTimes(),
        signal,
        seatToken: saved.seatToken,
        ...(saved.hostKey ? { hostKey: saved.hostKey } : {}),
        ...(saved.watch ? { watch: saved.watch } : {}),
      });
      const { seatToken: _t, paused, left, leftUntil: _until, ...rest } = saved;
      this.saved = rest;
      // back in the race: no longer paused, or left
      if (paused || left) this.remember({ ...rest, seatToken: saved.seatToken });
      this.invite = here ? { ...invite, endpoint: `ws://${this.deps.advertisedHost ?? lanAddress()}:${saved.port}` } : invite;
      this.hostedHere = here;
      this.attach(client, saved.role);
      // the room is announced again as it was (its listing in the lobby of rooms is the room's own)
      if (here && saved.shown) this.show(saved.shown, saved.port!);
      this.deps.log?.info('networked race: rejoined after a restart', { role: saved.role, roomId: saved.roomId });
      // a host's app started again before its page opened: back in the room (it brought everyone
      // back), then away as any player without a page, until one opens
      if (this.pageCount === 0) this.pages(0);
    } catch (err) {
      if (saved.role === 'hosting') server?.suspend();
      // called off by the player: the place is kept as it was, for Home to offer again
      if (err instanceof JoinAborted) {
        this.deps.log?.info('networked race: the way back was called off', { role: saved.role, roomId: saved.roomId });
        return this.status();
      }
      // Nobody answers (the host's app or the server is not running now): the seat is still held
      // there, so the place is kept and Home offers it again. A refusal (the race is over, the
      // room gone) drops it.
      if (joinFailure(err).code !== 'net/unreachable') this.deps.sessions?.clear();
      else this.unanswered = true;
      this.deps.log?.error('networked race: could not rejoin after a restart', err instanceof Error ? err.message : String(err));
    }
    return this.status();
  }

  /** The LAN server, started once (restoring the stored rooms) and listening on `port` again after that. */
  private async listen(port: number): Promise<NetServer> {
    try {
      return await this.listenOn(port);
    } catch (err) {
      // (play-test: a port still held by another game read "Internal error")
      const code = (err as { code?: unknown } | null)?.code;
      if (code === 'EADDRINUSE' || code === 'EACCES') throw new ApiError('net/port-busy', `Port ${port} cannot be listened on here (${String(code)}).`);
      throw err;
    }
  }

  private async listenOn(port: number): Promise<NetServer> {
    if (server) {
      await server.resume(port);
      // a paused race whose room closed meanwhile (everyone left it) comes back from the store
      await server.restore();
    }
    server ??= await startNetServer({
      games: this.deps.games,
      hub: this.deps.hub,
      versions: this.versions,
      port,
      host: this.deps.bindHost ?? '0.0.0.0',
      inApp: true,
      ...(this.deps.captains ? { captains: this.deps.captains } : {}),
      ...(this.deps.log ? { log: this.deps.log } : {}),
      ...(this.deps.rooms ? { rooms: this.deps.rooms } : {}),
    });
    return server;
  }

  /** Joins with an invite, to play (a seat is picked in the lobby) or to watch (no seat). */
  async join(text: string, options: { watch?: boolean; name?: string } = {}): Promise<NetStatus> {
    this.idleOnly();
    const invite = parseInvite(text);
    if (!invite) throw new ApiError('net/invite-invalid', 'This is not an invite (mq://HOST:PORT/ROOM#CODE).');
    const line = inviteText(invite);
    const last = this.lastInvite();
    try {
      await this.enter(invite, watchOf(options));
    } catch (err) {
      // that room is no more (its race over, or hosted again since): not offered again
      if (err instanceof ApiError && err.code === 'net/room-gone' && last?.invite === line) this.keepInvite(null);
      throw err;
    }
    // offered again by "Join a game" (the race's names follow once the room tells them)
    if (last?.invite !== line) this.keepInvite({ invite: line, hostName: null, title: null });
    this.labelInvite();
    return this.status();
  }

  private lastInvite(): LastInvite | null {
    try {
      return this.deps.sessions?.lastInvite() ?? null;
    } catch {
      return null; // the store is closing
    }
  }

  private keepInvite(last: LastInvite | null): void {
    try {
      this.deps.sessions?.keepInvite(last);
    } catch (err) {
      this.deps.log?.error('networked race: could not keep the last invite', err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * The last invite, if it is this race's, with the race's names as the room gives them; dropped
   * once the race is known over (its end, or its host gone for good): never offered for it again.
   */
  private labelInvite(): void {
    const last = this.lastInvite();
    const c = this.client;
    if (!last || !c || this.role !== 'joined' || !this.invite || last.invite !== inviteText(this.invite)) return;
    if (c.view?.status === 'over' || c.lobby?.host === 'left') return this.keepInvite(null);
    const l = c.lobby;
    if (l && (l.hostName !== last.hostName || l.title !== last.title)) this.keepInvite({ ...last, hostName: l.hostName, title: l.title });
  }

  private async enter(invite: Invite, watch?: { name?: string }): Promise<NetStatus> {
    this.idleOnly();
    // A guest who left this race keeps its seat token: the invite brings them back to their seat.
    const kept = this.deps.sessions?.load();
    const own = !watch && kept?.role === 'joined' && !kept.watch && kept.roomId === invite.roomId && kept.code === invite.code ? kept.seatToken : undefined;
    let client: NetClient;
    try {
      client = await NetClient.join(invite, this.versions, { autoReconnect: true, ...this.goneTimes(), ...(watch ? { watch } : {}), ...(own ? { seatToken: own } : {}) });
    } catch (err) {
      throw joinFailure(err);
    }
    this.invite = invite;
    this.saved = { role: 'joined', ...invite, ...(watch ? { watch } : {}) };
    // no longer left: the place is this one now (another race's place, if any, waits aside: attach)
    if (own) this.remember({ ...this.saved, seatToken: own, ...(kept?.label ? { label: kept.label } : {}) });
    this.attach(client, 'joined');
    return this.status();
  }

  send(type: string, body: unknown): { sent: boolean } {
    if (!this.client) throw new ApiError('net/no-session', 'Not in a networked race.');
    // Checked here too, so a renderer's mistake is answered at once and never reaches the room.
    const parsed = ClientMessages[type as ClientMessageType]?.safeParse(body);
    if (!parsed?.success) throw new ApiError('net/malformed', `Malformed ${type} message.`);
    this.client.send(type as ClientMessageType, parsed.data as never);
    return { sent: true };
  }

  /** `stepAway`: a guest's seat is kept even before the room's lobby came (a way back called off as it arrived). */
  async leave(options: { pause?: boolean; stepAway?: boolean } = {}): Promise<NetStatus> {
    const client = this.client;
    // a room on a game server leaves this app's own server as it was
    const hosting = this.role === 'hosting' && this.hostedHere;
    // A host pausing a race under way keeps their place (Home offers it back) and keeps listening:
    // the guests stay in the room, told it is paused, and wait for the host.
    const pausing = !!options.pause && this.role === 'hosting' && client?.lobby?.phase === 'racing' && this.saved !== null;
    // A guest leaving a race under way keeps their place: their seat waits for them (the grace time,
    // then until the host hands it over), and Home offers the way back (net17m play-test).
    // The host's app stopped (its race is saved there): the place is kept as it was, and Home
    // offers the way back for when that app runs again.
    const stopped = client?.connection === 'gone' && this.role === 'joined' && !this.saved?.watch;
    const seated = client?.lobby ? client.lobby.phase === 'racing' && client.lobby.mine.length > 0 : !!options.stepAway;
    const stepping = this.role === 'joined' && seated && !this.saved?.watch;
    this.client = null;
    this.role = 'none';
    this.invite = null;
    this.libraryGameId = null;
    if (pausing) {
      // kept as paused: the app's next start leaves it for the host to take back from Home
      const kept = this.deps.sessions?.load();
      if (kept) this.remember({ ...kept, paused: true });
      this.saved = null;
    } else if (stopped) {
      this.saved = null;
    } else if (stepping) {
      const kept = this.deps.sessions?.load();
      // (until when: Home tells the same time the Leave question did)
      const grace = client?.graceSeconds;
      if (kept) this.remember({ ...kept, left: true, ...(grace ? { leftUntil: Date.now() + grace * 1000 } : {}) });
      this.saved = null;
    } else this.forget();
    this.stopAnnouncing();
    if (client) await client.leave().catch(() => undefined);
    // Hosting listens only while a game is hosted (the rooms themselves live on in this process);
    // a guest leaving has nothing to stop (tests run several apps in one process, one server).
    if (hosting && !pausing && !this.keptHere()) server?.suspend();
    this.changed();
    return this.status();
  }

  /** The app is closing: leave (keeping this app's place, so its next start rejoins the race), and stop the server for good. */
  async close(): Promise<void> {
    if (this.pageless) clearTimeout(this.pageless);
    this.saved = null;
    this.deps.sessions = undefined;
    this.stopFinding();
    await this.leave();
    const s = server;
    server = null;
    await s?.close();
  }

  status(): NetStatus {
    const c = this.client;
    return {
      role: this.role,
      invite: this.invite && this.role === 'hosting' ? inviteText(this.invite) : null,
      address: this.invite ? new URL(this.invite.endpoint).host : null,
      code: this.role === 'hosting' ? (this.invite?.code ?? null) : null,
      lobby: c?.lobby ?? null,
      view: c?.view ?? null,
      refused: c?.refusals.at(-1)?.code ?? null,
      refusedCount: c?.refusals.length ?? 0,
      libraryGameId: this.libraryGameId,
      connection: c?.connection ?? 'open',
      ...(c?.closedFor ? { closed: c.closedFor } : {}),
      ...(c?.retriesOver ? { retriesOver: true as const } : {}),
      notes: c?.notes ?? [],
      clock: c?.clock ? { turnSeconds: c.clock.turnSeconds, level: c.clock.level, seat: c.clock.seat, deadline: c.clock.deadline } : null,
      // an away seat's time counts only where the room lives: with the host gone, nobody counts it (play-test)
      graceEnds: c?.connection === 'open' ? c.graceEnds : [],
      graceSeconds: c?.graceSeconds ?? null,
      place: this.place(),
      libraryAtEnd: this.libraryAtEnd(),
      lastInvite: this.lastInvite(),
    };
  }

  /**
   * The race this app is in, or keeps a place in, comes into its library only when it ends (the
   * full record comes with the end): a guest's or a spectator's, or a room hosted on a game server.
   * A room this app hosts is its own game, in its library as it is played.
   */
  private libraryAtEnd(): boolean {
    if (this.client && this.role !== 'none') return this.libraryGameId === null && !(this.role === 'hosting' && this.hostedHere);
    let saved: SavedSession | null = null;
    try {
      saved = this.deps.sessions?.load() ?? null;
    } catch {
      saved = null; // the store is closing
    }
    return !!saved && (saved.role === 'joined' || saved.port === undefined);
  }

  /** The race this app keeps a place in: the one it is in, or the saved one to go back to. */
  private place(): NetStatus['place'] {
    const lobby = this.client?.lobby;
    if (this.client && this.role !== 'none') {
      // sent out of the lobby by the host (seat given back to the table): no race to go back to
      if (!lobby || lobby.phase === 'over' || this.client.closedFor) return null;
      // the race waits for this app's player: Home says so (pt29 #5: a host back on Home read only "Back to your race")
      // away from the race's screen mid-race: Home says the player counts as away, and until when (pt30 #1)
      const away = lobby.phase === 'racing' ? this.client.awayNow() : null;
      return {
        role: this.role,
        ...raceLabel(lobby, this.client.view),
        connected: true,
        ...(this.myTurn() && lobby.host !== 'paused' && lobby.host !== 'left' ? { yourTurn: true as const } : {}),
        ...(away ? { away: true as const, ...(away.until !== null ? { awayUntil: away.until } : {}) } : {}),
      };
    }
    let saved: SavedSession | null = null;
    try {
      saved = this.deps.sessions?.load() ?? null;
    } catch {
      saved = null; // the store is closing
    }
    // still trying (or about to, once this page is open): Home waits for the answer rather than
    // saying the race does not answer
    if (!saved || this.resuming || this.waitingPage) return null;
    const title = saved.label?.title ?? saved.shown?.title ?? null;
    const hostName = saved.label?.hostName ?? saved.shown?.hostName ?? null;
    return {
      role: saved.role,
      title,
      hostName,
      ...(saved.label?.round !== undefined ? { round: saved.label.round } : {}),
      ...(saved.label?.players ? { players: saved.label.players } : {}),
      ...(saved.label?.turn !== undefined ? { turn: saved.label.turn, ...(saved.label.turnMine ? { turnMine: true as const } : {}) } : {}),
      connected: false,
      ...(saved.left ? { left: true as const } : {}),
      // the seat waits only while the host's app runs to keep it: no countdown once nobody answers there
      ...(saved.left && saved.leftUntil !== undefined && !this.unanswered ? { leftUntil: saved.leftUntil } : {}),
      ...(this.unanswered ? { unanswered: true as const } : {}),
    };
  }

  /**
   * How many pages this app serves (browser host, told on every page's events socket opening or
   * closing). A guest's app whose last page closed while the process stays up held its seat for good
   * and the race waited for ever: after PAGELESS_MS it leaves the room as a dropped app does (away,
   * then gone after the grace time: the host may hand the seat over), and comes back with a page.
   * A hosting app's own client in a race is offline instead (NetClient.park: its room stays up, the
   * race waits for its player with no grace time running out).
   */
  pages(count: number): void {
    this.pageCount = count;
    // no page, no race screen: a page id is never seen again once its socket closed for good
    if (count === 0) this.tables.clear();
    if (count > 0 && this.waitingPage) {
      this.waitingPage = false;
      void this.resume().catch((err: unknown) => this.deps.log?.error('networked race: resume failed', err instanceof Error ? err.message : String(err)));
    }
    this.follow();
  }

  /** A window or page opened the race's screen (`open`) or left it: in a race, the player is there only while one is open. */
  table(viewer: string, open: boolean): { atTable: boolean } {
    if (open) this.tables.add(viewer);
    else this.tables.delete(viewer);
    this.tableKnown = true;
    this.follow();
    return { atTable: this.tables.size > 0 };
  }

  /**
   * Whether this app's player is there, followed into the room: away after PAGELESS_MS without, back
   * at once. In a race, "there" is the race's screen open, for hosts and guests alike: a host who
   * reloaded the race's page onto Home, or went Rules -> Home without pausing, stayed shown present,
   * and a guest was back with any page open (Home too). Before any race screen told of itself (an
   * app started again on Home, a client without screens), and in the lobby, "there" is a page open
   * (none counted: an Electron window); a host is then only ever back at the table (pt28).
   */
  private follow(): void {
    const byTable = this.tableKnown && this.client?.lobby?.phase === 'racing';
    const here = byTable ? this.tables.size > 0 : this.pageCount !== 0;
    if (here) {
      if (this.pageless) clearTimeout(this.pageless);
      this.pageless = null;
      if (byTable || this.role !== 'hosting' || this.tables.size > 0) this.client?.unpark();
      return;
    }
    if (this.pageless) return;
    this.pageless = setTimeout(() => {
      this.pageless = null;
      // a hosting app too, in a race: its room runs on, but its player is not there to play (play-test:
      // the host's process started again without its page, and the guests saw "Waiting for Alice"
      // with no sign she was away). In the lobby the host's seat stays as it is (it would open after the grace time).
      if (this.role === 'joined' || (this.role === 'hosting' && this.client?.lobby?.phase === 'racing')) this.client?.park();
    }, this.deps.pagelessMs ?? PAGELESS_MS);
    this.pageless.unref?.();
  }

  /** Whether one of this app's seats decides now (the window asks for attention when it becomes so). */
  myTurn(): boolean {
    const view = this.client?.view;
    const p = view?.pending;
    return !!p && view.status !== 'over' && 'player' in p && !!this.client?.lobby?.mine.includes(p.player);
  }

  /** The public log up to `toSeq` (the last LOG_LIMIT actions at most, as the local log). */
  log(toSeq?: number): { fromSeq: number; toSeq: number; entries: { seq: number; events: GameEvent[] }[] } {
    const c = this.session();
    const upTo = toSeq ?? c.view?.state.seq ?? 0;
    const entries = c.log.filter((e) => e.seq <= upTo).slice(-LOG_LIMIT);
    return { fromSeq: (entries[0]?.seq ?? upTo + 1) - 1, toSeq: upTo, entries };
  }

  changes(afterRev: number): { gameId: string | null; rev: number; seq: number; changes: EventsMessage[] } {
    const c = this.session();
    return { gameId: c.view?.id ?? null, rev: c.view?.rev ?? -1, seq: c.view?.state.seq ?? -1, changes: c.changesAfter(afterRev) };
  }

  positionAt(seq: number): { state: PublicState } {
    const state = this.session().positions.get(seq);
    if (!state) throw new ApiError('net/no-position', `Position ${seq} of the race is not at hand.`);
    return { state };
  }

  private session(): NetClient {
    if (!this.client) throw new ApiError('net/no-session', 'Not in a networked race.');
    return this.client;
  }

  private attach(client: NetClient, role: NetStatus['role']): void {
    this.setAside(client.roomId);
    this.client = client;
    this.role = role;
    let token: string | null = null;
    let lobby = client.lobby;
    client.onChange(() => {
      if (this.client !== client) return;
      // a seat taken or freed: this network hears of it now
      if (client.lobby !== lobby) {
        lobby = client.lobby;
        this.announcer?.tick();
      }
      // the host gave this app's seat back to the table: no place in that race to come back to
      if (client.closedFor) {
        if (this.saved) this.forget();
        this.changed();
        return;
      }
      // the seat token as soon as the room gives it, so a restart of this app finds its way back;
      // with the race's and host's names, so Home can say which race it is
      const l = client.lobby;
      const label = l ? raceLabel(l, client.view) : undefined;
      const labelled = JSON.stringify(label ?? null) !== JSON.stringify(this.saved?.label ?? null);
      if (client.seatToken && (client.seatToken !== token || labelled) && this.saved && !client.record) {
        token = client.seatToken;
        if (label) this.saved = { ...this.saved, label };
        this.remember({ ...this.saved, seatToken: token });
      }
      this.labelInvite();
      if (client.record && this.libraryGameId === null) {
        this.keep(client);
        this.forget(); // the race is over: nothing to come back to
      }
      this.changed();
    });
    this.changed();
  }

  private remember(session: SavedSession): void {
    try {
      this.deps.sessions?.save(session);
    } catch (err) {
      this.deps.log?.error('networked race: could not keep the seat token', err instanceof Error ? err.message : String(err));
    }
  }

  private forget(): void {
    this.saved = null;
    try {
      this.deps.sessions?.clear();
      // a place set aside for this race is the one to go back to now (Home offers it)
      const aside = this.deps.sessions?.takeAside();
      if (aside) this.deps.sessions?.save(aside);
    } catch {
      // the store is closing: nothing to keep anyway
    }
  }

  /**
   * Another race begins while this app keeps a place in one (a race its host paused, a seat left
   * on purpose, a host not answering): that place waits aside, and is the place again once the
   * new race is done. It was replaced: a paused LAN race was lost for good after a race on a game
   * server, its room kept waiting and its game refused as a local game (issue 17 #7).
   */
  private setAside(roomId: string): void {
    try {
      const kept = this.deps.sessions?.load();
      if (kept && kept.roomId !== roomId) this.deps.sessions?.setAside(kept);
    } catch {
      // the store is closing
    }
  }

  /** The place kept is a race hosted on this app's own server: it keeps listening for its guests. */
  private keptHere(): boolean {
    try {
      const kept = this.deps.sessions?.load();
      return kept?.role === 'hosting' && kept.port !== undefined;
    } catch {
      return false;
    }
  }

  /** The ended race into this app's library: the host has it already; a guest imports the record (strict replay). */
  private keep(client: NetClient): void {
    if (this.role === 'hosting' && this.hostedHere) {
      this.libraryGameId = client.view?.id ?? null;
      return;
    }
    try {
      this.libraryGameId = this.deps.games.importGame(client.record!).id;
    } catch (err) {
      this.libraryGameId = '';
      this.deps.log?.error('networked race: the record did not import', err instanceof Error ? err.message : String(err));
    }
  }

  private goneTimes(): { goneTimes?: GoneTimes } {
    return this.deps.goneTimes ? { goneTimes: this.deps.goneTimes } : {};
  }

  private idleOnly(): void {
    if (this.client) throw new ApiError('net/busy', 'Already in a networked race: leave it first.');
  }

  private changed(): void {
    this.deps.hub.emit('netChanged', { role: this.role, rev: ++this.rev });
  }
}

/** A spectator's join options (watch, with their name if given), or none to play. */
function watchOf(input: { watch?: boolean; name?: string }): { name?: string } | undefined {
  if (!input.watch) return undefined;
  return input.name ? { name: input.name } : {};
}

/** A refused or failed join or creation, as the API's code (a room's refusal, or no answer at all). */
function joinFailure(err: unknown): ApiError {
  const message = err instanceof Error ? err.message : String(err);
  // a room's own refusal is its code; a transport's raw line is never passed on, only its code
  const code = (NET_ERROR_CODES as readonly string[]).includes(message) ? (message as ApiErrorCode) : transportCode(err);
  return new ApiError(code, `Could not join (${code}).`);
}

/** This machine's first non-internal IPv4 address (what others on the network reach it by). */
export function lanAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

/** What Home says of a race: its name and host's, the round under way and who sits in it (play-test: the host's box named none of it). */
function raceLabel(lobby: Lobby, view: NetClient['view']): NonNullable<SavedSession['label']> {
  const players = lobby.seats.flatMap((s) => (s.name ? [s.name] : []));
  const p = lobby.phase === 'racing' && view && view.status !== 'over' ? view.pending : null;
  const seat = p && 'player' in p ? p.player : -1;
  const turnName = lobby.seats[seat]?.name;
  return {
    title: lobby.title,
    hostName: lobby.hostName,
    ...(lobby.phase !== 'lobby' && view ? { round: view.state.round } : {}),
    ...(players.length > 0 ? { players } : {}),
    // whose turn the race waits for: a paused host's Home says who plays on the resume (pt30 #2)
    ...(turnName ? { turn: turnName, ...(lobby.mine.includes(seat) ? { turnMine: true as const } : {}) } : {}),
  };
}
