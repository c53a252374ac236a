// A challenge with its verdict in (play-test 16): the play screen's leave button goes back to the
// challenges in words saying so, and the library reads it as done (its own button, the Finished filter).
import { describe, expect, it } from 'vitest';
import { translator } from '../../renderer/src/lib/i18n.js';
import type { GameSummary, GameView } from '../../renderer/src/lib/api-types.js';
import { triedNotSolved } from '../../renderer/src/lib/challenges.js';
import { LEAVE_WORDS, leaveKind, leaveTo } from '../../renderer/src/lib/leave-words.js';
import { NO_FILTER, filterGames, isDone, openKind } from '../../renderer/src/lib/library-view.js';

const ch = (status: 'open' | 'met' | 'failed', stars: 0 | 1 | 2) => ({ id: '02-home-straight', status, stars }) as unknown as GameView['challenge'];
const move = { kind: 'move' } as GameView['pending'];
const over = { kind: 'over' } as GameView['pending'];

describe("a challenge's leave button", () => {
  it('says "Back to the challenges" once solved or missed, in each language, and goes there', () => {
    for (const c of [ch('met', 2), ch('met', 1), ch('failed', 0)]) {
      for (const pending of [move, over]) {
        const kind = leaveKind({ challenge: c, pending });
        expect(kind).toBe('challengeDone');
        expect(leaveTo(kind)).toBe('challenges');
        expect(translator('en')(LEAVE_WORDS[kind].long)).toBe('Back to the challenges');
      }
    }
    const done = LEAVE_WORDS.challengeDone;
    expect(['fr', 'it', 'ru'].map((l) => translator(l as 'fr')(done.long))).toEqual(['Retour aux défis', 'Torna alle sfide', 'Назад к испытаниям']);
  });

  it('an open challenge is left for home, kept, in words that say so plainly (play-test 16: "Leave (the game is saved)" in a one-turn puzzle)', () => {
    const kind = leaveKind({ challenge: ch('open', 0), pending: move });
    expect(kind).toBe('challenge');
    expect(leaveTo(kind)).toBe('home');
    expect(translator('en')(LEAVE_WORDS[kind].long)).toBe('Leave the challenge (it is kept: the home screen offers to continue it)');
    expect(translator('it')(LEAVE_WORDS[kind].long)).toBe('Esci dalla sfida (resta salvata: la schermata iniziale propone di riprenderla)');
    for (const l of ['en', 'fr', 'it', 'ru'] as const) {
      const tl = translator(l);
      expect(tl(LEAVE_WORDS[kind].long), l).not.toBe(tl('play.home'));
      expect(tl(LEAVE_WORDS[kind].note!), l).not.toMatch(/challenges\./);
    }
    // a race is still a race
    expect(leaveKind({ challenge: null, pending: move })).toBe('race');
  });

  it('a challenge tried and missed is told apart from one never played (play-test 16: a lost one left no trace in the list)', () => {
    expect(triedNotSolved({ '02-home-straight': 0 }, '02-home-straight')).toBe(true);
    expect(triedNotSolved({}, '02-home-straight')).toBe(false);
    expect(triedNotSolved({ '02-home-straight': 1 }, '02-home-straight')).toBe(false);
    expect(['en', 'fr', 'it', 'ru'].map((l) => translator(l as 'en')('challenges.tried'))).toEqual(['Tried, not solved yet', 'Tenté, pas encore réussi', 'Provata, non ancora risolta', 'Была попытка, пока не решено']);
  });
});

describe('a decided challenge in the library', () => {
  const base = { status: 'playing', networked: undefined, imported: false, title: 'x', players: [], updatedAt: 0 } as unknown as GameSummary;
  const solved = { ...base, id: 's', challenge: { status: 'met', stars: 2 } } as GameSummary;
  const missed = { ...base, id: 'm', challenge: { status: 'failed', stars: 0 } } as GameSummary;
  const open = { ...base, id: 'o', challenge: { status: 'open', stars: 0 } } as GameSummary;
  const race = { ...base, id: 'r' } as GameSummary;

  it('opens on its result, not as a game to continue; an open one and a race continue', () => {
    expect([solved, missed, open, race].map(openKind)).toEqual(['result', 'result', 'continue', 'continue']);
    expect([solved, missed, open, race].map(isDone)).toEqual([true, true, false, false]);
  });

  it('is among the finished games, not the unfinished ones', () => {
    const all = [solved, missed, open, race];
    expect(filterGames(all, { ...NO_FILTER, status: 'over' }, 0).map((g) => g.id)).toEqual(['s', 'm']);
    expect(filterGames(all, { ...NO_FILTER, status: 'playing' }, 0).map((g) => g.id)).toEqual(['o', 'r']);
  });
});
