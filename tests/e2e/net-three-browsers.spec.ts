// Issue 17's end-to-end race: three players, each with their own app (its own process and user-data
// folder, as three friends' computers) and their own browser context. One hosts the short river
// from the new-game screen, two join with the invite through the screens, take seats and say they
// are ready; the host starts. Each page then plays only its own seat, through the play screen as a
// player does (speed, a lit space in the list, its first way, Confirm; headings by their buttons),
// until the race ends and each page opens its results (the same places on all three). Then the race
// is in every library and the three stored records replay to one final hash; a guest's library
// lists it as brought in.
// The turn is chosen with the quick random player of the CLI (it heads for passengers and the
// finish, so a race of the short river lasts some 20-40 rounds) on the page's own view, only read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { eagerTurn } from '../../cli/random-play.js';
import { hexKey, stateHash, type LegalTurn } from '../../engine/index.js';
import { randomInt, seedRng } from '../../engine/rng.js';
import { parseRecord } from '../../engine/record/format.js';
import { replayRecord } from '../../engine/record/replay.js';
import type { GameView } from '../../electron/services/games/schemas.js';
import { turnSpeed } from '../../renderer/src/lib/turns.js';
import { api, expect, type HostInfo, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { destEntry, readView, waitIdle } from './play-helpers.js';

const NAMES = ['Ada', 'Ben', 'Cleo'];
/**
 * How long a move's answer may take: the host's room, then every app's view (on a loaded machine an
 * app can miss the room's pings and reconnect meanwhile: it says "Connection lost, trying again").
 */
const ANSWER_MS = 30_000;

async function openApp(browser: Browser, host: HostInfo): Promise<Page> {
  await reduceEffects(host); // three scenes on one machine: no water moving by itself (fixtures.ts)
  const page = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // moves shown at once, with no pause between them
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  return page;
}

/**
 * What this page waits for: a decision of its own seat (the screen idle, moves offered), or the
 * race's end (the board shows it over). Gated on what the page shows, never on the clock.
 */
async function nextForMe(page: Page): Promise<'mine' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      const v = window.__mqPlay?.view() as { legalActions: unknown[]; status: string } | null;
      const idle = document.querySelector('[data-testid="play"]')?.getAttribute('data-idle') === 'true';
      if (!v || !idle) return false;
      if (v.status === 'over') return 'over';
      return v.legalActions.length > 0 ? 'mine' : false;
    },
    null,
    { polling: 100, timeout: 0 },
  );
  return (await handle.jsonValue()) as 'mine' | 'over';
}

/**
 * One move from the keyboard, as a player may: the speed's number key (none when every way ends in
 * a crash: there is no speed to choose), Enter on the destination's entry in the list (its first,
 * cheapest way), then Enter on Confirm. (Keys, not clicks: a click waits for the button to
 * stand still, a frame or more of three software-drawn scenes each time.)
 */
async function sail(page: Page, v: GameView, turn: LegalTurn): Promise<void> {
  const play = page.getByTestId('play');
  let rev = v.rev;
  // a boat hemmed in has its move set already (it stays, crashed): only Confirm is left
  if (turn.actions[0]?.type !== 'confirm') {
    if (!v.state.turn?.speedChosen && !turn.crash) {
      const speed = turnSpeed(turn, v.state);
      // (a key pressed while the screen is busy, another seat's move coming in, is let go by design:
      // pressed again until the speed is taken; full run, once in three browsers at load 10)
      await expect(async () => {
        await page.keyboard.press(String(speed));
        await expect(page.getByTestId(`speed-${speed}`)).toHaveAttribute('aria-checked', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    }
    await (await destEntry(page, hexKey(turn.end.pos))).press('Enter');
    await expect(play).not.toHaveAttribute('data-rev', String(rev), { timeout: ANSWER_MS });
    await waitIdle(page);
    const mid = await readView(page);
    if (!mid.legalActions.some((a) => a.type === 'confirm')) throw new Error(`no Confirm after sailing to ${hexKey(turn.end.pos)}`);
    rev = mid.rev;
  }
  await page.getByTestId('confirm').press('Enter');
  await expect(play).not.toHaveAttribute('data-rev', String(rev), { timeout: ANSWER_MS });
}

/**
 * Plays this page's seat until the race ends, each decision through the play screen's controls,
 * then opens the results (the end screen shows this app's library copy, once it has it).
 */
async function playSeat(page: Page, seed: number): Promise<number> {
  let rng = seedRng(seed);
  const choose = <T,>(items: readonly T[]): T => {
    const [i, next] = randomInt(rng, items.length);
    rng = next;
    return items[i]!;
  };
  let decisions = 0;
  while ((await nextForMe(page)) === 'mine') {
    const v: GameView = await readView(page);
    if (v.legalActions.length === 0) continue; // another seat decides now (a view arrived meanwhile)
    const kind = v.pending.kind;
    if (kind === 'move') {
      // (the screen's state is already the client's playable one: no generator, the stack as a set)
      // no crash when the boat can help it (the quick player may pick any turn once in a while)
      const safe = v.legalTurns.filter((t) => !t.crash);
      const turn = eagerTurn(v.state, (v.pending as { boat: string }).boat, safe.length ? safe : v.legalTurns, choose);
      await sail(page, v, turn);
    } else if (kind === 'depart' || kind === 'reorient' || kind === 'placeBoat') {
      // a heading: downstream where allowed; the first pick shows it on the board, the second sets it
      const headings = v.legalActions.flatMap((a) => ('heading' in a ? [a.heading] : []));
      const h = headings.includes(0) ? 0 : headings[0]!;
      await page.getByTestId(`heading-${h}`).click();
      await page.getByTestId(`heading-${h}`).click();
      await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev), { timeout: ANSWER_MS });
      await waitIdle(page);
    } else throw new Error(`a decision this race should not ask for: ${kind}`);
    decisions++;
  }
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: ANSWER_MS });
  return decisions;
}

