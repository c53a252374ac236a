// The ABI guard that keeps a wrong-ABI better-sqlite3 out of the Electron app.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertAbi, electronAbi, electronNativeFile, readAbi } from '../../scripts/native-abi.cjs';
import { tempDir } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const nodeBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');

describe('native module ABI guard', () => {
  it("reads the Node ABI of node_modules' better-sqlite3 (the build tests use)", () => {
    expect(readAbi(nodeBuild)).toBe(Number(process.versions.modules));
  });

  it("knows Electron 45's ABI and refuses a Node build in its place", () => {
    // 150: node-abi's registry (electron 45.0.0-alpha.1) and electron@45.5.0's abi_version file agree.
    const abi = electronAbi(ROOT, '45.5.0');
    expect(abi).toBe(150);
    expect(() => assertAbi(nodeBuild, abi, 'test')).toThrow(new RegExp(`ABI ${process.versions.modules}, but 150 is required`));
    expect(() => assertAbi(nodeBuild, Number(process.versions.modules), 'test')).not.toThrow();
  });

  it('builds for the Electron that package.json installs and build/electron-builder.yml packages', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const yml = fs.readFileSync(path.join(ROOT, 'build', 'electron-builder.yml'), 'utf8');
    const version: string = pkg.optionalDependencies.electron;
    expect(/^electronVersion: (\S+)$/m.exec(yml)?.[1]).toBe(version);
    expect(electronAbi(ROOT, version)).toBe(150);
  });

  it('reads the ABI from any binary format and reports unknown ones', () => {
    const dir = tempDir();
    const fake = path.join(dir, 'fake.node');
    fs.writeFileSync(fake, Buffer.concat([Buffer.from([0x4d, 0x5a, 0, 1]), Buffer.from('..node_register_module_v145\0..')]));
    expect(readAbi(fake)).toBe(145);
    fs.writeFileSync(fake, 'no symbol here');
    expect(readAbi(fake)).toBeNull();
  });

  it('keeps the Electron copy outside node_modules', () => {
    const file = electronNativeFile(ROOT, '45.5.0', 'linux', 'x64');
    expect(path.relative(ROOT, file)).toBe(path.join('.cache', 'native-electron', '45.5.0-linux-x64', 'better_sqlite3.node'));
  });
});
