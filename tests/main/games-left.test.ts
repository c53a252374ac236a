// Games left in the library (newcomer play-test): a computer-only race left in round 1 played on
// by itself and was found finished; a network room's race was offered to Continue as hot-seat.
import { describe, expect, it } from 'vitest';
import { RoomStore } from '../../electron/net/room-store.js';
import type { Services } from '../../electron/services/index.js';
import { openKind } from '../../renderer/src/lib/library-view.js';
import { makeServices } from './helpers.js';

const captains = [1, 2].map((i) => ({ name: `Captain ${i}`, kind: 'computer' as const, level: 'easy' as const }));
const humans = ['Ann', 'Bob'].map((name) => ({ name, kind: 'human' as const }));

async function seqOf(services: Services, gameId: string): Promise<number> {
  const r = await services.dispatch('listGames', {});
  if (!r.ok) throw new Error(r.message);
  return (r.value as { games: { id: string; seq: number }[] }).games.find((g) => g.id === gameId)!.seq;
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Its captains have stopped: the game does not move for a while. */
async function stays(services: Services, gameId: string, ms: number): Promise<number> {
  let seq = await seqOf(services, gameId);
  // a decision already being played finishes (never half a turn); then nothing more
  await new Promise((r) => setTimeout(r, 300));
  seq = await seqOf(services, gameId);
  await new Promise((r) => setTimeout(r, ms));
  expect(await seqOf(services, gameId)).toBe(seq);
  return seq;
}

describe('a game nobody looks at', () => {
  it('does not play on once its play screen is left, and goes on from there when opened to play again', async () => {
    const services = makeServices();
    const created = await services.dispatch('newGame', { players: captains, seed: 5 });
    if (!created.ok) throw new Error(created.message);
    const gameId = (created.value as { id: string }).id;
    expect(await services.dispatch('getGame', { gameId, forPlay: true })).toMatchObject({ ok: true });
    await until(async () => (await seqOf(services, gameId)) > 6);

    expect(await services.dispatch('closeGame', { gameId })).toMatchObject({ ok: true });
    const leftAt = await stays(services, gameId, 1500);
    const left = await services.dispatch('getGame', { gameId });
    expect(left.ok && (left.value as { status: string }).status).toBe('playing');
    // looking at it without playing (the replay viewer) does not wake its captains either
    expect(await stays(services, gameId, 500)).toBe(leftAt);

    expect(await services.dispatch('getGame', { gameId, forPlay: true })).toMatchObject({ ok: true, value: { seq: leftAt } });
    await until(async () => (await seqOf(services, gameId)) > leftAt);
    await services.dispatch('closeGame', { gameId });
  }, 60_000);
});

describe('a network room’s unfinished race in the library', () => {
  function roomOf(services: Services, gameId: string, phase: 'racing' | 'over'): void {
    new RoomStore(services.db).save({
      roomId: `room-${phase}`,
      gameId,
      codeDigest: Buffer.alloc(32),
      hostKeyDigest: Buffer.alloc(32),
      seats: [],
      settings: { title: null, graceSeconds: 60, config: null },
      phase,
      log: { count: 0, notes: [] },
    });
  }

  it('is listed as networked with no Continue, and refused for play (game/networked) but not for watching', async () => {
    const services = makeServices();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await services.dispatch('newGame', { players: humans });
      if (!r.ok) throw new Error(r.message);
      ids.push((r.value as { id: string }).id);
    }
    const [raced, ended, own] = ids as [string, string, string];
    roomOf(services, raced, 'racing');
    roomOf(services, ended, 'over');

    const list = await services.dispatch('listGames', {});
    if (!list.ok) throw new Error(list.message);
    const games = (list.value as { games: Parameters<typeof openKind>[0][] }).games;
    const row = (id: string) => games.find((g) => g.id === id)!;
    expect(row(raced).networked).toBe(true);
    expect(openKind(row(raced))).toBe('replay');
    for (const id of [ended, own]) {
      expect(row(id).networked).toBeUndefined();
      expect(openKind(row(id))).toBe('continue');
    }

    expect(await services.dispatch('getGame', { gameId: raced, forPlay: true })).toMatchObject({ ok: false, code: 'game/networked' });
    expect(await services.dispatch('getGame', { gameId: raced })).toMatchObject({ ok: true, value: { id: raced } });
    expect(await services.dispatch('getGame', { gameId: own, forPlay: true })).toMatchObject({ ok: true, value: { id: own } });
    // leaving a room's race does not stop it: the host's captains play the room whether anyone looks or not
    expect(await services.dispatch('closeGame', { gameId: raced })).toMatchObject({ ok: true, value: { stopped: false } });
  });
});
