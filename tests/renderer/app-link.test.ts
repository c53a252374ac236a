// The net screens tell when this page's own app stops answering (lib/app-link.ts): the browser
// host's process killed left the host's page on "Waiting for Guestie" with no word (play-test);
// a brief blink of the page's own connection reads "Reconnecting…" and recovers by itself, never
// "This app has stopped" (play-test of issue 17).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appGone, GONE_AFTER_MS, watchApp, type AppLink } from '../../renderer/src/lib/app-link.js';

afterEach(() => vi.useRealTimers());

const unreachable = { ok: false as const, code: 'host/unreachable', message: 'fetch failed' };

function fakeApp() {
  const app = { answer: 'up' as 'up' | 'silent' | 'forbidden' };
  const api = {
    netStatus: vi.fn(async () =>
      app.answer === 'up' ? { ok: true as const, value: {} } : app.answer === 'silent' ? unreachable : { ok: false as const, code: 'request/forbidden', message: 'no' },
    ),
  };
  return { app, api };
}

describe('watching this page’s app', () => {
  it('an unanswered request or a token the app does not know means it stopped; a refusal of the room does not', () => {
    expect(appGone('host/unreachable')).toBe(true);
    expect(appGone('request/forbidden')).toBe(true);
    expect(appGone('net/no-session')).toBe(false);
  });

  it('a blink reads reconnecting and recovers by itself, without ever saying stopped', async () => {
    vi.useFakeTimers();
    const { app, api } = fakeApp();
    const seen: AppLink[] = [];
    const stop = watchApp(api as never, (link) => seen.push(link), 1000);
    await vi.advanceTimersByTimeAsync(2500);
    expect(seen).toEqual([]);
    app.answer = 'silent';
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual(['reconnecting']);
    app.answer = 'up';
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['reconnecting', 'up']);
    stop();
  });

  it('says stopped once the app has been silent for a while, and when it answers again', async () => {
    vi.useFakeTimers();
    const { app, api } = fakeApp();
    const seen: AppLink[] = [];
    const stop = watchApp(api as never, (link) => seen.push(link), 1000);
    app.answer = 'silent';
    await vi.advanceTimersByTimeAsync(GONE_AFTER_MS - 1000);
    expect(seen).toEqual(['reconnecting']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual(['reconnecting', 'gone']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual(['reconnecting', 'gone']);
    app.answer = 'up';
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['reconnecting', 'gone', 'up']);
    stop();
    app.answer = 'silent';
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual(['reconnecting', 'gone', 'up']);
  });

  it('an app that no longer knows this page (a new process) has stopped serving it at once', async () => {
    vi.useFakeTimers();
    const { app, api } = fakeApp();
    const seen: AppLink[] = [];
    const stop = watchApp(api as never, (link) => seen.push(link), 1000);
    app.answer = 'forbidden';
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['gone']);
    stop();
  });
});
