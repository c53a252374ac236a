// A way set in one request through the browser host (issue 14): the page's `act` with `actions` is
// one HTTP request answered with one view; a refused list answers with the refused action's code and
// index over the wire, and the game is as it was.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig, type Action } from '../../engine/index.js';
import { startHost, type RunningHost } from '../../electron/host/node-host.js';
import type { WireGameView } from '../../electron/services/games/network-view.js';
import type { GameView } from '../../renderer/src/lib/api-types.js';
import { playView } from '../../renderer/src/lib/play-view.js';
import { makeServices, tempDir } from './helpers.js';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('a way through the browser host', () => {
  it('is one request, one view back; a refused list says which action, and nothing is played', async () => {
    const rendererDir = path.join(tempDir(), 'renderer');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>mq</title>');
    const services = makeServices();
    const h = (host = await startHost({ services, rendererDir }));
    const post = async (name: string, body: unknown) => {
      const res = await fetch(`${h.origin}/api/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json', origin: h.origin },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { ok: true; value: WireGameView } | { ok: false; code: string; index?: number };
    };
    const value = (r: Awaited<ReturnType<typeof post>>): GameView => {
      if (!r.ok) throw new Error(r.code);
      // (views come without their legal turns: the page searches them, as here)
      return playView(r.value);
    };
    const players = [1, 2, 3, 4].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    let v = value(await post('newGame', { players, config: defaultConfig(4), seed: 11 }));
    while (v.pending.kind !== 'move') v = value(await post('act', { gameId: v.id, expectSeq: v.rev, action: v.legalActions[0] }));
    const steps: Action[] = v.legalTurns.filter((t) => !t.crash).sort((a, b) => b.actions.length - a.actions.length)[0]!.actions.filter((a) => a.type !== 'confirm');

    const refused = await post('act', { gameId: v.id, expectSeq: v.rev, actions: [...steps.slice(0, 2), steps[0]!] });
    expect(refused).toMatchObject({ ok: false, code: 'speed/already-set', index: 2 });
    expect(value(await post('getGame', { gameId: v.id })).rev).toBe(v.rev);

    const played = value(await post('act', { gameId: v.id, expectSeq: v.rev, actions: steps }));
    expect(played.rev).toBe(v.rev + 1);
    expect(played.state.seq).toBe(v.state.seq + steps.length);
    const back = value(await post('undo', { gameId: v.id, expectSeq: played.rev, toSeq: v.state.seq }));
    expect([back.rev, back.state.seq]).toEqual([played.rev + 1, v.state.seq]);
  });
});
