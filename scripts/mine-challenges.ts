// Finds challenge positions in captain games (issue 16): positions where the boat to move can
// finish, take a passenger or keep a rival off the finish this turn, but only a few of its turns do
// it, and fewer still at par. Writes candidate scenario files (goal, par, one solution) to a folder;
// the shipped ones (engine/data/challenges.ts) were picked from them by hand and named.
//   npx tsx scripts/mine-challenges.ts [--out DIR] [--seeds 1-40]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apply, defaultConfig, legalTurns, newGame, sampleChance } from '../engine/index.js';
import { captainRng, chooseActions, type Level } from '../engine/captains/index.js';
import { seatSeed } from '../engine/captains/match.js';
import { playTurnOut } from '../engine/captains/challenge-table.js';
import { canFinishNext, judgeChallenge, makeChallenge, type ChallengeGoal } from '../engine/challenge.js';
import { stateToScenario } from '../engine/scenario.js';
import { sideOfBoat } from '../engine/sides.js';
import type { GameConfig, GameState, LegalTurn, TileId } from '../engine/types.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out/challenges' }, seeds: { type: 'string', default: '1-30' } } });
const [lo, hi] = values.seeds.split('-').map(Number) as [number, number];
mkdirSync(values.out, { recursive: true });

const ALL_B: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];
const MODES: { id: string; config: GameConfig }[] = [
  { id: 'base', config: defaultConfig(4) },
  { id: 'b', config: defaultConfig(4, { advanced: ALL_B }) },
];
const LEVELS: Level[] = ['medium', 'medium', 'medium', 'medium'];

let found = 0;
function write(name: string, state: GameState, goal: ChallengeGoal, par: { coalLeft: number }, solution: LegalTurn, stats: string) {
  const sc = { ...stateToScenario(state, { name, description: stats }), goal, par, solution: solution.actions };
  writeFileSync(join(values.out, `${name}.json`), JSON.stringify(sc, null, 2));
  found++;
  console.log(name, stats);
}

for (const mode of MODES) {
  for (let seed = lo; seed <= hi; seed++) {
    let s = newGame(mode.config, seed);
    const rngs = LEVELS.map((_, i) => captainRng(seatSeed(seed, i)));
    let kinds = new Set<string>();
    while (s.pending.kind !== 'over' && s.round < 150) {
      const p = s.pending;
      if (p.kind === 'chance') {
        s = (apply(s, sampleChance(s)) as { state: GameState }).state;
        continue;
      }
      if (p.kind === 'move' && s.turn && !s.turn.speedChosen && s.turn.path.length <= 1) {
        const boat = s.boats.find((b) => b.id === p.boat)!;
        const turns = legalTurns(s);
        if (boat.owner >= 0 && turns.length >= 12) {
          const judgeOf = (goal: ChallengeGoal, t: LegalTurn) => {
            const after = playTurnOut(s, t.actions);
            return after ? judgeChallenge(makeChallenge(s, goal, null), after).status === 'met' : false;
          };
          const tag = `${mode.id}-${seed}-r${s.round}-${boat.id}`;
          const fin = turns.filter((t) => t.finishes);
          const pas = turns.filter((t) => t.end.passengers > boat.passengers && !t.finishes);
          if (fin.length > 0 && fin.length / turns.length <= 0.2 && !kinds.has('finish')) {
            const best = Math.max(...fin.map((t) => t.end.coal));
            const atPar = fin.filter((t) => t.end.coal === best);
            const sol = atPar[0]!;
            if (judgeOf({ kind: 'finish' }, sol)) {
              kinds.add('finish');
              write(`finish-${tag}`, s, { kind: 'finish' }, { coalLeft: best }, sol, `${turns.length} turns, ${fin.length} finish, ${atPar.length} at par (${best} coal left)`);
            }
          } else if (fin.length === 0 && pas.length > 0 && pas.length / turns.length <= 0.1 && !kinds.has('passenger')) {
            const best = Math.max(...pas.map((t) => t.end.coal));
            const atPar = pas.filter((t) => t.end.coal === best);
            const sol = atPar[0]!;
            if (atPar.length / pas.length <= 0.5 && judgeOf({ kind: 'passenger' }, sol)) {
              kinds.add('passenger');
              write(`passenger-${tag}`, s, { kind: 'passenger' }, { coalLeft: best }, sol, `${turns.length} turns, ${pas.length} take a passenger, ${atPar.length} at par (${best} coal left)`);
            }
          }
          if (!kinds.has('block')) {
            const mySide = sideOfBoat(s.config, boat);
            for (const rival of s.boats) {
              if (rival.owner < 0 || rival.place !== null || !rival.pos || sideOfBoat(s.config, rival) === mySide) continue;
              if (!canFinishNext(s, rival.id)) continue;
              // Turns without pushes or new tiles: the solution does not depend on anyone's choice.
              const quiet = turns.filter((t) => !t.pushed?.length && !t.revealsTile && !t.crash);
              const blocking = quiet.filter((t) => judgeOf({ kind: 'block', boat: rival.id }, t));
              if (blocking.length > 0 && blocking.length / turns.length <= 0.25) {
                const best = Math.max(...blocking.map((t) => t.end.coal));
                const sol = blocking.find((t) => t.end.coal === best)!;
                kinds.add('block');
                write(`block-${tag}-${rival.id}`, s, { kind: 'block', boat: rival.id }, { coalLeft: best }, sol, `${turns.length} turns, ${blocking.length} keep ${rival.id} off the finish, best ${best} coal left`);
                break;
              }
            }
          }
        }
      }
      const acts = chooseActions(LEVELS[(p as { player: number }).player]!, s, {}, rngs[(p as { player: number }).player]!);
      for (const a of acts) s = (apply(s, a) as { state: GameState }).state;
    }
    kinds = new Set();
  }
}
console.log(`${found} candidates in ${values.out}`);
