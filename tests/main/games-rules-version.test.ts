// Saves keep their rules: a game from a record written under earlier rules (mq-rules-1) imports,
// reopens after a restart, continues, forks and exports under those rules, at the same hashes.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION, stateHash } from '../../engine/index.js';
import { parseRecord } from '../../engine/record/index.js';
import { decisions, playThrough, players, referenceGame, rig } from './games-fixtures.js';

const DIR = new URL('../fixtures/records/corpus/', import.meta.url).pathname;
const manifest = JSON.parse(fs.readFileSync(DIR + 'corpus.json', 'utf8')) as {
  records: { file: string; actions: number; finished: boolean; hashes: Record<string, string> }[];
};


describe('saves made under earlier rules', () => {
  it('an mq-rules-1 game imports, reopens after a restart, plays on, forks and exports under mq-rules-1', () => {
    const entry = manifest.records.find((e) => e.file.startsWith('base-5p-unfinished'))!;
    const text = fs.readFileSync(DIR + entry.file, 'utf8');
    const first = rig();
    const summary = first.games.importGame(text);
    const final = entry.hashes[String(entry.actions)];
    expect(stateHash(first.games.getGame(summary.id).state)).toBe(final);

    // a restart: a new service on the same file rebuilds the game from its stored rows
    const again = rig(first.file);
    const view = again.games.getGame(summary.id);
    expect(view.readOnly).toBe(false);
    expect(view.state.rulesVersion).toBe('mq-rules-1');
    expect(stateHash(view.state)).toBe(final);
    const half = Math.floor(entry.actions / 2);
    expect(stateHash(again.games.getGameAt(summary.id, half).state)).toBe(entry.hashes[String(half)]);

    // it plays on under its own rules
    const moved = again.games.act(view.id, view.rev, view.legalTurns[0]!.actions[0]!);
    expect(moved.state.rulesVersion).toBe('mq-rules-1');

    // a fork from an earlier position keeps the rules of the log it copies
    const fork = again.games.forkGame(summary.id, half);
    const forked = again.games.getGame(fork.id);
    expect(forked.state.rulesVersion).toBe('mq-rules-1');
    expect(stateHash(again.games.getGameAt(fork.id, half).state)).toBe(entry.hashes[String(half)]);

    // the export says which rules it was played under, and its hash is checked on import
    const exported = parseRecord(again.games.exportGame(summary.id).text);
    expect(exported.rulesVersion).toBe('mq-rules-1');
    expect(() => again.games.importGame(again.games.exportGame(summary.id).text)).not.toThrow();
  });

  it('a record played under rules this app does not know is refused (record/unsupported-rules)', () => {
    const entry = manifest.records.find((e) => e.file.endsWith('.v2.mqgame'))!;
    const text = fs.readFileSync(DIR + entry.file, 'utf8').replace('"rulesVersion":"mq-rules-1"', '"rulesVersion":"mq-rules-9"');
    const { games } = rig();
    expect(() => games.importGame(text)).toThrow(expect.objectContaining({ code: 'record/unsupported-rules' }));
    expect(games.listGames()).toEqual([]);
  });

  it('a new game (mq-rules-2 and later) records its refused die rolls, shows them in its log, and exports and imports to the same hash', () => {
    // seed 18: the river's die shows a refused face about 140 actions in
    const ref = referenceGame(18, { players: 3, maxActions: 200 });
    const k = ref.actions.findIndex((a, i) => a.type === 'rollDie' && ref.actions[i + 1]?.type === 'rollDie');
    expect(k).toBeGreaterThan(0);
    const { games, file } = rig();
    const done = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    expect(done.state.rulesVersion).toBe(RULES_VERSION);
    expect(stateHash(done.state)).toBe(stateHash(ref.state));
    const at = games.getGameAt(done.id, k + 1);
    expect(at.action).toEqual(ref.actions[k]);
    expect(at.events).toEqual([expect.objectContaining({ type: 'dieRolled', accepted: false, reason: expect.stringMatching(/touches|deadEnd/) })]);
    const log = games.getGameLog(done.id);
    expect(log.entries.some((e) => e.events.some((ev) => ev.type === 'dieRolled' && !ev.accepted))).toBe(true);
    const text = games.exportGame(done.id).text;
    expect(parseRecord(text).rulesVersion).toBe(RULES_VERSION);
    const again = rig(file);
    expect(stateHash(again.games.getGame(done.id).state)).toBe(stateHash(ref.state));
    const copy = again.games.importGame(text);
    expect(stateHash(again.games.getGame(copy.id).state)).toBe(stateHash(ref.state));
  });
});
