// The `mq` commands on the mode fixtures (tests/fixtures/scenarios/modes/): pushing your own
// other boat, a team's coal transfer, the sixth boat entering dock 3 or 5 with its virtual coal,
// the Black Rose guard refusing another player's move, the Black Rose refilling its controller's
// boat (and the 1998 cap), and a replay of a two-boat game record.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mq, mqIn, ROOT } from './helpers/cli.js';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RULES_VERSION, defaultConfig, newGame, stateHash } from '../../engine/index.js';
import { issueText, parseScenario, type Scenario } from '../../engine/scenario.js';
import type { Action, Boat, GameRecord, GameState, LegalTurn } from '../../engine/types.js';
import { playRandomGame } from '../../cli/random-play.js';

const MODES = join(ROOT, 'tests/fixtures/scenarios/modes');
const tmp = mkdtempSync(join(tmpdir(), 'mq-cli-modes-'));
const fx = (name: string) => join(MODES, name);

function stateOf(text: string): GameState {
  const r = parseScenario(text);
  if (!r.ok) throw new Error(r.issues.map(issueText).join('\n'));
  return r.state;
}

/** `mq apply` that must succeed: the resulting state. */
async function applied(file: string, actions: Action[]): Promise<GameState> {
  const r = await mqIn('apply', file, JSON.stringify(actions));
  expect(r.code, `${r.err}${r.out}`).toBe(0);
  return stateOf(r.out);
}

/** `mq apply` that must be refused: the rejection. */
async function refused(file: string, actions: Action[]): Promise<{ index: number; code: string }> {
  const r = await mqIn('apply', file, JSON.stringify(actions));
  expect(r.code, r.out).toBe(1);
  return JSON.parse(r.out) as { index: number; code: string };
}

const boat = (s: GameState, id: string): Boat => s.boats.find((b) => b.id === id)!;

