// Helpers for the ways-to-play end-to-end tests: set a mode up on the new-game screen, play the
// new decisions (the boat from the shipyard, coal transfers) through their UI, and steer a chosen
// legal turn through the destination list. The state is only read (window.__mqPlay).
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { hexDistance, hexKey, spaceAt, type Action, type Boat, type GameState, type LegalTurn } from '../../engine/index.js';
import { destinations, turnSpeed } from '../../renderer/src/lib/turns.js';
import type { WireView } from '../../renderer/src/lib/api-types.js';
import { playView } from '../../renderer/src/lib/play-view.js';
import { api, expect, hostOf } from './fixtures.js';
import { chooseTurn, destEntry, readView, waitIdle, type TurnGoal } from './play-helpers.js';

export interface SeatSetup {
  name: string;
  kind?: 'human' | 'computer';
  level?: 'easy' | 'medium' | 'hard';
  team?: 0 | 1;
}

export interface ModeSetup {
  seats: SeatSetup[];
  twoBoats?: boolean;
  teams?: boolean;
  blackRose?: boolean;
  seed: number;
  /** The settings' animation speed and computer move delay (default: instant, no pause). */
  animationSpeed?: string;
  moveDelay?: string;
}

/** Fills the new-game screen (from the home screen) for this mode; does not press start. */
export async function setUpMode(page: Page, m: ModeSetup): Promise<void> {
  await page.getByTestId('animation-speed').selectOption(m.animationSpeed ?? '0');
  await page.getByTestId('move-delay').selectOption(m.moveDelay ?? '0');
  await page.getByTestId('new-game').click();
  const seatRows = page.locator('[data-testid^="seat-name-"]');
  while ((await seatRows.count()) < m.seats.length) await page.getByTestId('add-seat').click();
  while ((await seatRows.count()) > m.seats.length) await page.getByTestId(`remove-seat-${(await seatRows.count()) - 1}`).click();
  for (const [i, s] of m.seats.entries()) {
    await page.getByTestId(`seat-name-${i}`).fill(s.name);
    if (s.kind === 'computer') {
      await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
      await page.getByTestId(`seat-level-${i}`).selectOption(s.level ?? 'easy');
    } else await page.getByTestId(`seat-kind-${i}`).selectOption('human'); // the form remembers the last line-up
  }
  if (m.twoBoats) {
    const box = page.getByTestId('mode-two-boats');
    if (!(await box.isChecked())) await box.check();
  }
  if (m.teams) await page.getByTestId('mode-teams').check();
  if (m.teams) for (const [i, s] of m.seats.entries()) if (s.team !== undefined) await page.getByTestId(`seat-team-${i}-${s.team}`).click();
  // (the form remembers the last game's Black Rose: set either way)
  const rose = page.getByTestId('mode-black-rose');
  if (m.blackRose) await rose.check();
  else if (await rose.isChecked()) await rose.uncheck();
  await page.getByTestId('seed').fill(String(m.seed));
}

export async function startGame(page: Page): Promise<void> {
  await expect(page.getByTestId('problems')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 }); // (a new game on a busy machine)
  await waitIdle(page);
}

const NO_TRANSFER = new Set(['blueDock', 'redDock', 'coalDepot', 'sandbank', 'driftwood']);
const transferSpace = (s: GameState, b: { pos: { q: number; r: number } | null }) =>
  !!b.pos && !NO_TRANSFER.has(spaceAt(s.river, b.pos)?.kind ?? 'island');

/** The same side as `b` (team or captain), Black Rose excluded. */
export function sameSide(s: GameState, a: Boat, b: Boat): boolean {
  if (a.owner < 0 || b.owner < 0 || a.id === b.id) return false;
  const ta = s.config.seats[a.owner]?.team;
  return ta === undefined ? a.owner === b.owner : ta === s.config.seats[b.owner]?.team;
}

