// The games requests of the API contract, mapped onto the games service.
import type { Handlers } from '../../api/contract.js';
import type { Action } from '../../../engine/index.js';
import type { GamesService } from './games-service.js';
import { wireView } from './network-view.js';
import type { gameRequests } from './api.js';

export type GameHandlers = Pick<Handlers, keyof typeof gameRequests>;

/** Views go out without legal turns (the page computes them): the host does not search them either. */
const LEAN = { turns: false } as const;

export function gameHandlers(games: GamesService): GameHandlers {
  return {
    newGame: (r) => wireView(games.newGame(r, LEAN)),
    newScenarioGame: (r) => wireView(games.newScenarioGame(r, LEAN)),
    getChallengeStars: () => ({ stars: games.challengeStars() }),
    getGame: ({ gameId }) => wireView(games.getGame(gameId, LEAN)),
    // nothing plays a game by itself without the captains (electron/services/index.ts stops them)
    closeGame: () => ({ stopped: false }),
    act: ({ gameId, expectSeq, action, actions }) => wireView(games.act(gameId, expectSeq, (actions ?? action) as Action | Action[], LEAN)),
    undo: ({ gameId, expectSeq, toSeq }) => wireView(games.undo(gameId, expectSeq, toSeq !== undefined ? { ...LEAN, toSeq } : LEAN)),
    answerStallOffer: ({ gameId, expectSeq, seat, agree }) => wireView(games.answerStallOffer(gameId, expectSeq, seat, agree, LEAN)),
    listGames: () => ({ games: games.listGames() }),
    lastUnfinishedGame: () => games.gamesToContinue(),
    renameGame: ({ gameId, expectSeq, title }) => games.renameGame(gameId, expectSeq, title),
    duplicateGame: ({ gameId, title }) => games.duplicateGame(gameId, title),
    deleteGame: ({ gameId, expectSeq }) => games.deleteGame(gameId, expectSeq),
    forkGame: ({ gameId, atSeq, title }) => games.forkGame(gameId, atSeq, title),
    exportGame: ({ gameId }) => games.exportGame(gameId),
    importGame: ({ text }) => games.importGame(text),
    getGameAt: ({ gameId, seq }) => games.getGameAt(gameId, seq),
    getGameLog: ({ gameId, toSeq }) => games.getGameLog(gameId, toSeq),
    getReplayTimeline: ({ gameId }) => games.getReplayTimeline(gameId),
    getStoreNotices: () => ({ notices: games.notices() }),
  };
}
