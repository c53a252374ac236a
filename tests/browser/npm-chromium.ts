// The last resort of find-browser.ts: the Chromium that the npm package @sparticuz/chromium ships
// (an optional dependency), unpacked once per version into .cache/npm-chromium/<version>-<arch>/.
// Unpacking runs in a child process (unpack-npm-chromium.mjs) so that resolving stays synchronous
// for playwright.config.ts, and into a private folder rather than the shared /tmp/chromium the
// package would use; a half-finished unpack is never reused (it is renamed into place when done).
// Pinned at 147.0.0: the newest release whose engines field accepts Node 20 (>=20.11; 147.0.1 on
// ask for Node 22.17+), so `npm install` on the Node we support gives no EBADENGINE warning and
// engine-strict installs keep it. Its Chromium 147 runs under Playwright 1.65 with WebGL 2.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface NpmChromium {
  version: string;
  executablePath: string;
  /** The package's recommended flags (find-browser.ts keeps the harmless ones). */
  args: string[];
  env: Record<string, string>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CACHE = path.join(ROOT, '.cache', 'npm-chromium');
const UNPACKER = path.join(import.meta.dirname, 'unpack-npm-chromium.mjs');

/** Where the package has a binary for this machine: its builds are Linux x64 and arm64 only. */
export function npmChromiumSupported(platform: NodeJS.Platform = process.platform, arch: string = process.arch): boolean {
  return platform === 'linux' && (arch === 'x64' || arch === 'arm64');
}

function packageVersion(): string | null {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  } catch {
    return null; // optional dependency not installed (or --omit=optional)
  }
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}build${path.sep}`)), 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The unpacked npm Chromium, or null where the package is absent or has no build for this machine. */
export function unpackNpmChromium(): NpmChromium | null {
  if (!npmChromiumSupported()) return null;
  const version = packageVersion();
  if (!version) return null;
  const dir = path.join(CACHE, `${version}-${process.arch}`);
  const argsFile = path.join(dir, 'args.json');
  const executablePath = path.join(dir, 'chromium');
  if (!fs.existsSync(argsFile) || !fs.existsSync(executablePath)) {
    fs.rmSync(dir, { recursive: true, force: true }); // a damaged copy (say, the binary deleted)
    unpackInto(dir, argsFile);
  }
  return {
    version,
    executablePath,
    args: JSON.parse(fs.readFileSync(argsFile, 'utf8')) as string[],
    env: browserEnv(dir),
  };
}

function unpackInto(dir: string, argsFile: string): void {
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const out = execFileSync(process.execPath, [UNPACKER], {
      env: { ...process.env, TMPDIR: partial },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    const { executablePath, args } = JSON.parse(out.trim().split('\n').at(-1)!) as { executablePath: string; args: string[] };
    if (executablePath !== path.join(partial, 'chromium')) {
      throw new Error(`@sparticuz/chromium unpacked to ${executablePath}, expected ${partial}/chromium`);
    }
    writeFontConfig(partial, dir);
    fs.writeFileSync(path.join(partial, path.basename(argsFile)), JSON.stringify(args));
    fs.renameSync(partial, dir);
  } catch (e) {
    fs.rmSync(partial, { recursive: true, force: true });
    // Another process finished the same unpack first: use theirs.
    if (fs.existsSync(argsFile)) return;
    throw new Error(`could not unpack @sparticuz/chromium into ${dir}`, { cause: e });
  }
}

/** A fontconfig file naming the package's fonts, for machines without one of their own. */
function writeFontConfig(partial: string, dir: string): void {
  fs.mkdirSync(path.join(partial, 'fontconfig'));
  fs.writeFileSync(
    path.join(partial, 'fontconfig', 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fontconfig', 'cache')}</cachedir>\n</fontconfig>\n`,
  );
}

function browserEnv(dir: string): Record<string, string> {
  const lib = path.join(dir, 'lib');
  const env: Record<string, string> = {
    LD_LIBRARY_PATH: [lib, ...(process.env.LD_LIBRARY_PATH ?? '').split(':').filter(Boolean)].join(':'),
  };
  // The system's fonts where it has a fontconfig setup (most desktops), the package's otherwise.
  if (!process.env.FONTCONFIG_PATH && !process.env.FONTCONFIG_FILE && !fs.existsSync('/etc/fonts/fonts.conf')) {
    env.FONTCONFIG_PATH = path.join(dir, 'fontconfig');
  }
  return env;
}
