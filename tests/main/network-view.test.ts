// The game view a remote participant receives (electron/services/games/network-view.ts): a real
// game played through the games service; every view, sent as JSON, passes the client's wire check
// and carries neither the seed, the generator nor the stack order; a view that does is refused.
import { describe, expect, it } from 'vitest';
import { defaultConfig, newGame } from '../../engine/index.js';
import { playRandomGame } from '../../cli/random-play.js';
import { NetworkGameViewSchema, networkView } from '../../electron/services/games/network-view.js';
import type { GameView } from '../../electron/services/games/schemas.js';
import { decisions, players, rig } from './games-fixtures.js';

const SEED = 3_141_592_653;

function views(): GameView[] {
  const { games } = rig();
  const config = defaultConfig(4, { blackRose: true });
  const moves = decisions(playRandomGame(newGame(config, SEED), { seed: 7, policy: 'eager', maxActions: 500 }).actions);
  let v = games.newGame({ players: players(4), config, seed: SEED });
  const out = [v];
  for (const a of moves) out.push((v = games.act(v.id, v.rev, a)));
  return out;
}

describe('network game view', () => {
  const all = views();

  it('every view of a game passes the wire check and shows no seed, generator or stack order', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const v of all) {
      const wire = JSON.stringify(networkView(v));
      for (const key of ['"seed"', '"rng"', '"stack"', '"notices"']) expect(wire).not.toContain(key);
      expect(wire).not.toMatch(new RegExp(`\\b${SEED}\\b`));
      expect(wire).not.toContain(JSON.stringify(v.state.rng).slice(1, -1));
      const received = NetworkGameViewSchema.parse(JSON.parse(wire));
      expect(received.state.remainingTiles).toHaveLength(v.state.stack.length);
    }
  });

  it('keeps every other field the play screen reads', () => {
    const v = all[all.length - 1]!;
    const n = networkView(v);
    const { seed: _s, notices: _n, state, ...rest } = v;
    const { state: publicState, ...shown } = n;
    expect(shown).toEqual(rest);
    const { rng: _r, stack: _k, ...stateShown } = state;
    const { remainingTiles: _t, ...publicShown } = publicState;
    expect(publicShown).toEqual(stateShown);
  });

  it('refuses a view carrying the seed, the generator, the stack or the host notices', () => {
    const v = JSON.parse(JSON.stringify(networkView(all[50]!)));
    const raw = all[50]!;
    expect(NetworkGameViewSchema.safeParse(v).success).toBe(true);
    expect(NetworkGameViewSchema.safeParse({ ...v, seed: SEED }).success).toBe(false);
    expect(NetworkGameViewSchema.safeParse({ ...v, notices: [] }).success).toBe(false);
    expect(NetworkGameViewSchema.safeParse({ ...v, state: { ...v.state, rng: raw.state.rng } }).success).toBe(false);
    expect(NetworkGameViewSchema.safeParse({ ...v, state: { ...v.state, stack: raw.state.stack } }).success).toBe(false);
    // the whole GameView as main sends it to its own renderer is not a network view
    expect(NetworkGameViewSchema.safeParse(JSON.parse(JSON.stringify(raw))).success).toBe(false);
  });
});
