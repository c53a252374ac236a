// Computer captains in every mode (issue 7 with issue 6's modes): every level finishes its games;
// the variants' decisions (entering from the shipyard, coal transfers, the Black Rose) are
// answered with accepted actions and serve the deciding side.
import { describe, expect, it } from 'vitest';
import { ALL_DIRS, apply, defaultConfig, legalTurns, newGame, sampleChance, type GameState, type ModeOptions } from '../../engine/index.js';
import { captainRng, chooseActions, positionValue, turnsToWin, type Level } from '../../engine/captains/index.js';
import { playMatch } from '../../engine/captains/match.js';
import { tryAll } from '../../engine/captains/play.js';
import { runCli } from '../../cli/mq.js';

interface Mode {
  name: string;
  players: number;
  options: ModeOptions;
}

const MODES: Mode[] = [
  { name: '2 players, two boats each', players: 2, options: {} },
  { name: '3 players, two boats each (six boats)', players: 3, options: { twoBoats: true } },
  { name: 'teams 2 v 2', players: 4, options: { teams: true } },
  { name: 'teams 3 v 3', players: 6, options: { teams: true } },
  { name: '6 players (the sixth from the shipyard)', players: 6, options: {} },
  { name: '2 players + the Black Rose', players: 2, options: { blackRose: true } },
  { name: '5 players + the Black Rose (six boats)', players: 5, options: { blackRose: true } },
  { name: 'teams 2 v 2 + the Black Rose', players: 4, options: { teams: true, blackRose: true } },
];

const CHEAP: Level[] = ['easy', 'medium', 'greedy'];

/** Seats for a game: the three cheap levels in turn, shifted by `k` (2 players: two of them). */
function seatsFor(players: number, k: number): Level[] {
  return Array.from({ length: players }, (_, i) => CHEAP[(i + k) % CHEAP.length]!);
}

describe('captains: every level finishes its games in every mode', () => {
  for (const [m, mode] of MODES.entries()) {
    it(`${mode.name}: easy, medium and greedy`, { timeout: 120_000 }, () => {
      const config = defaultConfig(mode.players, mode.options);
      // heads-up modes need two games for the three levels to all sail
      const games = mode.players === 2 ? 2 : 1;
      for (let g = 0; g < games; g++) {
        const seats = seatsFor(mode.players, m + g);
        const r = playMatch(config, 300 + 7 * m + g, seats, { maxRounds: 150 });
        expect(r.finished, `${mode.name} ${seats.join(',')}`).toBe(true);
        expect(r.winners.length).toBeGreaterThan(0);
        // every racing boat has a place; the Black Rose never does
        for (const b of r.state.boats) expect(b.place === null, b.id).toBe(b.owner < 0);
      }
    });
  }

  it('hard finishes heads-up (two boats each) and in a team game with the Black Rose', { timeout: 240_000 }, () => {
    const a = playMatch(defaultConfig(2), 41, ['hard', 'easy'], { maxRounds: 150, budget: { hard: { nodes: 10 } } });
    expect(a.finished).toBe(true);
    const b = playMatch(defaultConfig(4, { teams: true, blackRose: true }), 42, ['hard', 'medium', 'greedy', 'easy'], {
      maxRounds: 150,
      budget: { hard: { nodes: 10 } },
    });
    expect(b.finished).toBe(true);
  });
});

/** Positions of medium games in `mode` where `want` holds (at most `max`). */
function collect(players: number, options: ModeOptions, want: (s: GameState) => boolean, max: number, seeds = 3): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= seeds && out.length < max; seed++) {
    let s = newGame(defaultConfig(players, options), seed);
    const rng = captainRng(seed);
    while (s.pending.kind !== 'over' && s.round < 60 && out.length < max) {
      if (s.pending.kind === 'chance') {
        s = (apply(s, sampleChance(s)) as { state: GameState }).state;
        continue;
      }
      if (want(s)) out.push(s);
      s = tryAll(s, chooseActions('medium', s, {}, rng))!;
    }
  }
  return out;
}

const LEVELS: Level[] = ['greedy', 'easy', 'medium', 'hard'];

