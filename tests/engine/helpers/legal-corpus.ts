// A fixed corpus of positions for checking that legalTurns keeps its exact output (same turns,
// same order, same contents) while its internals are optimised: the move decisions of a few
// seeded random games (basic and advanced rivers, 3-5 boats, eager and uniform players), some
// of them in the middle of a turn, plus the scenario fixtures.
import { readFileSync } from 'node:fs';
import { playRandomGame, type RandomPolicy } from '../../../cli/random-play.js';
import { hashString } from '../../../engine/hash.js';
import { defaultConfig, legalTurns, newGame, type GameState, type ModeOptions, type TileId } from '../../../engine/index.js';
import { loadScenario } from '../../../engine/scenario.js';

export interface CorpusGame {
  players: number;
  seed: number;
  policy: RandomPolicy;
  advanced: TileId[];
  maxActions: number;
  /** Two boats each, teams, the Black Rose... (none: one boat per player). */
  modes?: ModeOptions;
}

/** The corpus the test uses (about 2,000 positions). */
export const GAMES: CorpusGame[] = [
  { players: 4, seed: 1001, policy: 'eager', advanced: [], maxActions: 20_000 },
  { players: 3, seed: 7, policy: 'eager', advanced: ['B1', 'B3-1', 'B4'], maxActions: 20_000 },
  { players: 5, seed: 42, policy: 'eager', advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'], maxActions: 1_500 },
  { players: 4, seed: 5, policy: 'uniform', advanced: ['B1-B2', 'B2', 'B3-2'], maxActions: 1_500 },
];

const SCENARIOS = ['basic-4p.json', 'crowded-start.json', 'hazards.json', 'open-water-speed6.json'];

/**
 * Games of the other modes (the search's pushes, guards and six-boat crowds): two players with
 * two boats each, teams, six boats, the Black Rose with three and five players.
 */
export const MODE_GAMES: CorpusGame[] = [
  { players: 2, seed: 21, policy: 'eager', advanced: [], maxActions: 800 },
  { players: 4, seed: 22, policy: 'eager', advanced: ['B1', 'B3-1'], maxActions: 800, modes: { teams: true } },
  { players: 6, seed: 23, policy: 'eager', advanced: ['B1-B2', 'B2'], maxActions: 800 },
  { players: 3, seed: 24, policy: 'eager', advanced: [], maxActions: 800, modes: { blackRose: true } },
  { players: 5, seed: 25, policy: 'eager', advanced: ['B4'], maxActions: 800, modes: { blackRose: true } },
];

/** Every position of the corpus where a move is pending, in a fixed order (the scenario fixtures first unless `fixtures` is false). */
export function corpusStates(games: readonly CorpusGame[] = GAMES, fixtures = true): GameState[] {
  const out: GameState[] = [];
  const dir = new URL('../../fixtures/scenarios/', import.meta.url);
  if (fixtures) for (const f of SCENARIOS) out.push(loadScenario(readFileSync(new URL(f, dir), 'utf8')));
  for (const g of games) {
    let n = 0;
    // mq-rules-1: the positions these seeds gave when the digest was recorded (mq-rules-2 rolls
    // the river's die differently, which would give other positions, not other legal turns)
    playRandomGame(newGame(defaultConfig(g.players, { ...g.modes, advanced: g.advanced }), g.seed, { rulesVersion: 'mq-rules-1' }), {
      seed: g.seed,
      policy: g.policy,
      maxActions: g.maxActions,
      onAction: (_before, _action, after) => {
        if (after.pending.kind !== 'move') return;
        // every decision at the start of a turn; one in three in the middle of one
        const t = after.turn;
        const midTurn = t !== null && (t.speedChosen || t.rotations > 0 || t.path.length > 1);
        if (!midTurn || n++ % 3 === 0) out.push(after);
      },
    });
  }
  return out;
}

/** One hash per state: cyrb64 of JSON.stringify(legalTurns(state)) (key order included). */
export function turnHashes(states: readonly GameState[]): string[] {
  return states.map((s) => hashString(JSON.stringify(legalTurns(s))));
}
