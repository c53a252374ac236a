// The long check behind "every race ends" (docs/captains.md): many seeded captain-only games in
// every mode, each of which must finish by the rules (no stall ending, no cut-off). Far too long
// for `npm test` (about an hour and a half of CPU), so it is run by hand before a release or after
// a change to the captains or the end-of-game rules:
//
//   npx tsx scripts/every-race-ends.ts [--games 1000] [--hard-games 200] [--jobs 2] [--out DIR]
//                                    [--only base,b-tiles,...] [--nice 19] [--chunk 100] [--from-chunk 0]
//
// Each run is one `mq tournament --json` (from a bundle of the CLI, built first); its result is written to DIR (default
// out/every-race-ends) as soon as it ends, and a run whose file exists is not played again, so an
// interrupted check resumes (`--from-chunk K` skips each mode's first K chunks: games a check in another
// folder already played). At the end a Markdown table of every run is printed; the exit code
// is 1 if any game had a stall ending.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { wilson } from '../cli/commands/tournament.js';

const ALL_B = 'B1,B1-B2,B2,B3-1,B3-2,B4';

interface Mode {
  id: string;
  text: string;
  args: string[];
  mix: string;
  hard: string;
}
interface Run {
  file: string;
  mode: Mode;
  seats: string;
  games: string;
  seed: number;
  extra: string[];
}
interface Group {
  id: string;
  mode: Mode;
  kind: string;
  seats: string;
  runs: Run[];
}
/** The parts of `mq tournament --json` read here. */
interface TournamentResult {
  games: number;
  seed: number;
  finished: number;
  stalls: { seed: number; rounds: number; ending: string }[];
  longest: { rounds: number; seed: number } | null;
  avgRounds: number;
  byLevel: { level: string; wins: number; parity: number }[];
}

// Advanced tiles in every variant: the stalls reported in issue 13 came from them.
const MODES: Mode[] = [
  { id: 'base', text: '4 players, base river', args: ['--players', '4'], mix: 'easy,medium,easy,medium', hard: 'hard,medium,medium,medium' },
  { id: 'b-tiles', text: '4 players, all six B tiles', args: ['--players', '4', '--advanced', ALL_B], mix: 'easy,medium,easy,medium', hard: 'hard,medium,medium,medium' },
  { id: 'two-boats-2p', text: '2 players, two boats each, B tiles', args: ['--players', '2', '--advanced', ALL_B], mix: 'easy,medium', hard: 'hard,medium' },
  { id: 'two-boats-3p', text: '3 players, two boats each, B tiles', args: ['--players', '3', '--two-boats', '--advanced', ALL_B], mix: 'easy,medium,medium', hard: 'hard,medium,medium' },
  // Seats alternate between the teams: each team has one easy and one medium captain.
  { id: 'teams', text: 'teams 2 v 2, B tiles', args: ['--players', '4', '--teams', '--advanced', ALL_B], mix: 'easy,easy,medium,medium', hard: 'hard,medium,medium,medium' },
  { id: 'black-rose', text: '4 players + Black Rose, B tiles', args: ['--players', '4', '--black-rose', '--advanced', ALL_B], mix: 'easy,medium,easy,medium', hard: 'hard,medium,medium,medium' },
  { id: '5p', text: '5 players, B tiles', args: ['--players', '5', '--advanced', ALL_B], mix: 'easy,medium,easy,medium,easy', hard: 'hard,medium,medium,medium,medium' },
  { id: '6p', text: '6 players, B tiles', args: ['--players', '6', '--advanced', ALL_B], mix: 'easy,medium,easy,medium,easy,medium', hard: 'hard,medium,medium,medium,medium,medium' },
];

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    'hard-games': { type: 'string', default: '200' },
    nodes: { type: 'string', default: '160' },
    jobs: { type: 'string', default: '2' },
    out: { type: 'string', default: 'out/every-race-ends' },
    only: { type: 'string' },
    nice: { type: 'string', default: '0' },
    chunk: { type: 'string', default: '100' },
    'from-chunk': { type: 'string', default: '0' },
  },
});
const only = values.only ? new Set(values.only.split(',')) : null;
mkdirSync(values.out, { recursive: true });

