// Finding games on this network without typing an address (issue 17): an app hosting a race
// announces it by UDP broadcast (node:dgram, no package) every 2 s; "Join a game" listens and lists
// what it hears. Public rooms are announced with their seats and modes (joined with one click);
// a private room is never announced nor listed (not even its address: play-test, issue 17), it is
// joined with its invite only. Never the code itself. A game server
// (`npm run server`) announces only itself, and only when configured to (its public rooms are in
// its lobby). A packet from another version is listed greyed; anything else unknown is ignored.
import dgram from 'node:dgram';
import crypto from 'node:crypto';
import os from 'node:os';
import { z } from 'zod';
import { APP_ID, MODES, foundRoom, type FoundRoom } from './listing.js';
import type { Versions } from './protocol.js';

export const DISCOVERY_PORT = 2568;
export const ANNOUNCE_EVERY_MS = 2_000;
/** A game not heard of for this long has gone (three announcements missed, and a little more). */
export const FORGET_AFTER_MS = 7_000;
/** Anything longer is not ours (an announcement is a few hundred bytes). */
const MAX_PACKET_BYTES = 8 * 1024;

/** One room as announced (public rooms only): what its lobby listing shows. */
export const AnnouncedRoomSchema = z
  .object({
    roomId: z.string().max(40),
    public: z.literal(true),
    title: z.string().max(100).nullable(),
    host: z.string().max(100).nullable(),
    seats: z.number().int().min(0).max(6),
    open: z.number().int().min(0).max(6),
    started: z.boolean(),
    modes: z.array(z.enum(MODES)),
    river: z.number().int().nullable(),
  })
  .strict();
export type AnnouncedRoom = z.infer<typeof AnnouncedRoomSchema>;

export interface Announcement extends Versions {
  app: typeof APP_ID;
  /** This app's random id for the session: it does not list its own games. */
  from: string;
  /** The port its game server listens on (the address is the packet's source). */
  port: number;
  /** A game server's name (it announces itself, not its rooms), or null for an app hosting. */
  server: string | null;
  rooms: AnnouncedRoom[];
}

export function newInstanceId(): string {
  return crypto.randomBytes(8).toString('hex');
}

/** Where broadcasts go: each LAN interface's broadcast address, and the all-ones one. */
export function broadcastTargets(): string[] {
  const out = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family !== 'IPv4' || a.internal) continue;
      const ip = a.address.split('.').map(Number);
      const mask = a.netmask.split('.').map(Number);
      out.add(ip.map((b, i) => (b | (~mask[i]! & 255)) & 255).join('.'));
    }
  }
  out.add('255.255.255.255');
  return [...out];
}

export interface AnnouncerOptions {
  port?: number;
  /** Broadcast addresses (tests: 127.255.255.255). */
  targets?: string[];
  everyMs?: number;
  /** What to say now; null: nothing this time (not hosting any more). */
  announcement: () => Announcement | null;
  onError?: (message: string) => void;
}

/** Says what this app hosts every couple of seconds until stopped. */
export class Announcer {
  private readonly socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  private timer: ReturnType<typeof setInterval> | null = null;
  private ready: Promise<void>;

  /** Errors already told (a machine without a network would fail the same way every 2 s). */
  private readonly told = new Set<string>();

  constructor(private readonly options: AnnouncerOptions) {
    this.socket.on('error', (err) => this.fail(err.message));
    this.ready = new Promise((resolve) =>
      this.socket.bind(0, () => {
        this.socket.setBroadcast(true);
        resolve();
      }),
    );
    void this.ready.then(() => {
      if (!this.timer) return;
      this.tick();
    });
    this.timer = setInterval(() => this.tick(), options.everyMs ?? ANNOUNCE_EVERY_MS);
  }

  /** Now, rather than at the next beat (the room changed). */
  tick(): void {
    void this.ready.then(() => {
      if (!this.timer) return;
      const a = this.options.announcement();
      if (!a) return;
      const text = Buffer.from(JSON.stringify(a));
      for (const target of this.options.targets ?? broadcastTargets()) {
        this.socket.send(text, this.options.port ?? DISCOVERY_PORT, target, (err) => {
          if (err) this.fail(`${target}: ${err.message}`);
        });
      }
    });
  }

