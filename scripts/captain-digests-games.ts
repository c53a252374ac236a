// The games of scripts/captain-digests.ts (run from its bundle in plain node): prints, as JSON,
// each game's final state hash, action count, action-list hash and CPU seconds.
import { parseArgs } from 'node:util';
import { playMatch } from '../engine/captains/match.js';
import type { Budget, Level } from '../engine/captains/types.js';
import { defaultConfig } from '../engine/config.js';
import { canonicalJson, hashString, stateHash } from '../engine/hash.js';
import type { GameConfig, TileId } from '../engine/types.js';

const ALL_B = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'] as TileId[];
interface Mode {
  id: string;
  config: GameConfig;
  seats: Level[];
  games: number;
  seed: number;
  budget?: Budget;
}
// The modes and mixes of scripts/every-race-ends.ts (its seeds too), a few games each.
const MODES: Mode[] = [
  { id: 'base', config: defaultConfig(4), seats: ['easy', 'medium', 'easy', 'medium'], games: 10, seed: 1_000_000 },
  { id: 'b-tiles', config: defaultConfig(4, { advanced: ALL_B }), seats: ['easy', 'medium', 'easy', 'medium'], games: 10, seed: 1_100_000 },
  { id: 'two-boats-2p', config: defaultConfig(2, { advanced: ALL_B }), seats: ['easy', 'medium'], games: 6, seed: 1_200_000 },
  { id: 'two-boats-3p', config: defaultConfig(3, { advanced: ALL_B, twoBoats: true }), seats: ['easy', 'medium', 'medium'], games: 10, seed: 1_300_000 },
  { id: 'teams', config: defaultConfig(4, { advanced: ALL_B, teams: true }), seats: ['easy', 'easy', 'medium', 'medium'], games: 6, seed: 1_400_000 },
  { id: 'black-rose', config: defaultConfig(4, { advanced: ALL_B, blackRose: true }), seats: ['easy', 'medium', 'easy', 'medium'], games: 10, seed: 1_500_000 },
  { id: '5p', config: defaultConfig(5, { advanced: ALL_B }), seats: ['easy', 'medium', 'easy', 'medium', 'easy'], games: 6, seed: 1_600_000 },
  { id: '6p', config: defaultConfig(6, { advanced: ALL_B }), seats: ['easy', 'medium', 'easy', 'medium', 'easy', 'medium'], games: 10, seed: 1_700_000 },
  { id: 'base-hard', config: defaultConfig(4), seats: ['hard', 'medium', 'medium', 'medium'], games: 3, seed: 1_050_000, budget: { nodes: 160 } },
  { id: 'b-tiles-hard', config: defaultConfig(4, { advanced: ALL_B }), seats: ['hard', 'medium', 'medium', 'medium'], games: 3, seed: 1_150_000, budget: { nodes: 160 } },
  { id: 'black-rose-hard', config: defaultConfig(4, { advanced: ALL_B, blackRose: true }), seats: ['hard', 'medium', 'medium', 'medium'], games: 2, seed: 1_550_000, budget: { nodes: 160 } },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? new Set(values.only.split(',')) : null;
const out: { id: string; hash: string; actions: number; digest: string; rounds: number; cpuSeconds: number }[] = [];
for (const m of MODES) {
  if (only && !only.has(m.id)) continue;
  const players = m.seats.length;
  for (let k = 0; k < m.games; k++) {
    // seats rotated per game, as `mq tournament` does
    const bySeat = m.seats.map((_, i) => m.seats[(i + k) % players]!);
    const parts: string[] = [];
    const c0 = process.cpuUsage();
    const r = playMatch(m.config, m.seed + k, bySeat, { budget: { hard: m.budget ?? {} }, onAction: (a) => parts.push(canonicalJson(a)) });
    const c = process.cpuUsage(c0);
    const g = { id: `${m.id}#${m.seed + k}`, hash: stateHash(r.state), actions: parts.length, digest: hashString(parts.join('\n')), rounds: r.rounds, cpuSeconds: (c.user + c.system) / 1e6 };
    out.push(g);
    process.stderr.write(`${g.id}: ${g.actions} actions, ${g.rounds} rounds, ${g.cpuSeconds.toFixed(1)} s CPU\n`);
  }
}
process.stdout.write(JSON.stringify(out));
