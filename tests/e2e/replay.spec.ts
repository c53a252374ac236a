// The replay viewer end to end: a finished race of three captains (imported), whose end screen shows
// the race chart and opens the replay; stepping, seeking by the chart, by round and to the end each
// show on the board exactly the engine's position at that move (getGameAt); a replay leaves the
// stored game untouched; "play from here" starts a new game at the shown position.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ResponseOf } from '../../electron/api/contract.js';
import { stateHash, type GameState } from '../../engine/index.js';
import { expect, ROOT, test, WANT_SHOTS } from './fixtures.js';
import { shot } from './play-helpers.js';

type Timeline = ResponseOf<'getReplayTimeline'>;
type Position = ResponseOf<'getGameAt'>;
type View = ResponseOf<'getGame'>;

// The page hooks, typed here (the e2e project does not pull in the renderer's global declarations).
interface Hooks {
  __mqScene: { state(): GameState | null };
  __mqReplay: { seq(): number; lastSeq(): number; busy(): boolean; seek(seq: number): Promise<void> };
  __mqPlay: { gameId(): string | null; screen(): string; openEnd(id: string): void };
  __mqTest: { api: Record<string, (req: unknown) => Promise<{ ok: boolean; value?: unknown; code?: string }>> };
}

async function call<T>(page: Page, name: string, req: unknown): Promise<T> {
  const r = await page.evaluate(([n, q]) => (window as unknown as Hooks).__mqTest.api[n as string]!(q), [name, req] as const);
  if (!r.ok) throw new Error(`${name} refused: ${r.code}`);
  return r.value as T;
}

async function waitShown(page: Page, seq: number): Promise<void> {
  await expect(page.getByTestId('replay')).toHaveAttribute('data-seq', String(seq), { timeout: 15_000 });
  await expect(page.getByTestId('replay')).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
}

/** The board shows the engine's position at `seq`: same state hash, same boats where they are. */
async function expectBoardAt(page: Page, gameId: string, seq: number): Promise<Position> {
  await waitShown(page, seq);
  const engine = await call<Position>(page, 'getGameAt', { gameId, seq });
  const scene = await page.evaluate(() => (window as unknown as Hooks).__mqScene.state());
  expect(scene).not.toBeNull();
  expect(scene!.seq).toBe(seq);
  expect(scene!.boats.map((b) => [b.id, b.pos, b.heading, b.place])).toEqual(engine.state.boats.map((b) => [b.id, b.pos, b.heading, b.place]));
  expect(scene!.river.length).toBe(engine.state.river.length);
  expect(stateHash(scene!)).toBe(stateHash(engine.state));
  // The boat cards show the same position (speed dial of every racing boat).
  for (const b of engine.state.boats) await expect(page.getByTestId('replay-boats').getByTestId(`boat-${b.id}`)).toBeVisible();
  // The log's highlighted line is the move this position belongs to: the first line at or after it
  // (a step of a move under way lights that move, as the caption tells it: replay-caption.test.ts).
  const current = page.getByTestId('replay-log').locator('[aria-current="step"]');
  if (seq > 0 && (await current.count()) > 0 && (await current.getAttribute('data-round')) !== null) {
    // a round's start (a round jump) lights that round's line, at the position shown
    expect(Number(await current.getAttribute('data-seq'))).toBe(seq);
  } else if (seq > 0 && (await current.count()) > 0) {
    const at = Number(await current.getAttribute('data-seq'));
    const before = await current.evaluate((li) => Number(li.previousElementSibling?.getAttribute('data-seq') ?? -1));
    const after = await current.evaluate((li) => li.nextElementSibling !== null);
    expect(before).toBeLessThan(seq);
    if (after) expect(at).toBeGreaterThanOrEqual(seq);
  }
  return engine;
}

