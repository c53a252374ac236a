// The captain worker pool and the driver that plays computer seats through the games service.
import { afterAll, describe, expect, it } from 'vitest';
import { apply, defaultConfig, newGame, sampleChance, type GameState } from '../../engine/index.js';
import { CaptainCancelled, CaptainDriver, CaptainPool, type Chosen, type ChooseInput, type PoolPort } from '../../electron/services/captains/index.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Action } from '../../engine/index.js';
import { players, playThrough, rig } from './games-fixtures.js';

function atFirstMove(seed: number): GameState {
  let s = newGame(defaultConfig(3), seed);
  while (s.pending.kind === 'chance') s = (apply(s, sampleChance(s)) as { state: GameState }).state;
  return s;
}

const pool = new CaptainPool({ size: 1, stopGraceMs: 2000 });
afterAll(() => pool.close());

describe('captain pool (worker threads)', () => {
  it('answers a decision off the main thread with actions the engine accepts', async () => {
    const s = atFirstMove(3);
    expect(s.pending.kind).toBe('placeBoat');
    const { actions } = await pool.choose({ state: s, level: 'medium', seed: 1 });
    expect(actions).toHaveLength(1);
    expect(apply(s, actions[0]!).ok).toBe(true);
  });

  it('same state, seed and node budget give the same move', async () => {
    let s = atFirstMove(4);
    while (s.pending.kind !== 'move') {
      const a = s.pending.kind === 'chance' ? sampleChance(s) : { type: 'placeBoat' as const, heading: 0 as const };
      s = (apply(s, a) as { state: GameState }).state;
    }
    const a = await pool.choose({ state: s, level: 'hard', seed: 9, nodes: 16 });
    const b = await pool.choose({ state: s, level: 'hard', seed: 9, nodes: 16 });
    expect(a.actions).toEqual(b.actions);
    expect(a.actions.at(-1)).toEqual({ type: 'confirm' });
  });

  it('cancels a running search at once and keeps serving', async () => {
    let s = atFirstMove(5);
    while (s.pending.kind !== 'move') {
      const a = s.pending.kind === 'chance' ? sampleChance(s) : { type: 'placeBoat' as const, heading: 0 as const };
      s = (apply(s, a) as { state: GameState }).state;
    }
    const t0 = Date.now();
    // A budget that would run for minutes: only the cancel can end it.
    const p = pool.choose({ state: s, level: 'hard', seed: 1, nodes: 1_000_000, tag: 'g1' });
    setTimeout(() => pool.cancel('g1'), 100);
    await expect(p).rejects.toBeInstanceOf(CaptainCancelled);
    expect(Date.now() - t0).toBeLessThan(2000);
    const next = await pool.choose({ state: s, level: 'easy', seed: 2 });
    expect(next.actions.at(-1)).toEqual({ type: 'confirm' });
  });
});

/** A pool stand-in that runs captains in-process (the driver's logic, without threads). */
async function inlinePool(): Promise<PoolPort & { cancelled: string[] }> {
  const { captainRng, chooseActions } = await import('../../engine/captains/index.js');
  const cancelled: string[] = [];
  return {
    cancelled,
    choose: (i: ChooseInput): Promise<Chosen> =>
      new Promise((resolve) => setTimeout(() => resolve({ actions: chooseActions(i.level, i.state, { nodes: 8 }, captainRng(i.seed)), ms: 0 }), 0)),
    cancel: (tag?: string) => void cancelled.push(tag ?? '*'),
  };
}

