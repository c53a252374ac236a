// Finding 10 (issue 12): the river's die is rolled for real under mq-rules-2. A face that would make
// the new tile touch an older one (or lead the river into a dead end) is a refused roll, recorded as
// a `rollDie` action whose `dieRolled` event says why, and the die is rolled again; under mq-rules-1
// a game keeps drawing among the allowed faces only, as it was played.
import { describe, expect, it } from 'vitest';
import {
  apply,
  chanceOutcomes,
  defaultConfig,
  newGame,
  replay,
  sampleChance,
  stateHash,
  type Action,
  type ApplyResult,
  type GameEvent,
  type GameRecord,
  type DieFace,
  type GameState,
  type TileId,
} from '../../engine/index.js';
import { DIE_FACES, dieRefusal, legalDieFaces, placeNext, START_TILE, touchesOlderTiles } from '../../engine/river.js';
import { playRandomGame } from '../../cli/random-play.js';

function ok(r: ApplyResult): { state: GameState; events: GameEvent[] } {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r;
}

/** A game at the die roll after the river S R R R: a fourth right would overlap A0 (tile 1). */
function curled(rulesVersion: string): GameState {
  let s = newGame(defaultConfig(4), 1, { rulesVersion });
  const play = (a: Action) => (s = ok(apply(s, a)).state);
  play({ type: 'startOrder', order: ['white', 'orange', 'blue', 'green'] });
  play({ type: 'drawTile', tile: 'A3-1' });
  // jump to the tile reveals: lay three more tiles to the right by hand, as a game would
  for (const tile of ['A3-2', 'A3-3', 'A2-1'] as TileId[]) {
    s = { ...s, river: [...s.river, placeNext(s.river, 'right', tile)], stack: s.stack.filter((t) => t !== tile) };
  }
  return { ...s, drawn: 'A2-2', stack: s.stack.filter((t) => t !== 'A2-2'), pending: { kind: 'chance', chance: 'rollDie' } };
}