test('replay a finished race: step, seek, play from here; the stored game never changes', async ({ app, pageErrors }) => {
  test.setTimeout(420_000);
  const page = app;
  // A finished race of three captains, imported, its end screen opened as at the end of a race
  // (the race itself, to its end screen: computer-race.spec.ts and modes.spec.ts).
  const text = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');
  const gameId = (await call<{ id: string }>(page, 'importGame', { text })).id;
  await page.evaluate((id) => (window as unknown as Hooks).__mqPlay.openEnd(id), gameId);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
  const before = await call<View>(page, 'getGame', { gameId });
  expect(before.status).toBe('over');
  const tl = await call<Timeline>(page, 'getReplayTimeline', { gameId });

  // The end screen's race chart: one point per round and the finish.
  const endChart = page.getByTestId('end-screen').getByTestId('race-chart');
  await expect(endChart).toBeVisible({ timeout: 20_000 });
  await expect(endChart).toHaveAttribute('data-points', String(tl.rounds.length + 1));
  await shot(page, 'replay-00-end-screen', true);

  // A round clicked on the end screen's chart opens the replay there; Back returns to the end screen.
  const second = tl.rounds[1]!;
  await endChart.getByTestId(`chart-round-${second.round}`).click();
  await expectBoardAt(page, gameId, second.seq);
  await page.getByTestId('replay-leave').click();
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('watch-replay').click();
  await expect(page.getByTestId('replay')).toBeVisible({ timeout: 20_000 });
  // It opens where the boats stand at their start docks: after the start order and the first tiles.
  const opening = tl.entries.find((e) => !['startOrder', 'drawTile', 'rollDie', 'rollFinish'].includes(e.action.type))!.seq - 1;
  await expectBoardAt(page, gameId, opening);
  expect(await page.evaluate(() => (window as unknown as Hooks).__mqReplay.lastSeq())).toBe(before.seq);
  await shot(page, 'replay-01-start');

  // Step by step (Shift+←/→: parts of a move, one action each) over the first tile reveal: the tile
  // drawn, then the die that lays it. (←/→ and the buttons go one whole move: replay-moves.test.ts.)
  const draw = tl.entries.find((e) => e.action.type === 'drawTile' && e.seq > (tl.rounds[0]?.seq ?? 0))!;
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), draw.seq - 1);
  const beforeDraw = await expectBoardAt(page, gameId, draw.seq - 1);
  await page.keyboard.press('Shift+ArrowRight');
  await expectBoardAt(page, gameId, draw.seq);
  await expect(page.getByTestId('replay-chance')).toHaveAttribute('data-kind', 'drawTile');
  await expect(page.getByTestId('replay-now')).toContainText('A river tile is drawn');
  await page.keyboard.press('Shift+ArrowRight');
  const rolled = await expectBoardAt(page, gameId, draw.seq + 1);
  await expect(page.getByTestId('replay-chance')).toHaveAttribute('data-kind', 'rollDie');
  const face = rolled.events.find((e) => e.type === 'dieRolled') as { face: string } | undefined;
  expect(face).toBeDefined();
  await expect(page.getByTestId('replay-now')).toContainText(`The die shows ${face!.face}`);
  if (rolled.events.some((e) => e.type === 'tilePlaced')) expect(rolled.state.river.length).toBe(beforeDraw.state.river.length + 1);
  await shot(page, 'replay-02-tile-revealed');
  // ...and back again: the tile is gone from the board.
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  const back = await expectBoardAt(page, gameId, draw.seq - 1);
  expect(back.state.river.length).toBe(beforeDraw.state.river.length);

  // Seek to the middle by clicking the race chart's middle round: the board shows that round's start.
  const mid = tl.rounds[Math.floor(tl.rounds.length / 2)]!;
  await page.getByTestId('replay').getByTestId(`chart-round-${mid.round}`).click();
  const middle = await expectBoardAt(page, gameId, mid.seq);
  expect(middle.state.round).toBe(mid.round);
  // the position where a round starts is also the end of the round before's last move; a jump to the
  // round shows it as the round's start: the header names the round (replay-rounds.spec.ts)
  await expect(page.getByTestId('replay-position')).toHaveText(new RegExp(`· Round ${mid.round}$`));
  await shot(page, 'replay-03-middle');

  // One round forward with PageDown, back with PageUp.
  const nextRound = tl.rounds.find((r) => r.round === mid.round + 1)!;
  await page.keyboard.press('PageDown');
  await expectBoardAt(page, gameId, nextRound.seq);
  await page.keyboard.press('PageUp');
  await expectBoardAt(page, gameId, mid.seq);

  // Playback moves on by itself; space pauses it.
  await page.keyboard.press(' ');
  await expect.poll(() => page.evaluate(() => (window as unknown as Hooks).__mqReplay.seq()), { timeout: 20_000 }).toBeGreaterThan(mid.seq + 2);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-playing', 'false');
  const paused = await page.evaluate(() => (window as unknown as Hooks).__mqReplay.seq());
  await expectBoardAt(page, gameId, paused);

  // To the end: the finished race, every boat in its place.
  await page.keyboard.press('End');
  const end = await expectBoardAt(page, gameId, tl.lastSeq);
  expect(end.state.pending.kind).toBe('over');
  await expect(page.getByTestId('replay-now')).toContainText('The race is over');
  if (WANT_SHOTS) await page.waitForTimeout(800); // the camera's glide to the whole river, for the picture only
  await shot(page, 'replay-04-end');

  // Nothing the viewer did changed the stored game.
  const after = await call<View>(page, 'getGame', { gameId });
  expect([after.seq, after.rev, after.status, after.updatedAt]).toEqual([before.seq, before.rev, before.status, before.updatedAt]);
  expect(stateHash(after.state)).toBe(stateHash(before.state));

  // Play from here, at a decision in the middle of the race: a new game at exactly that position.
  const at = tl.entries.find((e) => e.seq > mid.seq && e.action.type === 'confirm')!.seq;
  await page.evaluate((s) => (window as unknown as Hooks).__mqReplay.seek(s), at);
  const shown = await expectBoardAt(page, gameId, at);
  await page.getByTestId('play-from-here').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as Hooks).__mqPlay.gameId()), { timeout: 20_000 }).not.toBe(gameId);
  const forkId = (await page.evaluate(() => (window as unknown as Hooks).__mqPlay.gameId()))!;
  const games = await call<{ games: { id: string; parent: { id: string; seq: number } | null }[] }>(page, 'listGames', {});
  expect(games.games.find((g) => g.id === forkId)?.parent).toEqual({ id: gameId, seq: at });
  const forkAt = await call<Position>(page, 'getGameAt', { gameId: forkId, seq: at });
  expect(stateHash(forkAt.state)).toBe(stateHash(shown.state));
  const original = await call<View>(page, 'getGame', { gameId });
  expect([original.seq, original.rev, stateHash(original.state)]).toEqual([before.seq, before.rev, stateHash(before.state)]);
  expect(pageErrors).toEqual([]);
});
