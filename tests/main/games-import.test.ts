import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RULES_VERSION, replay, stateHash, type GameRecord } from '../../engine/index.js';
import { createServices } from '../../electron/services/index.js';
import {
  MAX_RECORD_CHARS,
  MAX_RECORD_DEPTH,
  RECORD_VERSION,
  buildRecord,
  jsonDepth,
  migrate_v1_to_v2,
  migrate_v2_to_v3,
  migrate_v3_to_v4,
  parseRecord,
  recordText,
  toEngineRecord,
  type RecordV1,
} from '../../engine/record/index.js';
import { decisions, playThrough, referenceGame, rig } from './games-fixtures.js';
import { tempDir } from './helpers.js';

const FIXTURES = new URL('../fixtures/records/', import.meta.url);
const fixture = (name: string) => fs.readFileSync(new URL(name, FIXTURES), 'utf8');

// Records made by the engine under test (so rule changes in progress do not break these tests);
// the checked-in fixtures are tested on their own below.
function makeV1(seed: number): string {
  const g = referenceGame(seed);
  return JSON.stringify({ format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config: g.config, seed, actions: g.actions });
}
function makeV2(seed: number): string {
  const g = referenceGame(seed, { players: 4, maxActions: 150 });
  const record = buildRecord({
    title: 'Unfinished river run',
    players: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cy', kind: 'computer', level: 'easy' }, { name: 'Dee', kind: 'human' }],
    createdAt: Date.UTC(2026, 10, 1),
    config: g.config,
    seed,
    actions: g.actions,
    state: g.state,
    exportedBy: 'fixture generator',
  });
  return recordText(record);
}
const V1 = makeV1(4242);
const V2 = makeV2(77);

function mutate(text: string, change: (r: Record<string, unknown>) => void): string {
  const r = JSON.parse(text) as Record<string, unknown>;
  change(r);
  return JSON.stringify(r);
}

