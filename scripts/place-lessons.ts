// Finds the player's boat's place for the tutorial's lessons 9 (driftwood) and 10 (sandbanks) on
// lesson 8's river (engine/data/lessons/8-advanced-tiles.json): captains' games gave no boat alone
// near driftwood or aground, and no B tile holds both. Every space of the river (water for 9, a
// sandbank for 10) and heading is tried for the boat to move; a goal space is kept when every
// cheapest way there crosses driftwood (9), or leaves the sandbank forward (10), and most turns
// miss it. Prints the best and writes it as a scenario (goal, par, solution); the shipped files
// were named and described by hand.
//   npx tsx scripts/place-lessons.ts driftwood|sandbank [--out FILE] [--skip "q,r q,r"] [--downstream]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hexDistance, hexKey, legalTurns } from '../engine/index.js';
import { playTurnOut } from '../engine/captains/challenge-table.js';
import { judgeChallenge, makeChallenge } from '../engine/challenge.js';
import { parseScenario, stateToScenario } from '../engine/scenario.js';
import { boardOf, freshTurn, pack, unpack } from '../engine/turn.js';
import type { Dir, GameState, LegalTurn } from '../engine/types.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'out/lesson.json' }, skip: { type: 'string', default: '' }, downstream: { type: 'boolean', default: false } },
});
const lesson = positionals[0];
if (lesson !== 'driftwood' && lesson !== 'sandbank') throw new Error('say driftwood or sandbank');
const skip = new Set(values.skip.split(' ').filter(Boolean));

const read = parseScenario(readFileSync(join(import.meta.dirname, '../engine/data/lessons/8-advanced-tiles.json'), 'utf8'));
if (!read.ok) throw new Error('lesson 8 does not read');
const s0 = read.state;
const board = boardOf(s0.river);
const me = s0.turn!.boat;
const drift = (t: LegalTurn) => t.path.slice(1).some((h) => board.kind.get(pack(h)) === 'driftwood');
const forward = (t: LegalTurn) => !t.actions.some((a) => a.type === 'reverse');
const found: { score: number; s: GameState; c: LegalTurn; note: string }[] = [];

for (const [k, kind] of board.kind) {
  if (kind !== (lesson === 'sandbank' ? 'sandbank' : 'water')) continue;
  const pos = unpack(k);
  if (skip.has(hexKey(pos))) continue;
  // no other boat in the way (driftwood lies near the others here: only the next spaces are kept clear)
  if (s0.boats.some((b) => b.id !== me && b.pos && hexDistance(b.pos, pos) <= (lesson === 'driftwood' ? 2 : 5))) continue;
  for (const heading of [0, 1, 2, 3, 4, 5] as Dir[]) {
    for (const speed of lesson === 'sandbank' ? [1] : [1, 2, 3]) {
      const boats = s0.boats.map((b) => (b.id === me ? { ...b, pos, heading, speed, coal: 3, lostTurns: 0, freeDeparture: false } : b));
      const s: GameState = { ...s0, boats, turn: freshTurn(boats.find((b) => b.id === me)!) };
      const turns = legalTurns(s);
      if (turns.length < 8) continue;
      const ends = new Map<string, LegalTurn[]>();
      for (const t of turns.filter((x) => !x.crash && !x.pushed?.length && !x.revealsTile)) ends.set(hexKey(t.end.pos), [...(ends.get(hexKey(t.end.pos)) ?? []), t]);
      for (const list of ends.values()) {
        const least = Math.min(...list.map((t) => t.coalSpent));
        const atPar = list.filter((t) => t.coalSpent === least);
        const c = atPar.reduce((a, b) => (b.actions.length < a.actions.length ? b : a));
        const last = board.kind.get(pack(c.end.pos));
        // the goal is open water: no second idea (a dock, a depot, another sandbank) on it
        if (c.stranded || last !== 'water') continue;
        if (values.downstream && c.end.pos.r >= pos.r - 1) continue;
        if (lesson === 'driftwood' && !atPar.every(drift)) continue;
        if (lesson === 'sandbank' && (!forward(c) || drift(c) || hexDistance(c.end.pos, pos) < 2)) continue;
        const ch = makeChallenge(s, { kind: 'reach', pos: c.end.pos }, { coalLeft: c.end.coal });
        const verdicts = turns.map((t) => judgeChallenge(ch, playTurnOut(s, t.actions)!));
        const good = turns.filter((_, i) => verdicts[i]!.status === 'met');
        const two = turns.filter((_, i) => verdicts[i]!.stars === 2);
        if (!two.every(lesson === 'driftwood' ? drift : forward) || good.length / turns.length >= 0.5) continue;
        const rotations = c.actions.filter((a) => a.type === 'rotate').length;
        const chosen = c.actions.find((a) => a.type === 'speed') as { speed: number } | undefined;
        const score = rotations * 3 + (chosen ? Math.abs(chosen.speed - speed) : 0) * 2 + c.coalSpent * 2 + c.actions.length + Math.abs(turns.length - 25) / 5;
        found.push({ score, s, c, note: `${hexKey(pos)} heading ${heading} speed ${speed}: ${JSON.stringify(c.actions)}, ${turns.length} turns, ${good.length} meet the goal` });
      }
    }
  }
}
found.sort((a, b) => a.score - b.score);
for (const f of found.slice(0, 10)) console.log(f.score.toFixed(1), f.note);
const best = found[0];
if (!best) throw new Error('nothing found');
const sc = { ...stateToScenario(best.s, { name: lesson, description: best.note }), goal: { kind: 'reach', pos: best.c.end.pos }, par: { coalLeft: best.c.end.coal }, solution: best.c.actions };
writeFileSync(values.out, JSON.stringify(sc, null, 2));
