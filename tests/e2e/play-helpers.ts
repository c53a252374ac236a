// Drives the play screen through its UI, the way a player would: headings by button or number key,
// speed by button, destination by clicking the river (3D scene) or the destination list, then
// confirm. The game state is read (never written) through window.__mqPlay to choose what to do.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { legalTurns, type Hex, type LegalTurn } from '../../engine/index.js';
import { EXPECT_MS } from './expect-timeout.js';
import { expect, SCREENSHOTS, WANT_SHOTS } from './fixtures.js';

const handOver = { auto: true };
/** Tests of the hot-seat cover itself dismiss it themselves: the helpers leave it alone meanwhile. */
export function leaveHandOver(leave: boolean): void {
  handOver.auto = !leave;
}

/**
 * Waits until `check` holds in the page, checked there every 50 ms. For the waits a walk makes at
 * every move (the screen idle, a new revision): an `expect` on a locator polls from the test at
 * 20, 50, 100, 100 ms and then every 500 ms, so a wait of a second or two ended ~250 ms late on
 * average, several times a move.
 */
export async function waitInPage(page: Page, check: (arg: string) => boolean, what: string, timeout: number, arg = ''): Promise<void> {
  try {
    await page.waitForFunction(check, arg, { polling: 50, timeout });
  } catch (e) {
    throw new Error(`waited ${timeout} ms for ${what}: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** Waits until the play screen shows a revision other than `rev` (a move was taken). */
export async function revAfter(page: Page, rev: number): Promise<void> {
  await waitInPage(page, (r) => document.querySelector('[data-testid="play"]')?.getAttribute('data-rev') !== r, `a revision after ${rev}`, EXPECT_MS, String(rev));
}

/** Waits until the play screen is idle; a hot-seat hand-over cover is dismissed, as the next player would. */
export async function waitIdle(page: Page): Promise<void> {
  // (computer captains think between human turns: slow on a busy machine)
  await waitInPage(page, () => document.querySelector('[data-testid="play"]')?.getAttribute('data-idle') === 'true', 'the play screen idle', 60_000);
  const start = page.getByTestId('hand-over-start');
  if (handOver.auto && (await start.isVisible())) {
    await start.click();
    await expect(start).toHaveCount(0);
  }
}

/**
 * The destination list's entry for a space (key "q,r"): a long list folds after its first entries
 * (the furthest down the river), so the folded part is opened when the entry is in it.
 */
export async function destEntry(page: Page, key: string): Promise<Locator> {
  const entry = page.locator(`[data-testid^="dest-"][data-hex="${key}"]`);
  const more = page.getByTestId('dest-more');
  if ((await entry.count()) === 0 && (await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  return entry;
}

/** The game as the screen shows it, once the screen is idle (loaded, nothing in flight). */
export async function readView(page: Page): Promise<GameView> {
  await waitIdle(page);
  const v = await screenView(page);
  if (!v) throw new Error('no game view on screen');
  return v;
}

/**
 * The game view the screen holds now (null before it has one), without waiting for it to be idle.
 * As one JSON string, without its legal turns, which are searched again here from its state with the
 * engine the page used (as the page does from what the host sends, renderer/src/lib/play-view.ts):
 * a view's thousands of turns are 0.3-2 MB of JSON, and carrying them from the page through the
 * browser to the test at every read took more CPU than the page's work. The page's count and first
 * turn are compared: a screen that ever held other turns than the search gives has them carried.
 */
export async function screenView(page: Page): Promise<GameView | null> {
  const text = await page.evaluate(() => {
    const v = (window.__mqPlay?.view() ?? null) as { legalTurns: unknown[] } | null;
    if (!v) return 'null';
    return JSON.stringify({ ...v, legalTurns: [], turnCount: v.legalTurns.length, firstTurn: JSON.stringify(v.legalTurns[0] ?? null) });
  });
  const read = JSON.parse(text) as (GameView & { turnCount: number; firstTurn: string }) | null;
  if (!read) return null;
  const { turnCount, firstTurn, ...view } = read;
  if (turnCount === 0) return view;
  const turns = legalTurns(view.state);
  if (turns.length === turnCount && JSON.stringify(turns[0]) === firstTurn) return { ...view, legalTurns: turns };
  return JSON.parse(await page.evaluate(() => JSON.stringify(window.__mqPlay?.view() ?? null))) as GameView | null;
}

/**
 * Waits for the page to draw `n` more frames: after a resize or a change of words, the layout and
 * what measures itself from it (a ResizeObserver, a state set for the next frame) are done by then.
 * A state to wait for, where a fixed pause would guess at the machine's speed.
 */
export async function nextFrames(page: Page, n = 3): Promise<void> {
  await page.evaluate(
    (k) =>
      new Promise<void>((done) => {
        const step = (left: number): void => void (left > 0 ? requestAnimationFrame(() => step(left - 1)) : done());
        step(k);
      }),
    n,
  );
}

/** A screenshot to look at, written with MQ_SHOTS=1 only (fixtures.ts). */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!WANT_SHOTS) return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** How many boat cards their scrolling box cuts (a card is shown whole or scrolled away, never sliced). */
export function cardsCut(page: Page): Promise<number> {
  return page.getByTestId('boat-cards').evaluate((box) => {
    const b = box.getBoundingClientRect();
    const rs = [...box.querySelectorAll('li.card')].map((c) => c.getBoundingClientRect());
    return rs.filter((r) => r.bottom > b.top + 1 && r.top < b.bottom - 1 && (r.top < b.top - 1 || r.bottom > b.bottom + 1)).length;
  });
}

const key = (h: Hex) => `${h.q},${h.r}`;

function speedOf(turn: LegalTurn, v: GameView): number {
  const a = turn.actions.find((x) => x.type === 'speed');
  if (a && a.type === 'speed') return a.speed;
  return v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!.speed;
}

export interface TurnGoal {
  /** Prefer a turn that pushes another boat. */
  push?: boolean;
  /** Prefer a turn that takes a passenger. */
  passenger?: boolean;
  /** Click the destination on the 3D river instead of the list. */
  viaScene?: boolean;
  /** Use the keyboard (speed digit, Tab to the destination, Enter, Enter). */
  viaKeyboard?: boolean;
}

/** The turn playDecision plays for a pending move: one that meets the goal, else a steady one. */
export function chooseTurn(v: GameView, goal: Pick<TurnGoal, 'push' | 'passenger'> = {}): LegalTurn {
  const boat = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
  const turns = v.legalTurns.filter((t) => !t.crash);
  return (
    (goal.passenger && turns.find((t) => t.end.passengers > boat.passengers)) ||
    (goal.push && turns.find((t) => (t.pushed?.length ?? 0) > 0)) ||
    // Otherwise sail as far as a free speed change allows, spending as little coal as possible
    // (a crew that burns all its coal ends up crashing) and never faster than 4.
    [...turns]
      .filter((t) => Math.abs(speedOf(t, v) - boat.speed) <= 1 && speedOf(t, v) <= Math.max(4, boat.speed - 1))
      .sort((a, b) => a.coalSpent - b.coalSpent || b.path.length - a.path.length)[0] ||
    [...turns].sort((a, b) => a.coalSpent - b.coalSpent)[0] ||
    v.legalTurns[0]!
  );
}

export interface TurnDone {
  kind: string;
  pushed: boolean;
  passenger: boolean;
}

/** Plays the pending decision of the current player; returns what it was. */
export async function playDecision(page: Page, goal: TurnGoal = {}): Promise<TurnDone> {
  await waitIdle(page);
  const v = await readView(page);
  const kind = v.pending.kind;
  const rev = v.rev;
  if (kind === 'placeBoat' || kind === 'reorient' || kind === 'depart') {
    const allowed = v.legalActions.flatMap((a) => ('heading' in a ? [a.heading] : []));
    // Point downstream (north) when allowed: it keeps the race moving.
    const h = allowed.includes(0) ? 0 : allowed[0]!;
    // the line above the buttons fits the decision: a pushed boat is turned, it does not set off
    // (in the four languages; the pseudo-locale's accents are left out)
    if (['en', 'fr', 'it', 'ru'].includes((await page.locator('html').getAttribute('lang')) ?? '')) {
      const setOff = /set off|partez|parti\b|отплывайте/;
      if (kind === 'reorient') await expect(page.getByTestId('heading-hint')).not.toContainText(setOff);
      else await expect(page.getByTestId('heading-hint')).toContainText(setOff);
    }
    // the first pick previews the heading on the board, the second sets off
    if (goal.viaKeyboard) {
      await page.keyboard.press(String(h + 1));
      await page.keyboard.press(String(h + 1));
    } else {
      await page.getByTestId(`heading-${h}`).click();
      await page.getByTestId(`heading-${h}`).click();
    }
    await revAfter(page, rev);
    return { kind, pushed: false, passenger: false };
  }
  if (kind !== 'move') throw new Error(`unexpected decision ${kind}`);
  const boat = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
  const wantPassenger = (t: LegalTurn) => t.end.passengers > boat.passengers;
  const wantPush = (t: LegalTurn) => (t.pushed?.length ?? 0) > 0;
  const chosen = chooseTurn(v, goal);
  const speed = speedOf(chosen, v);
  // With only crash outcomes left there is no speed to choose: the crash is the one destination.
  if (!v.state.turn?.speedChosen && !chosen.crash) {
    if (goal.viaKeyboard) await page.keyboard.press(String(speed));
    else await page.getByTestId(`speed-${speed}`).click();
    await expect(page.getByTestId(`speed-${speed}`)).toHaveAttribute('aria-checked', 'true');
  }
  const dest = await destEntry(page, key(chosen.end.pos));
  await expect(dest).toBeVisible();
  if (goal.viaScene) {
    await expect(page.locator('[data-scene-ready="true"]')).toBeVisible();
    // R1's scene hook (typed in its own files): screen coordinates of a hex, for a real click.
    type SceneHook = { hexToScreen(h: Hex): { x: number; y: number } };
    const at = await page.evaluate((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h), chosen.end.pos);
    await page.mouse.click(at.x, at.y);
  } else if (goal.viaKeyboard) {
    await dest.focus();
    await page.keyboard.press('Enter');
  } else {
    await dest.click();
  }
  // One click plays the cheapest way there; the other ways that matter are offered until confirmed:
  // take the one that pushes or picks up a passenger when that is the goal.
  // (a way with nothing to send before Confirm, a crash where the boat stands, changes no revision:
  // Confirm is then what shows it was taken)
  const sends = chosen.actions.filter((a, i) => a.type !== 'confirm' || i < chosen.actions.length - 1).length > 0;
  const moved = async () => (sends ? revAfter(page, rev) : expect(page.locator('[data-testid="confirm"]:enabled')).toBeVisible());
  await moved();
  await waitIdle(page);
  const want = goal.passenger && wantPassenger(chosen) ? 'passenger' : goal.push && wantPush(chosen) ? 'push' : null;
  const option = want ? page.locator(`[data-testid^="option-"][data-${want}="true"]`).first() : null;
  if (option && (await option.count()) && (await option.getAttribute('aria-pressed')) !== 'true') {
    if (goal.viaKeyboard) {
      await option.focus();
      await page.keyboard.press('Enter');
    } else await option.click();
  }
  await moved();
  await waitIdle(page);
  const mid = await readView(page);
  const pushed = mid.state.turn?.pushed.length ? true : false;
  if (!mid.legalActions.some((a) => a.type === 'confirm')) throw new Error('turn did not reach confirm');
  const revBefore = mid.rev;
  if (goal.viaKeyboard) {
    await page.locator('body').focus();
    await page.keyboard.press('Enter');
  } else await page.getByTestId('confirm').click();
  await revAfter(page, revBefore);
  // Passengers come aboard when the move ends (at confirm).
  const after = (await readView(page)).state.boats.find((b) => b.id === boat.id)!;
  return { kind, pushed, passenger: after.passengers > boat.passengers };
}

declare global {
  interface Window {
    __mqPlay?: { view(): unknown; screen(): string; gameId(): string | null };
  }
}
