// The net screens tell when this page's own app stops answering (lib/app-link.ts): the browser
// host's process killed left the host's page on "Waiting for Guestie" with no word (play-test).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appGone, watchApp } from '../../renderer/src/lib/app-link.js';

afterEach(() => vi.useRealTimers());

describe('watching this page’s app', () => {
  it('an unanswered request or a token the app does not know means it stopped; a refusal of the room does not', () => {
    expect(appGone('host/unreachable')).toBe(true);
    expect(appGone('request/forbidden')).toBe(true);
    expect(appGone('net/no-session')).toBe(false);
  });

  it('says when the app stops answering and when it answers again, once each', async () => {
    vi.useFakeTimers();
    let up = true;
    const api = {
      netStatus: vi.fn(async () => (up ? { ok: true as const, value: {} } : { ok: false as const, code: 'host/unreachable', message: 'fetch failed' })),
    };
    const seen: boolean[] = [];
    const stop = watchApp(api as never, (gone) => seen.push(gone), 1000);
    await vi.advanceTimersByTimeAsync(2500);
    expect(seen).toEqual([]);
    up = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual([true]);
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([true, false]);
    stop();
    up = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual([true, false]);
  });
});
