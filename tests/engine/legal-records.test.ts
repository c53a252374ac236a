// legalTurnRecords (issue 18): legalTurns' list as records for playouts, each turn built only
// when asked. The records and the turns built from them must be legalTurns' own, in its order.
import { describe, expect, it } from 'vitest';
import { legalTurnRecords, legalTurns, RECORD_CRASH, RECORD_FINISHES, type GameState } from '../../engine/index.js';
import { pack } from '../../engine/turn.js';
import { GAMES, MODE_GAMES, corpusStates } from './helpers/legal-corpus.js';

function expectSameAsLegalTurns(state: GameState): void {
  const turns = legalTurns(state);
  const r = legalTurnRecords(state);
  expect(r.length).toBe(turns.length);
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    expect([r.pos[i], r.speed[i], r.passengers[i], r.coalSpent[i], r.flags[i]]).toEqual([
      pack(t.end.pos),
      t.end.speed,
      t.end.passengers,
      t.coalSpent,
      (t.finishes ? RECORD_FINISHES : 0) | (t.crash ? RECORD_CRASH : 0),
    ]);
  }
  // built in another order than listed: each is still legalTurns' turn at that index
  for (let i = turns.length - 1; i >= 0; i -= 7) expect(JSON.stringify(r.turn(i))).toBe(JSON.stringify(turns[i]));
}

describe('legalTurnRecords', () => {
  it('lists the turns of legalTurns, in its order, in every mode', () => {
    const states = [...corpusStates(GAMES.slice(0, 2)), ...corpusStates(MODE_GAMES, false)].filter((_, i) => i % 5 === 0);
    expect(states.some((s) => s.turn?.roseGuard)).toBe(true); // the guarded case (records over built turns)
    for (const s of states) expectSameAsLegalTurns(s);
  });

  it('refuses to build a turn once another search has reused its tables', () => {
    const [a, b] = corpusStates(GAMES.slice(0, 1), false);
    const r = legalTurnRecords(a!);
    expect(r.length).toBeGreaterThan(0);
    legalTurns(b!);
    expect(() => r.turn(0)).toThrow(/another legal-turn search/);
  });
});
