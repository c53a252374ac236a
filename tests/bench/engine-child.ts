// Entry of the engine benchmark bundle (tests/bench/bundle.ts builds it into .cache/bench/):
// `node .cache/bench/engine-bench.cjs NAME FIXTURES_DIR` runs one engine case and prints its
// figures as one line of JSON.
import { ENGINE_CASES } from './engine-cases.js';

const [name, fixtures] = process.argv.slice(2);
const c = ENGINE_CASES.find((x) => x.name === name);
if (!c || !fixtures) {
  console.error(`engine bench bundle: usage: NAME FIXTURES_DIR; names: ${ENGINE_CASES.map((x) => x.name).join(', ')}`);
  process.exit(2);
}
process.stdout.write(JSON.stringify(c.run(fixtures)) + '\n');
