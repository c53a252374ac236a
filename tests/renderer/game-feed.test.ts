// The app's feed of game changes (lib/game-feed.ts): it keeps each game's changes from the app's
// start, and says when a screen opens a game for the first time (a new race's first moves, made
// before its screen had it, are then shown instead of taken as history).
import { describe, expect, it } from 'vitest';
import type { ApiEvent, MqApi } from '../../electron/api/contract.js';
import { GameFeed } from '../../renderer/src/lib/game-feed.js';

function feedWithEvents(): { feed: GameFeed; tell: (e: ApiEvent) => void } {
  let listener: ((e: ApiEvent) => void) | null = null;
  const api = { onEvent: (l: (e: ApiEvent) => void) => ((listener = l), () => (listener = null)) } as unknown as MqApi;
  return { feed: new GameFeed(api), tell: (e) => listener?.(e) };
}

const change = (gameId: string, kind: 'created' | 'acted', rev: number): ApiEvent =>
  ({ name: 'gameChanged', payload: { gameId, kind, rev, seq: rev + 2, events: [] } }) as ApiEvent;

describe('the game feed', () => {
  it("keeps each game's changes, oldest first, and tells its listeners", () => {
    const { feed, tell } = feedWithEvents();
    const heard: number[] = [];
    const stop = feed.listen((c) => heard.push(c.rev));
    tell(change('a', 'created', 0));
    tell(change('b', 'created', 0));
    tell(change('a', 'acted', 1));
    expect(feed.backlog('a').map((c) => [c.kind, c.rev])).toEqual([['created', 0], ['acted', 1]]);
    expect(feed.backlog('c')).toEqual([]);
    stop();
    tell(change('a', 'acted', 2));
    expect(heard).toEqual([0, 0, 1]);
    expect(feed.backlog('a')).toHaveLength(3);
  });

  it('says a game is looked at for the first time once only, game by game', () => {
    const { feed } = feedWithEvents();
    expect(feed.firstLook('a')).toBe(true);
    expect(feed.firstLook('a')).toBe(false);
    expect(feed.firstLook('b')).toBe(true);
    expect(feed.firstLook('a')).toBe(false);
  });
});
