// Made-up player names are shown in the player's language whatever made them (main's "Player N"
// for a version-1 record, default captains of any language); typed names stay as typed.
import { describe, expect, it } from 'vitest';
import { translator } from '../../renderer/src/lib/i18n.js';
import { shownName, withShownNames } from '../../renderer/src/lib/shown-names.js';

const [en, fr, it_, ru] = (['en', 'fr', 'it', 'ru'] as const).map((l) => translator(l));

describe('made-up player names follow the language', () => {
  it('main’s "Player N" of a record that names no one', () => {
    expect(shownName(fr!, 'Player 2')).toBe('Joueur 2');
    expect(shownName(it_!, 'Player 1')).toBe('Giocatore 1');
    expect(shownName(ru!, 'Player 3')).toBe('Игрок 3');
    expect(shownName(en!, 'Player 3')).toBe('Player 3');
  });

  it('default captains made in any language', () => {
    expect(shownName(ru!, 'Captain 4')).toBe('Капитан 4');
    expect(shownName(en!, 'Capitaine 2')).toBe('Captain 2');
    expect(shownName(fr!, 'Capitano 6')).toBe('Capitaine 6');
  });

  it("a lesson's learner and captains, started in one language, follow a switch to another", () => {
    expect(shownName(fr!, en!('lessons.playerName'))).toBe('Apprenti');
    expect(shownName(ru!, it_!('lessons.playerName'))).toBe(ru!('lessons.playerName'));
    expect(withShownNames(it_!, [{ name: 'Apprentice' }, { name: 'Captain 2' }]).map((p) => p.name)).toEqual(['Apprendista', 'Capitano 2']);
  });

  it('typed names, and names that only look alike, stay as typed', () => {
    for (const name of ['Ada', 'Player 12', 'player 2', 'Captain Nemo', 'Joueur 2']) expect(shownName(ru!, name)).toBe(name);
  });

  it('keeps the other fields and the unchanged players themselves', () => {
    const ada = { name: 'Ada', kind: 'human' as const };
    const shown = withShownNames(it_!, [ada, { name: 'Captain 2', kind: 'computer' as const, level: 'easy' }]);
    expect(shown[0]).toBe(ada);
    expect(shown[1]).toEqual({ name: 'Capitano 2', kind: 'computer', level: 'easy' });
  });
});