// The tournaments run from one esbuild bundle of the CLI in plain node: under tsx every closure
// made per call is wrapped to keep its name, about a fifth of a captain game's time.
const MQ = '.cache/every-race-ends/mq.mjs';
await build({ entryPoints: ['cli/mq.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: MQ, logLevel: 'warning' });

// Each mode and mix is played in chunks of --chunk games (one tournament each), so an interrupted
// check keeps what it played. Seeds: each mode and mix its own range, far from the unit tests' seeds.
const chunk = Number(values.chunk);
const groups: Group[] = [];
const addGroup = (m: Mode, i: number, kind: string, seats: string, games: number, seedBase: number, extra: string[]) => {
  const group: Group = { id: `${m.id}-${kind.startsWith('hard') ? 'hard' : 'easy-medium'}`, mode: m, kind, seats, runs: [] };
  for (let k = Number(values['from-chunk']); k * chunk < games; k++) {
    const n = Math.min(chunk, games - k * chunk);
    group.runs.push({ file: `${group.id}-${String(k).padStart(3, '0')}.json`, mode: m, seats, games: String(n), seed: seedBase + i * 100_000 + k * chunk, extra });
  }
  groups.push(group);
};
for (const [i, m] of MODES.entries()) {
  if (!only || only.has(m.id)) addGroup(m, i, 'easy/medium', m.mix, Number(values.games), 1_000_000, []);
}
for (const [i, m] of MODES.entries()) {
  if (!only || only.has(m.id)) addGroup(m, i, `hard, --nodes ${values.nodes}`, m.hard, Number(values['hard-games']), 1_050_000, ['--nodes', values.nodes]);
}
// Round robin over the groups (the first chunk of every mode, then the second...): a check cut
// short still covers every mode.
const runs: Run[] = [];
for (let k = 0; groups.some((g) => k < g.runs.length); k++) for (const g of groups) if (k < g.runs.length) runs.push(g.runs[k]!);

function play(run: Run): Promise<void> {
  const path = join(values.out, run.file);
  if (existsSync(path)) return Promise.resolve();
  const args = [MQ, 'tournament', ...run.mode.args, '--seats', run.seats, '--games', run.games, '--seed', String(run.seed), '--json', '--quiet', ...run.extra];
  const nice = Number(values.nice);
  const [cmd, argv]: [string, string[]] = nice > 0 ? ['nice', ['-n', String(nice), process.execPath, ...args]] : [process.execPath, args];
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // Exit 1 means stall endings: the JSON is still the result, and it is what we report.
      if (code !== 0 && code !== 1) return reject(new Error(`${run.file}: tournament exited ${code}`));
      const result = JSON.parse(out) as TournamentResult;
      writeFileSync(path, JSON.stringify({ run: { ...run, mode: run.mode.id }, wallSeconds: (Date.now() - started) / 1000, result }, null, 2));
      console.error(`${run.file}: ${result.finished}/${result.games} finished by the rules, longest ${result.longest?.rounds} rounds, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve();
    });
  });
}

const queue = [...runs];
await Promise.all(
  Array.from({ length: Number(values.jobs) }, async () => {
    for (let r = queue.shift(); r; r = queue.shift()) await play(r);
  }),
);

let stalled = 0;
const lines = ['| mode | captains | games | seeds | finished by the rules | stall endings | longest (rounds, seed) | avg rounds | hard wins |', '|---|---|---|---|---|---|---|---|---|'];
for (const g of groups) {
  const results = g.runs.filter((r) => existsSync(join(values.out, r.file))).map((r) => (JSON.parse(readFileSync(join(values.out, r.file), 'utf8')) as { result: TournamentResult }).result);
  if (!results.length) continue;
  const games = results.reduce((a, r) => a + r.games, 0);
  const finished = results.reduce((a, r) => a + r.finished, 0);
  const stalls = results.flatMap((r) => r.stalls);
  stalled += stalls.length;
  const longest = results.reduce<TournamentResult['longest']>((a, r) => (r.longest && (!a || r.longest.rounds > a.rounds) ? r.longest : a), null);
  const avgRounds = results.reduce((a, r) => a + r.avgRounds * r.games, 0) / games;
  const hard = results.flatMap((r) => r.byLevel.filter((l) => l.level === 'hard'));
  let hardText = '';
  if (hard.length) {
    const wins = hard.reduce((a, h) => a + h.wins, 0);
    const [lo, hi] = wilson(wins, games);
    hardText = `${wins} = ${((100 * wins) / games).toFixed(1)}% [${(100 * lo).toFixed(0)}-${(100 * hi).toFixed(0)}%], parity ${(100 * hard[0]!.parity).toFixed(0)}%`;
  }
  const contiguous = results.every((r, k) => k === 0 || r.seed === results[k - 1]!.seed + results[k - 1]!.games);
  const last = results.at(-1)!;
  const seeds = contiguous ? `${results[0]!.seed}-${last.seed + last.games - 1}` : results.map((r) => `${r.seed}-${r.seed + r.games - 1}`).join(', ');
  const stallText = stalls.length ? `${stalls.length} (seeds ${stalls.map((s) => s.seed).join(', ')})` : '0';
  lines.push(`| ${g.mode.text} | ${g.kind} (${g.seats}) | ${games} | ${seeds} | ${finished} | ${stallText} | ${longest ? `${longest.rounds} (${longest.seed})` : '-'} | ${avgRounds.toFixed(1)} | ${hardText} |`);
}
console.log(lines.join('\n'));
process.exit(stalled ? 1 : 0);

