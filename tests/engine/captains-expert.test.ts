// The expert captain (issue 18): no peeking at the hidden tile order, reproducible at a node
// budget, its halving really narrows the field, and it plays every mode and decision to the end.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type GameState, type ModeOptions } from '../../engine/index.js';
import { captainRng, chooseActions, EXPERT_OPTIONS, type Level } from '../../engine/captains/index.js';
import { expertTurn } from '../../engine/captains/expert.js';
import { playMatch } from '../../engine/captains/match.js';
import { tryAll } from '../../engine/captains/play.js';
import { runCli } from '../../cli/mq.js';

/** The first position of a medium game where `want` holds. */
function positionWhere(players: number, options: ModeOptions, want: (s: GameState) => boolean, seed = 1): GameState {
  let s = newGame(defaultConfig(players, options), seed);
  const rng = captainRng(seed);
  while (s.pending.kind !== 'over') {
    if (s.pending.kind === 'chance') {
      s = (apply(s, sampleChance(s)) as { state: GameState }).state;
      continue;
    }
    if (want(s)) return s;
    s = tryAll(s, chooseActions('medium', s, {}, rng))!;
  }
  throw new Error('no such position');
}

/** A move where some turn reveals a tile: the playouts then draw tiles (chance nodes). */
const REVEAL = positionWhere(4, {}, (s) => s.pending.kind === 'move' && s.round > 2 && legalTurns(s).some((t) => t.revealsTile));

describe('expert captain', () => {
  it('never peeks at the hidden stack or the game generator: the same move when only they differ', { timeout: 60_000 }, () => {
    const hidden = { ...REVEAL, stack: [...REVEAL.stack].reverse(), rng: [1, 2, 3, 4] };
    expect(hidden.stack).not.toEqual(REVEAL.stack);
    const a = chooseActions('expert', REVEAL, { nodes: 120 }, captainRng(4));
    const b = chooseActions('expert', hidden, { nodes: 120 }, captainRng(4));
    expect(b).toEqual(a);
  });

  it('same seed and node budget, same move and nodes; a larger budget samples more and narrows the field', { timeout: 60_000 }, () => {
    const turns = legalTurns(REVEAL);
    expect(turns.length).toBeGreaterThan(EXPERT_OPTIONS.screen);
    const a = expertTurn(REVEAL, turns, { nodes: 400 }, captainRng(9));
    const b = expertTurn(REVEAL, turns, { nodes: 400 }, captainRng(9));
    expect(b).toEqual(a);
    // 80 nodes: one round of the whole screen, no halving; 400: halved down to the last two
    const small = expertTurn(REVEAL, turns, { nodes: 80 }, captainRng(9));
    expect(small.rounds).toBe(1);
    expect(small.kept).toBe(EXPERT_OPTIONS.screen);
    expect(a.rounds).toBeGreaterThan(2 * EXPERT_OPTIONS.halveEvery);
    expect(a.kept).toBe(2);
    expect(a.nodes).toBeGreaterThan(small.nodes);
  });

  it('a cancelled search still answers at once with a turn the engine accepts', () => {
    const acts = chooseActions('expert', REVEAL, { nodes: 1e9, cancelled: () => true }, captainRng(1));
    expect(tryAll(REVEAL, acts)).not.toBeNull();
    expect(acts.at(-1)).toEqual({ type: 'confirm' });
  });
});

const MODES: { name: string; players: number; options: ModeOptions; seats: Level[] }[] = [
  { name: '4 players', players: 4, options: {}, seats: ['expert', 'medium', 'easy', 'greedy'] },
  { name: '2 players, two boats each', players: 2, options: {}, seats: ['easy', 'expert'] },
  { name: '3 players, two boats each', players: 3, options: { twoBoats: true }, seats: ['medium', 'expert', 'easy'] },
  { name: 'teams 2 v 2', players: 4, options: { teams: true }, seats: ['easy', 'medium', 'greedy', 'expert'] },
  { name: '6 players (the sixth from the shipyard)', players: 6, options: {}, seats: ['greedy', 'easy', 'medium', 'easy', 'greedy', 'expert'] },
  { name: '3 players + the Black Rose', players: 3, options: { blackRose: true }, seats: ['expert', 'easy', 'medium'] },
  { name: 'teams 2 v 2 + the Black Rose', players: 4, options: { teams: true, blackRose: true }, seats: ['medium', 'expert', 'easy', 'greedy'] },
];

describe('expert captain in every mode', () => {
  for (const [m, mode] of MODES.entries()) {
    it(`${mode.name}: a game with an expert seat finishes by the rules`, { timeout: 240_000 }, () => {
      // a small budget: a round or two of the screen, rarely the halving (its own test above)
      const r = playMatch(defaultConfig(mode.players, mode.options), 700 + m, mode.seats, { maxRounds: 150, budget: { expert: { nodes: 60 } } });
      expect(r.ending, mode.name).toBe('rules');
      for (const b of r.state.boats) expect(b.place === null, b.id).toBe(b.owner < 0);
    });
  }
});

describe('mq tournament with an expert seat', () => {
  it('same seed and --expert-nodes, same games; timings with p99', { timeout: 120_000 }, async () => {
    const run = async () => {
      let out = '';
      const code = await runCli(['tournament', '--quiet', '--players', '2', '--seats', 'expert,greedy', '--games', '1', '--seed', '5', '--expert-nodes', '30', '--json'], {
        out: (t) => (out += t),
        err: () => {},
      });
      expect(code).toBe(0);
      return JSON.parse(out) as { avgDecisions: number; byLevel: { level: string; wins: number; msPerMove: { p99: number } | null }[] };
    };
    const a = await run();
    const b = await run();
    expect(a.byLevel.map((x) => x.level)).toEqual(['expert', 'greedy']);
    expect(b.avgDecisions).toBe(a.avgDecisions);
    expect(b.byLevel.map((x) => x.wins)).toEqual(a.byLevel.map((x) => x.wins));
    expect(a.byLevel[0]!.msPerMove!.p99).toBeGreaterThan(0);
  });
});