/** Every kind of bad file, with the error it must get. */
const BAD_FILES: [string, string, string][] = [
  ['empty file', '', 'record/not-json'],
  ['truncated JSON', V2.slice(0, Math.floor(V2.length / 2)), 'record/not-json'],
  ['not JSON at all', 'PK\u0003\u0004 this is a zip file', 'record/not-json'],
  ['a JSON array', '[1, 2, 3]', 'record/unknown-format'],
  ['JSON null', 'null', 'record/unknown-format'],
  ['another format', JSON.stringify({ format: 'chess-pgn', formatVersion: 1 }), 'record/unknown-format'],
  ['a newer format version', mutate(V2, (r) => (r.formatVersion = RECORD_VERSION + 1)), 'record/unsupported-version'],
  ['a non-numeric version', mutate(V2, (r) => (r.formatVersion = '2')), 'record/unsupported-version'],
  ['huge file', V2.replace('"exportedBy": "fixture generator"', `"exportedBy": "${'x'.repeat(MAX_RECORD_CHARS)}"`), 'record/too-large'],
  ['deeply nested', `{"format":"mississippi-queen-game","formatVersion":2,"x":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'record/too-deep'],
  ['nesting just over the cap', `${'['.repeat(MAX_RECORD_DEPTH + 1)}${']'.repeat(MAX_RECORD_DEPTH + 1)}`, 'record/too-deep'],
  ['seed of the wrong type', mutate(V2, (r) => (r.seed = '77')), 'record/invalid'],
  ['actions not a list', mutate(V2, (r) => (r.actions = { 0: { type: 'confirm' } })), 'record/invalid'],
  ['an unknown action type', mutate(V2, (r) => (r.actions as unknown[]).splice(3, 0, { type: 'teleport' })), 'record/invalid'],
  ['an action with an extra field', mutate(V2, (r) => ((r.actions as Record<string, unknown>[])[2]!.cheat = true)), 'record/invalid'],
  ['an unexpected top-level field', mutate(V2, (r) => (r.__proto_pollution = { admin: true })), 'record/invalid'],
  ['missing meta', mutate(V2, (r) => delete r.meta), 'record/invalid'],
  ['players not matching seats', mutate(V2, (r) => (r.meta as { players: unknown[] }).players.pop()), 'record/invalid'],
  ['an unplayable config', mutate(V2, (r) => ((r.config as { seats: unknown[] }).seats = [{ boats: ['white'] }, { boats: ['white'] }, { boats: ['blue'] }, { boats: ['green'] }])), 'record/bad-config'],
  ['a rule-breaking move', mutate(V2, (r) => (r.actions as unknown[]).splice(20, 0, { type: 'speed', speed: 6 }, { type: 'speed', speed: 6 })), 'record/does-not-replay'],
  ['a forged chance outcome', mutate(V1, (r) => ((r.actions as { type: string; order?: string[] }[])[0]!.order = ['white', 'white', 'white'])), 'record/does-not-replay'],
  ['actions cut short with a forged hash', mutate(V2, (r) => (r.actions as unknown[]).splice(-5)), 'record/hash-mismatch'],
  ['a forged result', mutate(V2, (r) => (r.result = { places: ['blue', 'white', 'orange', 'green'] })), 'record/result-mismatch'],
];

describe('.mqgame import', () => {
  it.each(BAD_FILES)('refuses %s with a clear error and writes nothing', (_name, text, code) => {
    const { games, db } = rig();
    const before = games.listGames();
    let err: unknown;
    try {
      games.importGame(text);
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ code });
    expect((err as Error).message.length).toBeGreaterThan(10);
    expect(games.listGames()).toEqual(before);
    expect(db.prepare('SELECT count(*) FROM actions').pluck().get()).toBe(0);
  });

  it('has at least ten kinds of bad file', () => {
    expect(new Set(BAD_FILES.map(([, , code]) => code)).size).toBeGreaterThanOrEqual(10);
  });

  it('through the API: a bad file is a typed error answer, never a throw', async () => {
    const services = createServices({ userDataDir: tempDir(), host: 'browser', name: 'MQ', version: 't' });
    try {
      expect(await services.dispatch('importGame', { text: '{"format":' })).toMatchObject({ ok: false, code: 'record/not-json' });
      expect(await services.dispatch('importGame', { text: 42 })).toMatchObject({ ok: false, code: 'request/malformed' });
      const ok = await services.dispatch('importGame', { text: V2 });
      expect(ok).toMatchObject({ ok: true, value: { title: 'Unfinished river run' } });
    } finally {
      services.close();
    }
  });

  it('imports a current record: same position, names, and the game plays on', () => {
    const { games } = rig();
    const summary = games.importGame(V2);
    const record = JSON.parse(V2) as { actions: unknown[]; finalHash: string; meta: { players: unknown[] } };
    expect(summary).toMatchObject({ title: 'Unfinished river run', status: 'playing', seq: record.actions.length, rev: 0 });
    expect(summary.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect(summary.players[2]).toMatchObject({ kind: 'computer', level: 'easy', boats: ['blue'] });
    const view = games.getGame(summary.id);
    expect(stateHash(view.state)).toBe(record.finalHash);
    expect(view.legalActions.length).toBeGreaterThan(0);
    const next = games.act(view.id, view.rev, view.legalActions[0]!);
    expect(next.seq).toBeGreaterThan(view.seq);
  });

  it('migrates an older (v1, bare engine) record on load', () => {
    const v1 = JSON.parse(V1) as RecordV1;
    const migrated = migrate_v1_to_v2(v1);
    expect(migrated).toMatchObject({ formatVersion: 2, result: null, finalHash: null, actions: v1.actions, seed: v1.seed });
    expect(migrated.meta.players).toHaveLength(v1.config.seats.length);
    expect(parseRecord(V1)).toEqual(migrate_v3_to_v4(migrate_v2_to_v3(migrated)));
    const { games } = rig();
    const summary = games.importGame(V1);
    const direct = replay(v1 as unknown as GameRecord);
    if (!direct.ok) throw new Error('fixture does not replay');
    expect(summary).toMatchObject({ status: 'over', seq: v1.actions.length, title: 'Imported game' });
    expect(stateHash(games.getGame(summary.id).state)).toBe(stateHash(direct.state));
  });

  it('export → import keeps the hint marks (record v4): a game played with help stays marked; a v3 file had hints offered, none shown', () => {
    const { games } = rig();
    const ref = referenceGame(41, { maxActions: 40 });
    const helped = playThrough(games, games.newGame({ players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }, { name: 'C', kind: 'human' }], config: ref.config, seed: ref.seed }), decisions(ref.actions).slice(0, 6));
    games.markHintUsed(helped.id);
    const strict = games.newGame({ players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }, { name: 'C', kind: 'human' }], config: ref.config, seed: ref.seed, hints: false });
    const marks = (id: string) => {
      const g = games.listGames().find((x) => x.id === id)!;
      return { hints: g.hints, hintUsed: g.hintUsed };
    };
    const helpedFile = games.exportGame(helped.id);
    expect(helpedFile.formatVersion).toBe(4);
    expect(parseRecord(helpedFile.text).meta).toMatchObject({ hints: true, hintUsed: true });
    expect(marks(games.importGame(helpedFile.text).id)).toEqual({ hints: true, hintUsed: true });
    expect(marks(games.importGame(games.exportGame(strict.id).text).id)).toEqual({ hints: false, hintUsed: false });
    // a v3 file (before the marks): hints offered, none shown
    const v3 = JSON.parse(helpedFile.text) as { formatVersion: number; meta: Record<string, unknown> };
    v3.formatVersion = 3;
    delete v3.meta.hints;
    delete v3.meta.hintUsed;
    expect(marks(games.importGame(JSON.stringify(v3)).id)).toEqual({ hints: true, hintUsed: false });
  });

  it('export → import round trip reproduces every position (same state hashes)', () => {
    const ref = referenceGame(41);
    const { games } = rig();
    const original = playThrough(
      games,
      games.newGame({ players: [{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'computer', level: 'hard' }, { name: 'Cy', kind: 'human' }], config: ref.config, seed: ref.seed, title: 'Round trip' }),
      decisions(ref.actions),
    );
    const exported = games.exportGame(original.id);
    expect(exported.fileName).toBe('Round trip.mqgame');
    const copy = games.importGame(exported.text);
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ title: 'Round trip', status: 'over', result: original.result, seq: original.seq });
    expect(copy.players).toEqual(original.players);
    for (let seq = 0; seq <= original.seq; seq += 37) {
      expect(stateHash(games.getGameAt(copy.id, seq).state)).toBe(stateHash(games.getGameAt(original.id, seq).state));
    }
    expect(stateHash(games.getGame(copy.id).state)).toBe(stateHash(original.state));
    // Exporting the import gives the same record again (except nothing: dates and hashes included).
    const again = JSON.parse(games.exportGame(copy.id).text) as Record<string, unknown>;
    expect(again).toEqual(JSON.parse(exported.text));
    // And the engine's own replay (the CLI's `mq replay`) accepts it.
    const engine = replay(toEngineRecord(parseRecord(exported.text)));
    expect(engine.ok && stateHash(engine.state)).toBe(stateHash(original.state));
  });

  it.each(['finished-3p.v1.mqgame', 'unfinished-4p.v2.mqgame'])(
    'the checked-in record %s still imports (after a deliberate rules change: tests/fixtures/records/make-fixtures.ts)',
    (name) => {
      const { games } = rig();
      const summary = games.importGame(fixture(name));
      expect(summary.seq).toBeGreaterThan(100);
    },
  );

  it('measures nesting without being fooled by brackets inside strings', () => {
    expect(jsonDepth('{"a":"[[[[[[[[\\"[[[[","b":[[1]]}')).toBe(3);
    expect(jsonDepth('[]')).toBe(1);
  });
});
