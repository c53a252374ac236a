// Raw failures of the transport (Colyseus' matchmaker and client, the WebSocket, the network) as the
// API's typed codes, which each player's app words in their language: Colyseus' own lines
// ("reconnection token invalid or expired", `room "x" not found`, ECONNREFUSED...) reached a player
// as they were (issue 17 play-test). Its logger, printing to the console of the app that hosts, is
// sent to the app's log with the code instead.

/** Colyseus' matchmaking error codes (Protocol.ErrorCode), as its client passes them on. */
const MATCHMAKE_INVALID_ROOM_ID = 4212;
const MATCHMAKE_EXPIRED = 4214;

export type TransportCode = 'net/seat-expired' | 'net/room-gone' | 'net/unreachable';

/** The code of a raw transport failure: an expired way back into a seat, a room gone, or no answer. */
export function transportCode(err: unknown): TransportCode {
  const message = err instanceof Error ? err.message : String(err);
  const code = typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : undefined;
  if (code === MATCHMAKE_EXPIRED || /reconnection token invalid or expired/i.test(message)) return 'net/seat-expired';
  // the server answered, but knows no such room: an invite from before the host hosted again
  if (code === MATCHMAKE_INVALID_ROOM_ID || /room "[^"]*" (not found|has been disposed)/.test(message)) return 'net/room-gone';
  return 'net/unreachable';
}

/** The log's words for a reconnection token the room does not know (see `colyseusLogger`). */
export const SEAT_EXPIRED_NOTE = 'game server: an old reconnection token was refused (the room restarted or its grace time ran out); the player rejoins with their seat token';

type Log = { info(m: string, d?: unknown): void; error(m: string, d?: unknown): void };

/**
 * Colyseus' logger (Server option `logger`): its lines go to the app's log, each with the code it
 * stands for, never to the console of the app that hosts (the player's terminal).
 */
export function colyseusLogger(log: Log | undefined): Record<'debug' | 'info' | 'warn' | 'error' | 'log', (...args: unknown[]) => void> {
  const line = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  const info = (...args: unknown[]) => {
    const said = line(args);
    const code = transportCode(said);
    // Expected, not a fault: a client dropped from a room tries its connection's reconnection token
    // first (net-client `rejoin`), and a room re-created after a restart of its process (or past
    // its grace time) no longer knows it; the client then rejoins with its seat token. Colyseus
    // words it as a mistake ("❌ … Did you miss .allowReconnection()?"), which read as an error in
    // the host's log on every restart (play-test): said plainly instead.
    if (code === 'net/seat-expired') return log?.info(SEAT_EXPIRED_NOTE, { code });
    log?.info('game server (Colyseus)', { code, line: said });
  };
  const error = (...args: unknown[]) => log?.error('game server (Colyseus)', { code: transportCode(line(args)), line: line(args) });
  return { debug: () => undefined, log: info, info, warn: error, error };
}
