// mq simulate: play random legal games (any mode) and print the results and games per second.
import { newGame, SHORT_RIVER_LENGTH } from '../../engine/index.js';
import { ConfigError, defaultConfig, validateConfig } from '../../engine/config.js';
import { seedRng } from '../../engine/rng.js';
import { configCodeText } from '../../engine/scenario-schema.js';
import { isTileId, RIVER_TILE_IDS } from '../../engine/tiles-data.js';
import type { BoatId, GameConfig, GameState, TileId } from '../../engine/types.js';
import { intOption, parseArgs, stringOption, type Parsed } from '../args.js';
import type { Command } from '../command.js';
import { CliFailure, UsageError } from '../errors.js';
import { json, loadScenarioFile } from '../io.js';
import { playRandomGame, RANDOM_POLICIES, type RandomPolicy } from '../random-play.js';

const options = {
  players: { type: 'string', placeholder: 'N', description: 'number of players 2-6 (default 4); 2 players sail two boats each' },
  'two-boats': { type: 'flag', description: 'three players sail two boats each (variant)' },
  teams: { type: 'flag', description: 'teams 2 v 2 (4 players) or 3 v 3 (6): seats alternate between team 0 and 1' },
  'black-rose': { type: 'flag', description: 'the Black Rose sails too (2-5 players, at most 6 boats in all)' },
  classic: { type: 'flag', description: "the 1998 expansion's readings (RULINGS §12, §18)" },
  length: { type: 'string', placeholder: 'L', description: 'river length 8-18 tiles, A0 included (default 12; below 12 the short river); above 12 needs L-12 B tiles' },
  advanced: { type: 'string', placeholder: 'B1,B3-1,...', description: 'B tiles replacing A tiles (advanced rules)' },
  replace: { type: 'string', placeholder: 'A3-1,...', description: 'which A tiles they replace: A3 first, then A2 (default A3-3, A3-2, A3-1, A2-4...)' },
  'exact-passengers': { type: 'flag', description: 'variant: exactly 2 passengers per boat' },
  games: { type: 'string', placeholder: 'K', description: 'number of games (default 10)' },
  seed: { type: 'string', placeholder: 'S', description: 'seed: game k uses seed S+k (default 1)' },
  scenario: { type: 'string', placeholder: 'FILE', description: 'start every game from this scenario instead (any mode)' },
  policy: { type: 'string', placeholder: 'P', description: "random player: 'uniform' (default) or 'eager' (see docs/cli.md)" },
  'max-actions': { type: 'string', placeholder: 'M', description: 'give up on a game after M actions (default 20000)' },
} as const;

/** Options that choose the rules: a scenario brings its own. */
const RULE_OPTIONS = ['players', 'two-boats', 'teams', 'black-rose', 'classic', 'length', 'advanced', 'replace', 'exact-passengers'] as const;

function summary(values: number[]) {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return { min: s[0]!, median: mid, max: s[s.length - 1]!, mean: +(s.reduce((a, b) => a + b, 0) / s.length).toFixed(2) };
}

const usage = (msg: string): never => {
  throw new UsageError(msg, 'simulate');
};

/** The config the rule options ask for; impossible combinations are usage errors in words. */
function configFromOptions(p: Parsed): GameConfig {
  const players = intOption('simulate', p, 'players', 2, 6, 4);
  const flag = (name: string) => p.options[name] === true;
  const advanced: TileId[] = [];
  const advRaw = stringOption(p, 'advanced');
  for (const t of advRaw ? advRaw.split(',').map((x) => x.trim()) : []) {
    if (!isTileId(t) || !t.startsWith('B')) usage(`--advanced: '${t}' is not a B tile id (B1, B1-B2, B2, B3-1, B3-2, B4)`);
    advanced.push(t as TileId);
  }
  const replaceRaw = stringOption(p, 'replace');
  const replace: TileId[] = [];
  for (const t of replaceRaw ? replaceRaw.split(',').map((x) => x.trim()) : []) {
    if (!isTileId(t) || !(t.startsWith('A2') || t.startsWith('A3'))) usage(`--replace: '${t}' is not an A2 or A3 tile id`);
    replace.push(t as TileId);
  }
  const length = intOption('simulate', p, 'length', SHORT_RIVER_LENGTH, 18, 12);
  // the engine's rules, said for these options before its codes
  // (two players always sail two boats each: --two-boats only says so)
  if (flag('two-boats') && players > 3) usage(`--two-boats is for 3 players (2 always sail two boats each; ${players} players sail one each)`);
  if (flag('teams') && players !== 4 && players !== 6) usage(`--teams needs 4 or 6 players (2 v 2 or 3 v 3), not ${players}`);
  if (flag('black-rose') && players === 6) usage('--black-rose: the Black Rose sails with 2 to 5 players (6 boats at most, and 6 players fill them)');
  if (flag('black-rose') && flag('two-boats') && players === 3) usage('--black-rose with 3 players sailing two boats each would make 7 boats: at most 6 sail');
  if (length - 12 > advanced.length)
    usage(`--length ${length} needs at least ${length - 12} B tile(s) in --advanced (the river has only 11 A tiles after A0)`);
  let config: GameConfig;
  try {
    config = defaultConfig(players, {
      advanced,
      length,
      ...(replaceRaw ? { replace } : {}),
      ...(flag('two-boats') ? { twoBoats: true } : {}),
      ...(flag('teams') ? { teams: true } : {}),
      ...(flag('black-rose') ? { blackRose: true } : {}),
      ...(flag('classic') ? { classic1998: true } : {}),
      ...(flag('exact-passengers') ? { exactPassengers: true } : {}),
    });
  } catch (e) {
    if (e instanceof ConfigError) return usage(`these options are not possible: ${configCodeText(e.code)}`);
    throw e;
  }
  const v = validateConfig(config);
  if (!v.ok) usage(`these options are not possible: ${configCodeText(v.code)}`);
  return config;
}

