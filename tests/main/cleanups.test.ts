// The helpers' clean-ups run after each test from the node project's setup file (not from a hook
// registered when helpers.ts is first imported): a temp folder and a database are gone by the next test.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rig } from './games-fixtures.js';
import { tempDir } from './helpers.js';

describe('clean-ups after each test', () => {
  let dir = '';
  let db: ReturnType<typeof rig>['db'] | undefined;
  it('makes a temp folder and opens a database', () => {
    dir = tempDir();
    db = rig().db;
    expect(fs.existsSync(dir)).toBe(true);
    expect(db.open).toBe(true);
  });
  it('finds them cleaned up by the next test', () => {
    expect(fs.existsSync(dir)).toBe(false);
    expect(db!.open).toBe(false);
  });
});
