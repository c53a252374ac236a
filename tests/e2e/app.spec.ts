import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, rawPost, ROOT, SCREENSHOTS, test } from './fixtures.js';
import { DEFAULT_SETTINGS } from '../../electron/api/contract.js';

// These tests count settings revisions from the defaults: nothing is saved before the page opens.
test.use({ sceneEffects: true, appPace: true, sound: true }); // (it reads the settings a fresh install starts with)

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };

test('the page loads and shows answers from the main-process services', async ({ app, pageErrors }) => {
  await expect(app.getByRole('heading', { name: 'Mississippi Queen' })).toBeVisible();
  // Version and host are for bug reports: in the About box, not on the home screen itself.
  await expect(app.getByTestId('app-host')).toHaveCount(0);
  await app.getByTestId('open-about').click();
  await expect(app.getByTestId('app-version')).toHaveText(pkg.version);
  await expect(app.getByTestId('app-host')).toHaveText('the browser host');

  const pong = await app.evaluate(() => window.__mqTest!.api.ping({ nonce: 'e2e-42' }));
  expect(pong).toMatchObject({ ok: true, value: { nonce: 'e2e-42' } });
  // The launch code was taken out of the address bar once read.
  expect(new URL(app.url()).hash).toBe('');

  await app.screenshot({ path: path.join(SCREENSHOTS, 'home.png') });
  expect(pageErrors).toEqual([]); // includes CSP violations, which Chromium reports as console errors
});

test('the address holds a one-time code, not the token: it opens the app once, a reload keeps the session', async ({ app, host, context }) => {
  expect(host.url).toMatch(/#code=[0-9a-f]{32}$/);
  expect(host.url).not.toContain(host.token);
  await app.reload();
  await expect(app.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await app.evaluate(() => window.__mqTest!.api.ping({ nonce: 'after-reload' }))).toMatchObject({ ok: true });

  // The same address in a fresh tab (no session): the spent code is refused and the player is told.
  const again = await context.newPage();
  await again.goto(host.url);
  await expect(again.locator('body')).toHaveAttribute('data-ready', 'error');
  await expect(again.getByRole('alert')).toContainText('This address has been used already: each address opens the game once');
  await again.close();
});

test('settings changed in the UI persist in main and survive a reload', async ({ app }) => {
  await app.getByTestId('reduced-motion').check();
  await expect(app.locator('body')).toHaveAttribute('data-settings-seq', '1');
  await app.getByTestId('language').selectOption('fr');
  await expect(app.locator('body')).toHaveAttribute('data-settings-seq', '2');
  await expect(app.getByRole('heading', { name: 'Réglages' })).toBeVisible();
  await expect(app.locator('html')).toHaveAttribute('lang', 'fr');

  await app.reload();
  await expect(app.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(app.getByTestId('reduced-motion')).toBeChecked();
  await expect(app.getByTestId('language')).toHaveValue('fr');
  await expect(app.locator('html')).toHaveAttribute('data-reduced-motion', 'true');
  await app.screenshot({ path: path.join(SCREENSHOTS, 'settings-fr.png') });
});

test('a stale sequence number is refused, and other windows get the change as an event', async ({ app, context }) => {
  // A tab opened from the app carries its session (sessionStorage is copied), as a player's new tab would.
  const [other] = await Promise.all([context.waitForEvent('page'), app.evaluate(() => void window.open(location.href))]);
  await expect(other.locator('body')).toHaveAttribute('data-ready', 'true');

  // The other window changes a setting; main pushes the new snapshot to this one.
  await other.getByTestId('language').selectOption('it');
  await expect(app.getByTestId('language')).toHaveValue('it');
  await expect(app.locator('body')).toHaveAttribute('data-settings-seq', '1');

  const stale = await app.evaluate(() => window.__mqTest!.api.setSettings({ expectSeq: 0, patch: { language: 'ru' } }));
  expect(stale).toMatchObject({ ok: false, code: 'seq/stale' });
  const now = await app.evaluate(() => window.__mqTest!.api.getSettings({}));
  expect(now).toEqual({ ok: true, value: { seq: 1, values: { ...DEFAULT_SETTINGS, language: 'it' }, languageChosen: true } });
});

// Three checks that change nothing a player sees, on one page: a test each loaded the app for each
// (the error thrown last: the other two expect the settings untouched).
test('requests that must change nothing: malformed (typed errors), without the token or from another origin (401/403); renderer errors reach main’s log', async ({ app, host, browser }) => {
  await test.step('a malformed request gets a typed error and changes nothing', async () => {
    const results = await app.evaluate(async () => {
      const api = window.__mqTest!.api as unknown as Record<string, (p: unknown) => Promise<unknown>>;
      return {
        badValue: await api.setSettings!({ expectSeq: 0, patch: { language: 'klingon' } }),
        extraKey: await api.setSettings!({ expectSeq: 0, patch: { volume: 11 } }),
        noSeq: await api.setSettings!({ patch: { reducedMotion: true } }),
        after: await api.getSettings!({}),
      };
    });
    expect(results.badValue).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(results.extraKey).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(results.noSeq).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(results.after).toEqual({ ok: true, value: { seq: 0, values: DEFAULT_SETTINGS, languageChosen: false } });

    const auth = { authorization: `Bearer ${host.token}`, 'content-type': 'application/json', origin: host.origin };
    const notJson = await rawPost(host, 'setSettings', '{"expectSeq":0,', auth);
    expect(notJson).toMatchObject({ status: 400, json: { ok: false, code: 'request/malformed' } });
    const unknown = await rawPost(host, 'dropDatabase', '{}', auth);
    expect(unknown.json).toMatchObject({ ok: false, code: 'request/unknown' });
    await expect(app.getByTestId('reduced-motion')).not.toBeChecked();
  });
  await test.step('requests without the token or from another origin are refused (401/403)', async () => {
    const json = { 'content-type': 'application/json' };
    const change = JSON.stringify({ expectSeq: 0, patch: { language: 'ru' } });
    expect((await rawPost(host, 'setSettings', change, json)).status).toBe(401);
    expect((await rawPost(host, 'setSettings', change, { ...json, authorization: 'Bearer ' + '0'.repeat(64) })).status).toBe(401);
    expect(
      (await rawPost(host, 'setSettings', change, { ...json, authorization: `Bearer ${host.token}`, origin: 'http://evil.example' }))
        .status,
    ).toBe(403);

    // A real web page on another origin, even one that knows the token, cannot call the API.
    const evil = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>evil</p>'));
    await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r));
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      const outcome = await page.evaluate(
        async ({ url, token, body }) => {
          try {
            const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
            return `status ${res.status}`;
          } catch (e) {
            return `blocked: ${(e as Error).name}`;
          }
        },
        { url: `${host.origin}/api/setSettings`, token: host.token, body: change },
      );
      expect(outcome).toMatch(/^blocked/);
      await page.close();
    } finally {
      evil.close();
    }

    const after = await app.evaluate(() => window.__mqTest!.api.getSettings({}));
    expect(after).toEqual({ ok: true, value: { seq: 0, values: DEFAULT_SETTINGS, languageChosen: false } });
  });
  await test.step('renderer errors are reported to main and written to its log', async () => {
    const reported = app.waitForResponse((r) => r.url().endsWith('/api/reportError'));
    await app.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e-boom-7731');
      });
    });
    expect(await (await reported).json()).toEqual({ ok: true, value: { logged: true } });
    const log = fs.readFileSync(path.join(host.userDataDir, 'logs', 'main.log'), 'utf8');
    expect(log).toMatch(/ERROR renderer error: Error: e2e-boom-7731/);
  });
});