/** The mode in short, for the report. */
function modeOf(c: GameConfig) {
  const boats = c.seats.reduce((n, s) => n + s.boats.length, 0);
  return {
    players: c.seats.length,
    boatsPerPlayer: c.seats[0]!.boats.length,
    ...(c.seats[0]!.team !== undefined ? { teams: true } : {}),
    ...(c.blackRose ? { blackRose: true } : {}),
    ...(c.classic1998 ? { classic1998: true } : {}),
    ...(c.exactPassengers ? { exactPassengers: true } : {}),
    boats: boats + (c.blackRose ? 1 : 0),
    riverLength: c.riverTiles.length + 1,
    ...(c.riverTiles.some((t) => t.startsWith('B')) ? { replaced: RIVER_TILE_IDS.filter((t) => t.startsWith('A') && !c.riverTiles.includes(t)) } : {}),
  };
}

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play random legal games (any mode) and print results and games per second',
  usage:
    'simulate [--players N] [--two-boats] [--teams] [--black-rose] [--classic] [--length L] [--advanced B1,...] [--replace A3-1,...] [--exact-passengers] [--games K] [--seed S] [--policy uniform|eager] [--scenario FILE]',
  help: [
    'Plays K games in which every decision is a random legal choice (a complete turn from legalTurns',
    'for moves, a legal action otherwise: coal transfers, the sixth boat entering its dock...;',
    'chance outcomes via sampleChance). The rule options choose the mode; --scenario starts from a',
    'scenario file of any mode instead (its rules apply).',
    'Prints JSON: the mode, the winner distribution by boat (the first boat to finish) and by side',
    '(the winning seats, e.g. "0+2" for a team), rounds and actions per game (min/median/max/mean),',
    'unfinished games, and games per second (single thread).',
    'Exit 1 if a game does not finish within --max-actions or the engine rejects its own legal action;',
    'exit 2 for impossible option combinations (said in words).',
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('simulate', argv, options, { min: 0, max: 0 });
    const games = intOption('simulate', p, 'games', 1, 1_000_000, 10);
    const seed = intOption('simulate', p, 'seed', -2_147_483_648, 4_294_967_295, 1);
    const maxActions = intOption('simulate', p, 'max-actions', 1, 10_000_000, 20_000);
    const policy = (stringOption(p, 'policy') ?? 'uniform') as RandomPolicy;
    if (!RANDOM_POLICIES.includes(policy)) usage(`--policy must be ${RANDOM_POLICIES.join(' or ')}, got '${policy}'`);
    const scenarioPath = stringOption(p, 'scenario');
    const ruleOptions = RULE_OPTIONS.filter((o) => p.options[o] !== undefined);
    if (scenarioPath && ruleOptions.length > 0)
      usage(`--scenario sets the rules itself: do not combine it with ${ruleOptions.map((o) => `--${o}`).join(', ')}`);
    let makeStart: (k: number) => GameState;
    let config: GameConfig;
    if (scenarioPath) {
      const base = loadScenarioFile(scenarioPath);
      if (base.pending.kind === 'over') throw new CliFailure('scenario', `${scenarioPath}: the game is already over`);
      config = base.config;
      // Same position every game; a fresh chance generator per game so the games differ.
      makeStart = (k) => ({ ...base, rng: seedRng(seed + k) });
    } else {
      const cfg = configFromOptions(p);
      config = cfg;
      makeStart = (k) => newGame(cfg, seed + k);
    }
    const winners: Record<string, number> = {};
    const bySide: Record<string, number> = {};
    const rounds: number[] = [];
    const actionCounts: number[] = [];
    let unfinished = 0;
    const t0 = performance.now();
    for (let k = 0; k < games; k++) {
      let firstBoat: BoatId | null = null;
      let winnerSeats: number[] = [];
      const r = playRandomGame(makeStart(k), {
        seed: seed + k,
        maxActions,
        policy,
        onAction: (_b, _a, _s, events) => {
          for (const e of events) {
            if (e.type === 'finished' && e.place === 1) firstBoat = e.boat;
            if (e.type === 'gameOver') {
              winnerSeats = e.winners;
              firstBoat ??= e.places[0] ?? null; // nobody finished (every boat stuck): the leader
            }
          }
        },
      });
      actionCounts.push(r.actions.length);
      if (!r.finished) {
        unfinished++;
        continue;
      }
      rounds.push(r.state.round);
      const id: string = firstBoat ?? 'none';
      winners[id] = (winners[id] ?? 0) + 1;
      const side = winnerSeats.length ? winnerSeats.join('+') : 'none';
      bySide[side] = (bySide[side] ?? 0) + 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    io.out(
      json({
        games,
        seed,
        policy,
        ...(scenarioPath ? { scenario: scenarioPath } : {}),
        players: config.seats.length,
        advanced: config.riverTiles.filter((t) => t.startsWith('B')),
        mode: modeOf(config),
        finished: games - unfinished,
        unfinished,
        winners,
        winnersBySide: bySide,
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
