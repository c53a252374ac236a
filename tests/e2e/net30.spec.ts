// A guest's page at 1024x620 (a 1024x700 window less its bars; issue 17 #9 and #12), in Russian: on
// each of the guest's turns the guest's own boat is on the board right of the notes over it, and
// every boat row is in sight or said below with a sign in sight (before: with the destinations
// listed the boats' box lay under the panel's foot, every row out of sight and the sign with it).
// Once, the guest goes Rules -> Home on its turn: away for the host, and Home says it is their turn.
// A short race, the moves made through the apps' API; the host has a computer captain beside.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';

type St = { view: { rev: number; pending: { kind: string; player?: number }; legalActions: unknown[] } | null; lobby: { mine: number[]; seats: { ready: boolean; kind: string; away: boolean }[] } | null };
/** The board's test hook (renderer/src/scene/types.ts MqSceneHook), the parts read here. */
type Scene = { __mqScene: { boatToScreen(boat: string): { x: number; y: number } | null; camera(): { moveStart: number | null } } };
type Hooks = { __mqTest: { api: { setSettings(q: unknown): Promise<{ ok: boolean }> }; settingsSeq(): number } };

/** What the guest sees: its boat's place against the board's free part, and the boat rows against the panel's view. */
function seen(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas')!.getBoundingClientRect();
    const over = document.querySelector('.net-over')!.getBoundingClientRect();
    const boat = (window as unknown as Scene).__mqScene.boatToScreen('orange');
    const panel = document.querySelector('.side-scroll')!.getBoundingClientRect();
    const box = document.querySelector('[data-testid="boat-cards"]')!.getBoundingClientRect();
    const top = Math.max(panel.top, box.top);
    const bottom = Math.min(panel.bottom, box.bottom);
    const rows = [...document.querySelectorAll('[data-testid="boat-cards"] li.card')].map((c) => c.getBoundingClientRect());
    const out = rows.filter((r) => r.top < top - 1 || r.bottom > bottom + 1).length;
    const sign = document.querySelector('[data-testid="cards-more"]')?.getBoundingClientRect() ?? null;
    // the sign in the panel's view and on top there (nothing drawn over its middle)
    const signShown = !!sign && sign.top >= panel.top - 1 && sign.bottom <= panel.bottom + 1 && !!document.elementFromPoint(sign.left + sign.width / 2, sign.top + sign.height / 2)?.closest('[data-testid="cards-more"]');
    const own = document.querySelector('[data-testid="boat-cards"] li.card.current')!.getBoundingClientRect();
    const ownShown = own.top >= top - 1 && own.bottom <= bottom + 1;
    const hit = sign ? document.elementFromPoint(sign.left + sign.width / 2, sign.top + sign.height / 2)?.outerHTML.slice(0, 80) : null;
    return { hit, sign: sign && [sign.top, sign.bottom], panel: [panel.top, panel.bottom], boat, free: { left: canvas.left, top: canvas.top, right: canvas.right, bottom: canvas.bottom }, notes: { right: over.right, bottom: over.bottom }, out, signShown, ownShown };
  });
}

