// Playing with friends, during the race (issue 17): the turn timer's time left on the play screen, a
// guest's quick message as a bubble by their boat card and a line of the room's log ("At the table"),
// the host's own quick message reaching the guest's app, and on the host's page only as "You: …" in
// the log (play-test: "Your turn!" popped up on its sender's screen as if it were theirs). The
// guest's 40-character name reads whole in the log in French at 1024x700, wrapped between words
// (play-test: "Autour de la table Alic…"). There too the notes over the board are one column on its
// left (pt27 #8: they piled over its left third), none over another nor over the boat to move, the
// bubble just over the table's box that names its sender (it floated between board and panel), and
// no bank name under them (issue 17 #11: a chat line over "rive gauche"). The guest's app has no
// page (its API only); the timer is set through the API (the host's form gets TurnTimerSetting
// beside the grace time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { shot } from './play-helpers.js';
import type { Page } from '@playwright/test';

type Box = { left: number; top: number; right: number; bottom: number };
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The notes over the board, the quick messages' chips, the bank names and the boat to move (its space's middle), as drawn now. */
function overBoard(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const of = (sel: string) => [...document.querySelectorAll(sel)].map((e) => ({ id: e.getAttribute('data-testid') ?? e.className, box: box(e) }));
    type View = { state: { pending: { boat?: string }; boats: { id: string; pos: { q: number; r: number } | null }[] } };
    const v = (window as unknown as { __mqPlay: { view(): View } }).__mqPlay.view();
    const pos = v.state.boats.find((x) => x.id === v.state.pending.boat)?.pos ?? null;
    const scene = (window as unknown as { __mqScene: { hexToScreen(h: { q: number; r: number }): { x: number; y: number } } }).__mqScene;
    return {
      notes: of('[data-testid="net-turn"], [data-testid^="net-quick-"], [data-testid="net-bubble"], [data-testid="net-room-log"]'),
      banks: of('[data-testid^="bank-"]'),
      mover: pos ? scene.hexToScreen(pos) : null,
      board: box(document.querySelector('.main > .board')!),
    };
  });
}

/** 40 characters, several words: it wraps, never breaks inside a word. */
const BEN = 'Bartholomew Jonathan Montgomery Ashworth';

