// Coming back to a networked race, and the host's and a spectator's screens (issue 17, play-test):
// - the host hosts from the new-game screen: their setup's name and first seat are theirs at once
//   (not typed again), and the Port field looks like the form's other fields;
// - a public race under way is listed in "Join a game" as under way, and watched from that row; the
//   spectator's board starts at the overview and no space answers the pointer;
// - a guest's app dies: the host's card for that player counts down the time left to come back;
//   the guest's app starts again and its home screen offers "Back to your race" (by the host's
//   name), one click back to its seat;
// - the host leaving is asked first, pauses the race (the guest is told), and the host's home
//   screen takes them back to it, the race going on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { api, expect, type HostInfo, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { pausedNext } from './paused-next.js';
import { shot } from './play-helpers.js';

async function openApp(browser: Browser, host: HostInfo): Promise<Page> {
  await reduceEffects(host);
  const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return page;
}

interface Status {
  role: string;
  invite: string | null;
  lobby: { phase: string; mine: number[]; host: string; seats: { name: string | null; ready: boolean }[] } | null;
}

type Marks = { hover: string | null };
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __mqScene?: { marks(): Marks } }).__mqScene?.marks() ?? null);

test('the host keeps their setup seat; a race under way is listed and watched read-only; a restarted guest and a pausing host get back to the race', async ({ browser }) => {
  test.setTimeout(240_000);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-return-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  let guestApp = hosts[1]!;
  try {
    const a = await openApp(browser, hosts[0]!.info);
    await a.getByTestId('animation-speed').selectOption('0');
    await a.getByTestId('new-game').click();
    await a.getByTestId('seat-name-0').fill('Ada');
    await a.getByTestId('seat-kind-2').selectOption('computer');
    await a.getByTestId('net-host-open').click();
    // the setup's name is the host's; the Port field is drawn as the name field is
    await expect(a.getByTestId('net-host-name')).toHaveValue('Ada');
    const look = (id: string) => a.getByTestId(id).evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.borderRadius, s.borderTopColor, s.backgroundColor, s.minHeight].join(' ');
    });
    expect(await look('net-port')).toBe(await look('net-host-name'));
    await a.getByTestId('net-public').check();
    await a.getByTestId('net-race-name').fill('Friday race');
    await a.getByTestId('net-port').fill('0');
    await a.getByTestId('net-open').click();
    // seated at once, under the setup's name
    await expect(a.getByTestId('net-seat').nth(0)).toContainText('Ada');
    await expect(a.getByTestId('net-seat').nth(0)).toHaveClass(/mine/);
    await expect(a.getByTestId('net-stand')).toBeVisible();
    const hosted = (await api(hosts[0]!.info, 'netStatus', {})) as Status;
    expect(hosted.lobby!.mine).toEqual([0]);

    await api(guestApp.info, 'netJoin', { invite: hosted.invite });
    await api(guestApp.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Ben' } });
    await expect.poll(async () => ((await api(guestApp.info, 'netStatus', {})) as Status).lobby?.mine).toEqual([1]);
    await api(guestApp.info, 'netSend', { type: 'ready', body: { ready: true } });
    await a.getByTestId('net-ready').check();
    await expect(a.getByTestId('net-start')).toBeEnabled({ timeout: 15_000 });
    await a.getByTestId('net-start').click();
    await expect(a.getByTestId('play')).toBeVisible();

    // a third app finds the public race under way nearby and watches it from its row
    const w = await openApp(browser, hosts[2]!.info);
    await w.getByTestId('net-join-open').click();
    await w.getByTestId('net-join-name').fill('Wendy');
    const row = w.getByTestId('net-nearby').getByTestId('net-found').filter({ hasText: 'Friday race' });
    await expect(row.getByTestId('net-found-started')).toHaveText('Race under way', { timeout: 15_000 });
    await expect(row).toContainText('hosted by Ada');
    await expect(row.getByTestId('net-found-join')).toHaveCount(0);
    await shot(w, 'net-return-under-way');
    await row.getByTestId('net-found-watch').click();
    await expect(w.getByTestId('play')).toBeVisible();
    await expect(w.getByTestId('net-watchers')).toHaveText('Watching: Wendy');
    // seen whole at first, and the spaces answer no pointer: nothing looks playable
    await expect(w.getByTestId('play-camera')).toHaveValue('overview');
    const scene = w.locator('[data-scene-ready="true"]');
    await scene.waitFor({ timeout: 20_000 }).catch(() => undefined);
    if ((await scene.count()) > 0) {
      const box = (await w.locator('.board canvas').first().boundingBox())!;
      for (const [fx, fy] of [[0.5, 0.5], [0.4, 0.6], [0.6, 0.4]] as const) {
        await w.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 3 });
        await w.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
        expect((await marks(w))?.hover ?? null).toBeNull();
      }
      // the player's own board does light the space under the pointer (the check above can fail)
      const ab = (await a.locator('.board canvas').first().boundingBox())!;
      let lit = false;
      for (const [fx, fy] of [[0.5, 0.5], [0.4, 0.6], [0.6, 0.4], [0.5, 0.3]] as const) {
        await a.mouse.move(ab.x + ab.width * fx, ab.y + ab.height * fy, { steps: 3 });
        if ((await marks(a))?.hover) lit = true;
      }
      expect(lit).toBe(true);
    }

    // Ben's app dies: Ada's card for him counts down the time he has to come back
    const exited = new Promise((r) => guestApp.child.once('exit', r));
    guestApp.child.kill('SIGKILL');
    await exited;
    const note = a.locator('[data-testid^="note-"]').filter({ hasText: 'left to come back' }).first();
    await expect(note).toHaveText(/^Away: [0-2]:\d\d left to come back$/, { timeout: 15_000 });
    const first = await note.textContent();
    await expect.poll(async () => note.textContent(), { timeout: 5000 }).not.toBe(first);
    await shot(a, 'net-return-away');

    // his app starts again: Home offers his race back, by its name and host
    guestApp = await startHost(dirs[1]!);
    hosts[1] = guestApp;
    const b = await openApp(browser, guestApp.info);
    const place = b.getByTestId('net-place');
    await expect(place).toBeVisible({ timeout: 20_000 });
    await expect(place).toContainText('Friday race');
    await expect(place).toContainText('Hosted by Ada');
    await shot(b, 'net-return-home');
    await b.getByTestId('net-place-back').click();
    await expect(b.getByTestId('play')).toBeVisible({ timeout: 20_000 });
    await expect(b.getByTestId('net-turn')).toBeVisible();
    await expect(note).toHaveCount(0, { timeout: 15_000 });

    // Ada leaves: asked first; "keep racing" changes nothing
    await a.getByTestId('leave-game').click();
    await expect(a.getByTestId('net-pause-ask')).toContainText('The others will wait until you come back');
    await shot(a, 'net-return-pause-ask');
    await a.getByTestId('net-pause-no').click();
    await expect(a.getByTestId('net-pause-ask')).toHaveCount(0);
    await expect(a.getByTestId('play')).toBeVisible();
    await a.getByTestId('leave-game').click();
    await a.getByTestId('net-pause-yes').click();
    // Ada's home offers the paused race; Ben is told it is paused, keeps his seat, and is not sent Home
    await expect(a.getByTestId('net-place')).toContainText('You paused it');
    await expect(b.getByTestId('halted-header')).toHaveText('Paused');
    // who moves next, as the turn order lights them, not the host (pt28)
    await expect(b.getByTestId('halted-why')).toHaveText(await pausedNext(guestApp.info));
    await expect(b.getByTestId('net-home')).toHaveCount(0);
    await shot(b, 'net-return-paused');
    await a.getByTestId('net-place-back').click();
    await expect(a.getByTestId('play')).toBeVisible({ timeout: 20_000 });
    await expect(b.getByTestId('halted-header')).toHaveCount(0, { timeout: 15_000 });
    const again = (await api(hosts[0]!.info, 'netStatus', {})) as Status;
    expect(again.role).toBe('hosting');
    expect(again.lobby!.mine).toEqual([0]);
  } finally {
    await stopHosts(hosts, dirs);
  }
});
