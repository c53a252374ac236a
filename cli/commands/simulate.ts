// mq simulate: play random legal games and print the results and games per second.
import { newGame } from '../../engine/index.js';
import { ConfigError, defaultConfig } from '../../engine/config.js';
import { seedRng } from '../../engine/rng.js';
import { isTileId } from '../../engine/tiles-data.js';
import type { BoatId, GameState, TileId } from '../../engine/types.js';
import { intOption, parseArgs, stringOption } from '../args.js';
import type { Command } from '../command.js';
import { CliFailure, UsageError } from '../errors.js';
import { json, loadScenarioFile } from '../io.js';
import { playRandomGame, RANDOM_POLICIES, type RandomPolicy } from '../random-play.js';

const options = {
  players: { type: 'string', placeholder: 'N', description: 'number of players, one boat each (default 4)' },
  games: { type: 'string', placeholder: 'K', description: 'number of games (default 10)' },
  seed: { type: 'string', placeholder: 'S', description: 'seed: game k uses seed S+k (default 1)' },
  advanced: { type: 'string', placeholder: 'B1,B3-1,...', description: 'B tiles replacing A tiles (advanced rules)' },
  'exact-passengers': { type: 'flag', description: 'variant: exactly 2 passengers per boat' },
  scenario: { type: 'string', placeholder: 'FILE', description: 'start every game from this scenario instead' },
  policy: { type: 'string', placeholder: 'P', description: "random player: 'uniform' (default) or 'eager' (see docs/cli.md)" },
  'max-actions': { type: 'string', placeholder: 'M', description: 'give up on a game after M actions (default 20000)' },
} as const;

function summary(values: number[]) {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return { min: s[0]!, median: mid, max: s[s.length - 1]!, mean: +(s.reduce((a, b) => a + b, 0) / s.length).toFixed(2) };
}

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play random legal games and print results and games per second',
  usage: 'simulate [--players N] [--games K] [--seed S] [--advanced B1,B3-1,...] [--policy uniform|eager] [--scenario FILE]',
  help: [
    'Plays K games in which every decision is a uniformly random legal choice (a complete turn from',
    'legalTurns for moves, a legal action otherwise; chance outcomes via sampleChance).',
    'Prints JSON: the winner (place 1) distribution by boat and by seat, rounds and actions per game',
    '(min/median/max/mean), unfinished games, and games per second (single thread).',
    'Exit 1 if a game does not finish within --max-actions or the engine rejects its own legal action.',
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('simulate', argv, options, { min: 0, max: 0 });
    const games = intOption('simulate', p, 'games', 1, 1_000_000, 10);
    const seed = intOption('simulate', p, 'seed', -2_147_483_648, 4_294_967_295, 1);
    const maxActions = intOption('simulate', p, 'max-actions', 1, 10_000_000, 20_000);
    const policy = (stringOption(p, 'policy') ?? 'uniform') as RandomPolicy;
    if (!RANDOM_POLICIES.includes(policy)) throw new UsageError(`--policy must be ${RANDOM_POLICIES.join(' or ')}, got '${policy}'`, 'simulate');
    const scenarioPath = stringOption(p, 'scenario');
    const advRaw = stringOption(p, 'advanced');
    if (scenarioPath && (p.options.players || advRaw || p.options['exact-passengers']))
      throw new UsageError('--scenario sets the rules itself: do not combine it with --players, --advanced or --exact-passengers', 'simulate');
    const players = intOption('simulate', p, 'players', 2, 6, 4);
    const advanced: TileId[] = [];
    for (const t of advRaw ? advRaw.split(',').map((x) => x.trim()) : []) {
      if (!isTileId(t) || !t.startsWith('B')) throw new UsageError(`--advanced: '${t}' is not a B tile id (B1, B1-B2, B2, B3-1, B3-2, B4)`, 'simulate');
      advanced.push(t);
    }
    let makeStart: (k: number) => GameState;
    if (scenarioPath) {
      const base = loadScenarioFile(scenarioPath);
      if (base.pending.kind === 'over') throw new CliFailure('scenario', `${scenarioPath}: the game is already over`);
      // Same position every game; a fresh chance generator per game so the games differ.
      makeStart = (k) => ({ ...base, rng: seedRng(seed + k) });
    } else {
      let cfg: ReturnType<typeof defaultConfig>;
      try {
        cfg = defaultConfig(players, { advanced, ...(p.options['exact-passengers'] ? { exactPassengers: true } : {}) });
        newGame(cfg, seed); // validates the config once, up front
      } catch (e) {
        if (e instanceof ConfigError) throw new UsageError(`these options are not supported: ${e.code} (${e.field})`, 'simulate');
        throw e;
      }
      makeStart = (k) => newGame(cfg, seed + k);
    }
    const winners: Record<string, number> = {};
    const bySeat: Record<string, number> = {};
    const rounds: number[] = [];
    const actionCounts: number[] = [];
    let unfinished = 0;
    const t0 = performance.now();
    for (let k = 0; k < games; k++) {
      const r = playRandomGame(makeStart(k), { seed: seed + k, maxActions, policy });
      actionCounts.push(r.actions.length);
      if (!r.finished) {
        unfinished++;
        continue;
      }
      rounds.push(r.state.round);
      const first = r.state.boats.find((b) => b.place === 1);
      const id: BoatId | 'none' = first?.id ?? 'none';
      winners[id] = (winners[id] ?? 0) + 1;
      const seat = first ? String(first.owner) : 'none';
      bySeat[seat] = (bySeat[seat] ?? 0) + 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    io.out(
      json({
        games,
        seed,
        policy,
        ...(scenarioPath ? { scenario: scenarioPath } : { players, advanced }),
        finished: games - unfinished,
        unfinished,
        winners,
        winnersBySeat: bySeat,
        rounds: summary(rounds),
        actions: summary(actionCounts),
        seconds: +seconds.toFixed(3),
        gamesPerSecond: +(games / seconds).toFixed(2),
      }),
    );
    if (unfinished > 0) throw new CliFailure('engine', `${unfinished} game(s) did not finish within ${maxActions} actions`);
    return 0;
  },
};
