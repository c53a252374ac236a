// A speed button's price is the whole turn's coal at that speed (play-test: "free" on a speed where
// every way cost 3 coal, because only the speed change was counted).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legalTurns } from '../../engine/index.js';
import { parseScenario } from '../../engine/scenario.js';
import { coalBySpeed, turnSpeed } from '../../renderer/src/lib/turns.js';

describe('coalBySpeed', () => {
  const read = parseScenario(readFileSync(path.join(import.meta.dirname, '../fixtures/scenarios/open-water-speed6.json'), 'utf8'));
  if (!read.ok) throw new Error('the scenario does not read');
  const s = read.state;
  const turns = legalTurns(s);

  it("gives each speed its cheapest and dearest whole turn, crashes left out", () => {
    const price = coalBySpeed(turns, s);
    expect(price.size).toBeGreaterThan(1);
    for (const [speed, { min, max }] of price) {
      const coal = turns.filter((t) => !t.crash && turnSpeed(t, s) === speed).map((t) => t.coalSpent);
      expect(coal.length, `speed ${speed}`).toBeGreaterThan(0);
      expect(min).toBe(Math.min(...coal));
      expect(max).toBe(Math.max(...coal));
    }
  });

  it('prices a speed by its turns, not by the speed change alone', () => {
    // at speed 6, keeping speed 6 changes nothing, yet turning more than once costs coal: dearest > 0
    const price = coalBySpeed(turns, s);
    const keep = price.get(s.boats[0]!.speed)!;
    expect(keep.min).toBe(0);
    expect(keep.max).toBeGreaterThan(0);
    // slowing to 1 is a change of 5: never free, whatever the way
    const slow = price.get(1);
    if (slow) expect(slow.min).toBeGreaterThan(0);
  });
});
