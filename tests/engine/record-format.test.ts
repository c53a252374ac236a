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

  it('keeps who starts a 2-player game (config.firstSeat): replays as played; a bad value is refused', () => {
    const config = { ...defaultConfig(2), firstSeat: 1 };
    const g = playRandomGame(newGame(config, 5), { seed: 5, maxActions: 200 });
    const players = config.seats.map((_, i) => ({ name: `Captain ${i + 1}`, kind: 'human' as const }));
    const record = buildRecord({ title: 'Race', players, createdAt: 0, config, seed: 5, actions: g.actions, state: g.state });
    const read = parseRecord(recordText(record));
    expect(read.config.firstSeat).toBe(1);
    const end = replayRecord(read);
    expect(stateHash(end)).toBe(stateHash(g.state));
    // the start order drawn (the record's first action) puts seat 1 on docks 1 and 4
    const first = read.actions[0]!;
    expect(first.type).toBe('startOrder');
    if (first.type === 'startOrder') expect([first.order[0], first.order[3]].map((id) => end.boats.find((b) => b.id === id)!.owner)).toEqual([1, 1]);
    const code = (text: string) => {
      try {
        parseRecord(text);
        return null;
      } catch (e) {
        return e instanceof RecordError ? e.code : String(e);
      }
    };
    const edited = (firstSeat: unknown, seats = record.config.seats) => recordText({ ...record, config: { ...record.config, seats, firstSeat } as never });
    expect(code(edited(2))).toBe('record/invalid');
    expect(code(edited('1'))).toBe('record/invalid');
    // a choice of who starts with three players: the engine refuses it by its code
    expect(code(edited(0, [...record.config.seats, { boats: ['pink', 'red'] }]))).toMatch(/^record\/(bad-config|invalid)$/);
  });

  it('names files within the byte cap without a text encoder, whole characters kept', () => {
    const name = recordFileName('🚢'.repeat(100));
    expect(name.endsWith('.mqgame')).toBe(true);
    const base = name.slice(0, -'.mqgame'.length);
    expect(new TextEncoder().encode(base).length).toBe(148); // 37 ships of 4 bytes: the next would pass 150
    expect([...base].every((c) => c === '🚢')).toBe(true);
  });
});
