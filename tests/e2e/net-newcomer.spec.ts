// A newcomer's play-test of playing with friends (issue 17): "Join a game" says where an invite
// comes from and offers Back (nothing to leave yet); the host's page says so in words when its own
// app stops serving the race (the browser host's process killed), instead of waiting for good.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, reduceEffects, startHost, test } from './fixtures.js';

test('Join explains the invite and goes Back; the host page tells when its app stopped hosting', async ({ browser }) => {
  test.setTimeout(90_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-newcomer-'));
  const { child, info } = await startHost(dir);
  try {
    await reduceEffects(info);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(info.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');

    await page.getByTestId('net-join-open').click();
    await expect(page.getByTestId('net-join-hint')).toContainText('Ask the player who hosts the game for their invite');
    await expect(page.getByTestId('net-leave')).toHaveCount(0);
    await page.getByTestId('net-back').click();
    await expect(page.getByTestId('net-join-open')).toBeVisible();

    await page.getByTestId('new-game').click();
    await page.getByTestId('net-host-open').click();
    await expect(page.getByTestId('net-grace')).toHaveValue('2');
    await page.getByTestId('net-port').fill('0');
    await page.getByTestId('net-open').click();
    await expect(page.getByTestId('net-invite-text')).toBeVisible();
    await expect(page.getByTestId('net-trouble')).toHaveCount(0);

    // the app behind the page dies without a word
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    await expect(page.getByTestId('net-trouble')).toContainText('This app has stopped hosting the race', { timeout: 10_000 });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