test('the turn timer, quick messages as bubbles and the room’s log', async ({ browser }) => {
  test.setTimeout(120_000);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-table-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const [hostApp, guestApp] = hosts;
  try {
    const hosted = (await api(hostApp!.info, 'netHost', { seats: 2, port: 0, turnSeconds: 120, turnLevel: 'easy' })) as { invite: string };
    await api(guestApp!.info, 'netJoin', { invite: hosted.invite });
    await api(guestApp!.info, 'netSend', { type: 'takeSeat', body: { seat: 1, name: BEN } });
    await api(guestApp!.info, 'netSend', { type: 'ready', body: { ready: true } });
    await reduceEffects(hostApp!.info);
    const a = await newAppPage(browser, { viewport: { width: 1280, height: 800 } });
    await a.goto(hostApp!.info.url);
    await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
    await a.getByTestId('new-game').click();
    await a.getByTestId('net-host-open').click();
    await a.getByTestId('net-name').fill('Ada');
    await a.getByTestId('net-seat').nth(0).getByTestId('net-take').click();
    await a.getByTestId('net-ready').check();
    await a.getByTestId('net-start').click();
    await expect(a.getByTestId('play')).toBeVisible();

    // whoever decides first, the turn line counts their time down from 2:00
    await expect(a.getByTestId('net-clock')).toHaveText(/^(2:00|1:[0-5]\d) left$/, { timeout: 15_000 });

    await api(guestApp!.info, 'netSend', { type: 'quick', body: { id: 'goodRace' } });
    await expect(a.getByTestId('net-bubble')).toHaveText('Good race!');
    await expect(a.getByTestId('net-room-log')).toContainText(`${BEN}: Good race!`);
    await shot(a, 'net-table-bubble');
    // the bubble sits on the board, left of the boat cards (over the table's box: checked below)
    const bubble = (await a.getByTestId('net-bubble').boundingBox())!;
    const cards = await a.locator('[data-testid^="boat-"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(cards.some((left) => bubble.x + bubble.width <= left)).toBe(true);
    await expect(a.getByTestId('net-bubble')).toHaveCount(0, { timeout: 8000 });

    await a.getByTestId('net-quick-open').click();
    await shot(a, 'net-table-quick');
    await a.getByTestId('net-quick-thanks').click();
    // said as sent, with no bubble on the sender's own screen (the bubble comes with the same update as the line)
    await expect(a.getByTestId('net-room-log')).toContainText('You: Thanks');
    await expect(a.getByTestId('net-bubble')).toHaveCount(0);
    await expect
      .poll(async () => ((await api(guestApp!.info, 'netStatus', {})) as { notes: { name: string; id?: string }[] }).notes.map((n) => `${n.name}:${n.id}`))
      .toEqual([`${BEN}:goodRace`, 'Ada:thanks']);

    // French at 1024x700: the log's newest line names the guest whole, wrapped between words
    await a.setViewportSize({ width: 1024, height: 700 });
    await a.getByTestId('play-language').selectOption('fr');
    await expect(a.locator('html')).toHaveAttribute('lang', 'fr');
    await api(guestApp!.info, 'netSend', { type: 'quick', body: { id: 'yourTurn' } });
    const newest = a.getByTestId('net-room-log').locator('.log-newest');
    await expect(newest).toHaveText(`${BEN}\u00a0: À toi !`);
    await a.getByTestId('net-quick-open').click();
    await expect(a.getByTestId('net-bubble')).toHaveText('À toi\u00a0!');
    const seen = await overBoard(a);
    await shot(a, 'net-table-column-fr-1024');
    const over = seen.notes.flatMap((x, i) => seen.notes.slice(i + 1).filter((y) => meet(x.box, y.box)).map((y) => `${x.id} × ${y.id}`));
    expect(over, 'one column, none over another').toEqual([]);
    const said = seen.notes.find((n) => n.id === 'net-bubble')!.box;
    const table = seen.notes.find((n) => n.id === 'net-room-log')!.box;
    // just over the table's box, on its left part (before: by the boat cards, ~250 px right of it)
    expect(table.top - said.bottom).toBeGreaterThanOrEqual(0);
    expect(table.top - said.bottom).toBeLessThan(12);
    expect(said.left).toBeGreaterThanOrEqual(table.left);
    expect(said.left).toBeLessThan(table.right);
    for (const n of seen.notes) expect(n.box.bottom, n.id).toBeLessThanOrEqual(seen.board.bottom);
    expect(seen.mover).not.toBeNull();
    const boat = { left: seen.mover!.x - 20, right: seen.mover!.x + 20, top: seen.mover!.y - 20, bottom: seen.mover!.y + 20 };
    expect(seen.notes.filter((n) => meet(n.box, boat)).map((n) => n.id), 'over the boat to move').toEqual([]);
    expect(seen.banks.flatMap((b) => seen.notes.filter((n) => meet(b.box, n.box)).map((n) => `${b.id} under ${n.id}`))).toEqual([]);
    await a.getByTestId('net-quick-open').click();
    const fit = await newest.evaluate((el) => {
      const box = el.closest('section')!.getBoundingClientRect();
      const text = el.firstChild!;
      const words: string[] = [];
      // each word's pieces: more than one rectangle is a word broken across lines
      for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
        const r = document.createRange();
        r.setStart(text, m.index);
        r.setEnd(text, m.index + m[0].length);
        const rects = [...r.getClientRects()].filter((x) => x.width > 0);
        if (rects.length !== 1 || rects[0]!.right > box.right + 1) words.push(m[0]);
      }
      return { cut: el.scrollWidth > el.clientWidth + 1, broken: words };
    });
    expect(fit).toEqual({ cut: false, broken: [] });
    // under the pointer the table's box stays one box: no lighter box inside it (pt28: the app's button hover)
    await a.getByTestId('net-room-log-toggle').hover();
    expect(await a.getByTestId('net-room-log-toggle').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await shot(a, 'net-table-log-fr-1024');
    await a.getByTestId('play-language').selectOption('en');

    // the guest's app dies with a turn timer set: the words say the timer plays his turn (the race does not wait)
    const exited = new Promise((r) => guestApp!.child.once('exit', r));
    guestApp!.child.kill('SIGKILL');
    await exited;
    await expect(a.getByTestId('net-away')).toContainText(`${BEN} is away: when their time runs out, a computer captain plays their turn.`, { timeout: 15_000 });
    await expect(a.locator('[data-testid^="note-"]').first()).toHaveText('Away: the timer plays the turn');
  } finally {
    await stopHosts(hosts, dirs);
  }
});
