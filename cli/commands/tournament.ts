// mq tournament: computer captains against each other, seats rotated; win rates with 95%
// confidence intervals, game length and time per move by level.
import { ConfigError, defaultConfig, newGame, SHORT_RIVER_LENGTH, validateConfig } from '../../engine/index.js';
import { configCodeText } from '../../engine/scenario-schema.js';
import { LEVELS, type Budget, type Level } from '../../engine/captains/index.js';
import { playMatch, type MoveTiming } from '../../engine/captains/match.js';
import { isTileId } from '../../engine/tiles-data.js';
import type { GameConfig, TileId } from '../../engine/types.js';
import { intOption, parseArgs, stringOption, type Parsed } from '../args.js';
import type { Command } from '../command.js';
import { CliFailure, UsageError } from '../errors.js';
import { json } from '../io.js';

const options = {
  players: { type: 'string', placeholder: 'N', description: 'number of players 2-6 (default 4); 2 players sail two boats each' },
  seats: { type: 'string', placeholder: 'L1,L2,...', description: 'captain level per player (seat): easy, medium, hard, expert or greedy (default hard,medium,medium,...)' },
  'two-boats': { type: 'flag', description: 'three players sail two boats each (variant)' },
  teams: { type: 'flag', description: 'teams 2 v 2 (4 players) or 3 v 3 (6): seats alternate between team 0 and 1' },
  'black-rose': { type: 'flag', description: "the Black Rose sails too (2-5 players), moved by its controller's captain" },
  classic: { type: 'flag', description: "the 1998 expansion's readings (RULINGS §12, §18)" },
  length: { type: 'string', placeholder: 'L', description: 'river length 8-18 tiles, A0 included (default 12; below 12 the short river); above 12 needs L-12 B tiles' },
  'exact-passengers': { type: 'flag', description: 'variant: exactly 2 passengers per boat' },
  games: { type: 'string', placeholder: 'K', description: 'number of games (default 20)' },
  seed: { type: 'string', placeholder: 'S', description: 'game k uses seed S+k (default 1)' },
  nodes: { type: 'string', placeholder: 'N', description: 'node budget of a hard move (default: the level default)' },
  'time-ms': { type: 'string', placeholder: 'MS', description: 'wall-clock cap of a hard move (makes results timing-dependent)' },
  'expert-nodes': { type: 'string', placeholder: 'N', description: 'node budget of an expert move (default: the level default)' },
  'expert-time-ms': { type: 'string', placeholder: 'MS', description: 'wall-clock cap of an expert move (makes results timing-dependent)' },
  'max-rounds': { type: 'string', placeholder: 'R', description: 'a game still running after R rounds is cut off: a stall ending (default 300)' },
  advanced: { type: 'string', placeholder: 'B1,B3-1,...', description: 'B tiles replacing A tiles (advanced rules)' },
  json: { type: 'flag', description: 'print the results as JSON' },
  quiet: { type: 'flag', description: 'no progress line on stderr' },
} as const;

