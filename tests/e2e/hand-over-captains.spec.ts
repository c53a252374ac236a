// Hot seat with computer captains between the humans (play-test of issue 14): what the computers
// did is shown on the board before the "Pass to …" cover comes up, never played behind it; the
// header says "Pass to …" only once the computers' boats stand still, and the decision shown in the
// side panel is always the one its prompt names (play-test: "Choose your speed" above the start
// heading picker, the prompt from the position on the board and the picker from the game ahead).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { leaveHandOver, playDecision, readView, screenView } from './play-helpers.js';
import { setUpMode, startGame } from './play-modes.js';

test.afterEach(() => leaveHandOver(false));

/**
 * Records, at every change of the page: whether the board was still moving while the cover was up;
 * "Pass to …" in the header over a moving board; a prompt above the controls of another decision.
 */
async function watchScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __coverSeen: { busy: string | null }[]; __wrong: string[] };
    w.__coverSeen = [];
    w.__wrong = [];
    const look = () => {
      const busy = document.querySelector('.board')?.getAttribute('aria-busy') ?? null;
      if (document.querySelector('[data-testid="hand-over"]')) w.__coverSeen.push({ busy });
      const header = document.querySelector('[data-testid="banner"] h2')?.textContent ?? '';
      if (busy === 'true' && header.startsWith('Pass to')) w.__wrong.push(`"${header}" over a moving board`);
      const prompt = document.querySelector('[data-testid="prompt"]')?.textContent ?? '';
      const picker = !!document.querySelector('[data-testid="heading-hint"]');
      const speeds = !!document.querySelector('[data-testid="speed-1"]');
      if (prompt.startsWith('Choose your speed') && picker) w.__wrong.push('"Choose your speed" above the heading picker');
      if (/set the heading|points/.test(prompt) && speeds) w.__wrong.push(`"${prompt}" above the speeds`);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/** What watchScreen saw go wrong (each once). */
async function wrongSeen(page: Page): Promise<string[]> {
  return [...new Set(await page.evaluate(() => (window as unknown as { __wrong: string[] }).__wrong))];
}

test('hot seat with computers: the cover comes once the computers’ moves have been shown', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  await setUpMode(page, {
    seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }, { name: 'Ben' }],
    seed: 11,
    animationSpeed: '1',
    moveDelay: '500',
  });
  await startGame(page);
  leaveHandOver(true);
  await watchScreen(page);
  const cover = page.getByTestId('hand-over');
  const idle = () => expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
  let covers = 0;
  let moves = 0;
  for (let i = 0; i < 14 && moves < 4; i++) {
    await idle();
    if (await cover.isVisible()) {
      covers++;
      await page.getByTestId('hand-over-start').click();
      await expect(cover).toHaveCount(0);
      continue;
    }
    const done = await playDecision(page);
    if (done.kind === 'move') moves++;
  }
  expect(covers).toBeGreaterThanOrEqual(3);
  const seen = await page.evaluate(() => (window as unknown as { __coverSeen: { busy: string | null }[] }).__coverSeen);
  expect(seen.length).toBeGreaterThan(0);
  // the cover never stood over a board still showing moves
  expect(seen.filter((s) => s.busy === 'true')).toEqual([]);
  expect(await wrongSeen(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the start of a hot-seat race: the first mover’s speeds come once the last captain has set off (never the captain’s heading picker under "Choose your speed")', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  // seed 7: Ann, then Ben, then the captain set their headings; Ann moves first in round 1
  await setUpMode(page, {
    seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }, { name: 'Ben' }],
    seed: 7,
    animationSpeed: '1',
    moveDelay: '500',
  });
  await startGame(page);
  await watchScreen(page);
  let v = await readView(page);
  for (let i = 0; i < 6 && v.state.round === 0; i++) {
    await playDecision(page);
    v = await readView(page);
  }
  expect(v.state.round).toBe(1);
  expect(v.pending.kind).toBe('move');
  await expect(page.getByTestId('prompt')).toHaveText('Choose your speed');
  await expect(page.getByTestId('speed-1')).toBeVisible();
  expect(await wrongSeen(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

/**
 * Records, in order: the cover coming up or going, the board starting or ending an animation, and
 * the player dismissing the cover; at each cover, whether the board shows the game's position; the
 * next player's speeds or headings offered while the header says "Pass to …" before the cover.
 */
async function recordOrder(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Scene = { state(): { seq: number } | null; sailing(): string | null };
    const w = window as unknown as { __order: string[]; __mqScene?: Scene; __mqPlay?: { view(): { state: { seq: number } } | null } };
    w.__order = [];
    let cover = false;
    let busy = false;
    const look = () => {
      const b = document.querySelector('.board')?.getAttribute('aria-busy') === 'true';
      if (b !== busy) w.__order.push(b ? 'busy' : 'still');
      busy = b;
      const c = !!document.querySelector('[data-testid="hand-over"]');
      // the next player's decision offered before the cover has come (the hand-over is due: the header says so)
      const due = (document.querySelector('[data-testid="whose-turn"]')?.textContent ?? '').startsWith('Pass to');
      if (due && !c && document.querySelector('[data-testid="speed-1"], [data-testid="heading-0"]')) w.__order.push('decision before the cover');
      if (c !== cover) {
        if (c) {
          const shownSeq = w.__mqScene?.state()?.seq;
          const gameSeq = w.__mqPlay?.view()?.state.seq;
          const sailing = w.__mqScene?.sailing() ?? null;
          w.__order.push(shownSeq === gameSeq && sailing === null ? 'cover' : `cover over seq ${shownSeq} of ${gameSeq}, ${sailing ?? 'no boat'} sailing`);
        } else w.__order.push('gone');
      }
      cover = c;
    };
    document.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest('[data-testid="hand-over-start"]')) w.__order.push('dismissed');
    }, true);
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/**
 * The page's events arrive late, as they may in the browser host (events on a WebSocket, answers
 * over HTTP): in a burst of game changes, the third and later are held for 3 s (in order), so a
 * fetch of the game may answer with moves whose events are still on their way.
 */
