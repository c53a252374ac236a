// Refused die rolls (mq-rules-2) in the game log and the replay, in every language: the face, why
// it does not stand (the tile it would touch, numbered as on the board, or the dead end), and
// that the die is rolled again; the next roll then reads as usual.
import { describe, expect, it } from 'vitest';
import { defaultConfig, newGame, type GameEvent } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { eventText } from '../../renderer/src/lib/words.js';

const state = newGame(defaultConfig(3), 1);
const touch: GameEvent = { type: 'dieRolled', face: 'left', accepted: false, reason: 'touches', tile: 2 };
const deadEnd: GameEvent = { type: 'dieRolled', face: 'right', accepted: false, reason: 'deadEnd' };
const stands: GameEvent = { type: 'dieRolled', face: 'straight', accepted: true };

describe('refused die rolls in words', () => {
  it('English: the die showed left: the tile would touch tile 3; rolled again', () => {
    const t = translator('en');
    expect(eventText(t, touch, state, [])).toBe('The die shows left: the tile would touch tile 3, so it is rolled again.');
    expect(eventText(t, deadEnd, state, [])).toBe('The die shows right: the river would run into a dead end, so it is rolled again.');
    expect(eventText(t, stands, state, [])).toBe('The die shows straight.');
  });

  it.each(['fr', 'it', 'ru'] as const)('%s names the face and the tile (numbered from 1)', (lang) => {
    const t = translator(lang);
    const text = eventText(t, touch, state, []);
    expect(text).toContain(t('face.left'));
    expect(text).toContain('3');
    expect(eventText(t, deadEnd, state, [])).toContain(t('face.right'));
    expect(text).not.toBe(eventText(translator('en'), touch, state, []));
  });
});
