// The step controls in the river's words (renderer/src/lib/step-words.ts): a turn step's button
// says what the boat will face after it, and the heading dial is laid out and worded as the river
// runs (play-test: "Turn left / Turn right" and a dial of N, NE...).
import { describe, expect, it } from 'vitest';
import { apply, type Dir } from '../../engine/index.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lessons } from '../../renderer/src/lib/lessons.js';
import type { StepOutlook } from '../../renderer/src/lib/step-outlook.js';
import { stepOutlook } from '../../renderer/src/lib/step-outlook.js';
import { advanceStepText, dialHeading, dialKey, dialOrder, turnStepText } from '../../renderer/src/lib/step-words.js';
import { riverDir } from '../../renderer/src/lib/words.js';

const COMPASS = /\b(N|NE|SE|S|SW|NW|north|south|nord|sud|est|ovest|ouest|север|юг)\b/i;

describe('step words', () => {
  it("a turn step's button says what the boat will face after it, in the river's words", () => {
    const EN = ['downstream', 'downstream, toward the right bank', 'upstream, toward the right bank', 'upstream', 'upstream, toward the left bank', 'downstream, toward the left bank'];
    let tried = 0;
    for (const l of lessons()) {
      const me0 = l.challenge.start.boats.find((b) => b.id === l.challenge.boat)!;
      const set = apply(l.challenge.start, { type: 'speed', speed: me0.speed });
      if (!set.ok) continue;
      const s = set.state;
      const me = s.boats.find((b) => b.id === me0.id)!;
      const facing = riverDir(s, me.pos, me.heading);
      // where the engine leaves the boat after each turn step (as step mode's outlook reads it)
      const after = (['L', 'R'] as const).map((step): StepOutlook | null => {
        const action = { type: 'rotate', step } as const;
        const r = apply(s, action);
        if (!r.ok) return null;
        const b = r.state.boats.find((x) => x.id === me.id)!;
        return { action, hex: b.pos!, dir: b.heading, coal: (r.state.turn?.coalSpent ?? 0) - (s.turn?.coalSpent ?? 0) };
      });
      if (!after[0] || !after[1]) continue;
      tried++;
      const en = translator('en');
      // a right turn (clockwise) from downstream heads for the right bank
      // and what it burns: the first turn of a move is free
      expect(turnStepText(en, s, after[1]), `lesson ${l.number}`).toBe(`Turn to face ${EN[(facing + 1) % 6]} · ${after[1].coal ? '1 coal' : 'free'}`);
      expect(turnStepText(en, s, after[0]), `lesson ${l.number}`).toBe(`Turn to face ${EN[(facing + 5) % 6]} · ${after[0].coal ? '1 coal' : 'free'}`);
      for (const lang of LANGUAGES) for (const o of after) expect(turnStepText(translator(lang), s, o!), lang).not.toMatch(COMPASS);
    }
    expect(tried).toBeGreaterThan(2);
    // in each language, the river's phrase
    const l = lessons()[0]!;
    const s = l.challenge.start;
    const me = s.boats.find((b) => b.id === l.challenge.boat)!;
    const down = ([0, 1, 2, 3, 4, 5] as Dir[]).find((d) => riverDir(s, me.pos, d) === 1)!;
    const o: StepOutlook = { action: { type: 'rotate', step: 'R' }, hex: me.pos!, dir: down, coal: 0 };
    expect(turnStepText(translator('fr'), s, o)).toBe('Tourner vers l’aval et la rive droite · gratuit');
    expect(turnStepText(translator('it'), s, o)).toBe('Gira verso valle e la riva destra · gratis');
    expect(turnStepText(translator('ru'), s, o)).toBe('Повернуть к устью и правому берегу · бесплатно');
    const paid = { ...o, coal: 1 };
    expect(turnStepText(translator('en'), s, paid)).toBe('Turn to face downstream, toward the right bank · 1 coal');
    expect(turnStepText(translator('fr'), s, paid)).toBe('Tourner vers l’aval et la rive droite · 1 charbon');
    expect(turnStepText(translator('it'), s, paid)).toBe('Gira verso valle e la riva destra · 1 carbone');
    expect(turnStepText(translator('ru'), s, paid)).toBe('Повернуть к устью и правому берегу · 1 уголь');
  });

  it("an advance step's button says its coal, from the engine's outlook of the step, in four languages", () => {
    const l = lessons()[0]!;
    const s = l.challenge.start;
    const me = s.boats.find((b) => b.id === l.challenge.boat)!;
    const [adv] = stepOutlook(s, me.id, [{ type: 'advance' }], Math.max(1, me.speed));
    expect(adv, 'the engine takes an advance in the first lesson').toBeDefined();
    // a plain advance burns nothing (the speed was paid for when it was set)
    expect(adv!.coal).toBe(0);
    expect(advanceStepText(translator('en'), 'Advance', adv)).toBe('Advance · free');
    const paid = { ...adv!, coal: 1 };
    expect(advanceStepText(translator('en'), 'Advance · push to tile 1', paid)).toBe('Advance · push to tile 1 · 1 coal');
    expect(advanceStepText(translator('fr'), 'Avancer', adv)).toBe('Avancer · gratuit');
    expect(advanceStepText(translator('fr'), 'Avancer', paid)).toBe('Avancer · 1 charbon');
    expect(advanceStepText(translator('it'), 'Avanza', paid)).toBe('Avanza · 1 carbone');
    expect(advanceStepText(translator('ru'), 'Вперёд', { ...adv!, coal: 2 })).toBe('Вперёд · 2 угля');
    // a step the engine was not asked about: its words alone, no made-up price
    expect(advanceStepText(translator('en'), 'Advance', undefined)).toBe('Advance');
  });

  it('lays the dial out as the river runs: downstream at the top, whichever way the board runs', () => {
    // the river flowing the board's way 0: the screen order is upstream-left... as drawn
    expect(dialOrder((d) => d)).toEqual([5, 0, 1, 4, 3, 2]);
    // flowing the board's way 2: downstream (board heading 2) in the top middle
    const flow2 = (d: Dir) => (((d - 2) % 6) + 6) % 6 as Dir;
    const order = dialOrder(flow2);
    expect(order.map(flow2)).toEqual([5, 0, 1, 4, 3, 2]);
    expect(order[1]).toBe(2);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('numbers the dial as the river runs (1 downstream, then clockwise), and each number key picks the button showing it', () => {
    // where the river flows the board's way 2 (a bend), the board headings would read 3 4 5 / 2 1 6
    for (const flow of [0, 2, 5]) {
      const river = (d: Dir) => ((((d - flow) % 6) + 6) % 6) as Dir;
      // on screen, row by row: upstream-left, downstream, right... numbered 6 1 2 / 5 4 3
      expect(dialOrder(river).map((d) => dialKey(river, d)), `flow ${flow}`).toEqual([6, 1, 2, 5, 4, 3]);
      expect(dialHeading(river, 1), `flow ${flow}`).toBe(flow);
      for (let n = 1; n <= 6; n++) expect(dialKey(river, dialHeading(river, n)!)).toBe(n);
    }
    expect(dialHeading((d) => d, 7)).toBeNull();
  });

  it("the dial's words are the river's in every language, never compass letters", () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const words = ([0, 1, 2, 3, 4, 5] as Dir[]).map((dir) => t('board.dialWord', { dir }));
      for (const w of words) expect(w, lang).not.toMatch(COMPASS);
      // six headings, six different names (play-test: two buttons each read "right bank")
      expect(new Set(words).size, lang).toBe(6);
      expect(t('board.dialLabel', { key: 2, dir: 1 }), lang).toMatch(/^2\s?: /);
    }
    expect(translator('en')('board.dialLabel', { key: 4, dir: 3 })).toBe('4: upstream');
    expect(([0, 1, 2, 3, 4, 5] as Dir[]).map((dir) => translator('en')('board.dialWord', { dir }))).toEqual([
      'downstream',
      'downstream, toward the right bank',
      'upstream, toward the right bank',
      'upstream',
      'upstream, toward the left bank',
      'downstream, toward the left bank',
    ]);
  });
});
