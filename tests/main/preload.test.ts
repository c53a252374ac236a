// The preload with `electron` mocked: window.mq gets one named method per contract channel, each
// bound to its own IPC channel, plus onEvent() with a working unsubscribe — and nothing generic.
import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL, ipcChannel } from '../../electron/api/channels.js';
import { REQUEST_NAMES } from './helpers.js';

type Listener = (...args: unknown[]) => void;

const m = vi.hoisted(() => ({
  exposed: new Map<string, Record<string, unknown>>(),
  invoked: [] as [string, unknown][],
  listeners: new Map<string, Set<Listener>>(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => m.exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (channel: string, payload: unknown) => {
      m.invoked.push([channel, payload]);
      return { ok: true, value: channel };
    },
    on: (channel: string, l: Listener) => m.listeners.set(channel, (m.listeners.get(channel) ?? new Set()).add(l)),
    removeListener: (channel: string, l: Listener) => m.listeners.get(channel)?.delete(l),
  },
}));

describe('preload', () => {
  it('exposes window.mq with exactly one method per channel plus onEvent', async () => {
    await import('../../electron/preload.js');
    const api = m.exposed.get('mq')!;
    expect([...m.exposed.keys()]).toEqual(['mq']);
    expect(Object.keys(api).sort()).toEqual([...REQUEST_NAMES, 'onEvent'].sort());
    expect(api).not.toHaveProperty('invoke');
    expect(Object.isFrozen(api)).toBe(true);

    for (const name of REQUEST_NAMES) {
      const result = await (api[name] as (p: unknown) => Promise<unknown>)({ probe: name });
      expect(result).toEqual({ ok: true, value: ipcChannel(name) });
      expect(m.invoked.at(-1)).toEqual([ipcChannel(name), { probe: name }]);
    }
  });

  it('delivers events until unsubscribed', async () => {
    await import('../../electron/preload.js');
    const api = m.exposed.get('mq')! as { onEvent(l: (e: unknown) => void): () => void };
    const got: unknown[] = [];
    const off = api.onEvent((e) => got.push(e));
    const event = { name: 'settingsChanged', payload: { seq: 3, values: {} } };
    for (const l of m.listeners.get(IPC_EVENT_CHANNEL)!) l({ sender: 'ipc' }, event);
    expect(got).toEqual([event]);
    off();
    expect(m.listeners.get(IPC_EVENT_CHANNEL)!.size).toBe(0);
  });
});
