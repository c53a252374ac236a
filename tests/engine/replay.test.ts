// Game records replay to identical states; the state hash is stable and discriminating.
import { describe, expect, it } from 'vitest';
import {
  apply,
  defaultConfig,
  ENGINE_VERSION,
  legalActions,
  legalTurns,
  newGame,
  replay,
  RULES_VERSION,
  sampleChance,
  stateHash,
  type Action,
  type GameRecord,
  type GameState,
} from '../../engine/index.js';
import { canonicalJson } from '../../engine/hash.js';

/** Plays `turns` decisions of a seeded game (chance by sampleChance, choices by a small LCG). */
function playGame(seed: number, decisions: number): { record: GameRecord; hashes: string[]; state: GameState } {
  const config = defaultConfig(4);
  let state = newGame(config, seed);
  const actions: Action[] = [];
  const hashes = [stateHash(state)];
  let x = seed;
  const pick = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % n;
  };
  for (let k = 0; k < decisions && state.pending.kind !== 'over'; k++) {
    let batch: Action[];
    if (state.pending.kind === 'chance') batch = [sampleChance(state)];
    else if (state.pending.kind === 'move') {
      const turns = legalTurns(state);
      batch = turns[pick(turns.length)]!.actions;
    } else {
      const acts = legalActions(state);
      batch = [acts[pick(acts.length)]!];
    }
    for (const a of batch) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.code}`);
      state = r.state;
      actions.push(a);
      hashes.push(stateHash(state));
    }
  }
  const record: GameRecord = { format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config, seed, actions };
  return { record, hashes, state };
}

describe('replay', () => {
  it('a recorded game replays to identical states (hash after every action)', () => {
    const { record, hashes, state } = playGame(7, 150);
    const r = replay(JSON.parse(JSON.stringify(record)) as GameRecord, { keepStates: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(stateHash(r.state)).toBe(stateHash(state));
    expect(r.states!.map(stateHash)).toEqual(hashes);
  });

  it('a tampered record fails at the first rejected action, with its index', () => {
    const { record } = playGame(11, 60);
    const k = record.actions.findIndex((a) => a.type === 'confirm');
    const bad = { ...record, actions: [...record.actions.slice(0, k), { type: 'speed', speed: 9 } as Action, ...record.actions.slice(k + 1)] };
    expect(replay(bad)).toEqual({ ok: false, code: 'speed/already-set', at: k });
    expect(replay({ ...record, format: 'x' } as never)).toMatchObject({ ok: false, at: -1 });
  });

  it('a different seed gives a different game', () => {
    expect(stateHash(playGame(1, 40).state)).not.toBe(stateHash(playGame(2, 40).state));
  });
});

describe('stateHash', () => {
  it('ignores key order and undefined fields, and is 16 hex digits', () => {
    const a = { x: 1, y: [1, { b: 2, a: 1 }], z: undefined };
    const b = { y: [1, { a: 1, b: 2 }], x: 1 };
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(canonicalJson(b)).toBe('{"x":1,"y":[1,{"a":1,"b":2}]}');
  });

  it('changes when any field changes', () => {
    const s = newGame(defaultConfig(3), 5);
    const h = stateHash(s);
    expect(stateHash({ ...s, seq: 1 })).not.toBe(h);
    expect(stateHash({ ...s, boats: s.boats.map((b, i) => (i === 2 ? { ...b, coal: 5 } : b)) })).not.toBe(h);
    expect(stateHash(JSON.parse(JSON.stringify(s)))).toBe(h);
  });
});
