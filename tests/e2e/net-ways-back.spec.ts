// A newcomer's play-test of a network race (issue 17), a guest's page: "Join a game" is the join
// screen even while the guest is in a race; "Back to your race" says it is reconnecting and then
// shows the race (never the empty join form), and when the host's game does not answer says so
// there, with the way Home (not over Home's "No unfinished game"); a paused race says so in the
// header, its notes off the board's middle; the race left from another tab leaves a way Home.
// Also: the browser host's spent address is refused in the player's saved language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { translator } from '../../renderer/src/lib/i18n.js';
import { api, expect, type HostInfo, newAppPage, rawPost, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { pausedNext } from './paused-next.js';
import { shot } from './play-helpers.js';

async function openApp(browser: Browser, host: HostInfo): Promise<Page> {
  await reduceEffects(host);
  const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return page;
}

/** Records, from now on, whether the page ever showed the element (however briefly). */
async function watchFor(page: Page, testId: string): Promise<() => Promise<boolean>> {
  const key = `seen-${testId}`;
  await page.evaluate(
    ({ testId, key }) => {
      const w = window as unknown as Record<string, boolean>;
      w[key] = false;
      const look = () => {
        if (document.querySelector(`[data-testid="${testId}"]`)) w[key] = true;
      };
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
    },
    { testId, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key);
}

test('a guest finds the way back to the race, and out of it, from every screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-ways-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp] = hosts;
  try {
    // a race under way between Ada (hosting, no page) and Ben (a guest)
    const room = (await api(hostApp!.info, 'netHost', { seats: 2, port: 0, hostName: 'Ada' })) as { invite: string };
    await api(hostApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await api(guestApp!.info, 'netJoin', { invite: room.invite });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await api(guestApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await api(hostApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await expect.poll(async () => ((await api(hostApp!.info, 'netStatus', {})) as { lobby: { seats: { ready: boolean }[] } }).lobby.seats.every((s) => s.ready)).toBe(true);
    await api(hostApp!.info, 'netSend', { type: 'start', body: {} });
    await expect.poll(async () => ((await api(guestApp!.info, 'netStatus', {})) as { lobby: { phase: string } | null }).lobby?.phase).toBe('racing');

    const b = await openApp(browser, guestApp!.info);
    await expect(b.getByTestId('net-place')).toBeVisible();

    // "Join a game" is the join screen, not the race Ben is in: that race stays one click away
    await b.getByTestId('net-join-open').click();
    await expect(b.getByTestId('net-elsewhere')).toBeVisible();
    await shot(b, 'net-ways-join-in-race');
    await expect(b.getByTestId('net-invite-input')).toBeVisible();
    await expect(b.getByTestId('net-finder')).toBeVisible();
    await expect(b.locator('body')).toHaveAttribute('data-screen', 'netLobby');
    await expect(b.getByTestId('play')).toHaveCount(0);
    // Back leaves the join screen, not the race
    await b.goBack();
    await expect(b.getByTestId('net-place')).toBeVisible();
    expect(((await api(guestApp!.info, 'netStatus', {})) as { role: string }).role).toBe('joined');

    // "Back to your race": the race, never the empty join form on the way
    const sawForm = await watchFor(b, 'net-invite-input');
    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('play')).toBeVisible({ timeout: 30_000 });
    expect(await sawForm()).toBe(false);

    // the host pauses: the header says so and why; no note over the board's middle
    await api(hostApp!.info, 'netLeave', { pause: true });
    await expect(b.getByTestId('halted-header')).toHaveText('Paused', { timeout: 15_000 });
    // who moves next, as the turn order lights them, not the host (pt28)
    await expect(b.getByTestId('halted-why')).toHaveText(await pausedNext(guestApp!.info));
    await expect(b.getByTestId('halted-hint')).toHaveAttribute('title', 'Paused: waiting for Ada. The host has left for now. Stay here to keep your seat.');
    await expect(b.getByTestId('net-trouble')).toHaveCount(0);
    await expect(b.getByTestId('net-away')).toHaveCount(0);
    await shot(b, 'net-ways-paused');
    const board = (await b.getByTestId('play').boundingBox())!;
    const notes = await b.locator('.net-over').boundingBox();
    if (notes) expect(notes.x + notes.width).toBeLessThanOrEqual(board.x + board.width * 0.4);

    // the race left from another tab of the same app (its Back, or Leave): this page says so, with the way Home
    await api(guestApp!.info, 'netLeave', {});
    await expect(b.getByTestId('net-left-elsewhere')).toContainText('You are no longer in this race');
    await b.getByTestId('net-gone-home').click();
    await expect(b.getByTestId('net-place')).toBeVisible();

    // the host's game stops: "Back to your race" says it is reconnecting to Ada, then that her game does
    // not answer, there (not "Could not reach the game service" over "No unfinished game"), with the way Home
    await stopHosts([hostApp!], []);
    const sawReconnecting = await watchFor(b, 'net-resuming');
    await b.getByTestId('net-place-back').click();
    const failed = b.getByTestId('net-resume-failed');
    await expect(failed).toContainText('Could not get back to the race: Ada’s game does not answer', { timeout: 60_000 });
    expect(await sawReconnecting()).toBe(true);
    await shot(b, 'net-ways-resume-failed');
    await expect(b.locator('.failure')).toHaveCount(0);
    await expect(b.getByText('No unfinished game')).toHaveCount(0);
    await expect(b.getByTestId('net-invite-input')).toHaveCount(0);
    await b.getByTestId('net-gone-home').click();
    await expect(b.getByTestId('net-place')).toBeVisible();
    await expect(b.locator('.failure')).toHaveCount(0);
  } finally {
    await stopHosts(hosts, dirs);
  }
});

test('the spent address is refused in the saved language, saying how to open the game again', async ({ app, host, browser }) => {
  test.setTimeout(90_000);
  // the player chose Russian; this browser speaks English
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${host.token}` };
  const seq = ((await rawPost(host, 'getSettings', '{}', auth)).json as { value: { seq: number } }).value.seq;
  expect((await rawPost(host, 'setSettings', JSON.stringify({ expectSeq: seq, patch: { language: 'ru' } }), auth)).status).toBe(200);
  void app; // the address's one use
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'error');
  await expect(page.getByRole('alert')).toHaveText(translator('ru')('error.host/link-spent'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // the address without its code, opened in a fresh window: the same
  const bare = await context.newPage();
  await bare.goto(host.origin);
  await expect(bare.getByRole('alert')).toHaveText(translator('ru')('error.host/link-spent'));
  await context.close();
});