// No trace: it would keep a snapshot of three pages at each of several hundred steps (a failure
// still leaves each page's screenshot and the error's context).
test.use({ trace: 'off' });

test('three players in three browsers race the short river to the end through the screens: one final hash in every library', async ({ browser }) => {
  // (a few minutes on a quiet machine; at a load of 30-50 on 2 cores a race took over ten)
  test.setTimeout(1_200_000);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-3b-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const apps = hosts.map((h) => h.info);
  try {
    const pages = await Promise.all(apps.map((h) => openApp(browser, h)));
    const [a, b, c] = pages as [Page, Page, Page];
    // the host: a new game of three players on the shortest river offered, hosted on this network
    await a.getByTestId('new-game').click();
    const seatRows = a.locator('[data-testid^="seat-name-"]');
    while ((await seatRows.count()) < 3) await a.getByTestId('add-seat').click();
    while ((await seatRows.count()) > 3) await a.getByTestId(`remove-seat-${(await seatRows.count()) - 1}`).click();
    for (const i of [0, 1, 2]) await a.getByTestId(`seat-kind-${i}`).selectOption('human');
    await a.getByTestId('seat-name-0').fill(NAMES[0]!);
    const length = a.getByTestId('river-length');
    const shortest = await length.locator('option').first().getAttribute('value');
    await length.selectOption(shortest!);
    await a.getByTestId('net-host-open').click();
    await a.getByTestId('net-port').fill('0');
    await a.getByTestId('net-open').click();
    const invite = (await a.getByTestId('net-invite-text').textContent())!.trim();
    // the guests join with the invite and take a seat each; everyone says they are ready
    for (const g of [b, c]) {
      await g.getByTestId('net-join-open').click();
      await g.getByTestId('net-invite-input').fill(invite);
      await g.getByTestId('net-join').click();
      await expect(g.getByTestId('net-seats')).toBeVisible();
    }
    for (const [i, p] of pages.entries()) {
      if (i > 0) {
        await p.getByTestId('net-name').fill(NAMES[i]!);
        await p.getByTestId('net-seat').nth(i).getByTestId('net-take').click();
      }
      await expect(p.getByTestId('net-seat').nth(i)).toHaveClass(/mine/);
      await p.getByTestId('net-ready').check();
    }
    await expect(a.getByTestId('net-seat')).toHaveText([/Ada/, /Ben/, /Cleo/]);
    await a.getByTestId('net-start').click();
    for (const p of pages) await expect(p.getByTestId('play')).toBeVisible({ timeout: 30_000 });
    expect((await readView(a)).state.config.riverTiles).toHaveLength(Number(shortest) - 1);

    // each page plays its own seat to the end; every page ends on the end screen
    const decisions = await Promise.all(pages.map((p, i) => playSeat(p, 501 + i)));
    for (const n of decisions) expect(n).toBeGreaterThan(5);
    // the three end screens give the same places, each of the three players once
    // (each page's list read once it is drawn: a page may reach its end screen a moment later)
    for (const p of pages) await expect(p.getByTestId('places').locator('li')).toHaveCount(3, { timeout: 30_000 });
    const places = await Promise.all(pages.map((p) => p.getByTestId('places').locator('li').allTextContents()));
    expect(places[0]).toHaveLength(3);
    for (const name of NAMES) expect(places[0]!.filter((line) => line.includes(name))).toHaveLength(1);
    expect(places[1]).toEqual(places[0]);
    expect(places[2]).toEqual(places[0]);

    // every library has the race, and the three records replay to one final position
    const hashes: string[] = [];
    for (const app of apps) {
      const s = await api<{ libraryGameId: string | null }>(app, 'netStatus', {});
      expect(s.libraryGameId).toBeTruthy();
      const record = await api<{ text: string }>(app, 'exportGame', { gameId: s.libraryGameId });
      const final = replayRecord(parseRecord(record.text));
      expect(final.pending.kind).toBe('over');
      hashes.push(stateHash(final));
    }
    expect(new Set(hashes).size).toBe(1);
    // a guest's library lists the race, brought in from the host's record
    await b.getByRole('button', { name: 'Back to the start' }).click();
    await b.getByTestId('open-library').click();
    const row = b.getByTestId('library-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('lib-imported')).toBeVisible();
  } finally {
    await stopHosts(hosts, dirs);
  }
});
