// The hint says why its turn ends facing off downstream (issue 14, play-test: "facing upstream"
// beside a dock with no reason given), in every language; a turn facing downstream adds nothing.
import { describe, expect, it } from 'vitest';
import { legalTurns, riverMap } from '../../engine/index.js';
import { offDownstream } from '../../engine/turn-facts.js';
import { hintFacingText } from '../../renderer/src/lib/hint-words.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { position } from '../engine/helpers/position.js';

const s = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 2], speed: 1, coal: 6 }, { id: 'red', at: [0, 2] }] });
const turns = legalTurns(s).filter((t) => !t.crash);
const down = turns.find((t) => offDownstream(s, t) === 0)!;
const up = turns.find((t) => offDownstream(s, t) === 3) ?? turns.find((t) => offDownstream(s, t) > 0)!;
const dock = [...riverMap(s.river).values()].find((x) => x.kind === 'blueDock' || x.kind === 'redDock');

describe("the hint's end heading in words", () => {
  it('nothing for a turn facing downstream', () => {
    expect(hintFacingText(translator('en'), undefined, down, s)).toBeNull();
  });
  it('the reason, with the heading, in every language', () => {
    const en = translator('en');
    expect(hintFacingText(en, { why: 'coal', coal: 1 }, up, s)).toMatch(/^It ends facing upstream.*: facing downstream there would cost 1 more coal\.$/);
    expect(hintFacingText(en, { why: 'target', dock: null }, up, s)).toMatch(/^It ends facing upstream.*, so it reaches the finish sooner next turn\.$/);
    if (dock) expect(hintFacingText(en, { why: 'target', dock: dock.hex }, up, s)).toMatch(/reaches the (blue|red) dock sooner/);
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      const said = [hintFacingText(t, { why: 'coal', coal: 2 }, up, s), hintFacingText(t, { why: 'target', dock: null }, up, s), hintFacingText(t, { why: 'only' }, up, s)];
      for (const x of said) expect(x, lang).toMatch(/^\p{Lu}[^{}]*\.$/u);
      expect(said[0], lang).toContain('2');
      expect(new Set(said).size, lang).toBe(3);
    }
  });
});
