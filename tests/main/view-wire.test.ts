// A local game's view as the page receives it (electron/services/games/network-view.ts wireView,
// renderer/src/lib/play-view.ts): every answer of the API, as JSON, carries no legal turns, no
// seed, generator or stack order; the page's own search of the mover's turns gives the host's list
// (the one a hint's index points into), and the hint's turn is found at its index.
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../electron/api/contract.js';
import { HIDDEN_STATE_FIELDS } from '../../engine/net/public-state.js';
import type { WireGameView } from '../../electron/services/games/network-view.js';
import { playView } from '../../renderer/src/lib/play-view.js';
import { makeServices } from './helpers.js';

const players = [1, 2, 3, 4].map((i) => ({ name: `P${i}`, kind: 'human' as const }));

describe('a game view on the wire', () => {
  it('carries no legal turns nor hidden state; the page finds the host’s turns, in order, for 20 moves', async () => {
    const s = makeServices();
    try {
      const answer = async (name: string, request: unknown) => {
        const r = await s.dispatch(name, request);
        if (!r.ok) throw new Error(`${name}: ${r.code}`);
        const text = JSON.stringify(r.value);
        expect(text).not.toContain('"legalTurns"');
        expect(text).not.toContain('"seed"');
        for (const field of HIDDEN_STATE_FIELDS) expect(Object.keys((r.value as WireGameView).state)).not.toContain(field);
        return playView(JSON.parse(text) as WireGameView);
      };
      let v = await answer('newGame', { players, seed: 7 });
      let moves = 0;
      for (let i = 0; moves < 20; i++) {
        expect(i).toBeLessThan(200);
        const host = s.games.getGame(v.id);
        expect(JSON.parse(JSON.stringify(v.legalTurns))).toEqual(JSON.parse(JSON.stringify(host.legalTurns)));
        expect(v.state.stack).toHaveLength(host.state.stack.length);
        let request: unknown;
        if (v.pending.kind === 'move') {
          expect(v.legalTurns.length).toBeGreaterThan(0);
          request = { gameId: v.id, expectSeq: v.rev, actions: v.legalTurns[(i * 7) % v.legalTurns.length]!.actions };
          moves++;
        } else request = { gameId: v.id, expectSeq: v.rev, action: v.legalActions[0] };
        v = await answer('act', request);
      }
      // the captain's hint names a turn by its index into the host's list: the page's holds it there
      while (v.pending.kind !== 'move') v = await answer('act', { gameId: v.id, expectSeq: v.rev, action: v.legalActions[0] });
      v = await answer('getGame', { gameId: v.id });
      const hint = await s.dispatch('getHint', { gameId: v.id, expectSeq: v.rev });
      if (!hint.ok) throw new Error(hint.code);
      const hinted = hint.value as ResponseOf<'getHint'>;
      expect(v.legalTurns[hinted.index]).toEqual(hinted.turn);
    } finally {
      s.close();
    }
  });
});
