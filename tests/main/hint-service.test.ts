// The captain's hint channel (issue 16): the hard captain in a worker picks a legal turn for the
// human seat to move and says why; refusals are typed; the game itself never changes.
import { afterAll, describe, expect, it } from 'vitest';
import { legalTurns, stateHash } from '../../engine/index.js';
import { ApiError } from '../../electron/api/contract.js';
import { CaptainPool } from '../../electron/services/captains/index.js';
import { HintService } from '../../electron/services/captains/hints.js';
import type { GameView, Player } from '../../electron/services/games/schemas.js';
import { decisions, players, playThrough, referenceGame, rig } from './games-fixtures.js';
import { makeServices } from './helpers.js';

const pool = new CaptainPool({ size: 1 });
afterAll(() => pool.close());

/** Places every boat (the first heading offered) until a boat has a move to make. */
function toFirstMove(r: ReturnType<typeof rig>, view: GameView): GameView {
  let v = view;
  while (v.pending.kind !== 'move') v = r.games.act(v.id, v.rev, v.legalActions[0]!);
  return v;
}

function setUp(opts: { hints?: boolean; kinds?: Player['kind'][] } = {}) {
  const r = rig();
  const hints = new HintService(r.games, pool, { nodes: 24 });
  const start = r.games.newGame({ players: players(3, opts.kinds), seed: 11, ...(opts.hints === undefined ? {} : { hints: opts.hints }) });
  return { r, hints, start };
}

async function refusal(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).code;
}

