// Today's never-ending races replay to the very position they were cut off at (issue 13): the
// rules added since (out of the race, stalled races) are gated on the rules version, so a record
// of mq-rules-1 keeps producing exactly what it produced then.
import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '../../engine/index.js';
import { STALLED, stalledRecord } from './helpers/stalled.js';

describe('stalled races kept as records', () => {
  for (const name of Object.values(STALLED)) {
    it(`${name} replays to its final hash, still racing at round 301`, () => {
      const rec = stalledRecord(name);
      expect(rec.rulesVersion).toBe('mq-rules-1');
      const r = replay(rec);
      if (!r.ok) throw new Error(`action ${r.at}: ${r.code}`);
      expect(stateHash(r.state)).toBe(rec.finalHash);
      expect(r.state.round).toBe(301);
      expect(r.state.pending.kind).not.toBe('over');
    });
  }
});