describe('the river die under mq-rules-2', () => {
  it('every face can come up: the die is rolled for real', () => {
    const s = curled('mq-rules-2');
    expect(chanceOutcomes(s)).toEqual([
      { type: 'rollDie', face: 'straight' },
      { type: 'rollDie', face: 'left' },
      { type: 'rollDie', face: 'right' },
    ]);
  });

  it('a face that would touch an older tile is recorded as refused, naming the tile, and the die is rolled again', () => {
    const s = curled('mq-rules-2');
    expect(legalDieFaces(s.river, 'A2-2', s.stack.length)).not.toContain('right');
    const r = ok(apply(s, { type: 'rollDie', face: 'right' }));
    expect(r.events).toEqual([{ type: 'dieRolled', face: 'right', accepted: false, reason: 'touches', tile: 0 }]);
    expect(r.state.pending).toEqual({ kind: 'chance', chance: 'rollDie' });
    expect(r.state.drawn).toBe('A2-2');
    expect(r.state.river).toBe(s.river);
    expect(r.state.seq).toBe(s.seq + 1);
    expect(r.state.rng).not.toEqual(s.rng); // one draw per roll, refused or not
    // rolled again: an allowed face places the tile
    const again = ok(apply(r.state, { type: 'rollDie', face: 'left' }));
    expect(again.events[0]).toEqual({ type: 'dieRolled', face: 'left', accepted: true });
    expect(again.events[1]).toMatchObject({ type: 'tilePlaced', index: 5 });
  });

  it('a face that touches nothing yet but leaves no way to lay the rest is refused as a dead end', () => {
    // among the short rivers, find one where a face that touches nothing is still not allowed
    const base = newGame(defaultConfig(3), 2);
    const tiles = base.config.riverTiles;
    const build = (faces: DieFace[]) => faces.reduce((river, f, i) => [...river, placeNext(river, f, tiles[i]!)], [START_TILE]);
    const seqs: DieFace[][] = [];
    const gen = (prefix: DieFace[]): void => {
      if (prefix.length === 7) return void seqs.push(prefix);
      for (const f of DIE_FACES) gen([...prefix, f]);
    };
    gen(['straight']);
    let found: { state: GameState; face: DieFace } | null = null;
    for (const faces of seqs) {
      const river = build(faces);
      if (faces.some((_, i) => i > 0 && touchesOlderTiles(river.slice(0, i + 1), river[i + 1]!))) continue;
      const drawn = tiles[7]!;
      const legal = legalDieFaces(river, drawn, 3);
      const deadEnd = DIE_FACES.find((f) => !legal.includes(f) && !touchesOlderTiles(river, placeNext(river, f, drawn)));
      if (legal.length > 0 && deadEnd) {
        found = { state: { ...base, river, drawn, stack: tiles.slice(8), pending: { kind: 'chance', chance: 'rollDie' } }, face: deadEnd };
        break;
      }
    }
    expect(found).not.toBeNull();
    const r = ok(apply(found!.state, { type: 'rollDie', face: found!.face }));
    expect(r.events).toEqual([{ type: 'dieRolled', face: found!.face, accepted: false, reason: 'deadEnd' }]);
    expect(r.state.pending).toEqual({ kind: 'chance', chance: 'rollDie' });
  });

  it('the reason agrees with the no-touch rule, and the tile named is one the piece touches', () => {
    const tiles = defaultConfig(3).riverTiles;
    let checked = 0;
    const walk = (river: ReturnType<typeof placeNext>[], depth: number): void => {
      for (const f of DIE_FACES) {
        const cand = placeNext(river, f, 'A3-1');
        const why = dieRefusal(river, 'A3-1', 2, f);
        if (why === null) {
          if (depth < 6) walk([...river, cand], depth + 1);
          continue;
        }
        checked++;
        expect(why.reason === 'touches').toBe(touchesOlderTiles(river, cand));
        if (why.reason === 'touches') {
          expect(why.tile).toBeLessThan(river.length - 1);
          expect(touchesOlderTiles([...river.slice(0, why.tile + 1), river[river.length - 1]!], cand)).toBe(true);
        }
      }
    };
    walk([START_TILE, placeNext([START_TILE], 'straight', tiles[0]!)], 1);
    expect(checked).toBeGreaterThan(20);
  });

  it('a seeded game records its refused rolls, and its record replays to the same hashes', () => {
    let refused = 0;
    let game: ReturnType<typeof playRandomGame> | null = null;
    let seed = 0;
    const config = defaultConfig(3, { length: 18, advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'] });
    for (seed = 1; seed < 40 && refused === 0; seed++) {
      refused = 0;
      game = playRandomGame(newGame(config, seed, { rulesVersion: 'mq-rules-2' }), {
        seed,
        policy: 'eager',
        onAction: (_b, _a, _s, events) => {
          for (const e of events) if (e.type === 'dieRolled' && !e.accepted) refused++;
        },
      });
    }
    expect(refused).toBeGreaterThan(0);
    const record: GameRecord = { format: 'mississippi-queen-game', formatVersion: 1, engineVersion: '0.1.0', rulesVersion: 'mq-rules-2', config, seed: seed - 1, actions: game!.actions };
    const r = replay(JSON.parse(JSON.stringify(record)) as GameRecord);
    expect(r.ok && stateHash(r.state)).toBe(stateHash(game!.state));
  });

  it('sampleChance rolls the die: about a third of the rolls come up each face', () => {
    let s = curled('mq-rules-2');
    const counts = { straight: 0, left: 0, right: 0 };
    for (let i = 0; i < 300; i++) {
      const a = sampleChance(s) as { type: 'rollDie'; face: 'straight' | 'left' | 'right' };
      counts[a.face]++;
      s = { ...s, rng: ok(apply(s, { type: 'rollDie', face: 'right' })).state.rng }; // refused: still at the roll
    }
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(60);
  });
});

/** The river S S S L L L laid and the stack empty: the Finish is rolled for, and left would touch. */
function finishRoll(rulesVersion: string): GameState {
  const s = curled(rulesVersion);
  let river = s.river.slice(0, 2);
  for (const face of ['straight', 'straight', 'left', 'left', 'left'] as const) river = [...river, placeNext(river, face, 'A1-1')];
  return { ...s, drawn: null, stack: [], river, pending: { kind: 'chance', chance: 'rollFinish' } };
}

describe('the Finish die', () => {
  it('mq-rules-2: a face whose Finish would touch an older tile is a refused roll too', () => {
    const s = finishRoll('mq-rules-2');
    const refused = (['straight', 'left', 'right'] as const).find((f) => !chanceOutcomes(finishRoll('mq-rules-1')).some((a) => (a as { face: string }).face === f))!;
    expect(refused).toBeDefined();
    expect(chanceOutcomes(s)).toHaveLength(3);
    const r = ok(apply(s, { type: 'rollFinish', face: refused }));
    expect(r.events).toEqual([{ type: 'dieRolled', face: refused, accepted: false, reason: 'touches', tile: expect.any(Number) }]);
    expect(r.state.finish).toBeNull();
    expect(r.state.pending).toEqual({ kind: 'chance', chance: 'rollFinish' });
    const good = chanceOutcomes(finishRoll('mq-rules-1'))[0] as { type: 'rollFinish'; face: 'left' };
    const placed = ok(apply(r.state, good));
    expect(placed.events.slice(0, 2)).toEqual([{ type: 'dieRolled', face: good.face, accepted: true }, { type: 'finishPlaced', finish: placed.state.finish }]);
  });

  it('mq-rules-1: a touching face is an invalid outcome and the Finish is placed without a die event', () => {
    const s = finishRoll('mq-rules-1');
    const allowed = chanceOutcomes(s).map((a) => (a as { face: string }).face);
    expect(allowed.length).toBeLessThan(3);
    const refused = (['straight', 'left', 'right'] as const).find((f) => !allowed.includes(f))!;
    expect(apply(s, { type: 'rollFinish', face: refused })).toEqual({ ok: false, code: 'chance/invalid-outcome' });
    const placed = ok(apply(s, { type: 'rollFinish', face: allowed[0] as 'left' }));
    expect(placed.events[0]).toEqual({ type: 'finishPlaced', finish: placed.state.finish });
  });
});

describe('the river die under mq-rules-1 (games saved before the change)', () => {
  it('draws among the allowed faces only, and a refused face is an invalid outcome', () => {
    const s = curled('mq-rules-1');
    expect(chanceOutcomes(s).map((a) => (a as { face: string }).face)).toEqual(legalDieFaces(s.river, 'A2-2', s.stack.length));
    expect(apply(s, { type: 'rollDie', face: 'right' })).toEqual({ ok: false, code: 'chance/invalid-outcome' });
    const r = ok(apply(s, { type: 'rollDie', face: 'left' }));
    expect(r.events[0]).toEqual({ type: 'dieRolled', face: 'left', accepted: true });
  });
});
