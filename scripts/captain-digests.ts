// The proof that a speed change plays the same captain games (issues 13 and 18): seeded
// captain-only games in several modes, each written as its final state hash, its action count and
// a hash of its whole action list. The reference (tests/fixtures/captain-digests.json) was taken
// on the code before the speed work; after every speed change, `--check` must find the same.
//
//   npx tsx scripts/captain-digests.ts [--check] [--write] [--only base,6p,...]
//
// Games run from an esbuild bundle in plain node (like scripts/every-race-ends.ts), so the
// seconds printed beside each game are the times of the long runs.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const REF = 'tests/fixtures/captain-digests.json';
const { values } = parseArgs({
  options: { check: { type: 'boolean' }, write: { type: 'boolean' }, only: { type: 'string' }, child: { type: 'boolean' } },
});

if (!values.child) {
  const out = '.cache/captain-digests/run.mjs';
  await build({ entryPoints: ['scripts/captain-digests-games.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: out, logLevel: 'warning' });
  const args = [out, ...(values.only ? ['--only', values.only] : [])];
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) process.exit(r.status ?? 1);
  const games = JSON.parse(r.stdout.toString()) as { id: string; hash: string; actions: number; digest: string; cpuSeconds: number }[];
  const total = games.reduce((a, g) => a + g.cpuSeconds, 0);
  const byMode = new Map<string, number>();
  for (const g of games) byMode.set(g.id.split('#')[0]!, (byMode.get(g.id.split('#')[0]!) ?? 0) + g.cpuSeconds);
  console.log(`${games.length} games, ${total.toFixed(1)} s CPU (${[...byMode].map(([m, t]) => `${m} ${t.toFixed(1)}`).join(', ')})`);
  if (values.write) {
    writeFileSync(REF, JSON.stringify(games.map(({ cpuSeconds: _, ...g }) => g), null, 1) + '\n');
    console.log(`written ${REF}`);
  }
  if (values.check) {
    const ref = new Map((JSON.parse(readFileSync(REF, 'utf8')) as { id: string; hash: string; actions: number; digest: string }[]).map((g) => [g.id, g]));
    let bad = 0;
    for (const g of games) {
      const want = ref.get(g.id);
      if (!want) {
        console.log(`${g.id}: not in the reference`);
        bad++;
      } else if (want.hash !== g.hash || want.actions !== g.actions || want.digest !== g.digest) {
        console.log(`${g.id}: DIFFERENT (hash ${g.hash} vs ${want.hash}, ${g.actions} vs ${want.actions} actions)`);
        bad++;
      }
    }
    console.log(bad ? `${bad} game(s) differ` : 'every game the same, bit for bit');
    process.exit(bad ? 1 : 0);
  }
}
