// The corpus of records written by earlier rules (tests/fixtures/records/corpus, made by
// make-corpus.ts): every one must keep replaying to the hashes it was written with, through the
// engine's replay, the app's import (.mqgame reading) and `mq replay`. A failure here means a
// change altered what an old game produces: gate it on rulesGeneration() instead.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, stateHash, type GameRecord } from '../../engine/index.js';
import { parseRecord, replayRecord } from '../../engine/record/index.js';
import { mqIn } from './helpers/cli.js';

const DIR = new URL('../fixtures/records/corpus/', import.meta.url).pathname;
interface Entry {
  file: string;
  rulesVersion: string;
  actions: number;
  finished: boolean;
  hashes: Record<string, string>;
}
const manifest = JSON.parse(fs.readFileSync(DIR + 'corpus.json', 'utf8')) as { records: Entry[] };
const text = (e: Entry) => fs.readFileSync(DIR + e.file, 'utf8');

describe('records written under earlier rules', () => {
  it('the corpus covers the modes, finished and unfinished', () => {
    expect(manifest.records.length).toBeGreaterThanOrEqual(15);
    expect(manifest.records.some((e) => !e.finished)).toBe(true);
    expect(manifest.records.filter((e) => e.finished).length).toBeGreaterThanOrEqual(10);
  });

  it.each(manifest.records.map((e) => [e.file, e] as const))('%s replays to its hashes (engine replay)', (_f, e) => {
    const record = JSON.parse(text(e)) as GameRecord;
    expect(record.rulesVersion).toBe(e.rulesVersion);
    const r = replay(record, { keepStates: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.rulesVersion).toBe(e.rulesVersion);
    expect(r.states!.length).toBe(e.actions + 1);
    for (const [seq, hash] of Object.entries(e.hashes)) expect(stateHash(r.states![Number(seq)]), `after ${seq} actions`).toBe(hash);
    expect(r.state.pending.kind === 'over').toBe(e.finished);
  });

  it.each(manifest.records.map((e) => [e.file, e] as const))('%s opens in the app (.mqgame import) at its final hash', (_f, e) => {
    const state = replayRecord(parseRecord(text(e)));
    expect(state.rulesVersion).toBe(e.rulesVersion);
    expect(stateHash(state)).toBe(e.hashes[String(e.actions)]);
  });

  it('mq replay prints the same final hash', async () => {
    for (const e of manifest.records.slice(0, 4)) {
      const r = await mqIn('replay', DIR + e.file);
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out).finalHash).toBe(e.hashes[String(e.actions)]);
    }
  });
});
