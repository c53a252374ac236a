// The tutorial's lessons in main (issue 16): a lesson is a game from its scenario with the
// challenge id `lesson-<file>` (renderer/src/lib/lessons.ts); its stars are kept across a restart
// like a challenge's (the lessons screen reads them), and it is never offered as the game to continue.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/index.js';
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
});
