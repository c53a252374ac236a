// Runs electron-builder offline with a stand-in Electron (electronDist) and checks that the
// package holds main, preload, renderer and the unpacked native module, and that the fuses were
// flipped. Takes a few seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { listPackage, statFile } from '@electron/asar';
import { FuseV1Options, flipFuses, getCurrentFuseWire } from '@electron/fuses';
import { afterEach, describe, expect, it } from 'vitest';
import { readAbi } from '../../scripts/native-abi.cjs';
import { tempDir } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const { default: afterPack, wantsAsarIntegrity } = createRequire(import.meta.url)('../../build/after-pack.cjs') as {
  default: (context: unknown) => Promise<void>;
  wantsAsarIntegrity: (platformName: string) => boolean;
};

// A real Electron binary carries this block, which @electron/fuses finds by its sentinel: the
// sentinel, the wire version (1), the wire length, then one byte per fuse ('0' off, '1' on).
// The stand-in gets Electron's defaults: RunAsNode, NodeOptions, NodeCliInspect and
// GrantFileProtocolExtraPrivileges on; the rest off.
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const DEFAULT_WIRE = '10110001';
const FuseState = { DISABLE: '0'.charCodeAt(0), ENABLE: '1'.charCodeAt(0) }; // as @electron/fuses writes them
function standInElectron(file: string): void {
  const script = Buffer.from('#!/bin/sh\necho stand-in electron\nexit 0\n');
  const fuses = Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, DEFAULT_WIRE.length]), Buffer.from(DEFAULT_WIRE)]);
  fs.writeFileSync(file, Buffer.concat([script, fuses, Buffer.from('\n')]), { mode: 0o755 });
}

async function fuseStates(binary: string): Promise<Record<string, number>> {
  const wire = (await getCurrentFuseWire(binary)) as unknown as Record<number, number>;
  const names = [
    'RunAsNode',
    'EnableCookieEncryption',
    'EnableNodeOptionsEnvironmentVariable',
    'EnableNodeCliInspectArguments',
    'EnableEmbeddedAsarIntegrityValidation',
    'OnlyLoadAppFromAsar',
    'LoadBrowserProcessSpecificV8Snapshot',
    'GrantFileProtocolExtraPrivileges',
  ] as const;
  return Object.fromEntries(names.map((n) => [n, wire[FuseV1Options[n]]]));
}

