// The network notes over the board at fr 1024x700 (play-test pt27 #8, issue 17 #11): the turn line,
// the open quick messages, a guest's quick message and the table's box ("Autour de la table") are
// one column on the board's left, none over another nor over the boat to move (the camera frames
// the turn right of the column); the bubble sits on the table's box that names its sender (it
// floated between board and panel); no bank name is drawn under the column (a chat line sat over
// "rive gauche"). One short race start, the guest's app through its API only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { shot } from './play-helpers.js';

type Box = { left: number; top: number; right: number; bottom: number };
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('network notes over the board: one column, the bubble on the table’s box, no bank name under them (fr 1024x700)', async ({ browser }) => {
  test.setTimeout(90_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-over-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp] = hosts;
  try {
    const hosted = (await api(hostApp!.info, 'netHost', { seats: 2, port: 0, hostName: 'Anna' })) as { invite: string };
    await api(guestApp!.info, 'netJoin', { invite: hosted.invite });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await api(guestApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await reduceEffects(hostApp!.info);
    const a = await (await browser.newContext({ viewport: { width: 1024, height: 700 } })).newPage();
    await a.goto(hostApp!.info.url);
    await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
    await a.getByTestId('new-game').click();
    await a.getByTestId('net-host-open').click();
    await a.getByTestId('net-name').fill('Anna');
    await a.getByTestId('net-seat').nth(0).getByTestId('net-take').click();
    await a.getByTestId('net-ready').check();
    await a.getByTestId('net-start').click();
    await expect(a.getByTestId('play')).toBeVisible();
    await a.getByTestId('play-language').selectOption('fr');
    await expect(a.getByTestId('net-turn')).toBeVisible({ timeout: 15_000 });

    await a.getByTestId('net-quick-open').click();
    await api(guestApp!.info, 'netSend', { type: 'quick', body: { id: 'goodRace' } });
    await expect(a.getByTestId('net-bubble')).toHaveText('Belle course\u00a0!');
    await expect(a.getByTestId('net-room-log')).toContainText('Ben\u00a0: Belle course\u00a0!');
    // the banks are placed again as the view settles: read once both names had their chance
    await expect(a.locator('[data-testid^="bank-"]').first()).toBeVisible();
    await shot(a, 'net-overlays-fr-1024');
    const seen = await a.evaluate(() => {
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      const parts = ['net-turn', 'net-quick-open', 'net-bubble', 'net-room-log'].map((id) => ({ id, box: box(document.querySelector(`[data-testid="${id}"]`)!) }));
      const chips = [...document.querySelectorAll('[data-testid^="net-quick-"]:not([data-testid="net-quick-open"])')].map((e) => ({ id: e.getAttribute('data-testid')!, box: box(e) }));
      const banks = [...document.querySelectorAll('[data-testid^="bank-"]')].map((e) => ({ id: e.getAttribute('data-testid')!, box: box(e) }));
      // the boat to move, where the board draws it (the scene's own hook)
      type View = { state: { pending: { boat?: string }; boats: { id: string; pos: { q: number; r: number } | null }[] } };
      const v = (window as unknown as { __mqPlay: { view(): View } }).__mqPlay.view();
      const pos = v.state.boats.find((x) => x.id === v.state.pending.boat)?.pos ?? null;
      const scene = (window as unknown as { __mqScene: { hexToScreen(h: { q: number; r: number }): { x: number; y: number } } }).__mqScene;
      const mover = pos ? scene.hexToScreen(pos) : null;
      return { parts, chips, banks, mover, board: box(document.querySelector('.main > .board')!) };
    });
    const all = [...seen.parts, ...seen.chips];
    // none over another
    const over = all.flatMap((x, i) => all.slice(i + 1).filter((y) => meet(x.box, y.box)).map((y) => `${x.id} × ${y.id}`));
    expect(over).toEqual([]);
    // the bubble just over the table's box, on its left part (not out by the boat cards)
    const bubble = seen.parts.find((p) => p.id === 'net-bubble')!.box;
    const log = seen.parts.find((p) => p.id === 'net-room-log')!.box;
    expect(log.top - bubble.bottom).toBeGreaterThanOrEqual(0);
    expect(log.top - bubble.bottom).toBeLessThan(12);
    expect(bubble.left).toBeGreaterThanOrEqual(log.left);
    expect(bubble.left).toBeLessThan(log.right);
    // the column inside the board, and no bank name under any of its notes
    for (const p of all) expect(p.box.bottom, p.id).toBeLessThanOrEqual(seen.board.bottom);
    // nor over the boat to move (its space's middle, with half a space round it)
    expect(seen.mover).not.toBeNull();
    const m = seen.mover!;
    const boat = { left: m.x - 20, right: m.x + 20, top: m.y - 20, bottom: m.y + 20 };
    expect(all.filter((p) => meet(p.box, boat)).map((p) => p.id)).toEqual([]);
    const under = seen.banks.flatMap((b) => all.filter((p) => meet(b.box, p.box)).map((p) => `${b.id} under ${p.id}`));
    expect(under).toEqual([]);
  } finally {
    await stopHosts(hosts, dirs);
  }
});