/** A copy of a fixture with some fields changed, written to the temp folder. */
function variant(name: string, f: (s: Scenario & Record<string, unknown>) => void): string {
  const s = JSON.parse(readFileSync(fx(name), 'utf8')) as Scenario & Record<string, unknown>;
  f(s);
  const file = join(tmp, `${name.replace('.json', '')}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(s));
  return file;
}

const advance = { type: 'advance' } as const;
const confirm = { type: 'confirm' } as const;

describe('two players, two boats each', () => {
  it('white pushes its own orange, then seat 0 reorients orange', async () => {
    const t = await mqIn('turns', fx('two-player-own-push.json'));
    expect(t.code, t.err).toBe(0);
    const { turns, player } = JSON.parse(t.out) as { turns: LegalTurn[]; player: number };
    expect(player).toBe(0);
    const push = turns.find((x) => x.pushed?.[0]?.boat === 'orange' && x.actions.length === 2)!;
    expect(push, 'a turn pushing orange is legal').toBeDefined();
    // through the real program once
    const r = mq('apply', fx('two-player-own-push.json'), JSON.stringify(push.actions));
    expect(r.code, r.err).toBe(0);
    const after = stateOf(r.out);
    expect(boat(after, 'orange').pos).toEqual(push.pushed![0]!.pos);
    expect(after.pending).toEqual({ kind: 'reorient', player: 0, boat: 'orange' });
    const file = join(tmp, 'pushed.json');
    writeFileSync(file, r.out);
    const re = await applied(file, [{ type: 'reorient', heading: 2 }]);
    expect(boat(re, 'orange').heading).toBe(2);
    expect(re.pending).toMatchObject({ kind: 'move', boat: 'blue', player: 1 });
  });
});

describe('teams: coal transfer between team mates', () => {
  it('after white moves beside blue, they may pass coal; orange (other team) may not', async () => {
    const afterMove = await mqIn('apply', fx('team-transfer.json'), JSON.stringify([advance, confirm]), '--out', join(tmp, 'team-after.json'));
    expect(afterMove.code, afterMove.err).toBe(0);
    const t = await mqIn('turns', join(tmp, 'team-after.json'));
    expect(t.code, t.err).toBe(0);
    const j = JSON.parse(t.out) as { pending: string; boat: string; player: number; actions: Action[] };
    expect(j).toMatchObject({ pending: 'transfer', boat: 'white', player: 0 });
    // blue has 6, white 2 (room for 4): blue → white 1..4, nothing the other way; orange never
    expect(j.actions).toEqual([
      ...[1, 2, 3, 4].map((amount) => ({ type: 'transfer', from: 'blue', to: 'white', amount })),
      { type: 'skipTransfer' },
    ]);
    const done = await applied(fx('team-transfer.json'), [advance, confirm, { type: 'transfer', from: 'blue', to: 'white', amount: 4 }]);
    expect([boat(done, 'white').coal, boat(done, 'blue').coal]).toEqual([6, 2]);
    expect(done.pending).toMatchObject({ kind: 'move', boat: 'orange' });
    expect(await refused(fx('team-transfer.json'), [advance, confirm, { type: 'transfer', from: 'orange', to: 'white', amount: 1 }])).toMatchObject({
      index: 2,
      code: 'transfer/not-allowed',
    });
    expect(await refused(fx('team-transfer.json'), [advance, confirm, { type: 'transfer', from: 'blue', to: 'white', amount: 5 }])).toMatchObject({
      index: 2,
      code: 'transfer/amount',
    });
  });
});

describe('six boats: the sixth leaves the shipyard', () => {
  const move: Action[] = [{ type: 'speed', speed: 3 }, advance, advance, advance, confirm];

  it('enters dock 3 or 5 only, and its first speed change is paid with the virtual coal', async () => {
    const t = JSON.parse((await mqIn('turns', fx('sixth-boat-shipyard.json'))).out) as { pending: string; actions: { dock: number }[] };
    expect(t.pending).toBe('enterDock');
    expect([...new Set(t.actions.map((a) => a.dock))]).toEqual([3, 5]);
    expect(await refused(fx('sixth-boat-shipyard.json'), [{ type: 'enterDock', dock: 1, heading: 0 }])).toMatchObject({ index: 0, code: 'dock/unavailable' });
    const after = await applied(fx('sixth-boat-shipyard.json'), [{ type: 'enterDock', dock: 5, heading: 0 }, ...move]);
    // speed 1 → 3 costs 1 coal: the virtual one
    expect(boat(after, 'red')).toMatchObject({ pos: { q: -1, r: -1 }, speed: 3, coal: 6 });
    // the same move from dock 5 in round 2 costs real coal
    const later = variant('sixth-boat-shipyard.json', (s) => {
      s.boats[5]!.pos = { tile: 0, space: 1 };
      s.round = 2;
      s.pending = { kind: 'move', boat: 'red' };
    });
    expect(boat(await applied(later, move), 'red')).toMatchObject({ pos: { q: -1, r: -1 }, speed: 3, coal: 5 });
  });
});

describe('the Black Rose', () => {
  const refusedTurn: Action[] = [
    { type: 'speed', speed: 5 },
    { type: 'rotate', step: 'L' },
    { type: 'rotate', step: 'L' },
    advance,
    advance,
    { type: 'rotate', step: 'L' },
    advance,
    { type: 'advance', push: [{ q: 10, r: -14 }] },
    confirm,
  ];
  /** The guard fixture with the guard switched off for orange's turn. */
  const unguarded = () =>
    variant('black-rose-guard.json', (s) => {
      s.turn = { boat: 'orange', startSpeed: 1, startCoal: 5, speedChosen: false, pointsLeft: 1, rotations: 0, coalSpent: 0, driftwoodEntered: 0, pushed: [], path: [{ tile: 3, space: 1 }], roseGuard: false };
    });

  it("refuses another player's move that would leave it needing more than 1 coal", async () => {
    // without the guard the turn is legal: orange pushes white to 10,-14, in front of the Black Rose
    const free = await applied(unguarded(), refusedTurn);
    expect(boat(free, 'white').pos).toEqual({ q: 10, r: -14 });
    expect(free.pending).toMatchObject({ kind: 'reorient', boat: 'white', player: 0 });
    // with it, the push is refused and nothing is written
    const r = await refused(fx('black-rose-guard.json'), refusedTurn);
    expect(r.index).toBe(7);
    expect(['move/black-rose-needs-coal', 'move/must-avoid']).toContain(r.code);
    const guarded = Number((await mqIn('turns', fx('black-rose-guard.json'), '--count')).out);
    const all = Number((await mqIn('turns', unguarded(), '--count')).out);
    expect(guarded).toBeGreaterThan(0);
    expect(guarded).toBeLessThan(all);
  });

  // Engine bug (reported): checkMoveAction answers move/must-avoid for a step refused only by the
  // guard, and its move/black-rose-needs-coal at confirm is unreachable. Flip to `it` once fixed.
  it('says why: move/black-rose-needs-coal', async () => {
    expect((await refused(fx('black-rose-guard.json'), refusedTurn)).code).toBe('move/black-rose-needs-coal');
  });

  it("refills its controller's boat to 6 (its own coal is unlimited)", async () => {
    const t = JSON.parse((await mqIn('turns', fx('black-rose-refill.json'))).out) as { player: number; boat: string };
    expect(t).toMatchObject({ boat: 'black', player: 2 });
    const before = stateOf(readFileSync(fx('black-rose-refill.json'), 'utf8'));
    const r = await mqIn('apply', fx('black-rose-refill.json'), JSON.stringify([advance, confirm, { type: 'transfer', from: 'black', to: 'blue', amount: 5 }]), '--events');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { scenario: unknown; events: { type: string }[][] };
    expect(j.events[2]).toContainEqual({ type: 'coalTransferred', from: 'black', to: 'blue', amount: 5 });
    const after = stateOf(JSON.stringify(j.scenario));
    expect(boat(after, 'blue').coal).toBe(6);
    expect(boat(after, 'black').coal).toBe(boat(before, 'black').coal);
    // the Black Rose moved last: a new round, its controller is the owner of the new last boat
    expect(after.round).toBe(before.round + 1);
    expect(j.events[2]).toContainEqual({ type: 'blackRoseControl', player: after.blackRose!.controller });
    // nobody gives coal to the Black Rose
    expect(await refused(fx('black-rose-refill.json'), [advance, confirm, { type: 'transfer', from: 'blue', to: 'black', amount: 1 }])).toMatchObject({ index: 2 });
  });

  it('gives at most 2 coal per round with the 1998 readings', async () => {
    // it gave 1 already this round: 1 more at most
    expect(await refused(fx('black-rose-classic-cap.json'), [advance, confirm, { type: 'transfer', from: 'black', to: 'blue', amount: 2 }])).toMatchObject({
      index: 2,
      code: 'transfer/amount',
    });
    const after = await applied(fx('black-rose-classic-cap.json'), [advance, confirm, { type: 'transfer', from: 'black', to: 'blue', amount: 1 }]);
    expect(boat(after, 'blue').coal).toBe(2);
    // a new round began after the Black Rose's turn: it may give 2 again
    expect(after.blackRose?.given).toBe(0);
  });
});

describe('mq turns on the other decisions', () => {
  it('prints the legal actions of a reorientation, and exits 1 when no player decides', async () => {
    const pushed = variant('two-player-own-push.json', (s) => (s.pending = { kind: 'reorient', boat: 'orange' }));
    const r = await mqIn('turns', pushed);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ pending: 'reorient', boat: 'orange', player: 0, count: 6 });
    const over = variant('two-player-own-push.json', (s) => (s.pending = { kind: 'over' }));
    const o = await mqIn('turns', over);
    expect(o.code).toBe(1);
    expect(o.err).toContain('no player decision is pending (pending: over)');
  });
});

describe('mq replay and simulate on a mode', () => {
  it('replays a two-player, two-boat game record to its final hash', async () => {
    const config = defaultConfig(2);
    const game = playRandomGame(newGame(config, 12), { seed: 12, policy: 'eager' });
    expect(game.finished).toBe(true);
    const record: GameRecord = { format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config, seed: 12, actions: game.actions };
    const file = join(tmp, 'two-boats.json');
    writeFileSync(file, JSON.stringify(record));
    const r = await mqIn('replay', file);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { finalHash: string; places: string[]; pending: string };
    expect(j).toMatchObject({ finalHash: stateHash(game.state), pending: 'over' });
    // the winning seat's two boats share place 1
    expect(j.places).toHaveLength(4);
    const winners = game.state.boats.filter((b) => b.place === 1);
    expect(winners).toHaveLength(2);
    expect(winners[0]!.owner).toBe(winners[1]!.owner);
  });

  it('simulates from a Black Rose scenario', async () => {
    const r = await mqIn('simulate', '--scenario', fx('black-rose-refill.json'), '--games', '1', '--policy', 'eager', '--seed', '4');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { finished: number; mode: Record<string, unknown>; winnersBySide: Record<string, number> };
    expect(j.finished).toBe(1);
    expect(j.mode).toMatchObject({ players: 3, blackRose: true, boats: 4 });
    expect(Object.keys(j.winnersBySide)).toHaveLength(1);
    expect(['0', '1', '2']).toContain(Object.keys(j.winnersBySide)[0]);
  });
});
