// User preferences, persisted in the store. Every change names the revision it was made against
// (`expectSeq`); a stale one is refused so two windows/tabs cannot silently overwrite each other.
import { ApiError, DEFAULT_SETTINGS, SettingsValues, type SettingsSnapshot } from '../api/contract.js';
import type { EventHub } from './events.js';
import { readMeta, writeMeta, type Db } from './store.js';

const SEQ_KEY = 'settings.seq';

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly hub: EventHub,
  ) {}

  get(): SettingsSnapshot {
    const values: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    const rows = this.db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[];
    const languageChosen = rows.some((row) => row.key === 'language');
    for (const row of rows) {
      if (row.key in DEFAULT_SETTINGS) values[row.key] = JSON.parse(row.value);
    }
    // A value edited by hand into something invalid falls back to its default rather than breaking start-up.
    // Each key is checked on its own, so one bad value does not reset the others.
    const checked: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
      const one = SettingsValues.shape[key as keyof SettingsValues].safeParse(values[key]);
      checked[key] = one.success ? one.data : fallback;
    }
    return { seq: this.seq(), values: checked as SettingsValues, languageChosen };
  }

  set(expectSeq: number, patch: Partial<SettingsValues>): SettingsSnapshot {
    const snapshot = this.db.transaction(() => {
      const seq = this.seq();
      if (expectSeq !== seq) {
        throw new ApiError('seq/stale', `Settings changed meanwhile (expected revision ${expectSeq}, now ${seq}).`);
      }
      const upsert = this.db.prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      );
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) upsert.run(key, JSON.stringify(value));
      }
      this.writeMeta(SEQ_KEY, seq + 1);
      return this.get();
    })();
    this.hub.emit('settingsChanged', snapshot);
    return snapshot;
  }

  /** Internal records that are not user preferences (e.g. window bounds); not reachable from the API. */
  readMeta<T>(key: string): T | undefined {
    return readMeta<T>(this.db, key);
  }

  writeMeta(key: string, value: unknown): void {
    writeMeta(this.db, key, value);
  }

  private seq(): number {
    return this.readMeta<number>(SEQ_KEY) ?? 0;
  }
}
