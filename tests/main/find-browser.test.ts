// The e2e browser resolver (tests/browser/find-browser.ts): the documented order, the override,
// the CI assertion, and which of the npm Chromium's Lambda flags survive.
import { describe, expect, it } from 'vitest';
import {
  BrowserNotFoundError,
  CHROMIUM_ARGS,
  chooseBrowser,
  describeChoice,
  mergeNpmArgs,
  type BrowserProbe,
} from '../browser/find-browser.js';
import { npmChromiumSupported } from '../browser/npm-chromium.js';

const NPM_ARGS = [
  '--single-process',
  '--no-zygote',
  "--headless='shell'",
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--disable-features=AudioServiceOutOfProcess,IsolateOrigins,site-per-process',
  '--enable-features=SharedArrayBuffer',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--no-sandbox',
];

/** A machine with the given browsers; `files` are the paths that exist. */
function probe(p: { env?: NodeJS.ProcessEnv; system?: string; playwright?: string; npm?: boolean; files?: string[] }): BrowserProbe {
  const files = new Set(p.files ?? []);
  return {
    env: p.env ?? {},
    platform: 'linux',
    system: () => p.system ?? null,
    playwright: () => p.playwright ?? null,
    exists: (f) => files.has(f),
    npm: () => (p.npm ? { version: '147.0.0', executablePath: '/cache/chromium', args: NPM_ARGS, env: { LD_LIBRARY_PATH: '/cache/lib' } } : null),
  };
}

describe('choosing the e2e browser', () => {
  const all = { system: '/usr/bin/chromium', playwright: '/pw/chrome', npm: true, files: ['/pw/chrome', '/opt/my-chrome'] };

  it('takes MQ_CHROMIUM first, then an installed browser, then Playwright’s, then the npm one', () => {
    expect(chooseBrowser(probe({ ...all, env: { MQ_CHROMIUM: '/opt/my-chrome' } }))).toMatchObject({
      source: 'override',
      executablePath: '/opt/my-chrome',
      headlessOnly: false,
    });
    expect(chooseBrowser(probe(all))).toMatchObject({ source: 'system', executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    expect(chooseBrowser(probe({ ...all, system: undefined }))).toMatchObject({ source: 'playwright', executablePath: '/pw/chrome' });
    const npm = chooseBrowser(probe({ npm: true, playwright: '/pw/not-installed' }));
    expect(npm).toMatchObject({ source: 'npm', executablePath: '/cache/chromium', headlessOnly: true, env: { LD_LIBRARY_PATH: '/cache/lib' } });
    expect(chooseBrowser(probe({}))).toBeNull();
  });

  it('refuses an override that names no file rather than falling back', () => {
    expect(() => chooseBrowser(probe({ ...all, env: { MQ_CHROMIUM: '/nowhere/chrome' } }))).toThrow(BrowserNotFoundError);
    expect(() => chooseBrowser(probe({ ...all, env: { MQ_CHROMIUM: '/nowhere/chrome' } }))).toThrow(/MQ_CHROMIUM=\/nowhere\/chrome: no such file/);
  });

  it('MQ_EXPECT_BROWSER turns any other choice into an error', () => {
    expect(chooseBrowser(probe({ npm: true, env: { MQ_EXPECT_BROWSER: 'npm' } }))?.source).toBe('npm');
    expect(() => chooseBrowser(probe({ ...all, env: { MQ_EXPECT_BROWSER: 'npm' } }))).toThrow(
      /MQ_EXPECT_BROWSER=npm, but the resolver chose system \(\/usr\/bin\/chromium\)/,
    );
    expect(() => chooseBrowser(probe({ env: { MQ_EXPECT_BROWSER: 'npm' } }))).toThrow(/chose no browser/);
    expect(() => chooseBrowser(probe({ ...all, env: { MQ_EXPECT_BROWSER: 'firefox' } }))).toThrow(/expected one of override, system/);
  });

  it('logs one line naming the browser and why', () => {
    expect(describeChoice(chooseBrowser(probe(all)))).toBe('e2e browser: system /usr/bin/chromium (an installed browser)');
    expect(describeChoice(chooseBrowser(probe({ npm: true })))).toMatch(/^e2e browser: npm \/cache\/chromium \(.*@sparticuz\/chromium 147\.0\.0/);
    expect(describeChoice(null)).toMatch(/^e2e browser: none found/);
  });
});

describe('the npm Chromium', () => {
  it('keeps its SwiftShader WebGL flags and drops those that would change what the tests see', () => {
    const args = mergeNpmArgs(NPM_ARGS);
    expect(args.slice(0, CHROMIUM_ARGS.length)).toEqual(CHROMIUM_ARGS);
    expect(args).toEqual(expect.arrayContaining(['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader']));
    for (const dropped of NPM_ARGS.slice(0, 8)) expect(args).not.toContain(dropped);
    expect(args.filter((a) => a === '--no-sandbox')).toHaveLength(1);
  });

  it('exists for Linux x64 and arm64 only', () => {
    expect(npmChromiumSupported('linux', 'x64')).toBe(true);
    expect(npmChromiumSupported('linux', 'arm64')).toBe(true);
    expect(npmChromiumSupported('darwin', 'arm64')).toBe(false);
    expect(npmChromiumSupported('win32', 'x64')).toBe(false);
    expect(npmChromiumSupported('linux', 'ia32')).toBe(false);
  });
});
