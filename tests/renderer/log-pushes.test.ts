// A move that pushes more than once reads as one phrase: each boat named once, with how often
// ("pushes P2 (orange) twice and P3 (blue)"), never "pushes P2 (orange), pushes P2 (orange)".
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig, newGame, riverMap, type BoatId, type DockMiss, type GameEvent } from '../../engine/index.js';
import { parseScenario } from '../../engine/scenario.js';
import { translator, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { moveLine } from '../../renderer/src/lib/log-lines.js';

const state = newGame(defaultConfig(3), 1);
const players = [0, 1, 2].map((i) => ({ name: `P${i + 1}`, boats: [state.boats[i]!.id] }));
const [me, a, b] = state.boats.map((x) => x.id) as [BoatId, BoatId, BoatId];
const h = (q: number, r: number) => ({ q, r });
const push = (boat: BoatId): GameEvent => ({ type: 'pushed', boat, by: me, from: h(0, -1), to: h(1, -1) });
// a step that pushes costs 2 points (1 for the space, 1 for the push): the line says so
const step: GameEvent = { type: 'moved', boat: me, from: h(0, 0), to: h(0, -1), cost: 2 };
const line = (lang: UiLanguage, events: GameEvent[]) => moveLine(translator(lang), me, events, state, players);
const colour = (lang: UiLanguage, id: BoatId) => translator(lang)(`colour.${id}` as never);

describe('pushes in a move line', () => {
  it('one push names the boat once', () => {
    expect(line('en', [step, push(a)])).toBe(`P1 (${colour('en', me)}): speed 2, 1 space sailed (pushing cost 1 extra point), pushes P2 (${colour('en', a)}).`);
  });

  it('the same boat pushed twice: "twice", in every language', () => {
    const events = [step, push(a), step, push(a)];
    expect(line('en', events)).toBe(`P1 (${colour('en', me)}): speed 4, 2 spaces sailed (pushing cost 2 extra points), pushes P2 (${colour('en', a)}) twice.`);
    expect(line('fr', events)).toContain(`pousse P2 (${colour('fr', a)}) deux fois`);
    expect(line('it', events)).toContain(`spinge P2 (${colour('it', a)}) due volte`);
    expect(line('ru', events)).toContain(`толкает ${colour('ru', a)} пароход (P2) дважды`);
  });

  it('two boats pushed: one verb, the boats joined by "and"; three pushes of one boat: "3 times"', () => {
    expect(line('en', [step, push(a), step, push(b)])).toMatch(/, pushes P2 \(\w+\) and P3 \(\w+\)\.$/);
    expect(line('en', [push(a), push(b), push(a)])).toMatch(/: pushes P2 \(\w+\) twice and P3 \(\w+\)\.$/);
    expect(line('en', [push(a), push(a), push(a)])).toMatch(/: pushes P2 \(\w+\) 3 times\.$/);
    expect(line('ru', [push(a), push(a), push(a)])).toMatch(/толкает \p{L}+ пароход \(P2\) 3 раза\.$/u);
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const text = line(lang, [step, push(a), step, push(a), push(b)]);
      expect(text.match(/pushes|pousse|spinge|толкает/gu), text).toHaveLength(1);
    }
  });
});

describe('a boat pushed onto a dock and taking no passenger (engine: passengerMissed with `by`)', () => {
  it("is not told as the mover's own stop (the line is the mover's)", () => {
    const missed: GameEvent = { type: 'passengerMissed', boat: a, hex: h(1, -1), reason: 'fast', speed: 2, by: me };
    const own: GameEvent = { type: 'passengerMissed', boat: me, hex: h(0, -1), reason: 'fast', speed: 2 };
    expect(line('en', [step, push(a), missed])).toBe(
      `P1 (${colour('en', me)}): speed 2, 1 space sailed (pushing cost 1 extra point), pushes P2 (${colour('en', a)}), P2 (${colour('en', a)}) is pushed onto the dock at speed 2: no passenger (a pushed boat takes one only at speed 1).`,
    );
    expect(line('en', [step, own])).toContain(translator('en')('turnplan.dockFast', { speed: 2 }));
  });
});

describe('a boat pushed onto a dock and taking no passenger: the words', () => {
  it('name the dock, the speed and the reason, in every language, after the pushes', () => {
    const read = parseScenario(readFileSync(path.join(import.meta.dirname, '../fixtures/scenarios/open-water-speed6.json'), 'utf8'));
    if (!read.ok) throw new Error('the scenario does not read');
    const s = read.state;
    const dock = [...riverMap(s.river).values()].find((x) => x.kind === 'redDock' || x.kind === 'blueDock')!;
    const ids = s.boats.map((x) => x.id) as [BoatId, BoatId];
    const seats = s.boats.map((x, i) => ({ name: `P${i + 1}`, boats: [x.id] }));
    const colourWord = dock.kind === 'redDock' ? 'red' : 'blue';
    const pushOnto: GameEvent = { type: 'pushed', boat: ids[1], by: ids[0], from: h(0, -1), to: dock.hex };
    const miss = (reason: DockMiss): GameEvent => ({ type: 'passengerMissed', boat: ids[1], hex: dock.hex, reason, speed: 3, by: ids[0] });
    const said = (lang: UiLanguage, reason: DockMiss) => moveLine(translator(lang), ids[0], [pushOnto, miss(reason)], s, seats);
    expect(said('en', 'fast')).toMatch(new RegExp(`: pushes P2 \\(\\w+\\), P2 \\(\\w+\\) is pushed onto the ${colourWord} dock at speed 3: no passenger \\(a pushed boat takes one only at speed 1\\)\\.$`));
    expect(said('en', 'used')).toContain('is pushed onto a dock it already took a passenger from: no passenger');
    expect(said('en', 'full')).toContain('is pushed onto a dock with two passengers already aboard: no passenger');
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const texts = (['fast', 'used', 'empty', 'full'] as const).map((r) => said(lang, r));
      for (const text of texts) expect(text, lang).not.toMatch(/[{}]/);
      expect(texts[0], lang).toContain('3');
      expect(new Set(texts).size, lang).toBe(4);
    }
  });
});