describe('packaging', () => {
  it('packages main, preload, renderer and the unpacked better-sqlite3 with the config in build/, fuses flipped', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed', '--quiet'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);

    const standIn = tempDir('mq-electron-dist-');
    standInElectron(path.join(standIn, 'electron'));
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

    const unpacked = path.join(output, 'linux-unpacked');
    const resources = path.join(unpacked, 'resources');
    const files = listPackage(path.join(resources, 'app.asar'), { isPack: false }).map((f) => f.split(path.sep).join('/'));
    for (const needed of ['/package.json', '/out/main/index.cjs', '/out/preload/index.cjs', '/out/renderer/index.html']) {
      expect(files).toContain(needed);
    }
    expect(files.some((f) => /^\/out\/renderer\/assets\/index-.*\.js$/.test(f))).toBe(true);
    expect(files.some((f) => f.startsWith('/node_modules/zod/'))).toBe(true);
    // Nothing that belongs to development only.
    expect(files.filter((f) => /^\/(electron|renderer|engine|tests|out\/host)\//.test(f) || f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => /better-sqlite3\/(deps|src)\//.test(f))).toEqual([]);
    // Nor Electron's npm package, its downloader or types (present where npm installed electron).
    expect(files.filter((f) => /^\/node_modules\/(electron|@electron\/get|@electron-internal|extract-zip|@types)\//.test(f))).toEqual([]);

    const native = path.join(resources, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
    expect(fs.existsSync(native)).toBe(true);
    // The captains' worker thread starts from the real file system, next to the archive.
    expect(fs.existsSync(path.join(resources, 'app.asar.unpacked', 'out', 'captains', 'worker.cjs'))).toBe(true);
    // MQ_PACKAGE_SMOKE keeps the Node build; a real `npm run dist` swaps in the Electron build.
    expect(readAbi(native)).toBe(Number(process.versions.modules));
    // With OnlyLoadAppFromAsar the app is read from app.asar alone; the archive's header must mark
    // the native module and the worker as unpacked so Electron reads them from app.asar.unpacked.
    const archive = path.join(resources, 'app.asar');
    for (const file of ['node_modules/better-sqlite3/build/Release/better_sqlite3.node', 'out/captains/worker.cjs']) {
      expect(statFile(archive, file, false), file).toMatchObject({ unpacked: true });
    }

    // The packaged executable (the stand-in, renamed) has the fuses of build/electron-builder.yml.
    const executable = fs.readdirSync(unpacked).filter((f) => fs.statSync(path.join(unpacked, f)).isFile() && fs.readFileSync(path.join(unpacked, f)).includes(SENTINEL));
    expect(executable).toHaveLength(1);
    expect(await fuseStates(path.join(unpacked, executable[0]!))).toEqual({
      RunAsNode: FuseState.DISABLE,
      EnableCookieEncryption: FuseState.ENABLE,
      EnableNodeOptionsEnvironmentVariable: FuseState.DISABLE,
      EnableNodeCliInspectArguments: FuseState.DISABLE,
      // Linux: Electron has no asar integrity check there and the package no hash (see after-pack.cjs).
      EnableEmbeddedAsarIntegrityValidation: FuseState.DISABLE,
      OnlyLoadAppFromAsar: FuseState.ENABLE,
      // Not configured: left as Electron ships them.
      LoadBrowserProcessSpecificV8Snapshot: FuseState.DISABLE,
      GrantFileProtocolExtraPrivileges: FuseState.ENABLE,
    });

    // The sandboxed preload must be a single file that requires nothing but electron.
    const preload = fs.readFileSync(path.join(ROOT, 'out', 'preload', 'index.cjs'), 'utf8');
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
  }, 180_000); // (a fresh clone builds the app first; beside another test file on 2 cores, a minute can be short)
});

describe('asar integrity fuse (build/after-pack.cjs)', () => {
  const smoke = process.env.MQ_PACKAGE_SMOKE;
  afterEach(() => {
    if (smoke === undefined) delete process.env.MQ_PACKAGE_SMOKE;
    else process.env.MQ_PACKAGE_SMOKE = smoke;
  });

  it('is wanted on macOS and Windows, where Electron checks the embedded hash, and not on Linux', () => {
    expect(['darwin', 'mas', 'win32'].filter(wantsAsarIntegrity)).toEqual(['darwin', 'mas', 'win32']);
    expect(wantsAsarIntegrity('linux')).toBe(false);
  });

  for (const [platform, expected] of [
    ['win32', FuseState.ENABLE],
    ['linux', FuseState.DISABLE],
  ] as const) {
    it(`the hook leaves it ${expected === FuseState.ENABLE ? 'on' : 'off'} in a ${platform} package`, async () => {
      process.env.MQ_PACKAGE_SMOKE = '1'; // stop after the native-module check (no Electron build here)
      const appOutDir = tempDir('mq-afterpack-');
      const exe = path.join(appOutDir, platform === 'win32' ? 'Mississippi Queen.exe' : 'mississippi-queen');
      standInElectron(exe);
      const native = path.join(appOutDir, 'resources', 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release');
      fs.mkdirSync(native, { recursive: true });
      fs.writeFileSync(path.join(native, 'better_sqlite3.node'), 'stand-in');
      const flips: unknown[] = [];
      await afterPack({
        electronPlatformName: platform,
        appOutDir,
        arch: 1,
        packager: {
          projectDir: ROOT,
          config: { electronVersion: '45.5.0' },
          appInfo: { productFilename: 'Mississippi Queen' },
          // What electron-builder's PlatformPackager.addElectronFuses does, on the stand-in.
          addElectronFuses: (_context: unknown, fuses: Parameters<typeof flipFuses>[1]) => {
            flips.push(fuses);
            return flipFuses(exe, fuses);
          },
        },
      });
      const states = await fuseStates(exe);
      expect(states.EnableEmbeddedAsarIntegrityValidation).toBe(expected);
      // Only that fuse is the hook's business: the others keep what they had.
      expect({ ...states, EnableEmbeddedAsarIntegrityValidation: 0 }).toMatchObject({ RunAsNode: FuseState.ENABLE, OnlyLoadAppFromAsar: FuseState.DISABLE });
      expect(flips).toHaveLength(platform === 'win32' ? 1 : 0);
    });
  }
});