/** Wilson score interval (95%) for k successes out of n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const byLevelStuck = (m: Map<Level, number>) => [...m].map(([l, n]) => `${l} ${n}`).join(', ');

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const usage = (msg: string): never => {
  throw new UsageError(msg, 'tournament');
};

/** The game config the rule options ask for; impossible combinations are usage errors in words. */
function configFromOptions(p: Parsed, players: number): GameConfig {
  const flag = (name: string) => p.options[name] === true;
  const advanced: TileId[] = [];
  for (const t of (stringOption(p, 'advanced') ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
    if (!isTileId(t) || !t.startsWith('B')) usage(`--advanced: '${t}' is not a B tile id (B1, B1-B2, B2, B3-1, B3-2, B4)`);
    advanced.push(t as TileId);
  }
  const length = intOption('tournament', p, 'length', SHORT_RIVER_LENGTH, 18, 12);
  if (flag('two-boats') && players !== 3) usage(`--two-boats is for 3 players (2 players always sail two boats each; ${players} players sail one each)`);
  if (flag('teams') && players !== 4 && players !== 6) usage(`--teams needs 4 or 6 players (2 v 2 or 3 v 3), not ${players}`);
  if (flag('black-rose') && players === 6) usage('--black-rose: the Black Rose sails with 2 to 5 players (6 boats at most, and 6 players fill them)');
  if (flag('black-rose') && flag('two-boats')) usage('--black-rose with --two-boats would make 7 boats: at most 6 sail');
  if (length - 12 > advanced.length) usage(`--length ${length} needs at least ${length - 12} B tile(s) in --advanced (the river has only 11 A tiles after A0)`);
  let config: GameConfig;
  try {
    config = defaultConfig(players, {
      advanced,
      length,
      ...(flag('two-boats') ? { twoBoats: true } : {}),
      ...(flag('teams') ? { teams: true } : {}),
      ...(flag('black-rose') ? { blackRose: true } : {}),
      ...(flag('classic') ? { classic1998: true } : {}),
      ...(flag('exact-passengers') ? { exactPassengers: true } : {}),
    });
    newGame(config, 1);
  } catch (e) {
    if (e instanceof ConfigError) return usage(`these options are not possible: ${configCodeText(e.code)} (${e.field})`);
    throw e;
  }
  const v = validateConfig(config);
  if (!v.ok) usage(`these options are not possible: ${configCodeText(v.code)}`);
  return config;
}

/** The mode in words, for the report. */
function modeText(c: GameConfig): string {
  const parts = [`${c.seats.length} players`];
  if (c.seats[0]!.boats.length === 2) parts.push('two boats each');
  if (c.seats[0]!.team !== undefined) parts.push(`teams ${c.seats.length / 2} v ${c.seats.length / 2}`);
  if (c.blackRose) parts.push('Black Rose');
  if (c.classic1998) parts.push('1998 readings');
  if (c.exactPassengers) parts.push('exact passengers');
  if (c.riverTiles.length !== 11) parts.push(`${c.riverTiles.length + 1} tiles`);
  return parts.join(', ');
}

export const tournamentCommand: Command = {
  name: 'tournament',
  summary: 'play computer captains against each other and print win rates',
  usage:
    'tournament [--players N] [--seats hard,medium,...] [--two-boats] [--teams] [--black-rose] [--classic] [--length L] [--advanced B1,...] [--exact-passengers] [--games K] [--seed S] [--nodes N] [--expert-nodes N] [--json]',
  help: [
    'Plays K games between computer captains. Game k uses seed S+k and rotates the seats by k, so',
    'every level sails from every seat and start dock equally often. Prints, per level: games won',
    'with a 95% Wilson confidence interval (and the parity share: its seats / all seats), the',
    'average game length (rounds, decisions), and milliseconds per move (median, p95, max).',
    'A progress line goes to stderr. Every game should finish by the rules: a game cut off at',
    '--max-rounds (or ended by the rules\' stall ending) is a stall ending, reported apart with its',
    'seed (its winner still counts if one boat had finished; the levels of the boats still racing are',
    'listed), and the command then exits 1. The longest game (rounds, seed) is reported too.',
    'Every mode plays: --players 2 is heads-up with two boats each, --two-boats gives 3 players two',
    'boats each, --teams makes 2 v 2 or 3 v 3 (seats alternate between the teams), --black-rose adds',
    'the Black Rose (moved by the captain of the seat that controls it that round). --seats lists one',
    'level per player, whatever the boats per player. In team games a win is shared equally by the',
    "winning team's seats (the shares of a game add up to 1; parity stays seats / players).",
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('tournament', argv, options, { min: 0, max: 0 });
    const players = intOption('tournament', p, 'players', 2, 6, 4);
    const games = intOption('tournament', p, 'games', 1, 100_000, 20);
    const seed = intOption('tournament', p, 'seed', -2_147_483_648, 4_294_967_295, 1);
    const maxRounds = intOption('tournament', p, 'max-rounds', 1, 100_000, 300);
    const nodesOpt = p.options.nodes !== undefined ? intOption('tournament', p, 'nodes', 1, 1_000_000) : undefined;
    const timeMs = p.options['time-ms'] !== undefined ? intOption('tournament', p, 'time-ms', 1, 600_000) : undefined;
    const expertNodes = p.options['expert-nodes'] !== undefined ? intOption('tournament', p, 'expert-nodes', 1, 1_000_000) : undefined;
    const expertTimeMs = p.options['expert-time-ms'] !== undefined ? intOption('tournament', p, 'expert-time-ms', 1, 600_000) : undefined;
    const seatsRaw = stringOption(p, 'seats');
    const seats = (seatsRaw ? seatsRaw.split(',').map((x) => x.trim()) : ['hard', ...Array<string>(players - 1).fill('medium')]) as Level[];
    for (const l of seats) if (!LEVELS.includes(l)) throw new UsageError(`--seats: unknown level '${l}' (use ${LEVELS.join(', ')})`, 'tournament');
    if (seats.length !== players) throw new UsageError(`--seats lists ${seats.length} level(s) for ${players} players`, 'tournament');
    const config = configFromOptions(p, players);
    const hardBudget: Budget = { ...(nodesOpt !== undefined ? { nodes: nodesOpt } : {}), ...(timeMs !== undefined ? { timeMs } : {}) };
    const expertBudget: Budget = { ...(expertNodes !== undefined ? { nodes: expertNodes } : {}), ...(expertTimeMs !== undefined ? { timeMs: expertTimeMs } : {}) };
    const levels = [...new Set(seats)];
    const wins = new Map<Level, number>(levels.map((l) => [l, 0]));
    const timings: MoveTiming[] = [];
    const rounds: number[] = [];
    const decisions: number[] = [];
    let unfinished = 0;
    /** Games that did not finish by the rules: cut off at --max-rounds, or ended by a stall ending. */
    const stalls: { seed: number; rounds: number; ending: 'stall' | 'cutoff' }[] = [];
    /** The longest game finished by the rules, and the longest of all. */
    let longest: { rounds: number; seed: number } | null = null;
    const stuck = new Map<Level, number>();
    const t0 = performance.now();
    let lastLine = t0;
    const progress = (k: number) => {
      if (p.options.quiet) return;
      const now = performance.now();
      const s = (now - t0) / 1000;
      const w = levels.map((l) => `${l} ${+wins.get(l)!.toFixed(1)}`).join(', ');
      // every 5% of the games, and at least every 20 s once a game is done (slow captains)
      if (k !== games && k % Math.max(1, Math.floor(games / 20)) !== 0 && (k === 0 || now - lastLine < 20_000)) return;
      lastLine = now;
      io.err(`[${k}/${games}] wins: ${w}${stalls.length ? `, stall endings ${stalls.length}` : ''}  ${s.toFixed(0)}s, ETA ${k ? ((s / k) * (games - k)).toFixed(0) : '?'}s`);
    };
    progress(0);
    for (let k = 0; k < games; k++) {
      const rot = k % players;
      const bySeat = seats.map((_, i) => seats[(i + rot) % players]!);
      const r = playMatch(config, seed + k, bySeat, { maxRounds, budget: { hard: hardBudget, expert: expertBudget }, now: () => performance.now() });
      timings.push(...r.timings);
      rounds.push(r.rounds);
      decisions.push(r.decisions);
      if (r.ending !== 'rules') {
        if (!r.finished) unfinished++;
        stalls.push({ seed: seed + k, rounds: r.rounds, ending: r.ending });
        // Which levels' boats were still racing when the game was cut off.
        for (const b of r.state.boats) if (b.place === null && b.owner >= 0) stuck.set(bySeat[b.owner]!, (stuck.get(bySeat[b.owner]!) ?? 0) + 1);
      } else if (!longest || r.rounds > longest.rounds) longest = { rounds: r.rounds, seed: seed + k };
      for (const seat of r.winners) wins.set(bySeat[seat]!, wins.get(bySeat[seat]!)! + 1 / r.winners.length);
      progress(k + 1);
    }
    const finished = games - stalls.length;
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    const byLevel = levels.map((level) => {
      const n = seats.filter((s) => s === level).length;
      const w = wins.get(level)!;
      const [lo, hi] = wilson(w, games);
      const ms = timings.filter((t) => t.level === level).map((t) => t.ms).sort((a, b) => a - b);
      return {
        level,
        seats: n,
        wins: w,
        winRate: w / games,
        ci95: [lo, hi] as [number, number],
        parity: n / players,
        /** Boats of this level still racing in games cut off at --max-rounds. */
        unfinishedBoats: stuck.get(level) ?? 0,
        msPerMove: ms.length ? { moves: ms.length, median: quantile(ms, 0.5), p95: quantile(ms, 0.95), p99: quantile(ms, 0.99), max: ms[ms.length - 1]! } : null,
      };
    });
    const result = {
      mode: modeText(config),
      players,
      seats,
      games,
      seed,
      /** Games finished by the rules. */
      finished,
      /** Games that did not finish by the rules (cut off at --max-rounds, or a stall ending), with their seeds. */
      stallEndings: stalls.length,
      stalls,
      /** Of those, still running at --max-rounds. */
      unfinished,
      maxRounds,
      /** The longest game finished by the rules (rounds, seed), or null if none did. */
      longest,
      avgRounds: mean(rounds),
      avgDecisions: mean(decisions),
      seconds: (performance.now() - t0) / 1000,
      byLevel,
    };
    if (p.options.json) io.out(json(result));
    else {
      const lines = [
        `${games} games, ${result.mode}, seats ${seats.join(',')} (rotated), seed ${seed}: ${finished} finished by the rules`,
        `stall endings: ${stalls.length}` +
          (stalls.length
            ? ` (seeds ${stalls.map((x) => `${x.seed}${x.ending === 'cutoff' ? ` cut off at ${maxRounds} rounds` : ` stalled at round ${x.rounds}`}`).join(', ')}; boats still racing: ${byLevelStuck(stuck)})`
            : ''),
        `longest game: ${longest ? `${longest.rounds} rounds (seed ${longest.seed})` : '-'}`,
        `average game length: ${result.avgRounds.toFixed(1)} rounds, ${result.avgDecisions.toFixed(1)} decisions`,
        'level   seats  wins  win rate  95% CI           parity   ms/move median  p95     p99     max',
      ];
      for (const b of byLevel) {
        const t = b.msPerMove;
        lines.push(
          `${b.level.padEnd(7)} ${String(b.seats).padStart(5)}  ${String(+b.wins.toFixed(1)).padStart(4)}  ${pct(b.winRate).padStart(8)}  ` +
            `${`[${pct(b.ci95[0])}, ${pct(b.ci95[1])}]`.padEnd(16)} ${pct(b.parity).padStart(6)}   ` +
            (t ? `${t.median.toFixed(1).padStart(13)}  ${t.p95.toFixed(1).padStart(6)}  ${t.p99.toFixed(1).padStart(6)}  ${t.max.toFixed(1).padStart(6)}` : '-'),
        );
      }
      io.out(lines.join('\n') + '\n');
    }
    if (stalls.length > 0) throw new CliFailure('engine', `${stalls.length} game(s) did not finish by the rules (stall endings)`);
    return 0;
  },
};