function lateEvents(): void {
  const Native = window.WebSocket;
  class Late extends Native {
    override set onmessage(fn: ((e: MessageEvent) => void) | null) {
      let last = -1e9;
      let inBurst = 0;
      let releaseAt = 0;
      // (one queue and one timer: timers of the same deadline may fire out of order, and a socket never reorders)
      const queue: { at: number; msg: MessageEvent }[] = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        clearTimeout(timer);
        const now = performance.now();
        while (queue.length && queue[0]!.at <= now) fn?.call(this, queue.shift()!.msg);
        if (queue.length) timer = setTimeout(flush, queue[0]!.at - now);
      };
      super.onmessage = (msg: MessageEvent) => {
        const now = performance.now();
        inBurst = now - last < 250 ? inBurst + 1 : 0;
        last = now;
        const hold = String(msg.data).includes('"gameChanged"') && inBurst >= 2 ? 3000 : 0;
        releaseAt = Math.max(releaseAt, now + hold);
        queue.push({ at: releaseAt, msg });
        flush();
      };
    }
  }
  window.WebSocket = Late;
}

// (the screen waiting for the late events of the move before the hand-over was idle, the next
// player's speeds offered, until the cover came over them: now it is busy and offers nothing)
test('hot seat with a computer between two humans, animations at normal speed, events told late: the cover comes after the computer’s move is shown and stays until dismissed', async ({ page, host, pageErrors }) => {
  test.setTimeout(300_000);
  await page.addInitScript(lateEvents);
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await setUpMode(page, {
    seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }, { name: 'Ben' }],
    seed: 11,
    animationSpeed: '1',
  });
  await startGame(page);
  leaveHandOver(true);
  await recordOrder(page);
  const cover = page.getByTestId('hand-over');
  const idle = () => expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
  let covers = 0;
  let moves = 0;
  for (let i = 0; i < 20 && moves < 6; i++) {
    await idle();
    if (await cover.isVisible()) {
      covers++;
      await page.getByTestId('hand-over-start').click();
      await expect(cover).toHaveCount(0);
      continue;
    }
    const done = await playDecision(page);
    if (done.kind === 'move') moves++;
  }
  expect(covers).toBeGreaterThanOrEqual(3);
  const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
  // each cover shows the position the game is at, with no boat sailing, and is followed by the
  // player's dismissal (never by the board moving, nor by the cover going by itself)
  const wrong = order.flatMap((e, i) => (e.startsWith('cover') && (e !== 'cover' || (order[i + 1] !== undefined && order[i + 1] !== 'dismissed')) ? [`${order.slice(Math.max(0, i - 3), i + 3).join(' > ')}`] : []));
  expect(wrong).toEqual([]);
  expect(order.filter((e) => e === 'decision before the cover')).toEqual([]);
  expect(order.filter((e) => e === 'cover').length).toBeGreaterThanOrEqual(3);
  expect(pageErrors).toEqual([]);
});

/**
 * Records, from before the race starts, when the board started and stopped sailing (with the
 * position it was sailing to) and when the hand-over cover came up (ms, the page's clock).
 */
