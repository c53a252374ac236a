// One browser context per worker and set of context options, handed to test after test
// (fixtures.ts). A test gets a new page (so a new tab's sessionStorage: no launch token), with the
// cookies and each origin's storage (the line-up and setup choices in localStorage) wiped before it
// starts: it opens the app as on a first visit. The HTTP cache is kept: the same bundle, reused.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/** What a first visit finds empty, per origin (everything but the HTTP cache). */
const STORAGE_TYPES = 'cookies,file_systems,indexeddb,local_storage,shader_cache,websql,service_workers,cache_storage';

export class WorkerContexts {
  private readonly byOptions = new Map<string, BrowserContext>();
  /** The blank page the wipe was made from: the test's page. */
  private spare: Page | null = null;

  /** The worker's context for these options (and board scale: see boardScale), with nothing left in it from the test before. */
  async forTest(browser: Browser, options: BrowserContextOptions, scale = 1): Promise<BrowserContext> {
    const key = JSON.stringify([options, scale]);
    const kept = this.byOptions.get(key);
    if (kept) {
      this.spare = await wipe(kept);
      return kept;
    }
    const context = await browser.newContext(options);
    await boardScale(context, scale);
    this.byOptions.set(key, context);
    // a test may close it (net-host-killed closes its pages' contexts): the next test makes a new one
    context.once('close', () => {
      if (this.byOptions.get(key) === context) this.byOptions.delete(key);
    });
    return context;
  }

  /** The test's page: new, blank, in its context. */
  async page(context: BrowserContext): Promise<Page> {
    const spare = this.spare;
    this.spare = null;
    return spare && spare.context() === context && !spare.isClosed() ? spare : context.newPage();
  }

  /** After a test: its pages closed, without waiting for their unload (the wipe comes before the next test). */
  async endTest(context: BrowserContext): Promise<void> {
    await Promise.all(context.pages().map((p) => p.close({ runBeforeUnload: false }).catch(() => undefined)));
  }

  async close(): Promise<void> {
    await Promise.all([...this.byOptions.values()].map((c) => c.close().catch(() => undefined)));
    this.byOptions.clear();
  }
}

/**
 * The board's canvas drawn at `scale` of the page's resolution (1: as the page; the HTML is not
 * touched). The scene sizes its drawing buffer by `devicePixelRatio` alone (scene-controller.ts),
 * as a browser zoomed out to 50% has it at 0.5: the same scene, picking, labels and layout in CSS
 * pixels, a quarter of the pixels to draw and read back. Under software WebGL those are a large part
 * of each move's time (half scale: -15% of Chromium's CPU and -20% of the time over eight moves).
 */
export async function boardScale(context: BrowserContext, scale: number): Promise<void> {
  if (scale === 1) return;
  await context.addInitScript((s) => Object.defineProperty(window, 'devicePixelRatio', { get: () => s, configurable: true }), scale);
}

/** Clears what the pages of earlier tests left (cookies, permissions, each origin's storage); the blank page it used, if any. */
async function wipe(context: BrowserContext): Promise<Page | null> {
  const state = await context.storageState({ indexedDB: true });
  const origins = new Set(state.origins.map((o) => o.origin));
  await context.clearCookies();
  await context.clearPermissions();
  if (origins.size === 0) return null;
  // (Chromium's own call: Playwright clears only cookies; a page is needed for a CDP session)
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  await cdp.detach();
  return page;
}
