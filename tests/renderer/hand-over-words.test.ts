// The hot-seat cover's words (play-test 18): with two boats a captain, which of the two moves now;
// a boat pushed since its player's last turn, named with who pushed it, in each language.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/index.js';
import { pushedLines, twoBoatNote } from '../../renderer/src/lib/hand-over-words.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['white', 'blue'] }, { name: 'Natalia Ivanovna', boats: ['orange', 'green'] }];

/** Ann sails white and blue, Natalia orange and green; this round's order, `turn` boats in. */
function twoBoats(order: GameState['order'], turn: number): GameState {
  const base = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 2] }, { id: 'orange', at: [1, 2] }, { id: 'blue', at: [0, 3] }, { id: 'green', at: [1, 3] }] });
  const owner = { white: 0, blue: 0, orange: 1, green: 1 } as Record<string, number>;
  return { ...base, boats: base.boats.map((b) => ({ ...b, owner: owner[b.id]! })), order, turnIndex: turn };
}

describe('the hand-over cover with two boats a captain', () => {
  it('says it is their second boat once the other has moved this round, or that the other moves later', () => {
    const en = translator('en');
    const s = twoBoats(['white', 'orange', 'blue', 'green'], 2);
    expect(twoBoatNote(en, s, 'blue')).toBe('Your second boat this round: the white one has moved.');
    expect(twoBoatNote(en, { ...s, turnIndex: 1 }, 'orange')).toBe('Your green boat moves later this round.');
    expect(twoBoatNote(translator('ru'), s, 'blue')).toBe('Ваш второй пароход в этом раунде: белый уже сделал ход.');
    expect(twoBoatNote(translator('fr'), s, 'blue')).toContain('le bateau blanc a déjà joué');
    expect(twoBoatNote(translator('it'), s, 'blue')).toContain('quello bianco ha già mosso');
  });

  it('says nothing with one boat, or when the other has no turn this round', () => {
    const one = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 2] }, { id: 'orange', at: [1, 2] }] });
    expect(twoBoatNote(translator('en'), one, 'white')).toBeNull();
    expect(twoBoatNote(translator('en'), twoBoats(['white', 'orange', 'green'], 0), 'white')).toBeNull();
  });
});

describe('the hand-over cover tells a boat pushed since its player’s last turn', () => {
  const s = twoBoats(['white', 'orange', 'blue', 'green'], 2);
  const notes = [
    { boat: 'blue' as const, owner: 0, by: 'orange' as const, words: () => '' },
    { boat: 'green' as const, owner: 1, by: 'white' as const, words: () => '' },
  ];
  it('names the pushed boat and who pushed it, for that player only', () => {
    expect(pushedLines(translator('en'), players, s, 0, notes)).toEqual(['Since your last turn, your blue boat was pushed by Natalia Ivanovna (orange).']);
    expect(pushedLines(translator('en'), players, s, 1, [])).toEqual([]);
  });
  it('in Russian, the typed name whole, not declined and not quoted as a ship’s name', () => {
    expect(pushedLines(translator('ru'), players, s, 0, notes)).toEqual(['После вашего прошлого хода ваш синий пароход толкнули: толчок оранжевого парохода (Natalia Ivanovna).']);
  });
  it('in French and Italian, a made-up name with its article', () => {
    const madeUp: SeatInfo[] = [players[0]!, { name: 'Capitaine 2', boats: ['orange', 'green'] }];
    expect(pushedLines(translator('fr'), madeUp, s, 0, notes)[0]).toBe('Depuis votre dernier tour, votre bateau bleu a été poussé par le Capitaine 2 (orange).');
    const madeUpIt: SeatInfo[] = [players[0]!, { name: 'Capitano 2', boats: ['orange', 'green'] }];
    expect(pushedLines(translator('it'), madeUpIt, s, 0, notes)[0]).toBe('Dal tuo ultimo turno, il Capitano 2 (arancione) ha spinto il tuo battello blu.');
  });
});
