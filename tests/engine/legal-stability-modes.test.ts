// legalTurns keeps its exact output in the other modes too (issue 18, before the search's speed
// work): two boats each, teams, six boats, the Black Rose (its guard filters the turns). The
// same check as legal-stability.test.ts on positions from seeded random games of those modes.
// Recorded from the engine of 96bf9b5; re-record only for a rule change meant to alter turns.
import { describe, expect, it } from 'vitest';
import { hashString } from '../../engine/hash.js';
import { MODE_GAMES, corpusStates, turnHashes } from './helpers/legal-corpus.js';

// Re-recorded for issue 18: outcomes that differ only in the order boats were first pushed are
// one turn now (the way with the most coal). The random player picks turns by index, so the
// corpus games (and so the positions: 1485 before) changed too; on the positions of the old
// corpus, the old lists with those outcomes folded are exactly the new lists (49 of 3403
// positions of both corpora had such outcomes: 788 turns folded).
const EXPECTED_STATES = 1492;
// Re-recorded for issues 14/16 (layering): LegalTurn gained `coalFor` and `passenger`; stripped of
// them, the corpus still gave '6785e1af8583635f' (before issue 18).
const EXPECTED_DIGEST = '1e42ae2aace730b1';

describe('legalTurns output is stable in every mode', () => {
  it('gives the recorded turns on the modes corpus', () => {
    const states = corpusStates(MODE_GAMES, false);
    expect(states.length).toBe(EXPECTED_STATES);
    expect(hashString(turnHashes(states).join(','))).toBe(EXPECTED_DIGEST);
  });
});