describe('captains: the decisions of the variants', () => {
  it('every level enters from the shipyard with an accepted dock and heading', () => {
    const states = collect(6, {}, (s) => s.pending.kind === 'enterDock', 1);
    expect(states).toHaveLength(1);
    for (const level of LEVELS) {
      const s = states[0]!;
      const acts = chooseActions(level, s, { nodes: 8 }, captainRng(2));
      expect(acts).toHaveLength(1);
      expect(acts[0]!.type).toBe('enterDock');
      expect(apply(s, acts[0]!).ok, level).toBe(true);
    }
  });

  it('coal transfers: accepted, and they never leave the side worse off', { timeout: 120_000 }, () => {
    const states = [
      ...collect(2, {}, (s) => s.pending.kind === 'transfer', 4),
      ...collect(4, { teams: true }, (s) => s.pending.kind === 'transfer', 4),
      ...collect(3, { blackRose: true }, (s) => s.pending.kind === 'transfer', 4),
    ];
    expect(states.length).toBeGreaterThan(3);
    for (const s of states) {
      const p = s.pending as { player: number };
      for (const level of LEVELS) {
        const acts = chooseActions(level, s, { nodes: 8 }, captainRng(3));
        expect(acts).toHaveLength(1);
        const r = apply(s, acts[0]!);
        expect(r.ok, `${level} ${JSON.stringify(acts[0])}`).toBe(true);
        if (r.ok && acts[0]!.type === 'transfer') expect(positionValue(r.state, p.player)).toBeGreaterThan(positionValue(s, p.player));
      }
    }
  });

  it('the Black Rose always fills its controller’s boat when it can', () => {
    const states = collect(3, { blackRose: true }, (s) => s.pending.kind === 'transfer' && s.pending.boat === 'black', 2, 8);
    for (const s of states) {
      const acts = chooseActions('medium', s, {}, captainRng(1));
      const a = acts[0]!;
      expect(a.type).toBe('transfer');
      if (a.type === 'transfer') {
        expect(a.from).toBe('black');
        expect(s.boats.find((b) => b.id === a.to)!.coal + a.amount).toBe(6);
      }
    }
  });

  it("medium and hard move the Black Rose for the controller: never pushing the controller's boats, hurting the rivals more than a random turn", { timeout: 120_000 }, () => {
    const states = [
      ...collect(2, { blackRose: true }, (s) => s.pending.kind === 'move' && s.pending.boat === 'black', 4),
      ...collect(4, { blackRose: true }, (s) => s.pending.kind === 'move' && s.pending.boat === 'black', 4),
    ];
    expect(states.length).toBeGreaterThanOrEqual(6);
    for (const level of ['medium', 'hard'] as Level[]) {
      let chosenSum = 0;
      let meanSum = 0;
      for (const s of states) {
        const p = s.pending as { player: number };
        const own = new Set(s.boats.filter((b) => b.owner === p.player).map((b) => b.id));
        const turns = legalTurns(s);
        const acts = chooseActions(level, s, { nodes: 8 }, captainRng(5));
        const chosen = turns.find((t) => JSON.stringify(t.actions) === JSON.stringify(acts))!;
        expect(chosen, level).toBeDefined();
        const pushesOwn = (t: (typeof turns)[number]) => (t.pushed ?? []).some((x) => own.has(x.boat));
        if (turns.some((t) => !pushesOwn(t))) {
          // a push of the controller's own boat is only allowed when it does not set it back
          // (its owner then reorients it: the best heading counts)
          for (const x of chosen.pushed ?? []) {
            if (!own.has(x.boat)) continue;
            const b = s.boats.find((y) => y.id === x.boat)!;
            const after = Math.min(...ALL_DIRS.map((h) => turnsToWin(s, { ...b, pos: x.pos, speed: x.speed, heading: h })));
            expect(after, `${level} set its own ${b.id} back`).toBeLessThanOrEqual(turnsToWin(s, b) + 1e-9);
          }
        }
        const value = (t: (typeof turns)[number]) => positionValue(tryAll(s, t.actions) ?? s, p.player);
        chosenSum += value(chosen);
        meanSum += turns.reduce((a, t) => a + value(t), 0) / turns.length;
      }
      expect(chosenSum, level).toBeGreaterThan(meanSum);
    }
  });
});

async function tournament(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(['tournament', '--quiet', ...args], { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

describe('mq tournament: the modes', () => {
  it('plays heads-up games (two boats each) with one level per player, seats rotated', { timeout: 60_000 }, async () => {
    const r = await tournament('--players', '2', '--seats', 'greedy,easy', '--games', '2', '--seed', '3', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { mode: string; finished: number; byLevel: { level: string; seats: number; wins: number; parity: number }[] };
    expect(j.mode).toBe('2 players, two boats each');
    expect(j.finished).toBe(2);
    expect(j.byLevel.map((b) => [b.level, b.seats, b.parity])).toEqual([
      ['greedy', 1, 0.5],
      ['easy', 1, 0.5],
    ]);
    expect(j.byLevel.reduce((a, b) => a + b.wins, 0)).toBe(2);
  });

  it('shares a team win among the winning seats', { timeout: 60_000 }, async () => {
    const r = await tournament('--players', '4', '--teams', '--black-rose', '--seats', 'greedy,easy,greedy,easy', '--games', '1', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { mode: string; byLevel: { level: string; wins: number }[] };
    expect(j.mode).toBe('4 players, teams 2 v 2, Black Rose');
    // seats alternate between the teams, so a team here is one level: its win is a whole one
    expect(j.byLevel.map((b) => b.wins).sort()).toEqual([0, 1]);
  });

  it('refuses impossible modes in words', async () => {
    const a = await tournament('--players', '4', '--two-boats', '--seats', 'easy,easy,easy,easy');
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/--two-boats is for 3 players/);
    const b = await tournament('--players', '3', '--teams', '--seats', 'easy,easy,easy');
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--teams needs 4 or 6 players/);
  });
});