describe("the captain's hint (games.getHint)", () => {
  it("gives a legal turn of the seat to move, with a reason, and changes nothing of the game", async () => {
    const { r, hints, start } = setUp();
    const v = toFirstMove(r, start);
    const before = r.games.getGame(v.id);
    const rowBefore = r.games.store.get(v.id)!;
    const actionsBefore = r.games.store.actions(v.id, 0, 1_000_000);
    const h = await hints.hint(v.id, v.rev);
    expect(h.rev).toBe(v.rev);
    // the same turn, at the same index, as the board's legal turns
    expect(before.legalTurns[h.index]).toEqual(h.turn);
    expect(legalTurns(before.state)[h.index]).toEqual(h.turn);
    expect(h.turn.actions.at(-1)).toEqual({ type: 'confirm' });
    expect(h.reason.code).toMatch(/^hint\//);
    // no action, no revision, no game generator used: the position is the same to the hash
    const after = r.games.getGame(v.id);
    expect(after.rev).toBe(before.rev);
    expect(after.seq).toBe(before.seq);
    expect(stateHash(after.state)).toBe(stateHash(before.state));
    expect(after.state.rng).toEqual(before.state.rng);
    expect(r.games.store.actions(v.id, 0, 1_000_000)).toEqual(actionsBefore);
    const rowAfter = r.games.store.get(v.id)!;
    expect(rowAfter.updatedAt).toBe(rowBefore.updatedAt);
    // ...only the library's mark
    expect(rowBefore.hintUsed).toBe(false);
    expect(rowAfter.hintUsed).toBe(true);
    expect(r.games.listGames().find((g) => g.id === v.id)!.hintUsed).toBe(true);
    // and the hinted turn is played as any other: every action accepted
    const played = playThrough(r.games, after, h.turn.actions);
    expect(played.state.turnIndex !== after.state.turnIndex || played.state.round !== after.state.round).toBe(true);
  });

  it('mid-turn (speed already set) the hint is the rest of a turn from there', async () => {
    const { r, hints, start } = setUp();
    const v = toFirstMove(r, start);
    const speed = v.legalActions.find((a) => a.type === 'speed')!;
    const mid = r.games.act(v.id, v.rev, speed);
    expect(mid.pending.kind).toBe('move');
    const h = await hints.hint(mid.id, mid.rev);
    expect(mid.legalTurns[h.index]).toEqual(h.turn);
    expect(h.turn.actions.some((a) => a.type === 'speed')).toBe(false);
    const played = playThrough(r.games, mid, h.turn.actions);
    expect(played.state.turn === null || played.state.turn.boat !== (mid.pending as { boat: string }).boat).toBe(true);
  });

  it('a move made while the captain thinks cancels the hint: refused as stale, the worker freed', async () => {
    const r = rig();
    const cancels: (string | undefined)[] = [];
    const port = { hint: (i: Parameters<CaptainPool['hint']>[0]) => pool.hint(i), cancel: (tag?: string) => (cancels.push(tag), pool.cancel(tag)) };
    // a long search, so the move lands while it runs
    const hints = new HintService(r.games, port, { nodes: 1_000_000, timeMs: 20_000 });
    const v = toFirstMove(r, r.games.newGame({ players: players(3), seed: 11 }));
    r.hub.subscribe((e) => {
      if (e.name === 'gameChanged' && e.payload.kind === 'acted') hints.cancel(e.payload.gameId);
    });
    const asked = hints.hint(v.id, v.rev);
    // the move lands as soon as the request is on its way (a fixed wait let a faster search finish first)
    await new Promise((done) => setImmediate(done));
    const speed = v.legalActions.find((a) => a.type === 'speed')!;
    r.games.act(v.id, v.rev, speed);
    expect(await refusal(asked)).toBe('seq/stale');
    expect(cancels).toEqual([`hint:${v.id}`]);
    expect(r.games.store.get(v.id)!.hintUsed).toBe(false);
  });

  it('asking twice for the same position gives the same turn', async () => {
    const { r, hints, start } = setUp();
    const v = toFirstMove(r, start);
    const a = await hints.hint(v.id, v.rev);
    const b = await hints.hint(v.id, v.rev);
    expect(b.index).toBe(a.index);
    expect(b.reason).toEqual(a.reason);
  });

  it("is refused, with a code, when it is not a human seat's move, when hints are off, when the game is over or moved on", async () => {
    const { r, hints, start } = setUp();
    expect(start.pending.kind).toBe('placeBoat');
    expect(await refusal(hints.hint(start.id, start.rev))).toBe('hint/not-your-move');
    const v = toFirstMove(r, start);
    expect(await refusal(hints.hint(v.id, v.rev + 1))).toBe('seq/stale');

    const off = setUp({ hints: false });
    const vOff = toFirstMove(off.r, off.start);
    expect(off.start.hints).toBe(false);
    expect(await refusal(off.hints.hint(vOff.id, vOff.rev))).toBe('hint/off');
    expect(off.r.games.store.get(vOff.id)!.hintUsed).toBe(false);

    // a computer seat's move is the captain's own, not a hint's
    const cap = setUp({ kinds: ['computer', 'computer', 'computer'] });
    let c = cap.start;
    while (c.pending.kind !== 'move') c = cap.r.games.act(c.id, c.rev, c.legalActions[0]!);
    expect(await refusal(cap.hints.hint(c.id, c.rev))).toBe('hint/not-your-move');

    const ref = referenceGame(5);
    const g = rig();
    const over = playThrough(g.games, g.games.newGame({ players: players(3), seed: ref.seed }), decisions(ref.actions));
    expect(over.pending.kind).toBe('over');
    expect(await refusal(new HintService(g.games, pool, { nodes: 8 }).hint(over.id, over.rev))).toBe('hint/game-over');
  });

  it('a duplicate keeps the setup choice and the mark', async () => {
    const { r, hints, start } = setUp();
    const v = toFirstMove(r, start);
    await hints.hint(v.id, v.rev);
    const copy = r.games.duplicateGame(v.id);
    expect(copy.hints).toBe(true);
    expect(copy.hintUsed).toBe(true);
    const off = r.games.newGame({ players: players(3), seed: 2, hints: false });
    expect(r.games.duplicateGame(off.id).hints).toBe(false);
  });

  it('goes through the API: validated request, typed refusal, answer checked against its schema', async () => {
    const s = makeServices();
    const g = await s.dispatch('newGame', { players: players(3), seed: 11, hints: false });
    expect(g.ok).toBe(true);
    const view = (g as { value: GameView }).value;
    expect(view.hints).toBe(false);
    expect(await s.dispatch('getHint', { gameId: view.id })).toMatchObject({ ok: false, code: 'request/malformed' });
    let v = view;
    while (v.pending.kind !== 'move') v = s.games.act(v.id, v.rev, v.legalActions[0]!);
    expect(await s.dispatch('getHint', { gameId: v.id, expectSeq: v.rev })).toMatchObject({ ok: false, code: 'hint/off' });
    // with hints on, one real request: the app's time box, the worker thread, the schema on the way out
    const on = s.games.newGame({ players: players(3), seed: 11 });
    let w = on;
    while (w.pending.kind !== 'move') w = s.games.act(w.id, w.rev, w.legalActions[0]!);
    const r = await s.dispatch('getHint', { gameId: w.id, expectSeq: w.rev });
    expect(r.ok).toBe(true);
    const hint = (r as { value: { index: number; turn: unknown } }).value;
    expect(s.games.getGame(w.id).legalTurns[hint.index]).toEqual(hint.turn);
  }, 30_000);
});