/** A turn of the mover after which it may pass coal to a boat of its side (none pushed, nothing finished). */
export function transferTurn(v: GameView): LegalTurn | undefined {
  if (v.pending.kind !== 'move') return undefined;
  const s = v.state;
  const mover = s.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
  return v.legalTurns.find((t) => {
    if (t.crash || t.pushed?.length || t.finishes || t.revealsTile) return false;
    const after = { ...mover, pos: t.end.pos, speed: t.end.speed, coal: t.end.coal };
    if (!transferSpace(s, after)) return false;
    return s.boats.some(
      (p) =>
        sameSide(s, mover, p) &&
        p.place === null &&
        transferSpace(s, p) &&
        hexDistance(p.pos!, t.end.pos) === 1 &&
        p.speed === t.end.speed &&
        (after.coal < 6 || p.coal < 6),
    );
  });
}

/** Sails exactly this legal turn through the UI (speed, destination, the right way there), then confirms. */
export async function sailTurn(page: Page, v: GameView, turn: LegalTurn): Promise<void> {
  const speed = turnSpeed(turn, v.state);
  if (!v.state.turn?.speedChosen) await page.getByTestId(`speed-${speed}`).click();
  const dest = destinations(v.legalTurns, v.state, speed).find((d) => d.key === hexKey(turn.end.pos))!;
  const same = (o: LegalTurn) => JSON.stringify([o.path, o.end, o.coalSpent]) === JSON.stringify([turn.path, turn.end, turn.coalSpent]);
  const j = Math.max(0, dest.options.findIndex(same));
  await (await destEntry(page, dest.key)).click();
  if (dest.options.length > 1) await page.getByTestId(`option-${j}`).click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(v.rev));
  await waitIdle(page);
  const mid = await readView(page);
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(mid.rev));
  await waitIdle(page);
}

/** The game as main has it now (not waiting for the screen to catch up). */
export async function mainView(page: Page): Promise<GameView> {
  const gameId = await page.evaluate(() => window.__mqPlay!.gameId()!);
  const host = hostOf(page);
  // straight from the host, as the page's client gets it and makes it a play view (play-view.ts):
  // the page need not search the turns, nor carry them to the test
  if (host) return playView(await api<WireView>(host, 'getGame', { gameId })) as unknown as GameView;
  // (as one JSON string, as readView does: far quicker to carry than the object)
  const text = await page.evaluate(async (id) => {
    const r = await window.__mqTest!.api.getGame({ gameId: id });
    if (!r.ok) throw new Error(r.code);
    return JSON.stringify(r.value);
  }, gameId);
  return JSON.parse(text) as GameView;
}

/**
 * Plays the pending decision straight through the API, as another window of the app would (the
 * screen follows through its feed): the way to the position a test is about, which the turn-by-turn
 * tests play through the UI already. A move: the first legal turn that does not crash; anything
 * else: its first legal action (a transfer pending: none is made).
 */
export async function playByApi(page: Page, v: GameView, goal?: ApiGoal): Promise<void> {
  const actions: Action[] =
    v.pending.kind === 'move'
      ? (goal ? chooseTurn(v, goal) : (v.legalTurns.find((t) => !t.crash) ?? v.legalTurns[0]!)).actions
      : [(goal && steadyHeading(v)) || (v.legalActions.find((a) => a.type === 'skipTransfer') ?? v.legalActions[0]!)];
  // (the whole turn in one request, as the play screen sends a way: a request per step made the host
  // build, check and send a view with every legal turn for each step, and the page take each in)
  const host = hostOf(page);
  if (host) {
    await api(host, 'act', { gameId: v.id, expectSeq: v.rev, actions });
    return;
  }
  await page.evaluate(
    async ({ id, rev, actions }) => {
      const r = await window.__mqTest!.api.act({ gameId: id, expectSeq: rev, actions });
      if (!r.ok) throw new Error(r.code);
    },
    { id: v.id, rev: v.rev, actions },
  );
}

