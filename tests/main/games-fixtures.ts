// Shared helpers for the games/store tests: services on a temp folder, and random games played
// through the service the way the renderer would (decisions only; main resolves chance).
import path from 'node:path';
import { playRandomGame, type RandomPolicy } from '../../cli/random-play.js';
import { defaultConfig, newGame, type Action, type GameConfig } from '../../engine/index.js';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { isChanceAction, type GameView, type Player } from '../../electron/services/games/schemas.js';
import { openStore, type Db } from '../../electron/services/store.js';
import { tempDir } from './helpers.js';
import { onCleanup } from '../support/cleanups.js';

export function players(n: number, kinds: Player['kind'][] = []): Player[] {
  return Array.from({ length: n }, (_, i) => ({ name: `Captain ${i + 1}`, kind: kinds[i] ?? 'human' }));
}

export interface Rig {
  file: string;
  db: Db;
  hub: EventHub;
  games: GamesService;
}

/** A games service on a fresh database file (closed after the test). */
export function rig(file = path.join(tempDir('mq-games-'), 'games.sqlite')): Rig {
  const db = openStore(file);
  onCleanup(() => {
    if (db.open) db.close();
  });
  const hub = new EventHub();
  return { file, db, hub, games: new GamesService({ db, hub }) };
}

/** A complete random game played by the engine alone: the reference the service must reproduce. */
export function referenceGame(seed: number, opts: { players?: number; policy?: RandomPolicy; maxActions?: number } = {}) {
  const config: GameConfig = defaultConfig(opts.players ?? 3);
  const result = playRandomGame(newGame(config, seed), { seed, policy: opts.policy ?? 'eager', maxActions: opts.maxActions });
  return { config, seed, ...result };
}

/** The decisions of a reference game (chance outcomes are main's job). */
export function decisions(actions: readonly Action[]): Action[] {
  return actions.filter((a) => !isChanceAction(a));
}

/** Plays `moves` through the service, each with the revision of the previous answer. */
export function playThrough(games: GamesService, view: GameView, moves: readonly Action[]): GameView {
  let v = view;
  for (const a of moves) v = games.act(v.id, v.rev, a);
  return v;
}
