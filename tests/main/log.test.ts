import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Logger } from '../../electron/services/log.js';
import { makeServices, tempDir } from './helpers.js';

describe('log', () => {
  it('rotates by size and keeps a bounded number of files', () => {
    const dir = tempDir();
    const log = new Logger(dir, { maxBytes: 400, keep: 2 });
    for (let i = 0; i < 40; i++) log.info(`entry ${i} ${'x'.repeat(40)}`);
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const f of files) expect(fs.statSync(path.join(dir, f)).size).toBeLessThanOrEqual(400);
    expect(fs.readFileSync(path.join(dir, 'main.log'), 'utf8')).toContain('entry 39');
    expect(fs.readFileSync(path.join(dir, 'main.2.log'), 'utf8')).not.toContain('entry 0 ');
  });

  it('logs renderer error reports received through the API', async () => {
    const services = makeServices();
    const result = await services.dispatch('reportError', {
      kind: 'unhandledrejection',
      message: 'TypeError: wheel fell off',
      stack: 'at paddle (renderer.js:1:1)',
    });
    expect(result).toEqual({ ok: true, value: { logged: true } });
    const text = fs.readFileSync(services.log.file, 'utf8');
    expect(text).toMatch(/ERROR renderer unhandledrejection: TypeError: wheel fell off/);
    expect(text).toContain('at paddle (renderer.js:1:1)');
    expect(path.dirname(services.log.file)).toBe(path.join(services.userDataDir, 'logs'));
  });
});
