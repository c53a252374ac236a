// One turn search for all start headings (issue 18): a heading decision scores the boat's next
// turn from each heading, and outcomesByHeading gives every heading's outcomes from one search.
// Each heading's outcomes must be exactly what legalTurns lists for that heading's own position
// (the same set, the same coal; order and actions aside), and the heading values the same.
import { describe, expect, it } from 'vitest';
import { headingValue, headingValues } from '../../engine/captains/headings.js';
import { THRIFTY, thriftyTurns } from '../../engine/captains/thrifty.js';
import { freshTurn } from '../../engine/flow.js';
import { ALL_DIRS } from '../../engine/hex.js';
import { canonicalJson } from '../../engine/hash.js';
import { legalTurns, type GameState, type LegalTurn } from '../../engine/index.js';
import { outcomesByHeading } from '../../engine/legal.js';
import { GAMES, MODE_GAMES, corpusStates } from './helpers/legal-corpus.js';

/**
 * What an outcome is, apart from how it is played (its actions and path; passesDock comes from the
 * path) and the words-only facts the preview is given (coalFor, passenger: built with the actions).
 */
function outcomeKey(t: LegalTurn): string {
  const { actions: _a, path: _p, passesDock: _d, coalFor: _c, passenger: _g, ...rest } = t;
  return canonicalJson(rest);
}

/** The mover at the start of a fresh turn facing `h` (a departure: speed 1, chosen). */
function facing(state: GameState, h: number, depart: boolean): GameState {
  const p = state.pending;
  if (p.kind !== 'move') throw new Error('not a move');
  const boats = state.boats.map((b) => (b.id === p.boat ? { ...b, heading: h as never, ...(depart ? { speed: 1 } : {}) } : b));
  const boat = boats.find((b) => b.id === p.boat)!;
  return { ...state, boats, turn: depart ? { ...freshTurn(boat), speedChosen: true } : freshTurn(boat) };
}

let starts: GameState[] | null = null;
/** Corpus positions at the start of a turn, every mode (some 150). */
function startStates(): GameState[] {
  starts ??= [...corpusStates(GAMES.slice(0, 2)), ...corpusStates(MODE_GAMES, false)].filter((s, i) => {
    const t = s.turn!;
    return i % 12 === 0 && !t.roseGuard && !t.virtualCoal && !t.speedChosen && t.rotations === 0 && t.path.length === 1;
  });
  return starts;
}

describe('outcomesByHeading', () => {
  it("gives each heading's outcomes as its own search does, in every mode", { timeout: 300_000 }, () => {
    let compared = 0;
    for (const s of startStates()) {
      for (const depart of [false, true]) {
        const states = ALL_DIRS.map((h) => facing(s, h, depart));
        const shared = outcomesByHeading(states);
        expect(shared).not.toBeNull();
        const got = shared!.map((o) => Array.from({ length: o.length }, (_, i) => o.outcome(i)));
        states.forEach((st, r) => {
          const want = legalTurns(st);
          expect(got[r]!.map(outcomeKey).sort()).toEqual(want.map(outcomeKey).sort());
          expect(shared![r]!.coalSpent.length).toBe(want.length);
          compared += want.length;
        });
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("gives each heading's thrifty turns as thriftyTurns does", { timeout: 300_000 }, () => {
    let kept = 0;
    for (const s of startStates().filter((_, i) => i % 2 === 0)) {
      const states = ALL_DIRS.map((h) => facing(s, h, false));
      // (built before the next search: thriftyTurns below)
      const got = outcomesByHeading(states, THRIFTY)!.map((o) => Array.from({ length: o.length }, (_, i) => outcomeKey(o.outcome(i))).sort());
      states.forEach((st, r) => {
        const want = thriftyTurns(st).map(outcomeKey).sort();
        kept += want.length;
        expect(got[r]).toEqual(want);
      });
    }
    expect(kept).toBeGreaterThan(1000);
  });

  it('declines positions it cannot share (a turn begun, another square)', () => {
    const s = startStates()[0]!;
    const begun = { ...s, turn: { ...s.turn!, speedChosen: true, rotations: 1, rotHere: 1 } };
    expect(outcomesByHeading([s, begun])).toBeNull();
  });

  it('gives the heading values of the searches one by one', { timeout: 120_000 }, () => {
    for (const s of startStates().filter((_, i) => i % 5 === 0)) {
      const p = s.pending;
      if (p.kind !== 'move') continue;
      const boat = s.boats.find((b) => b.id === p.boat)!;
      const one = ALL_DIRS.map((h) => headingValue(s, boat.id, boat.pos!, h));
      expect(headingValues(s, boat.id, boat.pos!, ALL_DIRS)).toEqual(one);
    }
  });
});
