// Hosting on a port another program holds (play-test of issue 17: "Open the seats" on the default
// port, still held by an earlier game, read only "Internal error"): the refusal is a code the
// renderer words (net/port-busy), nothing is hosted, and another port still works after it.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeServices } from '../main/helpers.js';
import { call } from './app-status.js';

describe('hosting on a port that is taken', () => {
  it('is refused as net/port-busy, changes nothing, and a free port works next', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    try {
      const s = makeServices();
      const r = await s.dispatch('netHost', { seats: 2, port, hostName: 'Ada' });
      expect(r.ok).toBe(false);
      expect(!r.ok && r.code).toBe('net/port-busy');
      expect((await call(s, 'netStatus', {})).role).toBe('none');
      const hosted = await call(s, 'netHost', { seats: 2, port: 0, hostName: 'Ada' });
      expect(hosted.role).toBe('hosting');
      expect(hosted.invite).toMatch(/^mq:\/\//);
      await call(s, 'netLeave', {});
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  }, 40_000);
});
