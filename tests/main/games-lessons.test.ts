// The tutorial's lessons in main (issue 16): a lesson is a game from its scenario with the
// challenge id `lesson-<file>` (renderer/src/lib/lessons.ts); its stars are kept across a restart
// like a challenge's (the lessons screen reads them), and it is never offered as the game to continue.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, type Action } from '../../engine/index.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { openStore } from '../../electron/services/store.js';
import { EventHub } from '../../electron/services/events.js';
import { playThrough, rig } from './games-fixtures.js';

const lesson = (file: string) => readFileSync(path.join(import.meta.dirname, '../../engine/data/lessons', `${file}.json`), 'utf8');

describe('lessons in the games service', () => {
  it('a lesson met at par keeps two stars under its lesson- id after a restart; a lesson game is not "continue"', () => {
    const { games, file } = rig();
    const text = lesson('1-speed-and-coal');
    const v = games.newScenarioGame({ scenario: text, challengeId: 'lesson-1-speed-and-coal', playerName: 'Apprentice' });
    expect(games.lastUnfinishedGame()).toBeNull();
    const done = playThrough(games, v, (JSON.parse(text) as { solution: Action[] }).solution);
    expect(done.challenge).toMatchObject({ id: 'lesson-1-speed-and-coal', status: 'met', stars: 2 });
    expect(done.status).toBe('playing');
    expect(games.lastUnfinishedGame()).toBeNull();
    // a challenge game is still offered
    const ch = games.newScenarioGame({ scenario: readFileSync(path.join(import.meta.dirname, '../../engine/data/challenges/01-first-pickup.json'), 'utf8'), challengeId: '01-first-pickup' });
    expect(games.lastUnfinishedGame()?.id).toBe(ch.id);
    const again = new GamesService({ db: openStore(file), hub: new EventHub() });
    expect(again.challengeStars()).toEqual({ 'lesson-1-speed-and-coal': 2 });
  });

  it('a challenge has no captain’s hint (it knows nothing of the goal, and earned the stars); a lesson keeps it', () => {
    // play-test 19: the hint led a player to miss "stop green finishing", and played challenge 2 at par
    const { games } = rig();
    const challenge = readFileSync(path.join(import.meta.dirname, '../../engine/data/challenges/01-first-pickup.json'), 'utf8');
    expect(games.newScenarioGame({ scenario: challenge, challengeId: '01-first-pickup' }).hints).toBe(false);
    expect(games.newScenarioGame({ scenario: challenge }).hints).toBe(false);
    expect(games.newScenarioGame({ scenario: lesson('1-speed-and-coal'), challengeId: 'lesson-1-speed-and-coal', playerName: 'Apprentice' }).hints).toBe(true);
  });

  it('lesson games are not in the library, and playing a lesson again replaces its earlier game', () => {
    const { games } = rig();
    const race = games.newGame({ players: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'computer', level: 'easy' }], config: defaultConfig(2) });
    const first = games.newScenarioGame({ scenario: lesson('1-speed-and-coal'), challengeId: 'lesson-1-speed-and-coal', playerName: 'Apprentice' });
    const other = games.newScenarioGame({ scenario: lesson('2-turning'), challengeId: 'lesson-2-turning', playerName: 'Apprentice' });
    const ch = games.newScenarioGame({ scenario: readFileSync(path.join(import.meta.dirname, '../../engine/data/challenges/01-first-pickup.json'), 'utf8'), challengeId: '01-first-pickup' });
    const again = games.newScenarioGame({ scenario: lesson('1-speed-and-coal'), challengeId: 'lesson-1-speed-and-coal', playerName: 'Apprentice' });
    // a challenge is a game the player keeps; lessons are exercises
    expect(new Set(games.listGames().map((g) => g.id))).toEqual(new Set([race.id, ch.id]));
    expect(() => games.getGame(first.id)).toThrow();
    expect(games.getGame(again.id).id).toBe(again.id);
    expect(games.getGame(other.id).id).toBe(other.id);
  });

  it("the verdict is the learner's move's own: the race going on after it (the boat moved off the goal) does not change it", () => {
    const { games } = rig();
    const text = lesson('5-pushing');
    const l = JSON.parse(text) as { solution: Action[]; goal: { pos: { q: number; r: number } } };
    let v = playThrough(games, games.newScenarioGame({ scenario: text, challengeId: 'lesson-5-pushing', playerName: 'Apprentice' }), l.solution);
    // the pushed boat's owner reorients it, then the race goes on (every seat played here)
    const learner = v.challenge!.boat;
    const movedOff = () => {
      const b = v.state.boats.find((x) => x.id === learner)!;
      return !b.pos || b.pos.q !== l.goal.pos.q || b.pos.r !== l.goal.pos.r;
    };
    for (let i = 0; i < 200 && v.status === 'playing' && !(v.challenge!.status !== 'open' && movedOff()); i++) {
      const a = v.pending.kind === 'move' && v.legalTurns.length ? v.legalTurns[v.legalTurns.length - 1]!.actions : [v.legalActions[0]!];
      v = playThrough(games, v, a);
    }
    expect(movedOff()).toBe(true);
    expect(v.challenge).toMatchObject({ status: 'met', stars: 2 });
  });
});
