// The compact enumerator (engine/legal-fast.ts, issue 18) finds exactly the outcomes of
// legalTurns' search: the same ends, headings, speeds, passengers, coal spent, crashes, pushed
// boats (as a set)..., on positions of seeded random games in every mode; and each outcome's way
// (fastActions) is a legal turn that apply() plays, step by step, to that end.
import { describe, expect, it } from 'vitest';
import { apply, type Action, type GameState } from '../../engine/index.js';
import { fastActions, fastOutcomes, FAST_CRASH_BLOCKED, FAST_CRASH_NEWEST, FAST_REFILL } from '../../engine/legal-fast.js';
import { moverIndex } from '../../engine/legal.js';
import { makeCtx, nodeFromState, unpack } from '../../engine/turn.js';
import { GAMES, MODE_GAMES, corpusStates } from './helpers/legal-corpus.js';
import { guarded, newOutcomes, oldOutcomes } from './helpers/fast-compare.js';

// every mode's games (two boats each, teams, six boats, the Black Rose) and two of the one-boat
// games (basic and advanced rivers), with the scenario fixtures (open water, crowded, hazards)
const states: GameState[] = [...corpusStates(GAMES.slice(0, 2)).filter((_, i) => i % 2 === 0), ...corpusStates(MODE_GAMES, false)];

function play(state: GameState, actions: readonly Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.code} (${JSON.stringify(actions)})`);
    s = r.state;
  }
  return s;
}

describe('the compact legal-turn enumerator', () => {
  it('finds the outcomes of legalTurns on positions of every mode', () => {
    expect(states.length).toBeGreaterThan(1500);
    let turns = 0;
    let pushing = 0;
    for (const s of states) {
      const old = oldOutcomes(s);
      turns += old.length;
      pushing += old.filter((k) => !k.endsWith('[]')).length;
      expect(newOutcomes(s)).toEqual(old);
    }
    // the sample holds pushes and the guarded Black Rose (the cases off the usual path)
    expect(turns).toBeGreaterThan(200_000);
    expect(pushing).toBeGreaterThan(10_000);
    expect(states.some(guarded)).toBe(true);
  });

  it('rebuilds each outcome as a turn apply() plays to that end', () => {
    let checked = 0;
    for (const s of states.filter((x, i) => i % 40 === 0 && !guarded(x))) {
      const i = moverIndex(s);
      const o = fastOutcomes(makeCtx(s, i), nodeFromState(s, i));
      const boat = s.boats[i]!;
      const ways = Array.from({ length: o.length }, (_, f) => fastActions(f, o));
      const ends = Array.from({ length: o.length }, (_, f) => ({ pos: o.pos[f]!, heading: o.heading[f]!, speed: o.speed[f]!, passengers: o.passengers[f]!, coal: o.coalSpent[f]!, flags: o.flags[f]! }));
      for (let f = 0; f < ways.length; f++) {
        const after = play(s, ways[f]!).boats.find((b) => b.id === boat.id)!;
        checked++;
        if ((ends[f]!.flags & (FAST_CRASH_BLOCKED | FAST_CRASH_NEWEST)) !== 0) continue;
        const e = ends[f]!;
        expect({ pos: after.pos, heading: after.heading, speed: after.speed, passengers: after.passengers }).toEqual({ pos: unpack(e.pos), heading: e.heading, speed: e.speed, passengers: e.passengers });
        if ((s.turn?.virtualCoal ?? 0) === 0) expect(after.coal).toBe((e.flags & FAST_REFILL) !== 0 ? 6 : boat.coal - e.coal);
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('refuses the way of a search that is not the last one', () => {
    const [a, b] = states;
    const ia = moverIndex(a!);
    const o = fastOutcomes(makeCtx(a!, ia), nodeFromState(a!, ia));
    const ib = moverIndex(b!);
    fastOutcomes(makeCtx(b!, ib), nodeFromState(b!, ib));
    expect(() => fastActions(0, o)).toThrow(/last search/);
  });
});
