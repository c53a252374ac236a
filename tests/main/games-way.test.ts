// A way set in one request (issue 14): `act` with a list of actions is all or nothing, one write and
// one event; `undo` with `toSeq` takes a whole choice back at once, as far as one undo after another
// would have gone.
import { describe, expect, it } from 'vitest';
import { defaultConfig, stateHash, type Action, type LegalTurn } from '../../engine/index.js';
import { createDispatcher } from '../../electron/api/dispatcher.js';
import type { Handlers } from '../../electron/api/contract.js';
import { gameHandlers } from '../../electron/services/games/handlers.js';
import type { GameView } from '../../electron/services/games/schemas.js';
import { players, rig, type Rig } from './games-fixtures.js';

const stepsOf = (turn: LegalTurn): Action[] => (turn.actions.at(-1)?.type === 'confirm' ? turn.actions.slice(0, -1) : turn.actions.slice());

/** A 4-player hot-seat game at its first move, and its longest way there (the most steps). */
function atFirstMove(r: Rig): { v: GameView; steps: Action[] } {
  let v = r.games.newGame({ players: players(4), config: defaultConfig(4), seed: 11 });
  while (v.pending.kind !== 'move') v = r.games.act(v.id, v.rev, v.legalActions[0]!);
  const turn = v.legalTurns.filter((t) => !t.crash).sort((a, b) => b.actions.length - a.actions.length)[0]!;
  return { v, steps: stepsOf(turn) };
}

function changes(r: Rig): { kind: string; rev: number }[] {
  const seen: { kind: string; rev: number }[] = [];
  r.hub.subscribe((e) => {
    if (e.name === 'gameChanged') seen.push({ kind: e.payload.kind, rev: e.payload.rev });
  });
  return seen;
}

describe('a way in one request', () => {
  it('plays the list as the steps one by one would, in one write and one event', () => {
    const one = rig();
    const each = rig();
    const a = atFirstMove(one);
    const b = atFirstMove(each);
    expect(a.steps.length).toBeGreaterThan(3);
    const seen = changes(one);
    const whole = one.games.act(a.v.id, a.v.rev, a.steps);
    let stepwise = b.v;
    for (const s of b.steps) stepwise = each.games.act(stepwise.id, stepwise.rev, s);
    expect(stateHash(whole.state)).toBe(stateHash(stepwise.state));
    expect(whole.legalTurns).toEqual(stepwise.legalTurns);
    expect(whole.rev).toBe(a.v.rev + 1);
    expect(seen).toEqual([{ kind: 'acted', rev: whole.rev }]);
    expect(one.games.store.actions(whole.id, 0, 10_000)).toEqual(each.games.store.actions(stepwise.id, 0, 10_000));
  });

  it('a refused action in the middle leaves the game and its saved rows as they were, and says which', () => {
    const r = rig();
    const { v, steps } = atFirstMove(r);
    const rowsBefore = r.games.store.actions(v.id, 0, 10_000);
    const seen = changes(r);
    const bad: Action[] = [steps[0]!, steps[1]!, { type: 'speed', speed: 1 }, ...steps.slice(2)];
    expect(() => r.games.act(v.id, v.rev, bad)).toThrow(expect.objectContaining({ code: 'speed/already-set', index: 2 }));
    expect(r.games.store.actions(v.id, 0, 10_000)).toEqual(rowsBefore);
    expect(seen).toEqual([]);
    const now = r.games.getGame(v.id);
    expect(now.rev).toBe(v.rev);
    expect(stateHash(now.state)).toBe(stateHash(v.state));
    // and after a reload from the store too (nothing half-written)
    r.games.evict(v.id);
    expect(stateHash(r.games.getGame(v.id).state)).toBe(stateHash(v.state));
    // the same list without the bad action plays
    expect(r.games.act(v.id, v.rev, steps).rev).toBe(v.rev + 1);
  });

  it('refuses a list that runs into the next player’s turn, with the index of the first action past it', () => {
    const r = rig();
    const { v, steps } = atFirstMove(r);
    const list: Action[] = [...steps, { type: 'confirm' }, { type: 'speed', speed: 1 }];
    expect(() => r.games.act(v.id, v.rev, list)).toThrow(expect.objectContaining({ code: 'action/wrong-decision', index: steps.length + 1 }));
    expect(r.games.getGame(v.id).rev).toBe(v.rev);
  });

  it('answers through the request gate: the refusal with its index, and either action or actions', async () => {
    const r = rig();
    const { v, steps } = atFirstMove(r);
    const dispatch = createDispatcher(gameHandlers(r.games) as Handlers, { warn: () => {}, error: () => {} });
    const refused = await dispatch('act', { gameId: v.id, expectSeq: v.rev, actions: [steps[0]!, steps[0]!] });
    expect(refused).toMatchObject({ ok: false, code: 'speed/already-set', index: 1 });
    const single = await dispatch('act', { gameId: v.id, expectSeq: v.rev, action: { type: 'confirm' } });
    expect(single.ok).toBe(false);
    expect(single).not.toHaveProperty('index');
    expect(await dispatch('act', { gameId: v.id, expectSeq: v.rev, action: steps[0], actions: steps })).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(await dispatch('act', { gameId: v.id, expectSeq: v.rev })).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(await dispatch('act', { gameId: v.id, expectSeq: v.rev, actions: [] })).toMatchObject({ ok: false, code: 'request/malformed' });
    const played = await dispatch('act', { gameId: v.id, expectSeq: v.rev, actions: steps });
    expect(played.ok && (played.value as GameView).state.seq).toBe(v.state.seq + steps.length);
  });
});

describe('undo of a whole choice in one request', () => {
  it('takes every step after toSeq back in one write and one event, to the same position as step by step', () => {
    const r = rig();
    const { v, steps } = atFirstMove(r);
    const played = r.games.act(v.id, v.rev, steps);
    const seen = changes(r);
    const back = r.games.undo(played.id, played.rev, { toSeq: v.state.seq });
    expect(back.state.seq).toBe(v.state.seq);
    expect(stateHash(back.state)).toBe(stateHash(v.state));
    expect(back.legalTurns).toEqual(v.legalTurns);
    expect(seen).toEqual([{ kind: 'undone', rev: played.rev + 1 }]);
    expect(r.games.store.actions(v.id, v.state.seq, 10_000)).toEqual([]);
  });

  it('stops where one undo after another would: never past the turn’s start (a confirmed turn, a chance outcome)', () => {
    const r = rig();
    const { v, steps } = atFirstMove(r);
    const played = r.games.act(v.id, v.rev, steps);
    // toSeq 0: as far back as allowed, which is the start of this turn
    const back = r.games.undo(played.id, played.rev, { toSeq: 0 });
    expect(back.state.seq).toBe(v.state.seq);
    expect(back.canUndo).toBe(false);
    // a toSeq at or past the last step takes back one step, as undo without it
    const again = r.games.act(back.id, back.rev, steps);
    const one = r.games.undo(again.id, again.rev, { toSeq: again.state.seq });
    expect(one.state.seq).toBe(again.state.seq - 1);
    // and nothing to take back is refused as before
    expect(() => r.games.undo(v.id, r.games.getGame(v.id).rev - 2, { toSeq: 0 })).toThrow(expect.objectContaining({ code: 'seq/stale' }));
  });

  it('refuses when nothing may be taken back, whatever toSeq says', () => {
    const r = rig();
    const { v } = atFirstMove(r);
    expect(() => r.games.undo(v.id, v.rev, { toSeq: 0 })).toThrow(expect.objectContaining({ code: 'undo/not-allowed' }));
  });
});
