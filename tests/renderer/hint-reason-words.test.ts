// The hint's words never contradict the turn it shows (play-test 15: "It saves coal" for a move
// costing 1 coal, with free moves at the same speed listed below it). The engine gives the reason
// (tests/engine/hint.test.ts): a turn paying coal where a cheaper one exists pays for where it ends.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { hexDistance, legalTurns, spaceAt } from '../../engine/index.js';
import { explainTurn } from '../../engine/captains/hint.js';
import { hintReasonText } from '../../renderer/src/lib/hint-words.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }];
const s = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 2], speed: 1, coal: 6 }, { id: 'red', at: [0, 2] }] });
const turns = legalTurns(s);
const paid = turns.find((x) => !x.crash && x.coalSpent === 1 && explainTurn(s, x, turns).code === 'hint/spend-for-place')!;
const free = turns.filter((x) => !x.crash && x.coalSpent === 0);

describe("the hint's reason and the turn it shows", () => {
  it('a move spending coal where a cheaper one exists is not said to save coal: it says what the coal buys', () => {
    expect(paid).toBeTruthy();
    expect(free.some((x) => x.end.speed === paid.end.speed)).toBe(true);
    const reason = explainTurn(s, paid, turns);
    const t = translator('en');
    const words = hintReasonText(t, reason, s, players);
    expect(words).not.toMatch(/saves coal/);
    expect(words).toBe('It spends 1 coal to end better placed than a cheaper move would leave it; burning more would not get there any sooner.');
    const fr = translator('fr');
    expect(hintReasonText(fr, reason, s, players)).toMatch(/^Il dépense 1 charbon pour finir mieux placé/);
    for (const lang of LANGUAGES) {
      const tl = translator(lang);
      expect(hintReasonText(tl, reason, s, players), lang).not.toBe(tl('hint.reason.saveCoal', { n: paid.end.coal }));
    }
  });

  it('a free move still saves coal', () => {
    const back = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [0, 3], speed: 1, coal: 6 }, { id: 'red', at: [0, 2] }] });
    const backTurns = legalTurns(back);
    const turn = backTurns.find((x) => !x.crash && x.coalSpent === 0 && explainTurn(back, x, backTurns).code === 'hint/save-coal')!;
    expect(turn).toBeTruthy();
    const t = translator('en');
    expect(hintReasonText(t, explainTurn(back, turn, backTurns), back, players)).toBe('It saves coal (6 left): burning more would not get there any sooner.');
  });
});

describe("the hint's dock, where the player sees it (play-test 16: \"the dock on tile 1\", a number the board does not show)", () => {
  it('names the dock by its colour and where it lies from the boat, in each language, never by a tile number', () => {
    const said = turns.filter((x) => !x.crash).map((x) => explainTurn(s, x, turns)).filter((r) => r.code === 'hint/dock');
    expect(said.length).toBeGreaterThan(0);
    const orange = s.boats.find((b) => b.id === 'orange')!;
    for (const reason of said) {
      if (reason.code !== 'hint/dock') continue;
      const kind = spaceAt(s.river, reason.dock)?.kind;
      expect(['blueDock', 'redDock']).toContain(kind);
      expect(spaceAt(s.river, reason.dock)?.tileIndex).toBe(reason.tile);
      const n = hexDistance(orange.pos!, reason.dock);
      const colour = kind === 'blueDock' ? 'blue' : 'red';
      const turnsWord = reason.turns === 1 ? 'turn' : 'turns';
      expect(hintReasonText(translator('en'), reason, s, players)).toBe(`It heads for the ${colour} dock ${n} spaces downstream: a passenger in ${reason.turns} ${turnsWord}.`);
      expect(hintReasonText(translator('it'), reason, s, players)).toMatch(new RegExp(`^Punta al pontile (blu|rosso) ${n} spazi a valle: un passeggero fra \\d turn[oi]\\.$`));
      for (const lang of LANGUAGES) {
        const words = hintReasonText(translator(lang), reason, s, players);
        expect(words, lang).not.toMatch(/\{|\btiles?\b|tuile|tessera|участк/);
        expect(words, lang).toContain(String(n));
      }
    }
  });
});