  private fail(message: string): void {
    if (this.told.has(message)) return;
    this.told.add(message);
    this.options.onError?.(message);
  }

  /** Stops for good (again: nothing). */
  async stop(): Promise<void> {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    await this.ready;
    await new Promise<void>((resolve) => this.socket.close(() => resolve()));
  }
}

/** Reads one packet into the list's entries: none when it is not an announcement of ours. Never throws. */
export function readAnnouncement(packet: Buffer, sender: string, ours: Versions, selfId: string | null): FoundRoom[] {
  if (packet.length > MAX_PACKET_BYTES) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(packet.toString('utf8'));
  } catch {
    return [];
  }
  if (typeof raw !== 'object' || raw === null) return [];
  const m = raw as Record<string, unknown>;
  if (m.app !== APP_ID || (selfId !== null && m.from === selfId)) return [];
  const port = typeof m.port === 'number' && Number.isInteger(m.port) && m.port > 0 && m.port < 65536 ? m.port : null;
  if (port === null) return [];
  const address = `${sender}:${port}`;
  const versions = { protocol: m.protocol, appVersion: m.appVersion, engineVersion: m.engineVersion, rulesVersion: m.rulesVersion };
  const server = typeof m.server === 'string' ? m.server.slice(0, 100) : null;
  // only rooms that say they are public: a private one (an older app announced them by name) is
  // never listed, nor where it is hosted
  const rooms: unknown[] = (Array.isArray(m.rooms) ? m.rooms.slice(0, 12) : []).filter(
    (r: unknown) => typeof r === 'object' && r !== null && (r as Record<string, unknown>).public === true,
  );
  // a server stands for its lobby of public rooms; an app for each room it hosts
  if (server !== null || rooms.length === 0) {
    const entry = foundRoom({ source: 'nearby', address, roomId: null, public: true }, { ...versions, app: APP_ID, title: null, host: null, seats: 0, open: 0, started: false, modes: [], river: null }, ours);
    return server === null ? [] : [{ ...entry, server, status: entry.status === 'full' ? 'ok' : entry.status }];
  }
  return rooms.map((r, i) => {
    const room = AnnouncedRoomSchema.safeParse(r);
    const loose = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
    const roomId = room.success ? room.data.roomId : typeof loose.roomId === 'string' ? loose.roomId.slice(0, 40) : `?${i}`;
    const base = { source: 'nearby' as const, address, roomId, public: true };
    if (!room.success) return foundRoom(base, { ...loose, ...versions }, ours);
    const { roomId: _r, public: _p, ...listing } = room.data;
    return foundRoom(base, { app: APP_ID, ...versions, ...listing }, ours);
  });
}

export interface ListenerOptions {
  port?: number;
  versions: Versions;
  /** This app's announcer id: its own games are not listed. */
  selfId?: string;
  forgetAfterMs?: number;
  onError?: (message: string) => void;
}

/** Listens for announcements while "Join a game" is open; lists the games heard of lately. */
export class DiscoveryListener {
  private readonly socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  private readonly heard = new Map<string, { room: FoundRoom; at: number }>();
  /** Packets that were not announcements of ours (tests: garbage is ignored, not fatal). */
  ignored = 0;
  readonly ready: Promise<void>;

  constructor(private readonly options: ListenerOptions) {
    this.socket.on('error', (err) => options.onError?.(err.message));
    this.socket.on('message', (packet, rinfo) => {
      const rooms = readAnnouncement(packet, rinfo.address, options.versions, options.selfId ?? null);
      if (rooms.length === 0) this.ignored++;
      const now = Date.now();
      for (const room of rooms) this.heard.set(room.key, { room, at: now });
    });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.bind(options.port ?? DISCOVERY_PORT, () => {
        this.socket.off('error', reject);
        resolve();
      });
    });
  }

  list(): FoundRoom[] {
    const cutoff = Date.now() - (this.options.forgetAfterMs ?? FORGET_AFTER_MS);
    for (const [key, h] of this.heard) if (h.at < cutoff) this.heard.delete(key);
    return [...this.heard.values()].map((h) => h.room).sort((a, b) => a.key.localeCompare(b.key));
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await new Promise<void>((resolve) => {
      try {
        this.socket.close(() => resolve());
      } catch {
        resolve(); // never bound
      }
    });
  }
}
