// The .mqgame format in its own home (engine/record): write → read → strict replay, the step hook
// main's import builds its log on, and the checks a tampered file trips.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import { defaultConfig, newGame, stateHash } from '../../engine/index.js';
import { RecordError, buildRecord, parseRecord, recordFileName, recordText, replayRecord } from '../../engine/record/index.js';

function exported(seed: number) {
  const config = defaultConfig(3);
  const g = playRandomGame(newGame(config, seed), { seed, maxActions: 300 });
  const players = config.seats.map((_, i) => ({ name: `Captain ${i + 1}`, kind: 'human' as const }));
  return { g, record: buildRecord({ title: 'Race', players, createdAt: 0, config, seed, actions: g.actions, state: g.state }) };
}

describe('engine/record', () => {
  it('a written record reads back and replays to the same position, one step per action', () => {
    const { g, record } = exported(7);
    const read = parseRecord(recordText(record));
    expect(read).toEqual(record);
    const seqs: number[] = [];
    const end = replayRecord(read, ({ before, after }) => {
      expect(after.seq).toBe(before.seq + 1);
      seqs.push(after.seq);
    });
    expect(stateHash(end)).toBe(stateHash(g.state));
    expect(seqs).toEqual(g.actions.map((_, i) => i + 1));
  });

  it('refuses a record whose moves do not reach its stated hash, or whose moves break the rules', () => {
    const { record } = exported(8);
    const code = (f: () => unknown) => {
      try {
        f();
        return null;
      } catch (e) {
        return e instanceof RecordError ? e.code : String(e);
      }
    };
    expect(code(() => replayRecord({ ...record, finalHash: '0123456789abcdef' }))).toBe('record/hash-mismatch');
    const broken = { ...record, actions: [...record.actions.slice(0, 5), { type: 'confirm' as const }, ...record.actions.slice(5)] };
    expect(code(() => replayRecord(broken))).toBe('record/does-not-replay');
    expect(code(() => parseRecord('[]'))).toBe('record/unknown-format');
  });

  it('names files within the byte cap without a text encoder, whole characters kept', () => {
    const name = recordFileName('🚢'.repeat(100));
    expect(name.endsWith('.mqgame')).toBe(true);
    const base = name.slice(0, -'.mqgame'.length);
    expect(new TextEncoder().encode(base).length).toBe(148); // 37 ships of 4 bytes: the next would pass 150
    expect([...base].every((c) => c === '🚢')).toBe(true);
  });
});
