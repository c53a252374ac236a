// `.mqgame` files: a versioned JSON game record, shared by the app, the CLI and the network host.
// Reading one is hostile-input handling: size cap, nesting cap, JSON, known format and version,
// migration of older versions (pure migrate_vN_to_vN+1 functions), strict zod validation.
// Replaying it is replay.ts, writing it write.ts. Pure (engine + zod): nothing here reads or writes files.
import { z } from 'zod';
import { KNOWN_RULES_VERSIONS, validateConfig } from '../config.js';
import { scenarioStart } from './start.js';
import { newGame } from '../setup.js';
import type { GameState } from '../types.js';
import { RecordError } from './codes.js';
import { ActionSchema, GameConfigSchema, NAME_MAX, ResultSchema, SeedSchema, StoredPlayerSchema, TITLE_MAX } from './schemas.js';
import { cleanText } from './text.js';

export const RECORD_FORMAT = 'mississippi-queen-game';
/**
 * The version this app writes. v1 = the engine's bare GameRecord (what `mq simulate` writes);
 * v3 adds `scenario`: the position a game from a scenario (a challenge) started from; v4 adds the
 * captain's hints to `meta`: whether they could be asked for, and whether one was shown.
 */
export const RECORD_VERSION = 4;
export const RECORD_EXTENSION = '.mqgame';
/** Characters. Well above any real game (2,000 actions ≈ 40 kB) and below the browser host's body cap. */
export const MAX_RECORD_CHARS = 600_000;
/** Arrays/objects inside one another; a real record nests 5 deep. */
export const MAX_RECORD_DEPTH = 16;
export const MAX_RECORD_ACTIONS = 20_000;

// ---- versions --------------------------------------------------------------------------------

const Versions = { engineVersion: z.string().min(1).max(40), rulesVersion: z.string().min(1).max(40) };
const Actions = z.array(ActionSchema).max(MAX_RECORD_ACTIONS);

export const RecordV1Schema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    formatVersion: z.literal(1),
    ...Versions,
    config: GameConfigSchema,
    seed: SeedSchema,
    actions: Actions,
  })
  .strict();
export type RecordV1 = z.infer<typeof RecordV1Schema>;

export const RecordV2Schema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    formatVersion: z.literal(2),
    ...Versions,
    config: GameConfigSchema,
    seed: SeedSchema,
    actions: Actions,
    meta: z
      .object({
        // Any text is read (bounded): parseRecord cleans it rather than refusing a game for its title.
        title: z.string().max(TITLE_MAX * 10),
        players: z.array(StoredPlayerSchema.extend({ name: z.string().max(NAME_MAX * 10) })).min(1).max(7),
        /** ISO date the game was started. */
        createdAt: z.string().max(40).optional(),
        exportedBy: z.string().max(80).optional(),
      })
      .strict(),
    result: ResultSchema.nullable(),
    /** stateHash of the final position; checked when the record's engine/rules versions are this app's. */
    finalHash: z.string().regex(/^[0-9a-f]{16}$/).nullable(),
  })
  .strict();
export type RecordV2 = z.infer<typeof RecordV2Schema>;

export const RecordV3Schema = RecordV2Schema.extend({
  formatVersion: z.literal(3),
  /**
   * The scenario (docs/scenario-format.md, versioned by its own `version`) the game started from,
   * or null: the game started from newGame(config, seed). Its shape is checked by parseScenario
   * in parseRecord, which also checks that it sets up `config` under `rulesVersion`.
   */
  scenario: z.record(z.string(), z.unknown()).nullable(),
}).strict();
export type RecordV3 = z.infer<typeof RecordV3Schema>;

export const RecordV4Schema = RecordV3Schema.extend({
  formatVersion: z.literal(4),
  meta: RecordV2Schema.shape.meta
    .extend({
      /** The captain's hints could be asked for in this game (set up with them). */
      hints: z.boolean(),
      /** A hint was shown: the library marks the game as played with help. */
      hintUsed: z.boolean(),
    })
    .strict(),
}).strict();
export type RecordV4 = z.infer<typeof RecordV4Schema>;
export type CurrentRecord = RecordV4;

/** v1 → v2: a bare engine record gains meta (default title and human players), no result, no hash. */
export function migrate_v1_to_v2(r: RecordV1): RecordV2 {
  return {
    ...r,
    formatVersion: 2,
    meta: { title: 'Imported game', players: r.config.seats.map((_, i) => ({ name: `Player ${i + 1}`, kind: 'human' })) },
    result: null,
    finalHash: null,
  };
}

/** v2 → v3: every game before v3 started from newGame(config, seed). */
export function migrate_v2_to_v3(r: RecordV2): RecordV3 {
  return { ...r, formatVersion: 3, scenario: null };
}

