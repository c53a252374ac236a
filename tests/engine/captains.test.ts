// Computer captains (engine/captains): every decision kind, reproducibility, sound basic play.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, dirTo, legalTurns, neighbours, newGame, spaceAt, type GameState } from '../../engine/index.js';
import { globalHex } from '../../engine/river.js';
import { TILES } from '../../engine/tiles-data.js';
import { CaptainError, captainRng, chooseActions, makeCaptain, turnsToArrive, type Level } from '../../engine/captains/index.js';
import { playMatch } from '../../engine/captains/match.js';
import { playRandomGame } from '../../cli/random-play.js';
import { position } from './helpers/position.js';

const LEVELS: Level[] = ['greedy', 'easy', 'medium', 'hard'];
const SMALL = { nodes: 12 };

/** States of random games where each kind of decision is pending (collected once). */
function decisionStates(): Map<string, GameState> {
  const found = new Map<string, GameState>();
  for (let seed = 1; seed < 40 && found.size < 4; seed++) {
    playRandomGame(newGame(defaultConfig(4), seed), {
      seed,
      policy: 'eager',
      maxActions: 3000,
      onAction: (_b, _a, after) => {
        const k = after.pending.kind;
        if (k !== 'chance' && k !== 'over' && !found.has(k)) found.set(k, after);
      },
    });
  }
  return found;
}
const STATES = decisionStates();

describe('captains: every decision', () => {
  it('finds test positions for placeBoat, move, reorient and depart', () => {
    expect([...STATES.keys()].sort()).toEqual(['depart', 'move', 'placeBoat', 'reorient']);
  });

  for (const level of LEVELS) {
    it(`${level}: answers every decision kind with actions the engine accepts`, () => {
      for (const [kind, s] of STATES) {
        const acts = chooseActions(level, s, SMALL, captainRng(1));
        let cur = s;
        for (const a of acts) {
          const r = apply(cur, a);
          expect(r.ok, `${level} ${kind} ${JSON.stringify(a)}`).toBe(true);
          if (r.ok) cur = r.state;
        }
        // The decision is settled: someone else (or the next step of the game) is up.
        expect(cur.seq).toBeGreaterThan(s.seq);
        if (kind === 'move') expect(acts.at(-1)).toEqual({ type: 'confirm' });
        else expect(acts).toHaveLength(1);
      }
    });
  }

  it('refuses chance events, finished games and unknown levels with typed errors, changing nothing', () => {
    const s = newGame(defaultConfig(3), 1);
    expect(s.pending.kind).toBe('chance');
    const before = JSON.stringify(s);
    expect(() => chooseActions('medium', s, {}, captainRng(1))).toThrow(CaptainError);
    try {
      chooseActions('medium', s, {}, captainRng(1));
    } catch (e) {
      expect((e as CaptainError).code).toBe('captain/not-a-player-decision');
    }
    expect(JSON.stringify(s)).toBe(before);
    expect(() => makeCaptain('legendary' as Level)).toThrow(/captain\/unknown-level/);
    const over = { ...s, pending: { kind: 'over' as const } };
    expect(() => chooseActions('hard', over, {}, captainRng(1))).toThrow(/captain\/game-over/);
  });
});

describe('captains: reproducible', () => {
  it('same state, seed and node budget give the same move; the budget bounds the search', () => {
    const s = STATES.get('move')!;
    const a = makeCaptain('hard').chooseTurn(s, { nodes: 30 }, captainRng(7));
    const b = makeCaptain('hard').chooseTurn(s, { nodes: 30 }, captainRng(7));
    expect(a).toEqual(b);
    // A cancelled search still answers at once with a legal move (its best so far).
    const c = makeCaptain('hard').chooseTurn(s, { nodes: 1e9, cancelled: () => true }, captainRng(7));
    expect(legalTurns(s).some((t) => JSON.stringify(t.actions) === JSON.stringify(c))).toBe(true);
  });

  it('a whole match is reproducible from its seed', () => {
    const cfg = defaultConfig(3);
    const levels: Level[] = ['medium', 'easy', 'greedy'];
    const x = playMatch(cfg, 5, levels, { maxRounds: 8 });
    const y = playMatch(cfg, 5, levels, { maxRounds: 8 });
    expect(x.state.seq).toBe(y.state.seq);
    expect(JSON.stringify(x.state.boats)).toBe(JSON.stringify(y.state.boats));
  });
});

describe('captains: sound play', () => {
  it('turns-to-arrive prices braking: a fast boat needs turns (or coal) to stop on a dock', () => {
    expect(turnsToArrive(0, 1, 0)).toBe(0);
    expect(turnsToArrive(1, 1, 0)).toBe(1);
    // at speed 6 without coal: 5 turns of braking at ±1 (covering ground meanwhile)
    expect(turnsToArrive(2, 6, 0)).toBeGreaterThanOrEqual(5);
    // coal buys a harder brake
    expect(turnsToArrive(2, 6, 6)).toBeLessThan(turnsToArrive(2, 6, 0));
    // further is never sooner
    for (let d = 0; d < 60; d++) expect(turnsToArrive(d + 1, 3, 3)).toBeGreaterThanOrEqual(turnsToArrive(d, 3, 3) - 1e-9);
  });

  it('medium and hard stop on a dock next to them to take a passenger', () => {
    const river = position({ river: ['A1-1', 'A3-1'], boats: [{ id: 'orange', at: [0, 2] }, { id: 'red', at: [0, 9] }] }).river;
    const dock = globalHex(river[1]!, TILES['A1-1'].pier!.dock);
    const from = neighbours(dock).find((h) => {
      const sp = spaceAt(river, h);
      return sp && sp.kind === 'water' && sp.tileIndex === 1;
    })!;
    const s = position({
      river: ['A1-1', 'A3-1'],
      boats: [
        { id: 'orange', at: from, heading: dirTo(from, dock)!, speed: 2, coal: 3 },
        { id: 'red', at: [0, 2] },
        { id: 'blue', at: [0, 9] },
      ],
    });
    expect(legalTurns(s).some((t) => t.end.passengers === 1)).toBe(true);
    for (const level of ['medium', 'hard', 'greedy'] as Level[]) {
      const acts = chooseActions(level, s, SMALL, captainRng(3));
      const r = acts.reduce((st, a) => (apply(st, a) as { state: GameState }).state, s);
      expect(r.boats.find((b) => b.id === 'orange')!.passengers, level).toBe(1);
    }
  });

  it('a game of medium captains ends with every place given, well inside the round cap', () => {
    const r = playMatch(defaultConfig(3), 2, ['medium', 'medium', 'medium'], { maxRounds: 120 });
    expect(r.finished).toBe(true);
    expect(r.state.boats.map((b) => b.place).sort()).toEqual([1, 2, 3]);
  });

  it('never peeks at the hidden stack order: the move does not depend on it', () => {
    const s = STATES.get('move')!;
    const shuffled = { ...s, stack: [...s.stack].reverse(), rng: [1, 2, 3, 4] };
    const a = chooseActions('hard', s, { nodes: 30 }, captainRng(4));
    const b = chooseActions('hard', shuffled, { nodes: 30 }, captainRng(4));
    expect(a).toEqual(b);
  });
});

