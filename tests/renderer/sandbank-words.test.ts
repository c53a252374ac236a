// A way that starts by leaving a sandbank says so with the coal it pays for it, before the pick
// (the engine's LegalTurn.coalFor; the words only say it), in every language.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { wayParts, wayText } from '../../renderer/src/lib/plan-words.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['pink'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];
// B3-1 as tile 2: pink on its sandbank at index 13, heading N, 3 coal.
const stuck = position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'pink', at: [2, 13], speed: 1, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
const pink = stuck.boats[0]!;

describe('a way off a sandbank', () => {
  const turns = legalTurns(stuck).filter((t) => !t.crash);

  it('says it leaves the sandbank, and what of its coal that is', () => {
    const ahead = turns.find((t) => t.actions[0]?.type === 'speed' && (t.actions[0] as { speed: number }).speed === 2)!;
    expect(ahead.coalFor).toEqual({ speed: 0, turns: 0, sandbank: 1 });
    expect(wayText(translator('en'), stuck, players, pink, ahead)).toMatch(/^1 coal, ends facing [a-z ,-]+, leaves the sandbank \(1 coal\)/);
    for (const lang of LANGUAGES) {
      const parts = wayParts(translator(lang), stuck, players, pink, ahead);
      expect(parts).toContain(translator(lang)('turnplan.offSandbank', { cost: translator(lang)('play.pathCost', { n: 1 }) }));
      for (const p of parts) expect(p).not.toMatch(/[{}]/);
    }
  });

  it('every way leaves it (there is no staying), backwards too; a way from open water never says so', () => {
    for (const t of turns) expect(wayText(translator('en'), stuck, players, pink, t)).toContain('leaves the sandbank');
    const afloat = position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'pink', at: [2, 8], speed: 1, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    for (const t of legalTurns(afloat)) expect(wayText(translator('en'), afloat, players, afloat.boats[0]!, t)).not.toContain('leaves the sandbank');
  });
});