async function recordStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Scene = { state(): { seq: number } | null };
    const w = window as unknown as { __start: { what: 'busy' | 'still' | 'cover'; at: number; seq: number | null }[]; __mqScene?: Scene };
    w.__start = [];
    let busy = false;
    let cover = false;
    new MutationObserver(() => {
      const seq = w.__mqScene?.state()?.seq ?? null;
      const b = document.querySelector('.board')?.getAttribute('aria-busy') === 'true';
      if (b !== busy) w.__start.push({ what: b ? 'busy' : 'still', at: performance.now(), seq });
      busy = b;
      const c = !!document.querySelector('[data-testid="hand-over"]');
      if (c && !cover) w.__start.push({ what: 'cover', at: performance.now(), seq });
      cover = c;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

for (const early of [false, true]) {
  test(`a new hot-seat race, a captain setting off first${early ? ' before the screen has the race' : ''}: its start heading is sailed and left in sight before "Pass to …" covers the board`, async ({ app, pageErrors }) => {
    test.setTimeout(120_000);
    const page = app;
    // seed 11: Cap sets its heading first, then Ben, then Ann
    await setUpMode(page, {
      seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }, { name: 'Ben' }],
      seed: 11,
      animationSpeed: '1',
      moveDelay: '500',
    });
    if (early) {
      // the screen's first look at the race is answered once the captain has set off (a quick captain on a quiet machine)
      await page.route('**/api/getGame', async (route) => {
        for (;;) {
          const res = await route.fetch();
          const body = (await res.json()) as { ok: boolean; value?: { rev: number } };
          if (!body.ok || (body.value?.rev ?? 0) >= 1) return route.fulfill({ response: res, json: body });
          await new Promise((r) => setTimeout(r, 100));
        }
      });
    }
    await recordStart(page);
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('hand-over')).toBeVisible({ timeout: 60_000 });
    await page.unrouteAll();
    const v = (await screenView(page))! as { state: { seq: number; boats: { id: string; heading: number }[] }; pending: { player: number } };
    expect(v.pending.player).toBe(2); // Ben's start heading is next
    const marks = await page.evaluate(() => (window as unknown as { __start: { what: string; at: number; seq: number | null }[] }).__start);
    const cover = marks.find((m) => m.what === 'cover')!;
    // the board sailed to the captain's start heading (the position the race is at) before the cover...
    const sailed = marks.find((m) => m.what === 'busy' && m.seq === v.state.seq);
    expect(sailed, JSON.stringify(marks)).toBeDefined();
    const stopped = marks.find((m) => m.what === 'still' && m.at >= sailed!.at)!;
    expect(stopped.at).toBeLessThanOrEqual(cover.at);
    // ...at the watch pace, and the cover came once the pause after a computer's move was over
    // (the drop of a boat set on the river, 320 ms at speed 1, sails slower out of the 500 ms pause: 500 ms in all, at least)
    expect(cover.at - sailed!.at).toBeGreaterThanOrEqual(500);
    expect(cover.at - stopped.at).toBeGreaterThanOrEqual(200);
    // under the cover, the board shows the captain's boat at its start heading
    const drawn = await page.evaluate(() => (window as unknown as { __mqScene?: { state(): { boats: { id: string; heading: number }[] } | null } }).__mqScene?.state()?.boats.find((b) => b.id === 'orange')?.heading);
    expect(drawn).toBe(v.state.boats.find((b) => b.id === 'orange')!.heading);
    expect(pageErrors).toEqual([]);
  });
}

// (play-test: "Pass to …" covered one's own move almost as it ended)
test('hot seat at the app’s pace: one’s own move is left in sight a moment after it ends before "Pass to …" covers it', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  const page = app;
  await setUpMode(page, { seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: 11, animationSpeed: '1' });
  await startGame(page);
  leaveHandOver(true);
  await recordStart(page);
  // the camera on every frame: the next player's framing waits for the cover (play-test: the view
  // swung and zoomed in before it)
  await page.evaluate(() => {
    const w = window as unknown as { __cams: { at: number; pose: string }[]; __mqScene: { camera(): { position: unknown; target: unknown } } };
    w.__cams = [];
    const tick = () => {
      const c = w.__mqScene.camera();
      w.__cams.push({ at: performance.now(), pose: JSON.stringify([c.position, c.target]) });
      if (!document.querySelector('[data-testid="hand-over"]')) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // the first player moves the board first (so the next player's framing must move the camera back),
  // sets off (their start heading, through the screen), and the cover is for the second
  const first = await readView(page);
  const board = (await page.locator('[data-scene-ready="true"]').boundingBox())!;
  await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
  await page.mouse.down();
  await page.mouse.move(board.x + board.width / 2 + 150, board.y + board.height / 2, { steps: 6 });
  await page.mouse.up();
  await playDecision(page);
  await expect(page.getByTestId('hand-over')).toBeVisible({ timeout: 30_000 });
  const marks = await page.evaluate(() => (window as unknown as { __start: { what: string; at: number; seq: number | null }[] }).__start);
  const cover = marks.find((m) => m.what === 'cover')!;
  const sailed = marks.find((m) => m.what === 'busy' && (m.seq ?? 0) > first.state.seq);
  expect(sailed, JSON.stringify(marks)).toBeDefined();
  const stopped = marks.find((m) => m.what === 'still' && m.at >= sailed!.at)!;
  expect(stopped.at).toBeLessThanOrEqual(cover.at);
  expect(cover.at - stopped.at, JSON.stringify(marks)).toBeGreaterThanOrEqual(1000);
  const cams = await page.evaluate(() => (window as unknown as { __cams: { at: number; pose: string }[] }).__cams);
  const seen = cams.filter((c) => c.at > stopped.at + 50 && c.at < cover.at);
  expect(new Set(seen.map((c) => c.pose)).size, 'the camera moved while the board was left in sight').toBeLessThanOrEqual(1);
  leaveHandOver(false);
  expect(pageErrors).toEqual([]);
});
