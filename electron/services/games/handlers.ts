// The games requests of the API contract, mapped onto the games service.
import type { Handlers } from '../../api/contract.js';
import type { Action } from '../../../engine/index.js';
import type { GamesService } from './games-service.js';
import type { gameRequests } from './api.js';

export type GameHandlers = Pick<Handlers, keyof typeof gameRequests>;

export function gameHandlers(games: GamesService): GameHandlers {
  return {
    newGame: (r) => games.newGame(r),
    newScenarioGame: (r) => games.newScenarioGame(r),
    getChallengeStars: () => ({ stars: games.challengeStars() }),
    getGame: ({ gameId }) => games.getGame(gameId),
    // nothing plays a game by itself without the captains (electron/services/index.ts stops them)
    closeGame: () => ({ stopped: false }),
    act: ({ gameId, expectSeq, action, actions }) => games.act(gameId, expectSeq, (actions ?? action) as Action | Action[]),
    undo: ({ gameId, expectSeq, toSeq }) => games.undo(gameId, expectSeq, toSeq !== undefined ? { toSeq } : {}),
    answerStallOffer: ({ gameId, expectSeq, seat, agree }) => games.answerStallOffer(gameId, expectSeq, seat, agree),
    listGames: () => ({ games: games.listGames() }),
    lastUnfinishedGame: () => ({ game: games.lastUnfinishedGame() }),
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
