// A stalled race in the games service (docs/rules.md, "Ending a stalled race (the app)"): the
// human seats are offered to end it and all must agree; a "no" holds for STALL_ROUNDS more rounds;
// a race among computer captains alone ends by itself. The ending is an action in the log, so
// replays and exports reach the same final position.
import { describe, expect, it } from 'vitest';
import { STALL_ROUNDS, replay, stateHash, type Action } from '../../engine/index.js';
import type { ApiError } from '../../electron/api/contract.js';
import { toEngineRecord, parseRecord } from '../../engine/record/index.js';
import { isChanceAction, type GameView } from '../../electron/services/games/schemas.js';
import { STALLED, stalledImport } from '../engine/helpers/stalled.js';
import { rig } from './games-fixtures.js';

const human = (name: string) => ({ name, kind: 'human' as const });
const captain = (name: string) => ({ name, kind: 'computer' as const, level: 'medium' as const });
const mixed = [human('Ann'), captain('Bo'), human('Cy'), captain('Di')];

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as ApiError).code;
  }
  return 'no error';
}

/** Every action of the game as stored, and the hash of replaying them. */
function exportedHash(games: ReturnType<typeof rig>['games'], id: string): { hash: string; actions: Action[]; text: string } {
  const { text } = games.exportGame(id);
  const record = parseRecord(text);
  const r = replay(toEngineRecord(record));
  if (!r.ok) throw new Error(`export does not replay: ${r.code} at ${r.at}`);
  return { hash: stateHash(r.state), actions: record.actions as Action[], text };
}

describe('games service: a stalled race', () => {
  it('asks every human seat; the last "yes" ends the race in its order, logged, replayed and exported alike', () => {
    const imp = stalledImport(STALLED.base129, mixed);
    const { games, db } = rig();
    const id = games.importGame(imp.text).id;
    let v = games.getGame(id);
    expect(v.state.rulesVersion).toBe('mq-rules-2');
    expect(v.stallOffer).toEqual({ seats: [0, 2], agreed: [], roundsWithoutProgress: STALL_ROUNDS });
    // a client cannot end the race by itself
    expect(code(() => games.act(id, v.rev, { type: 'endStalledRace' }))).toBe('action/wrong-decision');
    expect(code(() => games.answerStallOffer(id, v.rev, 1, true))).toBe('stall/no-offer'); // a captain's seat is not asked
    v = games.answerStallOffer(id, v.rev, 0, true);
    expect(v.stallOffer?.agreed).toEqual([0]);
    expect(v.status).toBe('playing');
    expect(code(() => games.answerStallOffer(id, v.rev, 0, true))).toBe('stall/no-offer'); // answered already
    v = games.answerStallOffer(id, v.rev, 2, true);
    expect(v.status).toBe('over');
    expect(v.stallOffer).toBeNull();
    expect(v.state.boats.every((b) => b.place !== null)).toBe(true);
    const last = db.prepare('SELECT actor, action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1').get(id) as { actor: number | null; action: string };
    expect(last).toEqual({ actor: null, action: JSON.stringify({ type: 'endStalledRace' }) });

    const exported = exportedHash(games, id);
    expect(exported.hash).toBe(stateHash(v.state));
    expect(exported.actions.at(-1)).toEqual({ type: 'endStalledRace' });
    expect(stateHash(games.getGameAt(id, v.seq).state)).toBe(stateHash(v.state));
    const again = games.getGame(games.importGame(exported.text).id);
    expect(stateHash(again.state)).toBe(stateHash(v.state));
    expect(again.result).toEqual(v.result);
  });

  it('a "no" dismisses the offer until the race has stayed stalled for another STALL_ROUNDS rounds', () => {
    const imp = stalledImport(STALLED.base129, mixed);
    const { games } = rig();
    const id = games.importGame(imp.text).id;
    let v = games.getGame(id);
    v = games.answerStallOffer(id, v.rev, 0, true);
    v = games.answerStallOffer(id, v.rev, 2, false);
    expect(v.stallOffer).toBeNull();
    expect(v.status).toBe('playing');
    const declinedIn = v.state.round;
    // the race goes on as it went (the record's own moves; main draws the chance events again)
    const moves = imp.rest.filter((a) => !isChanceAction(a));
    let i = 0;
    const seen: GameView['stallOffer'][] = [];
    while (v.state.round < declinedIn + STALL_ROUNDS) {
      if (v.stallOffer) seen.push(v.stallOffer);
      v = games.act(id, v.rev, moves[i++]!);
    }
    expect(seen).toEqual([]);
    expect(v.stallOffer).toEqual({ seats: [0, 2], agreed: [], roundsWithoutProgress: v.state.round - (imp.round - STALL_ROUNDS) });
    v = games.answerStallOffer(id, v.rev, 2, true);
    v = games.answerStallOffer(id, v.rev, 0, true);
    expect(v.status).toBe('over');
  });

  it('a race among computer captains alone ends by itself as soon as it is opened stalled', () => {
    const imp = stalledImport(STALLED.base129, mixed.map((p) => captain(p.name)));
    const { games } = rig();
    const id = games.importGame(imp.text).id;
    const v = games.getGame(id);
    expect(v.status).toBe('over');
    expect(v.seq).toBe(imp.actions.length + 1);
    expect(exportedHash(games, id).hash).toBe(stateHash(v.state));
  });

  it('a race that moves has no offer, and answers are refused', () => {
    const imp = stalledImport(STALLED.base129, mixed);
    const rec = JSON.parse(imp.text) as { actions: Action[] };
    rec.actions = rec.actions.slice(0, 200);
    const { games } = rig();
    const id = games.importGame(JSON.stringify(rec)).id;
    const v = games.getGame(id);
    expect(v.stallOffer).toBeNull();
    expect(code(() => games.answerStallOffer(id, v.rev, 0, true))).toBe('stall/no-offer');
  });
});
