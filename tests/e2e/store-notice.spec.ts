// A damaged saved-games database: the app still starts, keeps the bad file beside a fresh one,
// and the home screen tells the player where the old file is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, SCREENSHOTS, startHost, test } from './fixtures.js';

test('a corrupt database is moved aside and the player is told where it is', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-damaged-'));
  fs.writeFileSync(path.join(dir, 'mississippi-queen.sqlite'), 'this is not a database '.repeat(200));
  const { child, info } = await startHost(dir);
  try {
    await page.goto(info.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    const notice = page.getByTestId('store-recovered');
    await expect(notice).toBeVisible();
    const kept = fs.readdirSync(dir).filter((f) => f.startsWith('mississippi-queen.sqlite') && f !== 'mississippi-queen.sqlite' && !/-(wal|shm)$/.test(f));
    expect(kept.length).toBe(1);
    expect(fs.readFileSync(path.join(dir, kept[0]!), 'utf8')).toContain('this is not a database');
    await expect(notice).toContainText(kept[0]!);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'store-recovered.png') });
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
