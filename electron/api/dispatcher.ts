// The one request gate used by both transports (Electron IPC and the browser host's HTTP):
// look the channel up, validate the payload against the contract, run the handler, validate
// the answer, and always return an ApiResult — nothing is thrown across the boundary.
import { API_ERROR_CODES, ApiError, isRequestName, requests, type ApiErrorCode, type ApiResult, type Handlers, type RequestName } from './contract.js';
import { LOCAL_VIEWER } from '../services/game-views.js';

export interface DispatchLogger {
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

/** `viewer`: which window or page asks (an Electron window, a browser-host page); omitted: 'local'. */
export type Dispatch = (name: string, payload: unknown, viewer?: string) => Promise<ApiResult<unknown>>;

export function createDispatcher(handlers: Handlers, log: DispatchLogger): Dispatch {
  return async (name, payload, viewer = LOCAL_VIEWER) => {
    if (!isRequestName(name)) {
      return { ok: false, code: 'request/unknown', message: `Unknown request "${String(name).slice(0, 64)}".` };
    }
    const parsed = requests[name].request.safeParse(payload);
    if (!parsed.success) {
      const typed = typedRefusal(parsed.error.issues);
      if (typed) return { ok: false, ...typed };
      const message = `Malformed ${name} request: ${summarize(parsed.error.issues)}`;
      log.warn(message);
      return { ok: false, code: 'request/malformed', message };
    }
    try {
      const value = await callHandler(handlers, name, parsed.data, viewer);
      const checked = requests[name].response.safeParse(value);
      if (!checked.success) {
        log.error(`Handler ${name} returned an invalid response`, summarize(checked.error.issues));
        return { ok: false, code: 'internal/error', message: 'The app produced an invalid answer.' };
      }
      return { ok: true, value: checked.data };
    } catch (err) {
      if (err instanceof ApiError) return { ok: false, code: err.code, message: err.message, ...(err.index !== undefined ? { index: err.index } : {}) };
      log.error(`Handler ${name} failed`, err instanceof Error ? (err.stack ?? err.message) : String(err));
      return { ok: false, code: 'internal/error', message: 'Something went wrong in the app (see the log).' };
    }
  };
}

// The generic `handlers[name]` call loses the link between name and payload type; the payload was
// validated against the same name's schema just above, so the cast is sound.
function callHandler(handlers: Handlers, name: RequestName, payload: unknown, viewer: string): unknown {
  const handler = handlers[name] as (request: unknown, viewer: string) => unknown;
  return handler(payload, viewer);
}

/**
 * A refusal the player can act on (e.g. title/empty): when every issue carries a typed API code
 * (schemas put it in params.apiCode), the first one answers; anything else stays request/malformed.
 */
function typedRefusal(issues: readonly { message: string; params?: unknown }[]): { code: ApiErrorCode; message: string } | null {
  const codes = issues.map((i) => (i.params as { apiCode?: unknown } | undefined)?.apiCode);
  if (!codes.length || !codes.every((c) => (API_ERROR_CODES as readonly unknown[]).includes(c))) return null;
  return { code: codes[0] as ApiErrorCode, message: issues[0]!.message };
}

function summarize(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(root)'}: ${i.message}`)
    .join('; ');
}
