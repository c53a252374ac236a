// Sends uncaught renderer errors to main, which writes them to its log file.
import type { MqApi } from '../../../electron/api/contract.js';

const MAX_REPORTS = 20; // a render loop throwing every frame must not flood the log

export function reportErrorsTo(api: Pick<MqApi, 'reportError'>): () => void {
  let sent = 0;
  const send = (kind: 'error' | 'unhandledrejection', reason: unknown, source?: string) => {
    if (sent++ >= MAX_REPORTS) return;
    const err = reason instanceof Error ? reason : null;
    void api.reportError({
      kind,
      message: (err ? `${err.name}: ${err.message}` : String(reason)).slice(0, 4000),
      stack: err?.stack?.slice(0, 20000),
      source: source?.slice(0, 2000),
    });
  };
  const onError = (e: ErrorEvent) => send('error', e.error ?? e.message, e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined);
  const onRejection = (e: PromiseRejectionEvent) => send('unhandledrejection', e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
