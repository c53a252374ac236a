// The browser host's launch helpers: where user data lives and which browser opens the app window.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { findChromium, hasDisplay } from '../../electron/host/browser.js';
import { ADDRESS_FILE, keepAddressFile } from '../../electron/host/address-file.js';
import { announce } from '../../electron/host/launch.js';
import { SESSION_EXCHANGE_PATH, startHost, type RunningHost } from '../../electron/host/node-host.js';
import { defaultUserDataDir } from '../../electron/host/user-data.js';
import { makeServices, tempDir } from './helpers.js';

describe('user-data folder', () => {
  it('matches Electron userData for productName "Mississippi Queen" on each OS', () => {
    const home = process.env.HOME ?? '';
    expect(defaultUserDataDir({ HOME: home }, 'linux')).toBe(path.join(home, '.config', 'Mississippi Queen'));
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '/x/cfg' }, 'linux')).toBe('/x/cfg/Mississippi Queen');
    expect(defaultUserDataDir({ APPDATA: 'C:\\Users\\p\\AppData\\Roaming' }, 'win32')).toBe(
      path.join('C:\\Users\\p\\AppData\\Roaming', 'Mississippi Queen'),
    );
    expect(defaultUserDataDir({}, 'darwin')).toMatch(/Library[/\\]Application Support[/\\]Mississippi Queen$/);
    expect(defaultUserDataDir({ MQ_USER_DATA: '/tmp/elsewhere' }, 'linux')).toBe('/tmp/elsewhere');
  });
});

describe('browser discovery', () => {
  it('finds an executable Chromium-family browser on PATH, or none', () => {
    const bin = tempDir();
    expect(findChromium('linux', { PATH: bin })).toBeNull();
    fs.writeFileSync(path.join(bin, 'google-chrome'), 'not executable');
    expect(findChromium('linux', { PATH: bin })).toBeNull();
    fs.chmodSync(path.join(bin, 'google-chrome'), 0o755);
    expect(findChromium('linux', { PATH: bin })).toBe(path.join(bin, 'google-chrome'));
    fs.writeFileSync(path.join(bin, 'chromium'), '', { mode: 0o755 });
    expect(findChromium('linux', { PATH: bin })).toBe(path.join(bin, 'chromium'));
  });

  it('only opens a window where there is a display', () => {
    expect(hasDisplay('linux', {})).toBe(false);
    expect(hasDisplay('linux', { DISPLAY: ':0' })).toBe(true);
    expect(hasDisplay('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(true);
    expect(hasDisplay('win32', {})).toBe(true);
  });
});

describe('showing the browser host', () => {
  let host: RunningHost | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  const exchange = async (h: RunningHost, url: string) => {
    const code = new URL(url).hash.slice('#code='.length);
    const res = await fetch(`${h.origin}${SESSION_EXCHANGE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: h.origin },
      body: JSON.stringify({ code }),
    });
    return (await res.json()) as { ok: boolean; value?: { token: string } };
  };

  it.skipIf(process.platform === 'win32')('gives the browser a one-time code on its command line, never the token', async () => {
    host = await startHost({ services: makeServices(), rendererDir: tempDir() });
    const dir = tempDir();
    const argsFile = path.join(dir, 'args.txt');
    const browser = path.join(dir, 'fake-chromium');
    // Stands in for Chromium: records its command line (what /proc/PID/cmdline shows) and closes.
    fs.writeFileSync(browser, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\n`, { mode: 0o755 });
    const lines: string[] = [];
    const closed = new Promise<void>((resolve) => announce(host!, { browser, print: (l) => lines.push(l), stop: resolve }));
    await closed;
    const args = fs.readFileSync(argsFile, 'utf8');
    const app = args.split('\n').find((a) => a.startsWith('--app='))!.slice('--app='.length);
    expect(app).toMatch(new RegExp(`^${host.origin}/#code=[0-9a-f]{32}$`));
    expect(args).not.toContain(host.token);
    expect(lines.join('\n')).not.toContain(host.token);
    expect(await exchange(host, app)).toEqual({ ok: true, value: { token: host.token } });
    expect((await exchange(host, app)).ok).toBe(false);
  });

  it('prints an address with a one-time code, and a fresh one on Enter', async () => {
    host = await startHost({ services: makeServices(), rendererDir: tempDir() });
    const input = new PassThrough();
    const lines: string[] = [];
    announce(host, { browser: null, print: (l) => lines.push(l), stop: () => undefined, input });
    expect(lines).toHaveLength(1);
    input.write('\n');
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    const urls = lines.map((l) => /(http:\/\/\S+#code=[0-9a-f]+)/.exec(l)![1]!);
    expect(urls[0]).not.toBe(urls[1]);
    expect(lines.join('\n')).not.toContain(host.token);
    for (const url of urls) expect(await exchange(host, url)).toEqual({ ok: true, value: { token: host.token } });
    input.end();
  });

  // play-test (issue 17): a host started with --no-open and no terminal printed its address to no
  // one; the user-data folder names one that works, renewed once a page spends it, gone at the stop
  it('keeps a working address in the user-data folder: renewed when spent, removed at the stop', async () => {
    const dir = tempDir();
    let file: ReturnType<typeof keepAddressFile> | null = null;
    host = await startHost({ services: makeServices(), rendererDir: tempDir(), onCodeSpent: () => file?.renew() });
    const h = host;
    file = keepAddressFile(dir, () => h.launchUrl());
    const at = path.join(dir, ADDRESS_FILE);
    const written = () => /^http:\/\/127\.0\.0\.1:\d+\/#code=[0-9a-f]+$/m.exec(fs.readFileSync(at, 'utf8'))![0];
    if (process.platform !== 'win32') expect(fs.statSync(at).mode & 0o777).toBe(0o600);
    const first = written();
    expect(first.startsWith(h.origin)).toBe(true);
    expect(await exchange(h, first)).toEqual({ ok: true, value: { token: h.token } });
    // spent: the file names a fresh address at once, which works too
    const second = written();
    expect(second).not.toBe(first);
    expect(await exchange(h, second)).toEqual({ ok: true, value: { token: h.token } });
    file.stop();
    expect(fs.existsSync(at)).toBe(false);
  });
});
