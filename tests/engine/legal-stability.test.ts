// legalTurns keeps its exact output while its internals are optimised: the same turns, in the
// same order, with the same contents (JSON, key order included) on a fixed corpus of positions
// (tests/engine/helpers/legal-corpus.ts). The random player picks turns by index, so the order
// matters: a change would give another game for the same seed.
// The expected digest was recorded from the engine before the speed work of issue 3. If a rule
// change is meant to alter legal turns, re-record it (and bump RULES_VERSION if records change).
import { describe, expect, it } from 'vitest';
import { hashString } from '../../engine/hash.js';
import { corpusStates, turnHashes } from './helpers/legal-corpus.js';

const EXPECTED_STATES = 1918;
// Re-recorded for issue 14: LegalTurn gained `stranded` and `passesDock` (the same turns in the
// same order otherwise: stripped of the two fields, the corpus still gives '1307d0e38a7ae20a').
// Re-recorded for issues 14/16 (layering): LegalTurn gained `coalFor` and `passenger`; stripped of
// them, the corpus still gives '5c0c2612c9a228a5'.
const EXPECTED_DIGEST = '5d06169d5f6c6933';

describe('legalTurns output is stable', () => {
  const states = corpusStates();
  const hashes = turnHashes(states);

  it('gives the recorded turns on the corpus', () => {
    expect(states.length).toBe(EXPECTED_STATES);
    expect(hashString(hashes.join(','))).toBe(EXPECTED_DIGEST);
  });

  it('does not depend on the calls made before (the search reuses its tables)', () => {
    const reversed = turnHashes([...states].reverse()).reverse();
    expect(reversed).toEqual(hashes);
  });
});
