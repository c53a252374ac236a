// A networked race through the screens (issue 17): three app hosts, three browser contexts. One
// hosts from the new-game screen, two join from Home with its invite; each takes a seat and is
// ready, the host starts, and each plays only its own seat's turns on the normal play screen (the
// others wait for that player by name, in the decision area too, and get the log). The turn line
// never covers the board's view tools, at three window sizes. When the host leaves, the guests are
// told and go Home. The race to its end in three libraries is left to tests/net/app-relay.test.ts:
// through the screens it takes minutes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, type HostInfo, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { pausedNext } from './paused-next.js';
import { playDecision, screenView, shot } from './play-helpers.js';

async function openApp(browser: Browser, host: HostInfo): Promise<Page> {
  await reduceEffects(host); // three scenes on one machine: no water moving by itself (fixtures.ts)
  const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  return page;
}

const NAMES = ['Ada', 'Ben', 'Cleo'];

/** The page whose player is to move: its line says "Your turn"; the others wait for that player by name. */
async function mover(pages: Page[]): Promise<number> {
  for (;;) {
    for (const [i, p] of pages.entries()) {
      const line = p.getByTestId('net-turn');
      if ((await line.count()) && (await line.evaluate((e) => e.classList.contains('mine')))) {
        const v = await screenView(p);
        if (v?.legalActions.length) return i;
      }
    }
    await pages[0]!.waitForTimeout(100);
  }
}
test('three apps: one hosts, two join through the screens; three turns, each played only on the screen of the player it belongs to', async ({ browser }) => {
  test.setTimeout(180_000);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-net-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  try {
    const [a, b, c] = await Promise.all(hosts.map((h) => openApp(browser, h.info)));
    const pages = [a!, b!, c!];
    // the host: new game, host on this network, 3 seats on a free port
    await a!.getByTestId('new-game').click();
    await a!.getByTestId('seat-name-0').fill('Ada');
    await a!.getByTestId('net-host-open').click();
    await a!.getByTestId('net-port').fill('0');
    await a!.getByTestId('net-open').click();
    const invite = (await a!.getByTestId('net-invite-text').textContent())!.trim();
    expect(invite).toMatch(/^mq:\/\/[\d.]+:\d+\/[\w-]+#[0-9A-Z]{12}$/);
    await expect(a!.getByTestId('net-code')).toHaveText(invite.split('#')[1]!);
    // a guest's wrong invite and wrong code are told in words, and nothing joins
    await b!.getByTestId('net-join-open').click();
    await b!.getByTestId('net-invite-input').fill('hello there');
    await b!.getByTestId('net-join').click();
    await expect(b!.getByTestId('net-refusal')).toContainText('mq://');
    await b!.getByTestId('net-invite-input').fill(invite.replace(/#.*/, '#ZZZZZZZZZZZZ'));
    await b!.getByTestId('net-join').click();
    await expect(b!.getByTestId('net-refusal')).toContainText('code');
    for (const g of [b!, c!]) {
      if (g === c) await g.getByTestId('net-join-open').click();
      await g.getByTestId('net-invite-input').fill(invite);
      await g.getByTestId('net-join').click();
      await expect(g.getByTestId('net-seats')).toBeVisible();
    }
    for (const [i, p] of pages.entries()) {
      // the host sits in the setup's first seat at once, under the setup's name
      if (i === 0) await expect(p.getByTestId('net-seat').nth(0)).toHaveClass(/mine/);
      else {
        await p.getByTestId('net-name').fill(['Ada', 'Ben', 'Cleo'][i]!);
        await p.getByTestId('net-seat').nth(i).getByTestId('net-take').click();
      }
      await expect(p.getByTestId('net-ready')).toBeVisible();
      await p.getByTestId('net-ready').check();
    }
    // the seats fill live on the host's screen
    await expect(a!.getByTestId('net-seat')).toHaveText([/Ada/, /Ben/, /Cleo/]);
    await expect(a!.getByTestId('net-start')).toBeEnabled();
    await shot(a!, 'net-host-lobby');
    await shot(b!, 'net-join');
    await a!.getByTestId('net-start').click();
    for (const p of pages) await expect(p.getByTestId('play')).toBeVisible();
    // one player's turn: theirs says so, the others wait for them by name
    await expect(b!.getByTestId('net-turn')).toBeVisible({ timeout: 30_000 });
        // three decisions, each played by the app whose seat is to move; the other two wait for that player
    for (let k = 0; k < 3; k++) {
      const i = await mover(pages);
      for (const [j, p] of pages.entries()) {
        if (j === i) continue;
        await expect(p.getByTestId('net-turn')).toHaveText(new RegExp(NAMES[i]!), { timeout: 15_000 });
        // the decision area waits for the mover by name: no moves, no "no legal move" line
        await expect(p.getByTestId('waiting-for')).toHaveText(new RegExp(NAMES[i]!));
        await expect(p.getByTestId('turn-input')).not.toContainText(/crash/i);
        await expect(p.getByTestId('confirm')).toHaveCount(0);
      }
      await expect(pages[i]!.getByTestId('net-turn')).toHaveText(/Your turn/);
      if (k === 1) await shot(pages[(i + 1) % 3]!, 'net-turn');
      await playDecision(pages[i]!);
    }
    // the three screens agree on the position: one rev, one turn line's name
    await expect.poll(async () => new Set(await Promise.all(pages.map((p) => p.getByTestId('play').getAttribute('data-rev')))).size, { timeout: 15_000 }).toBe(1);
    // every screen has the race's log, the guests' as the host's
    // (folded, the log shows its newest line about a boat, not always its last line)
    await expect(a!.getByTestId('game-log').locator('li').filter({ visible: true }).first()).toBeVisible();
    const hostLog = await a!.getByTestId('game-log').locator('li').allTextContents();
    for (const g of [b!, c!]) await expect.poll(() => g.getByTestId('game-log').locator('li').allTextContents()).toEqual(hostLog);
    // the turn line sits clear of the view tools (camera, compass) at every size
    for (const [w, h] of [[1280, 800], [1920, 1080], [1024, 700]] as const) {
      await b!.setViewportSize({ width: w, height: h });
      const line = (await b!.getByTestId('net-turn').boundingBox())!;
      for (const id of ['play-camera', 'compass', 'reset-view']) {
        const tool = (await b!.getByTestId(id).boundingBox())!;
        const apart = line.x >= tool.x + tool.width || tool.x >= line.x + line.width || line.y >= tool.y + tool.height || tool.y >= line.y + line.height;
        expect(apart, `${id} at ${w}x${h}`).toBe(true);
      }
      await shot(b!, `net-wait-${w}x${h}`);
    }
    // a guest's app goes away (its process ends): the others see the race waits for that player
    const gone = new Promise((r) => hosts[2]!.child.once('exit', r));
    hosts[2]!.child.kill('SIGKILL');
    await gone;
    for (const p of [a!, b!]) await expect(p.getByTestId('net-away')).toHaveText(/Cleo/, { timeout: 15_000 });
    // the host goes Home: asked first, the race pauses; the guests are told in words and keep their
    // seats (no way Home offered over the board: the play screen's own Leave stays)
    // the host's Leave says what it does in a network race: it pauses it
    await a!.getByRole('button', { name: 'Pause and leave' }).click();
    await a!.getByTestId('net-pause-yes').click();
    // (the header says it: over the board, the notes had covered the map's left half)
    await expect(b!.getByTestId('halted-header')).toHaveText('Paused', { timeout: 15_000 });
    // who moves next, as the turn order lights them, not the host (pt28)
    await expect(b!.getByTestId('halted-why')).toHaveText(await pausedNext(hosts[1]!.info));
    await expect(b!.getByTestId('halted-hint')).toHaveAttribute('title', /Stay here to keep your seat/);
    await expect(b!.getByTestId('net-home')).toHaveCount(0);
    await shot(b!, 'net-host-left');
    // a seated guest's Leave asks first (how long the seat waits), also while the race is paused
    await b!.getByTestId('leave-game').click();
    await expect(b!.getByTestId('net-leave-ask')).toContainText('Leave the race?');
    await b!.getByTestId('net-leave-yes').click();
    await expect(b!.getByTestId('net-join-open')).toBeVisible();
  } finally {
    await stopHosts(hosts, dirs);
  }
});
