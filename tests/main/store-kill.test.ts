import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { DB_FILE } from '../../electron/services/index.js';
import { openStore } from '../../electron/services/store.js';
import { tempDir } from './helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHILD = path.join(ROOT, 'tests/main/games-kill-child.ts');

/** Runs the child until it has acknowledged `killAfter` moves, SIGKILLs it, returns what it acknowledged. */
function runAndKill(dir: string, seed: number, killAfter: number): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir, String(seed)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const acked = new Map<string, number>();
    let count = 0;
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const m = /^ack (\S+) (\d+)$/.exec(line);
        if (!m) continue;
        acked.set(m[1]!, Number(m[2]));
        if (++count === killAfter) child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`child exited (${code}) before being killed: ${stderr.slice(-2000)}`));
    });
  });
}

describe('durability', () => {
  it.each([
    [101, 60],
    [202, 700], // past the end of the first game: several games, snapshots taken
  ])('SIGKILL mid-game (seed %i, after %i acks) loses no acknowledged action', async (seed, killAfter) => {
    const dir = tempDir('mq-kill-');
    const acked = await runAndKill(dir, seed, killAfter);
    expect(acked.size).toBeGreaterThan(0);
    const db = openStore(path.join(dir, DB_FILE));
    try {
      const games = new GamesService({ db, hub: new EventHub() });
      for (const [id, seq] of acked) {
        const rows = db.prepare('SELECT seq FROM actions WHERE game_id = ? ORDER BY seq').pluck().all(id) as number[];
        // Every acknowledged action is there, in order, without holes (one in-flight extra is allowed).
        expect(rows.length).toBeGreaterThanOrEqual(seq);
        expect(rows.slice(0, seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
        const view = games.getGame(id);
        expect(view.readOnly).toBe(false);
        expect(view.seq).toBeGreaterThanOrEqual(seq);
      }
    } finally {
      db.close();
    }
  });
});
