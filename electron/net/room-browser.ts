// A server's public rooms, live (issue 17): the app host joins the server's Colyseus LobbyRoom with
// colyseus.js and keeps its list up to date ('rooms' = the whole list, '+' = added or changed,
// '-' = gone). Each listing is read by `foundRoom` (listing.ts): another version's is greyed with
// the reason; a message the lobby does not know is ignored. The renderer asks for the list.
import { Client, type Room } from 'colyseus.js';
import { LOBBY_ROOM, foundRoom, type FoundRoom } from './listing.js';
import { ROOM_NAME, type Versions } from './protocol.js';

export interface BrowseState {
  /** host:port as the player typed it (ws:// or wss:// behind it). */
  address: string;
  state: 'connecting' | 'open' | 'failed';
}

/** `host:port`, `mq://host:port`, `ws://…` or `mqs://host` (TLS): the server's WebSocket endpoint, or null. */
export function serverEndpoint(text: string): { endpoint: string; address: string } | null {
  const m = /^(?:(mqs?|wss?):\/\/)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?\/?(?:[#/].*)?$/.exec(text.trim());
  if (!m) return null;
  const tls = m[1] === 'mqs' || m[1] === 'wss';
  const port = m[3] ? Number(m[3]) : tls ? null : 2567;
  if (port !== null && (port < 1 || port > 65535)) return null;
  const address = port === null ? m[2]! : `${m[2]}:${port}`;
  return { endpoint: `${tls ? 'wss' : 'ws'}://${address}`, address };
}

interface Listing {
  roomId?: unknown;
  name?: unknown;
  metadata?: unknown;
  private?: unknown;
}

export class RoomBrowser {
  private room: Room | null = null;
  private readonly listings = new Map<string, Listing>();
  state: BrowseState['state'] = 'connecting';
  private closed = false;

  constructor(
    readonly endpoint: string,
    readonly address: string,
    private readonly versions: Versions,
    private readonly onChange: () => void = () => undefined,
  ) {}

  async open(): Promise<void> {
    try {
      const room = await new Client(this.endpoint).joinOrCreate(LOBBY_ROOM, {});
      if (this.closed) return void room.leave(true).catch(() => undefined);
      this.room = room;
      room.onMessage('rooms', (list: unknown) => {
        this.listings.clear();
        for (const l of Array.isArray(list) ? list : []) this.add(l);
        this.changed('open');
      });
      room.onMessage('+', (m: unknown) => {
        if (Array.isArray(m)) this.add(m[1]);
        this.changed('open');
      });
      room.onMessage('-', (roomId: unknown) => {
        if (typeof roomId === 'string') this.listings.delete(roomId);
        this.changed('open');
      });
      // whatever else a lobby of another version says is not for us
      room.onMessage('*', () => undefined);
      room.onLeave(() => this.changed('failed'));
    } catch {
      this.changed('failed');
    }
  }

  private add(l: unknown): void {
    if (typeof l !== 'object' || l === null) return;
    const listing = l as Listing;
    if (typeof listing.roomId !== 'string' || listing.name !== ROOM_NAME || listing.private === true) return;
    this.listings.set(listing.roomId, listing);
  }

  private changed(state: BrowseState['state']): void {
    if (this.closed) return;
    this.state = state;
    this.onChange();
  }

  rooms(): FoundRoom[] {
    return [...this.listings.values()].map((l) =>
      foundRoom({ source: 'server', address: this.address, roomId: l.roomId as string, public: true }, l.metadata, this.versions),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.room?.leave(true).catch(() => undefined);
    this.room = null;
  }
}
