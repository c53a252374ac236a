// legalTurns keeps its exact output while its internals are optimised: the same turns, in the
// same order, with the same contents (JSON, key order included) on a fixed corpus of positions
// (tests/engine/helpers/legal-corpus.ts). The random player picks turns by index, so the order
// matters: a change would give another game for the same seed.
// The expected digest was recorded from the engine before the speed work of issue 3. If a rule
// change is meant to alter legal turns, re-record it (and bump RULES_VERSION if records change).
import { describe, expect, it } from 'vitest';
import { hashString } from '../../engine/hash.js';
import { legalTurns } from '../../engine/index.js';
import { corpusStates, turnHashes } from './helpers/legal-corpus.js';

// Re-recorded for issue 18 (the fold of pushed-boat orders: see legal-stability-modes.test.ts;
// the corpus games changed with it, 1918 positions before).
const EXPECTED_STATES = 1565;
// Re-recorded for issue 14: LegalTurn gained `stranded` and `passesDock` (the same turns in the
// same order otherwise: stripped of the two fields, the corpus still gives '1307d0e38a7ae20a').
// Re-recorded for issues 14/16 (layering): LegalTurn gained `coalFor` and `passenger`; stripped of
// them, the corpus still gives '5c0c2612c9a228a5'.
// Re-recorded for issue 18 (above).
const EXPECTED_DIGEST = '8006957d197267f8';

describe('legalTurns output is stable', () => {
  const states = corpusStates();
  const hashes = turnHashes(states);

  it('gives the recorded turns on the corpus', () => {
    expect(states.length).toBe(EXPECTED_STATES);
    expect(hashString(hashes.join(','))).toBe(EXPECTED_DIGEST);
  });

  it('tells no two turns apart by the order boats were first pushed in (issue 18)', () => {
    // an outcome is the end, the pushed boats' ends as a set, a tile revealed, a crash kind
    // (docs/rules.md); the open-water fixture listed 1,264 turns for its 1,260 outcomes before
    let folded = 0;
    for (const s of states) {
      const turns = legalTurns(s);
      const keys = turns.map((t) => {
        const pushed = [...(t.pushed ?? [])].sort((a, b) => (a.boat < b.boat ? -1 : 1));
        if (pushed.length > 1) folded++;
        return JSON.stringify([t.end.pos, t.end.heading, t.end.speed, t.end.passengers, pushed, t.revealsTile ?? false, t.crash ?? '']);
      });
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(folded).toBeGreaterThan(0); // the corpus has turns pushing two boats or more
    expect(legalTurns(states[3]!).length).toBe(1260); // open-water-speed6.json
  });

  it('does not depend on the calls made before (the search reuses its tables)', () => {
    const reversed = turnHashes([...states].reverse()).reverse();
    expect(reversed).toEqual(hashes);
  });
});
