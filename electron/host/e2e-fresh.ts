// End-to-end runs only (MQ_E2E=1): one browser host process serves a test worker's tests one
// after the other, each on a fresh user-data folder (tests/e2e/fixtures.ts), instead of a new
// process per test (a process start costs more than most checks). POST FRESH_PATH with the session
// token and { userDataDir }: the services on the old folder are closed, new ones opened on the
// given folder, and the answer is a launch address for the test's first page. A process that took
// part in a networked race answers 409 instead: the race server is one per process
// (net-session.ts), so the harness starts a new host for the next test.
import crypto from 'node:crypto';
import type http from 'node:http';
import type { Services } from '../services/index.js';

export const FRESH_PATH = '/e2e/fresh';

/** Calls that start this process's race server or a room's client: after one, only a new process is fresh. */
function startsNet(name: string, payload: unknown): boolean {
  if (name === 'netHost' || name === 'netJoin' || name === 'netJoinListed' || name === 'netResume') return true;
  // a game server's public rooms are browsed through a lobby client
  return name === 'netFind' && typeof (payload as { server?: unknown } | null)?.server === 'string';
}

export interface FreshData {
  /** The services to serve: the current ones, with their network use noted. */
  current(): Services;
  /** The extraRoute handler for FRESH_PATH (true: answered). */
  route(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

export function freshData(options: {
  first: Services;
  make: (userDataDir: string) => Services;
  /** The host's session token (the harness has it from the ready line). */
  token: () => string;
  /** Serve these from now on (RunningHost.replaceServices). */
  serve: (next: Services) => void;
  launchUrl: () => string;
}): FreshData {
  let netUsed = false;
  const noted = (s: Services): Services => ({
    ...s,
    dispatch: (name, payload, viewer) => {
      if (startsNet(name, payload)) netUsed = true;
      return s.dispatch(name, payload, viewer);
    },
  });
  let current = noted(options.first);

  const answer = (res: http.ServerResponse, status: number, body: unknown): void =>
    void res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));

  const swap = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const presented = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expected = options.token();
    const authorised =
      req.method === 'POST' &&
      req.headers.origin === undefined && // the harness, never a web page
      presented.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
    if (!authorised) return answer(res, 403, { ok: false, code: 'request/forbidden' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { userDataDir } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { userDataDir?: unknown };
    if (typeof userDataDir !== 'string' || !userDataDir) return answer(res, 400, { ok: false, code: 'request/malformed' });
    if (netUsed) return answer(res, 409, { ok: false, code: 'e2e/net-used' });
    const old = current;
    current = noted(options.make(userDataDir));
    options.serve(current);
    old.close(); // (its network side was never used: nothing left to wait for)
    return answer(res, 200, { ok: true, url: options.launchUrl(), userDataDir });
  };

  return {
    current: () => current,
    route(req, res) {
      if (new URL(req.url ?? '/', 'http://x').pathname !== FRESH_PATH) return false;
      swap(req, res).catch((err: unknown) => answer(res, 500, { ok: false, code: 'internal/error', message: String(err) }));
      return true;
    },
  };
}