/**
 * How playByApi chooses when given one: the turns and headings playDecision would play through the
 * UI (a push or a passenger first when asked, else steady progress downstream).
 */
export type ApiGoal = Pick<TurnGoal, 'push' | 'passenger'>;

/** Downstream (north) when a heading is to be chosen and that is allowed, as playDecision does. */
function steadyHeading(v: GameView): Action | undefined {
  return v.legalActions.find((a) => 'heading' in a && a.heading === 0 && a.type !== 'enterDock');
}

/**
 * Plays on through the API until `wanted` holds for main's view (at most `maxDecisions`), then
 * waits for the screen to show that position and returns its view. Without a goal: the first
 * legal choice each time; with one, playDecision's choices (chooseTurn).
 */
export async function playByApiUntil(page: Page, wanted: (v: GameView) => boolean, maxDecisions = 80, goal?: ApiGoal): Promise<GameView> {
  for (let i = 0; i <= maxDecisions; i++) {
    const v = await mainView(page);
    if (wanted(v)) {
      await expect(page.getByTestId('play')).toHaveAttribute('data-rev', String(v.rev), { timeout: 20_000 });
      return readView(page);
    }
    if (v.pending.kind === 'over') break;
    await playByApi(page, v, goal);
  }
  throw new Error('the position wanted never came up');
}

/** The pending decision is a computer captain's (its worker plays it). */
export const captainToPlay = (v: GameView) => 'player' in v.pending && v.players[v.pending.player]?.kind === 'computer';

/**
 * As playByApiUntil, in a game with computer captains: the players' decisions go through the API
 * (playDecision's choices), each captain plays its own (waited for by main's revision, which a
 * quick captain passes at once: the page is never waited for at a captain's moment, CI check: it
 * sailed past rev 12 to 31). Returns the screen's view once it shows the position wanted.
 */
export async function playWithCaptainsUntil(page: Page, wanted: (v: GameView) => boolean, maxDecisions = 80): Promise<GameView> {
  for (let i = 0; i <= maxDecisions; i++) {
    const m = await mainView(page);
    if (wanted(m)) {
      await expect(page.getByTestId('play')).toHaveAttribute('data-rev', String(m.rev), { timeout: 20_000 });
      return readView(page);
    }
    if (m.pending.kind === 'over') break;
    if (captainToPlay(m)) {
      await expect.poll(async () => (await mainView(page)).rev, { timeout: 60_000 }).not.toBe(m.rev);
      continue;
    }
    // (the captain may still move between the read and the act: seq/stale, then read again)
    await playByApi(page, m, {}).catch((e: unknown) => {
      if (!String(e).includes('seq/stale')) throw e;
    });
  }
  throw new Error('the position wanted never came up');
}

/**
 * Plays on (through the API) until a move can end alongside a boat of the mover's side with coal
 * to pass; sails that one through the UI and returns the view with the transfer pending.
 */
export async function playToTransfer(page: Page, maxDecisions = 80): Promise<GameView> {
  for (let i = 0; i < maxDecisions; i++) {
    const v = await playByApiUntil(page, (x) => !!transferTurn(x), maxDecisions);
    await sailTurn(page, v, transferTurn(v)!);
    const after = await readView(page);
    if (after.pending.kind === 'transfer') return after;
  }
  throw new Error('no coal transfer came up');
}

/**
 * Past the start headings through the API (downstream where allowed, as playDecision picks them):
 * for tests about what comes after; play.spec.ts and board.spec.ts choose them through the UI.
 */
export async function setOff(page: Page): Promise<GameView> {
  await readView(page); // the game is on the screen
  return playByApiUntil(page, (v) => v.pending.kind !== 'placeBoat', 12, {});
}

/** From the home screen: the default game (its seats as offered) on `seed`, instant animations, start headings chosen. */
export async function startDefaultGame(page: Page, seed: number): Promise<void> {
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 });
  await setOff(page);
}
