// legalTurns keeps its exact output in the other modes too (issue 18, before the search's speed
// work): two boats each, teams, six boats, the Black Rose (its guard filters the turns). The
// same check as legal-stability.test.ts on positions from seeded random games of those modes.
// Recorded from the engine of 96bf9b5; re-record only for a rule change meant to alter turns.
import { describe, expect, it } from 'vitest';
import { hashString } from '../../engine/hash.js';
import { MODE_GAMES, corpusStates, turnHashes } from './helpers/legal-corpus.js';

const EXPECTED_STATES = 1485;
// Re-recorded for issues 14/16 (layering): LegalTurn gained `coalFor` and `passenger`; stripped of
// them, the corpus still gives '6785e1af8583635f'.
const EXPECTED_DIGEST = '3339524c2a83caf9';

describe('legalTurns output is stable in every mode', () => {
  it('gives the recorded turns on the modes corpus', () => {
    const states = corpusStates(MODE_GAMES, false);
    expect(states.length).toBe(EXPECTED_STATES);
    expect(hashString(turnHashes(states).join(','))).toBe(EXPECTED_DIGEST);
  });
});
