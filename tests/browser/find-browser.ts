// Which Chromium the end-to-end tests and the render benchmarks drive, chosen in this order:
//   1. MQ_CHROMIUM, an explicit override;
//   2. an installed Chrome, Chromium or Edge (the places the browser host looks, electron/host/browser.ts);
//   3. Playwright's own Chromium, if `npx playwright install chromium` put one there;
//   4. the Chromium that the npm package @sparticuz/chromium ships (Linux x64/arm64, headless only),
//      unpacked once into .cache/npm-chromium/ (npm-chromium.ts).
// MQ_EXPECT_BROWSER=override|system|playwright|npm makes any other choice an error (CI uses it to
// prove the npm fallback really ran).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../../electron/host/browser.js';
import { unpackNpmChromium, type NpmChromium } from './npm-chromium.js';

export type BrowserSource = 'override' | 'system' | 'playwright' | 'npm';
const SOURCES: readonly BrowserSource[] = ['override', 'system', 'playwright', 'npm'];

export interface BrowserChoice {
  source: BrowserSource;
  executablePath: string;
  /** Why this one: shown in the one line the resolver logs. */
  why: string;
  args: string[];
  /** The npm Chromium is a headless shell: it cannot open a window. */
  headlessOnly: boolean;
  /** Extra environment for the browser process (the npm Chromium's own libraries). */
  env: Record<string, string>;
}

/** What a machine offers, so the order can be tested without touching the real one. */
export interface BrowserProbe {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** An installed Chrome/Chromium/Edge, or null. */
  system(): string | null;
  /** Where Playwright's own Chromium would be (it may not be installed), or null. */
  playwright(): string | null;
  exists(file: string): boolean;
  /** The npm-shipped Chromium, unpacked; null where the package is absent or unsupported. */
  npm(): NpmChromium | null;
}

export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

/** Flags every browser gets: this runs as root in containers, headless, on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * @sparticuz/chromium's flags are tuned for AWS Lambda. These would make the tests lie or break
 * them: one process for all pages, Playwright's own headless switch, and web security or site
 * isolation switched off or relaxed (app.spec checks that another origin cannot call the API).
 */
const NPM_ARGS_DROPPED = [
  /^--single-process$/,
  /^--no-zygote$/,
  /^--headless(=|$)/,
  /^--disable-web-security$/,
  /^--allow-running-insecure-content$/,
  /^--disable-site-isolation-trials$/,
  /^--disable-features=/,
  /^--enable-features=/,
];

/** Ours, plus the npm Chromium's own (its SwiftShader WebGL flags above all) minus the dropped ones. */
export function mergeNpmArgs(npmArgs: readonly string[]): string[] {
  const kept = npmArgs.filter((a) => !NPM_ARGS_DROPPED.some((re) => re.test(a)));
  return [...new Set([...CHROMIUM_ARGS, ...kept])];
}

export function realProbe(env: NodeJS.ProcessEnv = process.env): BrowserProbe {
  return {
    env,
    platform: process.platform,
    system: () => findChromium(process.platform, { ...env, MQ_BROWSER: undefined }),
    playwright: () => {
      try {
        return chromium.executablePath();
      } catch {
        return null; // a platform Playwright has no build for
      }
    },
    exists: (file) => fs.existsSync(file),
    npm: () => unpackNpmChromium(),
  };
}

/**
 * The first browser in the documented order, or null where none can be had (say macOS, offline,
 * without Chrome). Throws a BrowserNotFoundError when MQ_CHROMIUM names a missing file or the
 * choice is not the one MQ_EXPECT_BROWSER demands.
 */
export function chooseBrowser(probe: BrowserProbe): BrowserChoice | null {
  const expected = probe.env.MQ_EXPECT_BROWSER;
  if (expected && !SOURCES.includes(expected as BrowserSource)) {
    throw new BrowserNotFoundError(`MQ_EXPECT_BROWSER=${expected}: expected one of ${SOURCES.join(', ')}`);
  }
  const choice = firstAvailable(probe);
  if (expected && choice?.source !== expected) {
    throw new BrowserNotFoundError(
      `MQ_EXPECT_BROWSER=${expected}, but the resolver chose ${choice ? `${choice.source} (${choice.executablePath})` : 'no browser'}`,
    );
  }
  return choice;
}

function firstAvailable(probe: BrowserProbe): BrowserChoice | null {
  const plain = { args: CHROMIUM_ARGS, headlessOnly: false, env: {} };
  const override = probe.env.MQ_CHROMIUM;
  if (override) {
    if (!probe.exists(override)) throw new BrowserNotFoundError(`MQ_CHROMIUM=${override}: no such file`);
    return { ...plain, source: 'override', executablePath: override, why: 'MQ_CHROMIUM is set' };
  }
  const system = probe.system();
  if (system) return { ...plain, source: 'system', executablePath: system, why: 'an installed browser' };
  const playwright = probe.playwright();
  if (playwright && probe.exists(playwright)) {
    return { ...plain, source: 'playwright', executablePath: playwright, why: "no installed browser; Playwright's own Chromium" };
  }
  const npm = probe.npm();
  if (!npm) return null;
  return {
    source: 'npm',
    executablePath: npm.executablePath,
    why: `no installed or Playwright browser; @sparticuz/chromium ${npm.version} from npm (headless, WebGL via SwiftShader)`,
    args: mergeNpmArgs(npm.args),
    headlessOnly: true,
    env: npm.env,
  };
}

/** One line for the log: which browser and why. */
export function describeChoice(choice: BrowserChoice | null): string {
  if (!choice) {
    return (
      'e2e browser: none found, so the browser tests do not run (no MQ_CHROMIUM, no installed Chrome/Chromium/Edge, ' +
      'no Playwright Chromium, and no @sparticuz/chromium: an optional dependency for Linux x64/arm64 only)'
    );
  }
  return `e2e browser: ${choice.source} ${choice.executablePath} (${choice.why})`;
}

/** Playwright's worker processes load the config again: they reuse the main process's choice. */
const RESOLVED_ENV = 'MQ_BROWSER_RESOLVED';

/**
 * The browser for this run, resolved once per process tree and logged once. Null where none can
 * be had at all.
 */
export function resolveBrowser(log: (line: string) => void = (l) => console.log(l)): BrowserChoice | null {
  const cached = process.env[RESOLVED_ENV];
  if (cached) return JSON.parse(cached) as BrowserChoice | null;
  const choice = chooseBrowser(realProbe());
  log(describeChoice(choice));
  process.env[RESOLVED_ENV] = JSON.stringify(choice);
  return choice;
}

/** The browser for this run, where a caller cannot do without one (the render benchmarks). */
export function requireBrowser(): BrowserChoice {
  const choice = resolveBrowser();
  if (!choice) throw new BrowserNotFoundError(describeChoice(null));
  return choice;
}

/** Launch options for chromium.launch() or Playwright's `use.launchOptions`. */
export function launchOptions(choice: BrowserChoice): { executablePath: string; args: string[]; env?: Record<string, string> } {
  return {
    executablePath: choice.executablePath,
    args: choice.args,
    ...(Object.keys(choice.env).length > 0 ? { env: { ...stringEnv(process.env), ...choice.env } } : {}),
  };
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
