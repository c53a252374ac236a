// Child process for the SIGKILL test (store-kill.test.ts): plays random games through the real
// services as fast as it can and prints "ack <gameId> <seq>" once each act() has returned —
// i.e. once the app would have acknowledged the move. The parent kills it mid-game.
// Usage: node --import tsx tests/main/games-kill-child.ts <userDataDir> <seed>
import { createServices } from '../../electron/services/index.js';
import { playRandomGame } from '../../cli/random-play.js';
import { defaultConfig, newGame } from '../../engine/index.js';
import { isChanceAction } from '../../electron/services/games/schemas.js';

const [dir, seedText] = process.argv.slice(2);
const services = createServices({ userDataDir: dir!, host: 'browser', name: 'MQ', version: 'kill-test' });
const out = (line: string) => process.stdout.write(line + '\n'); // synchronous for pipes on Linux

for (let seed = Number(seedText); ; seed++) {
  const config = defaultConfig(3);
  const ref = playRandomGame(newGame(config, seed), { seed, policy: 'eager' });
  let v = services.games.newGame({ players: [1, 2, 3].map((i) => ({ name: `P${i}`, kind: 'human' as const })), config, seed });
  out(`ack ${v.id} ${v.seq}`);
  for (const a of ref.actions) {
    if (isChanceAction(a)) continue;
    v = services.games.act(v.id, v.rev, a);
    out(`ack ${v.id} ${v.seq}`);
  }
}