test('a start with a game saved: Home shows its game at once, never "No unfinished game" first, and the first words are in the language shown last', async ({ app }) => {
  await app.evaluate(async () => {
    const w = window.__mqTest!;
    await w.api.setSettings({ expectSeq: w.settingsSeq(), patch: { language: 'it' } });
    await w.api.newGame({ players: [{ name: 'Anna', kind: 'human' }, { name: 'Bruno', kind: 'human' }, { name: 'Clara', kind: 'human' }], title: 'Under way', seed: 1 });
  });
  await expect(app.locator('html')).toHaveAttribute('lang', 'it');
  // what the page shows from its first paint on: the loading line's words, and whether Home's "no game" line ever showed
  await app.addInitScript(() => {
    const seen = { loading: [] as string[], noGame: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      for (const p of document.querySelectorAll('main p, p')) {
        const text = p.textContent ?? '';
        if (/Loading|Caricamento|Chargement|Загрузка/.test(text) && !seen.loading.includes(text)) seen.loading.push(text);
      }
      if (document.querySelector('p.none')) seen.noGame = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await app.reload();
  await expect(app.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(app.getByText('Under way').first()).toBeVisible();
  const seen = await app.evaluate(() => (window as unknown as { __seen: { loading: string[]; noGame: boolean } }).__seen);
  expect(seen.noGame, 'Home said "No unfinished game" before its game came').toBe(false);
  expect(seen.loading.length, 'the loading line was seen').toBeGreaterThan(0);
  expect(seen.loading.every((w) => !/Loading/.test(w)), `loading words ${JSON.stringify(seen.loading)}`).toBe(true);
});