describe('captain driver', () => {
  it('plays the computer seats through the games service, turn after turn', async () => {
    const { games, hub } = rig();
    const p = await inlinePool();
    const thinking: string[] = [];
    const driver = new CaptainDriver({ games, hub, pool: p, onThinking: (_id, t) => thinking.push(t ? t.level : '-') });
    driver.start();
    const g = games.newGame({
      players: players(3, ['computer', 'computer', 'computer']).map((x, i) => ({ ...x, level: (['easy', 'medium', 'hard'] as const)[i] })),
      config: defaultConfig(3),
      seed: 21,
    });
    // Two rounds are enough to see every seat move; the whole game is the tournament's job.
    for (let i = 0; i < 4000 && games.getGame(g.id).round < 3; i++) await new Promise((r) => setTimeout(r, 0));
    const end = games.getGame(g.id);
    expect(end.round).toBeGreaterThanOrEqual(3);
    expect(end.state.boats.every((b) => b.pos !== null)).toBe(true);
    expect(thinking).toEqual(expect.arrayContaining(['easy', 'medium', 'hard', '-']));
    driver.stop();
    // Stopped: no further moves are made.
    const seq = games.getGame(g.id).seq;
    await new Promise((r) => setTimeout(r, 20));
    expect(games.getGame(g.id).seq).toBe(seq);
  });

  it('leaves human seats alone and cancels a search when the game changes under it', async () => {
    const { games, hub } = rig();
    const calls: ChooseInput[] = [];
    const cancelled: string[] = [];
    const never: PoolPort = {
      choose: (i) => {
        calls.push(i);
        return new Promise<Chosen>(() => {});
      },
      cancel: (tag) => void cancelled.push(tag ?? '*'),
    };
    const driver = new CaptainDriver({ games, hub, pool: never });
    driver.start();
    const humans = games.newGame({ players: players(3), config: defaultConfig(3), seed: 5 });
    expect(calls).toHaveLength(0);
    expect(driver.isThinking(humans.id)).toBe(false);
    const g = games.newGame({ players: players(3, ['computer', 'human', 'human']), config: defaultConfig(3), seed: 5 });
    const first = games.getGame(g.id);
    if (first.pending.kind !== 'over' && first.pending.kind !== 'chance' && first.pending.player === 0) {
      expect(calls).toHaveLength(1);
      expect(driver.isThinking(g.id)).toBe(true);
      driver.stop();
      expect(cancelled).toContain(g.id);
      expect(driver.isThinking(g.id)).toBe(false);
    } else {
      expect(calls).toHaveLength(0);
    }
  });

  it("stops a lesson's race at its verdict: the pushed boat is turned, then no captain moves", async () => {
    const { games, hub } = rig();
    const p = await inlinePool();
    const driver = new CaptainDriver({ games, hub, pool: p });
    driver.start();
    const text = readFileSync(path.join(import.meta.dirname, '../../engine/data/lessons/5-pushing.json'), 'utf8');
    const start = games.newScenarioGame({ scenario: text, challengeId: 'lesson-5-pushing', playerName: 'Apprentice' });
    const done = playThrough(games, start, (JSON.parse(text) as { solution: Action[] }).solution);
    // the pushed boat's captain turns it: the turn is over and the verdict in
    expect(done.pending.kind).toBe('reorient');
    for (let i = 0; i < 200 && games.getGame(start.id).pending.kind === 'reorient'; i++) await new Promise((r) => setTimeout(r, 0));
    const after = games.getGame(start.id);
    expect(after.challenge).toMatchObject({ status: 'met' });
    expect(after.pending).toMatchObject({ kind: 'move' });
    expect(after.players[(after.pending as { player: number }).player]?.kind).toBe('computer');
    await new Promise((r) => setTimeout(r, 50));
    expect(games.getGame(start.id).seq).toBe(after.seq);
    expect(driver.isThinking(start.id)).toBe(false);
    driver.stop();
  });

  it("stops a challenge's race once it is solved: no captain moves behind the result", async () => {
    const { games, hub } = rig();
    const p = await inlinePool();
    const driver = new CaptainDriver({ games, hub, pool: p });
    driver.start();
    const text = readFileSync(path.join(import.meta.dirname, '../../engine/data/challenges/01-first-pickup.json'), 'utf8');
    const start = games.newScenarioGame({ scenario: text, challengeId: '01-first-pickup', playerName: 'Captain' });
    const done = playThrough(games, start, (JSON.parse(text) as { solution: Action[] }).solution);
    expect(done.challenge).toMatchObject({ status: 'met' });
    expect(driver.isThinking(start.id)).toBe(false);
    // a computer seat is next: it would move at once (the race went on behind the result)
    expect(done.pending).toMatchObject({ kind: 'move' });
    expect(done.players[(done.pending as { player: number }).player]?.kind).toBe('computer');
    await new Promise((r) => setTimeout(r, 50));
    expect(games.getGame(start.id).seq).toBe(done.seq);
    expect(driver.isThinking(start.id)).toBe(false);
    driver.stop();
  });
});
