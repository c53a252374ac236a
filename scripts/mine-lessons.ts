// Finds positions for the tutorial's lessons (issue 16, "Learn to play"): in games among medium
// captains, a position where the boat to move can show one idea of the rules on its own, with no
// other boat near it (except where the lesson is about them). Writes one scenario per lesson
// (goal, par, one solution) to a folder; the shipped lessons (engine/data/lessons/) were picked from
// them and named by hand. Lessons: 1 speed and coal, 2 turning, 3 islands and banks, 4 passengers,
// 5 pushing, 6 the river grows, 7 finishing, 8 advanced tiles.
//   npx tsx scripts/mine-lessons.ts [--out DIR] [--seeds 1-60]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apply, defaultConfig, legalTurns, newGame, sampleChance } from '../engine/index.js';
import { captainRng, chooseActions } from '../engine/captains/index.js';
import { seatSeed } from '../engine/captains/match.js';
import { playTurnOut } from '../engine/captains/challenge-table.js';
import { judgeChallenge, makeChallenge, type ChallengeGoal } from '../engine/challenge.js';
import { hexDistance, hexKey } from '../engine/hex.js';
import { stateToScenario } from '../engine/scenario.js';
import { boardOf, pack, stepK } from '../engine/turn.js';
import type { GameConfig, GameState, LegalTurn, TileId } from '../engine/types.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out/lessons' }, seeds: { type: 'string', default: '1-60' } } });
const [lo, hi] = values.seeds.split('-').map(Number) as [number, number];
mkdirSync(values.out, { recursive: true });

const ALL_B: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];

interface Found {
  state: GameState;
  goal: ChallengeGoal;
  coalLeft: number;
  solution: LegalTurn;
  /** Smaller is simpler: fewer turns to choose from, fewer boats near. */
  score: number;
  note: string;
}
const best = new Map<string, Found>();

function offer(lesson: string, f0: Found) {
  // Simple to read: a fair number of turns to choose from (so the goal is a real choice), a short
  // solution, few turns that meet the goal.
  const f = { ...f0, score: f0.score + Math.abs(legalTurns(f0.state).length - 25) + 3 * f0.solution.actions.length };
  const old = best.get(lesson);
  if (!old || f.score < old.score) best.set(lesson, f);
}

const rotations = (t: LegalTurn) => t.actions.filter((a) => a.type === 'rotate').length;
const speedChange = (t: LegalTurn, from: number) => {
  const a = t.actions.find((x) => x.type === 'speed') as { speed: number } | undefined;
  return a ? Math.abs(a.speed - from) : 0;
};

/** Turns grouped by the space they end on (quiet: no crash). */
function byEnd(turns: readonly LegalTurn[]): Map<string, LegalTurn[]> {
  const m = new Map<string, LegalTurn[]>();
  for (const t of turns) {
    if (t.crash) continue;
    const k = hexKey(t.end.pos);
    const list = m.get(k) ?? [];
    list.push(t);
    m.set(k, list);
  }
  return m;
}

function cheapest(list: readonly LegalTurn[]): LegalTurn {
  return list.reduce((a, b) => (b.coalSpent < a.coalSpent || (b.coalSpent === a.coalSpent && b.actions.length < a.actions.length) ? b : a));
}

