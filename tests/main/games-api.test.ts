import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../electron/api/contract.js';
import { decisions, referenceGame } from './games-fixtures.js';
import { makeServices } from './helpers.js';

describe('games through the API (dispatcher, as both hosts use it)', () => {
  it('plays, refuses stale and malformed requests with typed errors, and pushes gameChanged events', async () => {
    const services = makeServices();
    const events: ApiEvent[] = [];
    services.hub.subscribe((e) => events.push(e));
    const ref = referenceGame(61, { maxActions: 30 });
    const created = await services.dispatch('newGame', {
      players: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cy', kind: 'computer' }],
      config: ref.config,
      seed: ref.seed,
      title: 'Over the API',
    });
    if (!created.ok) throw new Error(created.message);
    const view = created.value as { id: string; rev: number; seq: number };
    expect(events.at(-1)).toMatchObject({ name: 'gameChanged', payload: { gameId: view.id, kind: 'created', seq: view.seq } });

    const move = decisions(ref.actions)[0]!;
    const acted = await services.dispatch('act', { gameId: view.id, expectSeq: view.rev, action: move });
    expect(acted).toMatchObject({ ok: true, value: { rev: view.rev + 1 } });
    expect(events.at(-1)).toMatchObject({ name: 'gameChanged', payload: { gameId: view.id, kind: 'acted', rev: view.rev + 1 } });
    const count = events.length;

    expect(await services.dispatch('act', { gameId: view.id, expectSeq: view.rev, action: move })).toMatchObject({ ok: false, code: 'seq/stale' });
    expect(await services.dispatch('act', { gameId: view.id, expectSeq: view.rev + 1, action: { type: 'speed', speed: '3' } })).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(await services.dispatch('act', { gameId: view.id, expectSeq: view.rev + 1, action: { type: 'fly' } })).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(await services.dispatch('act', { gameId: '../../etc', expectSeq: 0, action: move })).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(await services.dispatch('getGame', { gameId: 'missing' })).toMatchObject({ ok: false, code: 'game/not-found' });
    expect(events.length).toBe(count);

    const got = await services.dispatch('getGame', { gameId: view.id });
    expect(got).toMatchObject({ ok: true, value: { title: 'Over the API', readOnly: false, rev: view.rev + 1, notices: [] } });
    expect(await services.dispatch('lastUnfinishedGame', {})).toMatchObject({ ok: true, value: { game: { id: view.id } } });
    expect(await services.dispatch('listGames', {})).toMatchObject({ ok: true, value: { games: [{ id: view.id, players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', kind: 'computer' }] }] } });
    const at = await services.dispatch('getGameAt', { gameId: view.id, seq: 1 });
    expect(at).toMatchObject({ ok: true, value: { seq: 1, action: ref.actions[0] } });
    const exported = await services.dispatch('exportGame', { gameId: view.id });
    expect(exported).toMatchObject({ ok: true, value: { fileName: 'Over the API.mqgame', formatVersion: 4 } });
    expect(await services.dispatch('getStoreNotices', {})).toEqual({ ok: true, value: { notices: [] } });
  });
});
