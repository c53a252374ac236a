// The one request gate used by both transports (Electron IPC and the browser host's HTTP):
// look the channel up, validate the payload against the contract, run the handler, validate
// the answer, and always return an ApiResult — nothing is thrown across the boundary.
import { ApiError, isRequestName, requests, type ApiResult, type Handlers, type RequestName } from './contract.js';

export interface DispatchLogger {
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

export type Dispatch = (name: string, payload: unknown) => Promise<ApiResult<unknown>>;

export function createDispatcher(handlers: Handlers, log: DispatchLogger): Dispatch {
  return async (name, payload) => {
    if (!isRequestName(name)) {
      return { ok: false, code: 'request/unknown', message: `Unknown request "${String(name).slice(0, 64)}".` };
    }
    const parsed = requests[name].request.safeParse(payload);
    if (!parsed.success) {
      const message = `Malformed ${name} request: ${summarize(parsed.error.issues)}`;
      log.warn(message);
      return { ok: false, code: 'request/malformed', message };
    }
    try {
      const value = await callHandler(handlers, name, parsed.data);
      const checked = requests[name].response.safeParse(value);
      if (!checked.success) {
        log.error(`Handler ${name} returned an invalid response`, summarize(checked.error.issues));
        return { ok: false, code: 'internal/error', message: 'The app produced an invalid answer.' };
      }
      return { ok: true, value: checked.data };
    } catch (err) {
      if (err instanceof ApiError) return { ok: false, code: err.code, message: err.message };
      log.error(`Handler ${name} failed`, err instanceof Error ? (err.stack ?? err.message) : String(err));
      return { ok: false, code: 'internal/error', message: 'Something went wrong in the app (see the log).' };
    }
  };
}

// The generic `handlers[name]` call loses the link between name and payload type; the payload was
// validated against the same name's schema just above, so the cast is sound.
function callHandler(handlers: Handlers, name: RequestName, payload: unknown): unknown {
  const handler = handlers[name] as (request: unknown) => unknown;
  return handler(payload);
}

function summarize(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(root)'}: ${i.message}`)
    .join('; ');
}
