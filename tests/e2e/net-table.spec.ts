// Playing with friends, during the race (issue 17): the turn timer's time left on the play screen, a
// guest's quick message as a bubble by their boat card and a line of the room's log ("At the table"),
// the host's own quick message reaching the guest's app, and on the host's page only as "You: …" in
// the log (play-test: "Your turn!" popped up on its sender's screen as if it were theirs). The
// guest's 40-character name reads whole in the log in French at 1024x700, wrapped between words
// (play-test: "Autour de la table Alic…"). The guest's app has no page (its API only); the timer is
// set through the API (the host's form gets TurnTimerSetting beside the grace time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, expect, newAppPage, reduceEffects, startHost, stopHosts, test } from './fixtures.js';
import { shot } from './play-helpers.js';

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
    // the bubble sits to the left of one of Ben's boat cards
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