test('a guest at 1024x620: its boat on the board in sight on its turns, every boat row in sight or said below', async ({ browser }) => {
  test.setTimeout(150_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-net30-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [host, guest] = hosts.map((h) => h.info);
  try {
    const hosted = (await api(host!, 'netHost', { seats: 3, port: 0, hostName: 'Ada' })) as { invite: string };
    await api(host!, 'netSend', { type: 'setSeat', body: { seat: 2, kind: 'computer', level: 'easy' } });
    await api(guest!, 'netJoin', { invite: hosted.invite });
    await api(guest!, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Boris' } });
    await api(host!, 'netSend', { type: 'takeSeat', body: { seat: 0, name: 'Ada' } });
    await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.mine).toEqual([0]);
    for (const app of [host!, guest!]) await api(app, 'netSend', { type: 'ready', body: { ready: true } });
    await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.seats.every((s) => s.ready || s.kind === 'computer')).toBe(true);
    await api(host!, 'netSend', { type: 'start', body: {} });
    await reduceEffects(guest!);
    const b = await newAppPage(browser, { viewport: { width: 1024, height: 620 } });
    await b.goto(guest!.url);
    await expect(b.locator('body')).toHaveAttribute('data-ready', 'true');
    await b.evaluate(async () => {
      const w = window as unknown as Hooks;
      return (await w.__mqTest.api.setSettings({ expectSeq: w.__mqTest.settingsSeq(), patch: { language: 'ru' } })).ok;
    });
    await expect(b.locator('html')).toHaveAttribute('lang', 'ru');
    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });

    // the setting off and four moves of the guest's (a seeded pick of its moves, the host's first)
    let turns = 0;
    let pick = 7;
    for (let n = 0; n < 150 && turns < 4; n++) {
      const g = (await api(guest!, 'netStatus', {})) as St;
      const p = g.view?.pending;
      if (p?.kind === 'over') break;
      if (p?.kind === 'move' && p.player === 1) {
        // the board has taken the turn's view: the move's spaces lit, the camera still
        await expect(b.getByTestId('net-turn')).toHaveText(/Ваш ход/, { timeout: 20_000 });
        await expect(b.getByTestId('confirm')).toBeVisible();
        await b.waitForTimeout(500); // the panel's fit, a frame or two after the turn's view
        await expect.poll(async () => (await b.evaluate(() => (window as unknown as Scene).__mqScene.camera().moveStart)) === null, { timeout: 15_000 }).toBe(true);
        const s = await seen(b);
        const at = `guest's move ${turns + 1}`;
        expect(s.boat, at).not.toBeNull();
        const { x, y } = s.boat!;
        // right of the notes column (or below it) and inside the board, a boat's half-length in
        expect(x > s.notes.right + 20 || y > s.notes.bottom + 20, `${at}: boat at ${x},${y} under the notes`).toBe(true);
        expect(x > s.free.left + 20 && x < s.free.right - 20 && y > s.free.top + 20 && y < s.free.bottom - 20, `${at}: boat at ${x},${y} by the edge of ${JSON.stringify(s.free)}`).toBe(true);
        // every row in sight, or the sign says how many are not, in sight itself
        if (s.out > 0) {
          expect(s.signShown, `${at}: ${s.out} rows out of sight, no sign in sight ${JSON.stringify(s)}`).toBe(true);
          await expect(b.getByTestId('cards-more')).toContainText(String(s.out));
        }
        // the sign brings the guest's own row into sight
        if (!s.ownShown) {
          await b.getByTestId('cards-more').click();
          await expect.poll(async () => (await seen(b)).ownShown, `${at}: own row after the sign`).toBe(true);
        }
        // once: Rules, then Home, mid-turn without leaving the race: at the table in the Rules, away for
        // the host on Home (net30: present means the race screen, or the rules read from it, open), and Home says the race waits for this player's turn (pt29 #5)
        if (turns === 1) {
          await b.getByRole('button', { name: 'Правила', exact: true }).first().click();
          // reading the rules mid-race is still at the table: past the app's 1.5 s without a table, not away
          await b.waitForTimeout(3_000);
          expect(((await api(host!, 'netStatus', {})) as St).lobby!.seats[1]!.away, 'away while reading the rules').toBe(false);
          await b.getByRole('button', { name: 'Главная', exact: true }).click();
          await expect(b.getByTestId('net-place-turn')).toHaveText('Ваш ход: гонка ждёт вас.');
          await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.seats[1]!.away, { timeout: 10_000 }).toBe(true);
          await b.getByTestId('net-place-back').click();
          await expect(b.getByTestId('confirm')).toBeVisible({ timeout: 30_000 });
          await expect.poll(async () => ((await api(host!, 'netStatus', {})) as St).lobby!.seats[1]!.away, { timeout: 15_000 }).toBe(false);
          // the same turn, still the guest's to play
          expect(((await api(guest!, 'netStatus', {})) as St).view!.rev).toBe(g.view!.rev);
        }
        turns++;
        pick = (pick * 31 + 11) % 97;
        await api(guest!, 'netSend', { type: 'act', body: { rev: g.view!.rev, action: g.view!.legalActions[pick % g.view!.legalActions.length] } });
      } else if (g.view?.legalActions.length) {
        await api(guest!, 'netSend', { type: 'act', body: { rev: g.view.rev, action: g.view.legalActions[0] } });
      } else {
        const h = (await api(host!, 'netStatus', {})) as St;
        if (h.view?.legalActions.length) await api(host!, 'netSend', { type: 'act', body: { rev: h.view.rev, action: h.view.legalActions[0] } });
      }
      await b.waitForTimeout(250);
    }
    expect(turns).toBe(4);
  } finally {
    await stopHosts(hosts, dirs);
  }
});
