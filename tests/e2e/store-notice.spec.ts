// A damaged saved-games database: the app still starts, keeps the bad file beside a fresh one,
// and the home screen tells the player where the old file is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, ROOT, SCREENSHOTS, startHost, test } from './fixtures.js';

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

test('a damaged but mostly readable database: the games that still read come back, and the player is told', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-salvage-'));
  const file = path.join(dir, 'mississippi-queen.sqlite');
  // Today's fixture database (a copy: opening it, even read-only, writes WAL files beside it) with
  // one page of the actions table scribbled over.
  fs.copyFileSync(path.join(ROOT, 'tests/fixtures/store/today.sqlite'), file);
  const bytes = fs.readFileSync(file);
  const pageSize = bytes.readUInt16BE(16);
  const probe = new Database(file, { readonly: true });
  const leaves = probe.prepare(`SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' ORDER BY pageno`).pluck().all() as number[];
  probe.close();
  for (const extra of [`${file}-wal`, `${file}-shm`]) fs.rmSync(extra, { force: true });
  const hit = leaves[Math.floor(leaves.length / 2)]!;
  bytes.fill(0x5a, (hit - 1) * pageSize, hit * pageSize);
  fs.writeFileSync(file, bytes);
  const { child, info } = await startHost(dir);
  try {
    await page.goto(info.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    const notice = page.getByTestId('store-recovered');
    const m = /(\d) of 4 games were recovered/.exec((await notice.textContent()) ?? '');
    expect(Number(m?.[1])).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('store-not-salvaged')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'store-salvaged.png') });
    await page.getByTestId('open-library').click();
    await expect(page.getByTestId('lib-count')).toHaveText(`${m?.[1]} saved games`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
