// The caption of a lit space that pushes a boat says the push once (play-test pt30: the entry's push
// with its place, then "The push brings Captain 5 here" again, "here" unclear with two spaces lit).
import { describe, expect, it } from 'vitest';
import type { BoatId } from '../../engine/index.js';
import { captionText } from '../../renderer/src/lib/plan-overlay.js';
import { en } from '../../renderer/src/lib/messages/en.js';
import { fr } from '../../renderer/src/lib/messages/fr.js';
import { it as it_ } from '../../renderer/src/lib/messages/it.js';
import { ru } from '../../renderer/src/lib/messages/ru.js';

describe('captionText', () => {
  const [pink, blue] = ['pink', 'blue'] as BoatId[];
  const cy = { boat: pink, label: 'Cy (pink): pushed to tile 1, open water' };
  const bo = { boat: blue, label: 'Bo (blue): pushed to tile 2, open water' };
  const text = '2 spaces downstream, 1 coal, pushes Cy (pink), which goes one space downstream (tile 1, open water)';
  it('leaves out a push the space\'s words already say', () => {
    expect(captionText({ text, pushes: [pink] }, [cy])).toBe(text);
  });
  it('says where a push the words do not name sends its boat, by its place', () => {
    expect(captionText({ text, pushes: [pink] }, [cy, bo])).toBe(`${text} · Bo (blue): pushed to tile 2, open water`);
    expect(captionText({ text: '1 space downstream' }, [bo])).toBe('1 space downstream · Bo (blue): pushed to tile 2, open water');
  });
  it('names the place in every language, not "here"', () => {
    for (const m of [en, fr, it_, ru] as Record<string, unknown>[]) expect(m['plan.pushTo']).toMatch(/\{where\}/);
  });
});
