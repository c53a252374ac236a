// The tutorial's lessons (issue 16, "Learn to play"; engine/data/lessons/): each is a scenario
// with a one-turn goal and a par, like a challenge, chosen so that meeting the goal takes the very
// rule the lesson teaches. Checked here: the solution meets the goal at par, par is the best any
// turn can do, and the rule is really needed (no turn without it meets the goal).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeChallenge, legalTurns, type Challenge, type LegalTurn } from '../../engine/index.js';
import { playTurnOut } from '../../engine/captains/challenge-table.js';
import { parseScenario, scenarioChallenge } from '../../engine/scenario.js';
import { boardOf, pack } from '../../engine/turn.js';
import type { Action } from '../../engine/types.js';

const DIR = join(import.meta.dirname, '../../engine/data/lessons');
// in lesson order ("10-" after "9-")
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));

function load(file: string): { challenge: Challenge; solution: Action[] } {
  const r = parseScenario(readFileSync(join(DIR, file), 'utf8'));
  if (!r.ok) throw new Error(`${file}: ${r.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  const c = scenarioChallenge(r.scenario, r.state);
  if (!c.ok) throw new Error(`${file}: ${c.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  return { challenge: c.challenge, solution: c.solution! };
}

const meets = (ch: Challenge, t: LegalTurn) => {
  const after = playTurnOut(ch.start, t.actions);
  return after ? judgeChallenge(ch, after) : null;
};
const rotations = (t: LegalTurn) => t.actions.filter((a) => a.type === 'rotate').length;
const speedStep = (ch: Challenge, t: LegalTurn) => {
  const a = t.actions.find((x) => x.type === 'speed') as { speed: number } | undefined;
  const b = ch.start.boats.find((x) => x.id === ch.boat)!;
  return a ? Math.abs(a.speed - b.speed) : 0;
};

/** What each lesson teaches: a property every turn meeting its goal has. */
const TAUGHT: Record<string, (ch: Challenge, t: LegalTurn) => boolean> = {
  '1-speed-and-coal': (ch, t) => t.coalSpent >= 1 && (speedStep(ch, t) >= 2 || rotations(t) >= 2),
  '2-turning': (_ch, t) => rotations(t) >= 2 && t.coalSpent >= 1,
  '3-islands-and-banks': (_ch, t) => rotations(t) >= 1,
  '4-passengers': (_ch, t) => t.end.speed === 1,
  '5-pushing': (_ch, t) => (t.pushed?.length ?? 0) >= 1,
  '6-the-river-grows': (_ch, t) => t.revealsTile === true,
  '7-finishing': (_ch, t) => t.end.speed === 1 && t.end.passengers === 2,
  '8-advanced-tiles': (ch, t) => boardOf(ch.start.river).kind.get(pack(t.end.pos)) === 'coalDepot' && t.end.speed === 1,
  '9-driftwood': (ch, t) => t.path.slice(1).some((h) => boardOf(ch.start.river).kind.get(pack(h)) === 'driftwood'),
  // aground at the start: off it forward, paying its coal (backing off is the other way, not this lesson's)
  '10-sandbanks': (ch, t) => {
    const me = ch.start.boats.find((b) => b.id === ch.boat)!;
    return boardOf(ch.start.river).kind.get(pack(me.pos!)) === 'sandbank' && !t.actions.some((a) => a.type === 'reverse') && t.coalSpent >= 1;
  },
};

describe('tutorial lessons', () => {
  it('there are ten: one per lesson of the issue, its advanced tiles one lesson each (coal depots, driftwood, sandbanks), in order', () => {
    expect(FILES.map((f) => f.replace(/\.json$/, ''))).toEqual(Object.keys(TAUGHT));
  });

  for (const file of FILES) {
    const lesson = file.replace(/\.json$/, '');
    it(`${lesson}: the solution meets the goal at par, par is the best, and every turn at par uses the rule taught`, { timeout: 30_000 }, () => {
      const { challenge, solution } = load(file);
      expect(challenge.par?.coalLeft).toBeTypeOf('number');
      const after = playTurnOut(challenge.start, solution);
      expect(after).not.toBeNull();
      expect(judgeChallenge(challenge, after!)).toEqual({ status: 'met', par: true, stars: 2 });
      const turns = legalTurns(challenge.start);
      // a real choice: enough turns to try, most of which miss
      expect(turns.length).toBeGreaterThanOrEqual(6);
      const good = turns.filter((t) => meets(challenge, t)?.status === 'met');
      expect(good.length).toBeGreaterThan(0);
      expect(good.length / turns.length).toBeLessThan(0.5);
      // par is the best any turn does, and every turn at par uses the rule taught
      for (const t of good) expect(t.end.coal).toBeLessThanOrEqual(challenge.par!.coalLeft!);
      const atPar = good.filter((t) => meets(challenge, t)!.stars === 2);
      expect(atPar.length).toBeGreaterThan(0);
      for (const t of atPar) expect(TAUGHT[lesson]!(challenge, t), JSON.stringify(t.actions)).toBe(true);
    });
  }
});