function examine(s: GameState, mode: string) {
  const p = s.pending;
  if (p.kind !== 'move' || !s.turn || s.turn.speedChosen || s.turn.path.length > 1) return;
  const boat = s.boats.find((b) => b.id === p.boat)!;
  if (boat.owner < 0 || !boat.pos || boat.lostTurns > 0 || boat.freeDeparture) return;
  const near = s.boats.filter((b) => b.id !== boat.id && b.pos && b.place === null && hexDistance(b.pos, boat.pos!) <= 4).length;
  const turns = legalTurns(s);
  const quiet = turns.filter((t) => !t.crash && !t.pushed?.length && !t.revealsTile);
  const ends = byEnd(quiet);
  const board = boardOf(s.river);
  const judge = (goal: ChallengeGoal, t: LegalTurn) => {
    const after = playTurnOut(s, t.actions);
    return after ? judgeChallenge(makeChallenge(s, goal, null), after).status === 'met' : false;
  };
  const reach = (lesson: string, x: LegalTurn, score: number, note: string) => {
    const goal: ChallengeGoal = { kind: 'reach', pos: x.end.pos };
    if (judge(goal, x)) offer(lesson, { state: s, goal, coalLeft: x.end.coal, solution: x, score, note: `${mode}: ${note}` });
  };
  if (mode === 'base' && near === 0) {
    for (const [, list] of ends) {
      const c = cheapest(list);
      // 1: the space takes a speed change of 2 (1 coal), straight ahead
      if (c.coalSpent === 1 && rotations(c) === 0 && speedChange(c, boat.speed) === 2 && boat.coal >= 3 && list.every((t) => t.coalSpent >= 1))
        reach('1-speed-and-coal', c, list.length, `speed ${boat.speed} to ${c.end.speed}, 1 coal`);
      // 2: the space takes two 60° turns (the second costs 1 coal), speed kept
      if (c.coalSpent === 1 && rotations(c) === 2 && speedChange(c, boat.speed) <= 1 && list.every((t) => t.coalSpent >= 1 && rotations(t) >= 2))
        reach('2-turning', c, list.length, `two turns, 1 coal`);
    }
    // 3: the bow points at an island or bank within reach: straight on is no move at this speed
    const ahead = stepK(pack(boat.pos), boat.heading);
    const kind = board.kind.get(ahead);
    if (kind === undefined || kind === 'island') {
      for (const [, list] of ends) {
        const c = cheapest(list);
        if (c.coalSpent === 0 && rotations(c) === 1 && hexDistance(c.end.pos, boat.pos) >= 2) reach('3-islands-and-banks', c, list.length, `the bow faces ${kind ?? 'the bank'}, one free turn round it`);
      }
    }
    // 4: a passenger: stop on a dock at speed 1 from a faster speed
    const pas = quiet.filter((t) => t.end.passengers > boat.passengers && !t.finishes);
    if (pas.length > 0 && boat.speed >= 2 && pas.length / turns.length <= 0.15) {
      const c = cheapest(pas);
      const goal: ChallengeGoal = { kind: 'passenger' };
      if (judge(goal, c)) offer('4-passengers', { state: s, goal, coalLeft: c.end.coal, solution: c, score: pas.length, note: `base: slow from ${boat.speed} to 1 on a dock` });
    }
    // 7: finishing
    const fin = quiet.filter((t) => t.finishes);
    if (fin.length > 0 && boat.speed >= 2 && fin.length / turns.length <= 0.2) {
      const c = cheapest(fin);
      const goal: ChallengeGoal = { kind: 'finish' };
      if (judge(goal, c)) offer('7-finishing', { state: s, goal, coalLeft: c.end.coal, solution: c, score: fin.length, note: `base: finish at speed 1 with two passengers` });
    }
    // 6: the river grows: a turn into the newest tile reveals the next one
    const grow = turns.filter((t) => t.revealsTile && !t.crash && !t.pushed?.length);
    if (grow.length > 0) {
      const c = cheapest(grow);
      if (c.coalSpent === 0) reach('6-the-river-grows', c, grow.length, `into the newest tile`);
    }
  }
  // 5: pushing: the space can only be reached by pushing a boat out of the way (2 points)
  if (mode === 'base' && near >= 1 && near <= 2) {
    const pushes = byEnd(turns.filter((t) => !t.crash && !t.revealsTile && (t.pushed?.length ?? 0) === 1));
    for (const [k, list] of pushes) {
      if (ends.has(k)) continue; // reachable without a push too
      const c = cheapest(list);
      if (c.coalSpent === 0) reach('5-pushing', c, 10 * near + list.length, `push to get through`);
    }
  }
  // 8: advanced tiles: refill at a coal depot (stop on it at speed 1)
  if (mode === 'b' && near === 0 && boat.coal <= 2) {
    const refill = quiet.filter((t) => board.kind.get(pack(t.end.pos)) === 'coalDepot' && t.end.speed === 1 && t.end.coal === 6);
    if (refill.length > 0) reach('8-advanced-tiles', cheapest(refill), refill.length, `refill at a coal depot with ${boat.coal} coal`);
  }
}

const MODES: { id: string; config: GameConfig }[] = [
  { id: 'base', config: defaultConfig(4) },
  { id: 'b', config: defaultConfig(4, { advanced: ALL_B }) },
];
for (const mode of MODES) {
  for (let seed = lo; seed <= hi; seed++) {
    let s = newGame(mode.config, seed);
    const rngs = [0, 1, 2, 3].map((i) => captainRng(seatSeed(seed, i)));
    while (s.pending.kind !== 'over' && s.round < 120) {
      const p = s.pending;
      if (p.kind === 'chance') {
        s = (apply(s, sampleChance(s)) as { state: GameState }).state;
        continue;
      }
      examine(s, mode.id);
      for (const a of chooseActions('medium', s, {}, rngs[(p as { player: number }).player]!)) s = (apply(s, a) as { state: GameState }).state;
    }
  }
}
for (const [lesson, f] of [...best].sort()) {
  const sc = { ...stateToScenario(f.state, { name: lesson, description: f.note }), goal: f.goal, par: { coalLeft: f.coalLeft }, solution: f.solution.actions };
  writeFileSync(join(values.out, `${lesson}.json`), JSON.stringify(sc, null, 2));
  console.log(lesson, `score ${f.score}`, f.note, JSON.stringify(f.solution.actions));
}
