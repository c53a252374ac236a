// The move log says what a newcomer asked (issue 14, log play-test): who turned a pushed boat and
// why, every move's speed (also when unchanged), and why a move went fewer spaces than its speed.
import { describe, expect, it } from 'vitest';
import { defaultConfig, newGame, type BoatId, type GameEvent } from '../../engine/index.js';
import { translator, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { logLines } from '../../renderer/src/lib/log-lines.js';

const state = newGame(defaultConfig(3), 1);
const players = [{ name: 'Ann', boats: [state.boats[0]!.id] }, { name: 'Ben', boats: [state.boats[1]!.id] }, { name: 'Cy', boats: [state.boats[2]!.id] }];
const [ann, ben] = state.boats.map((b) => b.id) as [BoatId, BoatId];
const h = (q: number, r: number) => ({ q, r });
const LANGS = ['en', 'fr', 'it', 'ru'] as const;
const lines = (lang: UiLanguage, events: GameEvent[]) => logLines(translator(lang), events, state, players, false);
const colour = (lang: UiLanguage, id: BoatId) => translator(lang)(`colour.${id}` as never);
const step = (boat: BoatId, cost: number, i = 0): GameEvent => ({ type: 'moved', boat, from: h(0, -i), to: h(0, -i - 1), cost });
const turn = (boat: BoatId, ...events: GameEvent[]): GameEvent[] => [{ type: 'turnStarted', boat, player: boat === ann ? 0 : 1 }, ...events, { type: 'turnEnded', boat }];

describe("a pushed boat's new heading", () => {
  const events = [
    ...turn(ann, step(ann, 2), { type: 'pushed', boat: ben, by: ann, from: h(0, -1), to: h(0, -2) }),
    { type: 'reoriented', boat: ben, from: 3, to: 0 } as GameEvent,
  ];
  it('says whose boat turned, who pushed it, and where it now faces (was: "Ben (orange) now points downstream.")', () => {
    expect(lines('en', events)[1]).toBe(`Ben (${colour('en', ben)}), pushed by Ann (${colour('en', ann)}), turns to face downstream.`);
  });
  it('in every language, one whole sentence with both names', () => {
    for (const lang of LANGS) {
      const line = lines(lang, events)[1]!;
      expect(line, lang).not.toMatch(/[{}]/);
      expect(line, lang).toContain('Ben');
      expect(line, lang).toContain('Ann');
    }
    expect(lines('fr', events)[1]).toBe(`Ben (${colour('fr', ben)}), poussé par Ann (${colour('fr', ann)}), se tourne vers l’aval.`);
    expect(lines('it', events)[1]).toBe(`Ben (${colour('it', ben)}), spinto da Ann (${colour('it', ann)}), si gira verso valle.`);
    expect(lines('ru', events)[1]).toMatch(/ после толчка \p{L}+ого парохода \(Ann\) разворачивается к устью\.$/u);
  });
  it('a turn with no push before it is told as before', () => {
    expect(lines('en', [{ type: 'reoriented', boat: ben, from: 3, to: 0 }])).toEqual([`Ben (${colour('en', ben)}) now points downstream.`]);
  });
});

describe("a move's speed, and why it went fewer spaces", () => {
  it('says the speed when it did not change (was: "Ann (white): 3 spaces.")', () => {
    expect(lines('en', turn(ann, step(ann, 1, 0), step(ann, 1, 1), step(ann, 1, 2)))).toEqual([`Ann (${colour('en', ann)}): speed 3, 3 spaces sailed.`]);
  });
  it('a push that cost a point (was: "speed 5, 4 spaces" unexplained)', () => {
    const events = turn(ann, { type: 'speedChanged', boat: ann, from: 4, to: 5, coal: 0 }, step(ann, 1, 0), step(ann, 1, 1), step(ann, 2, 2), { type: 'pushed', boat: ben, by: ann, from: h(0, -3), to: h(0, -4) }, step(ann, 1, 3));
    expect(lines('en', events)[0]).toBe(`Ann (${colour('en', ann)}): speed 5, 4 spaces sailed (pushing cost 1 extra point), pushes Ben (${colour('en', ben)}).`);
  });
  it('driftwood, and driftwood with a push', () => {
    expect(lines('en', turn(ann, step(ann, 2, 0), step(ann, 1, 1)))[0]).toBe(`Ann (${colour('en', ann)}): speed 3, 2 spaces sailed (driftwood cost 1 extra point).`);
    const both = turn(ann, step(ann, 2, 0), step(ann, 2, 1), { type: 'pushed', boat: ben, by: ann, from: h(0, -2), to: h(0, -3) });
    expect(lines('en', both)[0]).toMatch(/: speed 4, 2 spaces sailed \(pushing and driftwood cost 2 extra points\), pushes Ben/);
  });
  it('a sandbank that stopped it, at the speed its last move showed', () => {
    const earlier = turn(ann, step(ann, 1, 0), step(ann, 1, 1), step(ann, 1, 2), step(ann, 1, 3));
    const stuck = turn(ann, step(ann, 1, 4), { type: 'stranded', boat: ann });
    expect(lines('en', [...earlier, ...stuck])[1]).toBe(`Ann (${colour('en', ann)}): speed 4, 1 space sailed, runs onto a sandbank, which stops it.`);
    // with no earlier move to go by the speed is not guessed
    expect(lines('en', stuck)[0]).toBe(`Ann (${colour('en', ann)}): 1 space sailed, runs onto a sandbank.`);
  });
  it('in every language, whole and different for each reason', () => {
    const cases = [
      turn(ann, step(ann, 2, 0), { type: 'pushed', boat: ben, by: ann, from: h(0, -1), to: h(0, -2) }, step(ann, 1, 1)),
      turn(ann, step(ann, 2, 0), step(ann, 1, 1)),
      turn(ann, step(ann, 2, 0), step(ann, 2, 1), { type: 'pushed', boat: ben, by: ann, from: h(0, -2), to: h(0, -3) }),
    ];
    for (const lang of LANGS) {
      const said = cases.map((c) => lines(lang, c)[0]!);
      for (const line of said) expect(line, lang).toMatch(/\(.*\d.*\)/);
      for (const line of said) expect(line, lang).not.toMatch(/[{}]/);
      expect(new Set(said.map((l) => l.replace(/^[^(]*\([^)]*\)/, ''))).size, lang).toBe(3);
    }
  });
});
