// Finding Electron without require('electron'): from Electron 42 on that require downloads a
// missing binary (and fails noisily without network), so scripts read the package's files instead.
// The fixtures copy the layout electron@45 leaves: package.json, index.js, install.js, and after a
// download path.txt plus dist/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadElectron } from '../../scripts/electron-download.mjs';
import { electronBinary, electronStatus, whyNoElectron } from '../../scripts/electron-path.mjs';
import { tempDir } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A project whose node_modules/electron is electron@45's package before its download. */
function project({ installJs }: { installJs?: string } = {}): { root: string; dir: string; marker: string } {
  const root = tempDir('mq-electron-path-');
  fs.writeFileSync(path.join(root, 'package.json'), '{"name":"probe","version":"1.0.0"}');
  const dir = path.join(root, 'node_modules', 'electron');
  fs.mkdirSync(dir, { recursive: true });
  const marker = path.join(root, 'index-js-ran');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.5.0', main: 'index.js' }));
  // Stands for the lazy download: leaves a trace if anything loads the package.
  fs.writeFileSync(path.join(dir, 'index.js'), `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); throw new Error('Downloading Electron binary...');`);
  fs.writeFileSync(path.join(dir, 'install.js'), installJs ?? 'process.exit(0);');
  return { root, dir, marker };
}

function download(dir: string, executable = 'electron'): string {
  fs.writeFileSync(path.join(dir, 'path.txt'), executable);
  const binary = path.join(dir, 'dist', executable);
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  fs.writeFileSync(binary, '#!/bin/sh\n', { mode: 0o755 });
  return binary;
}

describe('electronStatus', () => {
  it('says no-package when the optional package was not installed (as npm does on Node < 22.12)', () => {
    const root = tempDir('mq-electron-path-');
    fs.writeFileSync(path.join(root, 'package.json'), '{"name":"probe"}');
    expect(electronStatus({ root, env: {} })).toEqual({ state: 'no-package' });
    expect(electronBinary({ root, env: {} })).toBeNull();
  });

  it('says not-downloaded for the package alone, without running its index.js', () => {
    const { root, dir, marker } = project();
    expect(electronStatus({ root, env: {} })).toEqual({ state: 'not-downloaded', dir, version: '45.5.0' });
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('finds the binary that path.txt names inside dist/, and only when it exists', () => {
    const { root, dir, marker } = project();
    const binary = download(dir, 'Electron.app/Contents/MacOS/Electron');
    expect(electronStatus({ root, env: {} })).toEqual({ state: 'installed', dir, version: '45.5.0', binary });
    expect(electronBinary({ root, env: {} })).toBe(binary);
    fs.rmSync(binary);
    expect(electronStatus({ root, env: {} }).state).toBe('not-downloaded');
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH as index.js does (in place of dist/)', () => {
    const { root } = project();
    const override = tempDir('mq-electron-dist-');
    const env = { ELECTRON_OVERRIDE_DIST_PATH: override };
    expect(electronStatus({ root, env }).state).toBe('not-downloaded');
    fs.writeFileSync(path.join(override, 'electron'), '');
    expect(electronBinary({ root, env })).toBe(path.join(override, 'electron'));
  });
});

describe('whyNoElectron', () => {
  it('explains each case in one line', () => {
    const lines = [
      whyNoElectron({ state: 'no-package' }, '20.20.2'),
      whyNoElectron({ state: 'no-package' }, '24.11.0'),
      whyNoElectron({ state: 'not-downloaded', dir: '/x', version: '45.5.0' }),
    ];
    expect(lines[0]).toMatch(/needs Node >= 22\.12, this is Node 20\.20\.2/);
    expect(lines[1]).not.toMatch(/needs Node/);
    expect(lines[2]).toMatch(/45\.5\.0's binary is not downloaded/);
    for (const line of lines) expect(line).not.toMatch(/\n/);
    expect(whyNoElectron({ state: 'installed', dir: '/x', version: '45.5.0', binary: '/x/e' })).toBeNull();
  });
});

describe('downloadElectron (the postinstall step)', () => {
  it("runs the package's installer and reports the binary it left", () => {
    const { root, dir } = project();
    fs.writeFileSync(
      path.join(dir, 'install.js'),
      `const fs = require('fs'), p = require('path');
       fs.mkdirSync(p.join(__dirname, 'dist'), { recursive: true });
       fs.writeFileSync(p.join(__dirname, 'dist', 'electron'), '');
       fs.writeFileSync(p.join(__dirname, 'path.txt'), 'electron');`,
    );
    const started: string[] = [];
    expect(downloadElectron({ root, env: {}, onStart: (l) => started.push(l) })).toBe('[electron] Electron 45.5.0 downloaded.');
    expect(started).toEqual(['[electron] downloading Electron 45.5.0 (about 100 MB)...']);
    expect(electronStatus({ root, env: {} }).state).toBe('installed');
  });

  it('turns a failed download (no network) into one line and never throws', () => {
    const { root } = project({
      installJs: `console.log('Downloading Electron binary...');
        console.error('TypeError: fetch failed\\n    at node:internal/deps/undici\\n  [cause]: Error: getaddrinfo ENOTFOUND github.com');
        process.exit(1);`,
    });
    const line = downloadElectron({ root, env: {} });
    expect(line).toMatch(/^\[electron\] Electron 45\.5\.0 could not be downloaded \(TypeError: fetch failed\); npm start will use the browser host/);
    expect(line).not.toMatch(/\n/);
  });

  it('does not try when ELECTRON_SKIP_BINARY_DOWNLOAD is set, or when there is no package', () => {
    const { root, dir } = project({ installJs: `require('fs').writeFileSync(__dirname + '/tried', 'x'); process.exit(1);` });
    const onStart = (line: string) => expect.unreachable(line);
    expect(downloadElectron({ root, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, onStart })).toMatch(/ELECTRON_SKIP_BINARY_DOWNLOAD is set/);
    expect(fs.existsSync(path.join(dir, 'tried'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
    expect(downloadElectron({ root, env: {}, nodeVersion: '20.20.2' })).toMatch(/needs Node >= 22\.12.*npm start will use the browser host/);
  });
});

describe('npm start without a usable Electron', () => {
  it('says why in one line, then runs the browser host', async () => {
    const status = electronStatus();
    if (status.state === 'installed') return; // this checkout has a real Electron: nothing to fall back from
    const userData = tempDir('mq-start-');
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-open', '--ready-json', '--user-data', userData], {
      cwd: ROOT,
      env: { ...process.env, MQ_FORCE_BROWSER_HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (b) => {
          out += String(b);
          if (out.includes('MQ_HOST_READY')) resolve();
        });
        child.stderr.on('data', (b) => (out += String(b)));
        child.on('exit', (code) => reject(new Error(`start.mjs exited (${code}) before the host was ready:\n${out}`)));
      });
    } finally {
      child.kill();
    }
    const before = out.slice(0, out.indexOf('MQ_HOST_READY')).trim().split('\n');
    expect(before).toContain(`${whyNoElectron(status)}; starting the browser host instead.`);
    expect(out).not.toMatch(/Downloading Electron|failed to install correctly/);
  });
});