/** v3 → v4: a game exported before v4 says nothing of hints: offered (the default), none shown. */
export function migrate_v3_to_v4(r: RecordV3): RecordV4 {
  return { ...r, formatVersion: 4, meta: { ...r.meta, hints: true, hintUsed: false } };
}

/** Schema of each version, and the step from it to the next; applied in order. */
const VERSIONS: Record<number, { schema: z.ZodType; up?: (r: never) => unknown }> = {
  1: { schema: RecordV1Schema, up: migrate_v1_to_v2 as (r: never) => unknown },
  2: { schema: RecordV2Schema, up: migrate_v2_to_v3 as (r: never) => unknown },
  3: { schema: RecordV3Schema, up: migrate_v3_to_v4 as (r: never) => unknown },
  4: { schema: RecordV4Schema },
};

// ---- reading ---------------------------------------------------------------------------------

/** Deepest nesting of arrays/objects in a JSON text, without parsing it (strings skipped). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped char
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAbove) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** Text → a valid current-version record (migrated if older). Throws RecordError. */
export function parseRecord(text: string): CurrentRecord {
  if (text.length > MAX_RECORD_CHARS) {
    throw new RecordError('record/too-large', `The file is too large for a game record (over ${MAX_RECORD_CHARS} characters).`);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (jsonDepth(body, MAX_RECORD_DEPTH) > MAX_RECORD_DEPTH) {
    throw new RecordError('record/too-deep', `The file nests data more than ${MAX_RECORD_DEPTH} levels deep.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (err) {
    throw new RecordError('record/not-json', `The file is not valid JSON (${(err as Error).message.slice(0, 120)}).`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as { format?: unknown }).format !== RECORD_FORMAT) {
    throw new RecordError('record/unknown-format', 'This is not a Mississippi Queen game record.');
  }
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || !(version in VERSIONS)) {
    const newer = typeof version === 'number' && version > RECORD_VERSION;
    throw new RecordError(
      'record/unsupported-version',
      newer
        ? `The record has format version ${version}, newer than this app reads (${RECORD_VERSION}). Update the app to open it.`
        : `Unknown record format version ${JSON.stringify(version)?.slice(0, 20)}.`,
    );
  }
  let record: unknown = json;
  for (let v = version; v <= RECORD_VERSION; v++) {
    const step = VERSIONS[v]!;
    const parsed = step.schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? issue.path.map(String).join('.') : '(file)';
      throw new RecordError('record/invalid', `Invalid game record (version ${v}) at ${where}: ${issue.message}`);
    }
    record = step.up ? step.up(parsed.data as never) : parsed.data;
  }
  const read = record as CurrentRecord;
  // Titles and names from a file follow the rules typed ones do (text.ts), cleaned instead of refused.
  const r: CurrentRecord = {
    ...read,
    meta: {
      ...read.meta,
      title: cleanText(read.meta.title, TITLE_MAX, 'Imported game'),
      players: read.meta.players.map((p, i) => ({ ...p, name: cleanText(p.name, NAME_MAX, `Player ${i + 1}`) })),
    },
  };
  if (!KNOWN_RULES_VERSIONS.includes(r.rulesVersion)) {
    throw new RecordError(
      'record/unsupported-rules',
      `The game was played under rules "${r.rulesVersion.slice(0, 40)}", which this app does not know. Update the app to open it.`,
    );
  }
  const check = validateConfig(r.config);
  if (!check.ok) throw new RecordError('record/bad-config', `The game options are not playable here: ${check.code} (${check.field}).`);
  if (r.meta.players.length !== r.config.seats.length) {
    throw new RecordError('record/invalid', `The record names ${r.meta.players.length} players for ${r.config.seats.length} seats.`);
  }
  recordStart(r); // a scenario start must read and agree with the record's options and rules
  return r;
}

/**
 * The position a record's actions start from: its scenario's, or newGame(config, seed) under the
 * record's rules. Throws RecordError when the scenario does not read or does not set up the
 * record's options and rules (the actions would replay some other game).
 */
export function recordStart(r: CurrentRecord): GameState {
  if (r.scenario === null) return newGame(r.config, r.seed, { rulesVersion: r.rulesVersion });
  const read = scenarioStart(r.scenario);
  if (!read.ok) {
    const issue = read.issues[0]!;
    throw new RecordError('record/invalid', `Invalid game record at scenario${issue.field ? `.${issue.field}` : ''}: ${issue.message}`.slice(0, 300));
  }
  if (JSON.stringify(read.state.config) !== JSON.stringify(r.config)) {
    throw new RecordError('record/invalid', 'The record\'s scenario sets up other game options than the record states.');
  }
  if (read.state.rulesVersion !== r.rulesVersion) {
    throw new RecordError('record/invalid', `The record's scenario is played under rules "${read.state.rulesVersion}", the record says "${r.rulesVersion.slice(0, 40)}".`);
  }
  return read.state;
}
