// Runs electron-builder offline with a stand-in Electron (electronDist) and checks that the
// package holds main, preload, renderer and the unpacked native module. Takes a few seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listPackage } from '@electron/asar';
import { describe, expect, it } from 'vitest';
import { readAbi } from '../../scripts/native-abi.cjs';
import { tempDir } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('packaging', () => {
  it('packages main, preload, renderer and the unpacked better-sqlite3 with the config in build/', () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed', '--quiet'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);

    const standIn = tempDir('mq-electron-dist-');
    fs.writeFileSync(path.join(standIn, 'electron'), '#!/bin/sh\necho stand-in electron\n', { mode: 0o755 });
    const output = tempDir('mq-dist-');
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'electron-builder', 'cli.js'),
        '--config',
        'build/electron-builder.yml',
        '--linux',
        'dir',
        '--publish',
        'never',
        '-c.npmRebuild=false',
        `-c.electronDist=${standIn}`,
        `-c.directories.output=${output}`,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, MQ_PACKAGE_SMOKE: '1', CI: 'true' } },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);

    const resources = path.join(output, 'linux-unpacked', 'resources');
    const files = listPackage(path.join(resources, 'app.asar'), { isPack: false }).map((f) => f.split(path.sep).join('/'));
    for (const needed of ['/package.json', '/out/main/index.cjs', '/out/preload/index.cjs', '/out/renderer/index.html']) {
      expect(files).toContain(needed);
    }
    expect(files.some((f) => /^\/out\/renderer\/assets\/index-.*\.js$/.test(f))).toBe(true);
    expect(files.some((f) => f.startsWith('/node_modules/zod/'))).toBe(true);
    // Nothing that belongs to development only.
    expect(files.filter((f) => /^\/(electron|renderer|engine|tests|out\/host)\//.test(f) || f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => /better-sqlite3\/(deps|src)\//.test(f))).toEqual([]);

    const native = path.join(resources, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
    expect(fs.existsSync(native)).toBe(true);
    // The captains' worker thread starts from the real file system, next to the archive.
    expect(fs.existsSync(path.join(resources, 'app.asar.unpacked', 'out', 'captains', 'worker.cjs'))).toBe(true);
    // MQ_PACKAGE_SMOKE keeps the Node build; a real `npm run dist` swaps in the Electron build.
    expect(readAbi(native)).toBe(Number(process.versions.modules));

    // The sandboxed preload must be a single file that requires nothing but electron.
    const preload = fs.readFileSync(path.join(ROOT, 'out', 'preload', 'index.cjs'), 'utf8');
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
  });
});
