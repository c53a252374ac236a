// Reading the CLI's inputs: files, JSON, scenarios, action lists and game records.
// Every failure is a CliFailure naming the file and the problem.
import { existsSync, readFileSync } from 'node:fs';
import { issueText, parseScenario } from '../engine/scenario.js';
import { RecordError, parseRecord, toEngineRecord } from '../engine/record/index.js';
import type { Action, GameRecord, GameState } from '../engine/types.js';
import { CliFailure } from './errors.js';

export function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliFailure('file', `cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : ((e as Error).message)}`);
  }
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliFailure('json', `${what} is not valid JSON: ${(e as Error).message}`);
  }
}

export function loadScenarioFile(path: string): GameState {
  const r = parseScenario(parseJson(readText(path), path));
  if (!r.ok) throw new CliFailure('scenario', `${path} is not a valid scenario:\n${r.issues.map((i) => `  ${issueText(i)}`).join('\n')}`, r.issues);
  return r.state;
}

/** ACTIONS is inline JSON (starts with `[` or `{`) or the path of a JSON file; one action or a list. */
export function loadActions(arg: string): Action[] {
  const trimmed = arg.trim();
  const inline = trimmed.startsWith('[') || trimmed.startsWith('{');
  if (!inline && !existsSync(arg)) throw new CliFailure('file', `cannot read ${arg}: no such file (and not inline JSON)`);
  const value = parseJson(inline ? trimmed : readText(arg), inline ? 'ACTIONS' : arg);
  const list = Array.isArray(value) ? value : [value];
  list.forEach((a, i) => {
    if (typeof a !== 'object' || a === null || Array.isArray(a) || typeof (a as { type?: unknown }).type !== 'string')
      throw new CliFailure('actions', `actions[${i}]: must be an object with a "type"`);
  });
  return list as Action[];
}

/**
 * A game record file: the engine's GameRecord (format version 1, checked for its envelope here;
 * the engine's replay checks the rest), or a game exported by the app (`.mqgame`, format version
 * 2 and later: checked and converted by the app's own reader, so both read files the same way).
 */
export function loadRecord(path: string): GameRecord {
  const text = readText(path);
  const v = parseJson(text, path) as Partial<GameRecord> | null;
  const bad = (field: string, msg: string): never => {
    throw new CliFailure('record', `${path}: ${field}: ${msg}`);
  };
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return bad('(file)', 'a game record must be a JSON object');
  if (v.format !== 'mississippi-queen-game') bad('format', 'must be "mississippi-queen-game"');
  if ((v.formatVersion as number) !== 1) {
    try {
      return toEngineRecord(parseRecord(text));
    } catch (e) {
      if (e instanceof RecordError) return bad('(file)', e.message);
      throw e;
    }
  }
  if (typeof v.engineVersion !== 'string') bad('engineVersion', 'must be a string');
  if (typeof v.rulesVersion !== 'string') bad('rulesVersion', 'must be a string');
  if (typeof v.config !== 'object' || v.config === null) bad('config', 'must be an object');
  if (typeof v.seed !== 'number' || !Number.isFinite(v.seed)) bad('seed', 'must be a number');
  if (!Array.isArray(v.actions)) bad('actions', 'must be a list');
  return v as GameRecord;
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A JSON object whose list field `key` has one compact item per line (long lists stay readable). */
export function jsonWithList(head: Record<string, unknown>, key: string, items: readonly unknown[]): string {
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const body = items.map((x) => `    ${JSON.stringify(x)}`).join(',\n');
  return `${top}${Object.keys(head).length ? ',' : ''}\n  "${key}": [${items.length ? `\n${body}\n  ` : ''}]\n}`;
}
