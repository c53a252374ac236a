// Damage handling for the database file. A file SQLite cannot read (garbage, truncated, failed
// integrity check) is moved aside — kept next to the original, never deleted — and a fresh
// database is started; every game that still reads and replays from the kept file is salvaged into
// it (salvage.ts), and a notice tells the user how many came back, which did not, and where the
// old file is. A database from a newer app version is not damage: it is refused untouched
// (store/newer-version), as store.ts does.
import fs from 'node:fs';
import { ApiError } from '../../api/contract.js';
import { openStore, type Db, type OpenStoreOptions } from '../store.js';
import { salvageInto } from './salvage.js';
import type { Notice } from './schemas.js';

export interface RecoveredStore {
  db: Db;
  notices: Notice[];
}

export function openStoreWithRecovery(file: string, options: OpenStoreOptions = {}, now = new Date()): RecoveredStore {
  let problem: string;
  try {
    const db = openStore(file, options);
    const check = checkIntegrity(db);
    if (check === null) return { db, notices: [] };
    db.close();
    problem = check;
  } catch (err) {
    if (err instanceof ApiError) throw err; // newer version: refuse, do not touch
    if (!fs.existsSync(file)) throw err; // nothing to move aside: not a damaged file (e.g. no folder)
    problem = err instanceof Error ? err.message : String(err);
  }
  const movedTo = moveAside(file, now);
  const db = openStore(file, options);
  let salvage = { saved: 0, lost: [] as string[] };
  try {
    salvage = salvageInto(movedTo, db, options.nativeBinding);
  } catch {
    // Salvage is a bonus: the app starts on the fresh database whatever it met in the kept file.
  }
  const { saved, lost } = salvage;
  const found = saved + lost.length;
  const outcome =
    found === 0
      ? 'a new, empty one was started'
      : `a new one was started with the ${saved} of ${found} saved games that could still be read` +
        (lost.length ? ` (not recovered: ${lost.map((t) => `"${t}"`).join(', ').slice(0, 500)})` : '');
  return {
    db,
    notices: [
      {
        code: 'store/recovered',
        message: `The saved-games database could not be read (${problem.slice(0, 200)}). It was kept as ${movedTo} and ${outcome}.`,
        path: movedTo,
        saved,
        lost,
      },
    ],
  };
}

/** null when SQLite finds the file sound, else what it found. */
function checkIntegrity(db: Db): string | null {
  const rows = db.pragma('quick_check') as { quick_check: string }[];
  const first = rows[0]?.quick_check;
  return first === 'ok' ? null : `integrity check: ${first ?? 'no answer'}`;
}

/** Renames the file and its WAL/SHM companions to `<file>.damaged-<timestamp>[-n]`; returns the new main path. */
export function moveAside(file: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let target = `${file}.damaged-${stamp}`;
  for (let n = 2; fs.existsSync(target); n++) target = `${file}.damaged-${stamp}-${n}`;
  fs.renameSync(file, target);
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, target + suffix);
  }
  return target;
}
