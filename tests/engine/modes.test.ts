// Every way to play (rulebook "Special rules for 2 or 6 players", "The Black Rose", "Possible
// variants", "Transferring coal"; RULINGS §4, §5, §14, §17-19). Hand-built positions for the
// precise rules, random legal games of each mode for the rules that hold at every step.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import { blackRoseAllowance, reorientsAfterPush } from '../../engine/black-rose.js';
import { hexDistance, hexKey, neighbour } from '../../engine/hex.js';
import {
  apply,
  defaultConfig,
  legalActions,
  legalTurns,
  newGame,
  sampleChance,
  startDockHex,
  startOrders,
  transferPartners,
  type Action,
  type BoatId,
  type GameConfig,
  type GameEvent,
  type GameState,
} from '../../engine/index.js';
import { riverMap } from '../../engine/river.js';
import { searchTurns } from '../../engine/legal.js';
import { makeCtx, nodeFromState } from '../../engine/turn.js';
import { boat, play, position, type PositionSpec } from './helpers/position.js';

/** A position whose seats are given explicitly (owners by seat), e.g. two boats per player or teams. */
function modePosition(spec: PositionSpec, seats: GameConfig['seats'], extra: Partial<GameConfig> = {}): GameState {
  const s = position(spec);
  const owner = (id: BoatId) => (id === 'black' ? -1 : seats.findIndex((seat) => seat.boats.includes(id)));
  const boats = s.boats.map((b) => ({ ...b, owner: owner(b.id) }));
  const moverId = s.pending.kind === 'move' ? s.pending.boat : boats[0]!.id;
  const mover = boats.find((b) => b.id === moverId)!;
  const config = { ...s.config, seats, ...extra };
  const state: GameState = { ...s, config, boats, pending: { kind: 'move', player: Math.max(0, mover.owner), boat: mover.id } };
  if (extra.blackRose) state.blackRose = { controller: 0, given: 0 };
  return state;
}

/** Plays chance outcomes with the state's rng until a player decision is pending. */
function settle(s: GameState): GameState {
  let state = s;
  while (state.pending.kind === 'chance') {
    const r = apply(state, sampleChance(state));
    if (!r.ok) throw new Error(r.code);
    state = r.state;
  }
  return state;
}

/** A random eager game of this config, with every (before, action, after, events) step. */
function randomGame(config: GameConfig, seed: number, each: (before: GameState, a: Action, after: GameState, ev: GameEvent[]) => void) {
  return playRandomGame(newGame(config, seed), { seed: seed + 1000, policy: 'eager', maxActions: 8000, onAction: each });
}

// Open water on A1-1 (tile 1): the middle column of the tile.
const OPEN: PositionSpec['river'] = ['A3-1', 'A1-1'];

describe('two players, two boats each (rulebook: 2-player game, RULINGS §4)', () => {
  it('the starting player takes start docks 1 and 4, the other 2 and 3', () => {
    const s = newGame(defaultConfig(2), 1);
    const orders = startOrders(s);
    expect(orders).toHaveLength(8);
    for (const o of orders) {
      const owner = (id: BoatId) => s.boats.find((b) => b.id === id)!.owner;
      expect(owner(o[0]!)).toBe(owner(o[3]!));
      expect(owner(o[1]!)).toBe(owner(o[2]!));
      expect(owner(o[0]!)).not.toBe(owner(o[1]!));
    }
    const bad = apply(s, { type: 'startOrder', order: ['white', 'orange', 'blue', 'green'] });
    expect(bad).toMatchObject({ ok: false, code: 'chance/invalid-outcome' });
  });

  it('the players may choose who starts: that player always takes docks 1 and 4, the draw stays a recorded chance event', () => {
    for (const first of [0, 1]) {
      const s = newGame({ ...defaultConfig(2), firstSeat: first }, 7);
      const owner = (id: BoatId) => s.boats.find((b) => b.id === id)!.owner;
      const orders = startOrders(s);
      // which of the player's boats takes dock 1 (and the other's dock 2) is still drawn
      expect(orders).toHaveLength(4);
      for (const o of orders) expect([o[0], o[1], o[2], o[3]].map((id) => owner(id!))).toEqual([first, 1 - first, 1 - first, first]);
      for (let seed = 0; seed < 40; seed++) {
        const g = newGame({ ...defaultConfig(2), firstSeat: first }, seed);
        const r = apply(g, sampleChance(g));
        if (!r.ok) throw new Error(r.code);
        expect(r.events).toContainEqual(expect.objectContaining({ type: 'startOrder' }));
        for (const d of [1, 4]) expect(r.state.boats.find((b) => b.pos && hexKey(b.pos) === hexKey(startDockHex(r.state.river, d)))!.owner).toBe(first);
      }
      // the other player's placements are refused
      const theirs = startOrders(newGame(defaultConfig(2), 7)).find((o) => owner(o[0]!) !== first)!;
      expect(apply(s, { type: 'startOrder', order: theirs })).toMatchObject({ ok: false, code: 'chance/invalid-outcome' });
    }
  });

  it('drawn by lot, every one of the 8 placements comes up', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200 && seen.size < 8; seed++) {
      const g = newGame(defaultConfig(2), seed);
      const a = sampleChance(g);
      if (a.type === 'startOrder') seen.add(a.order.join());
    }
    expect([...seen].sort()).toEqual(startOrders(newGame(defaultConfig(2), 0)).map((o) => o.join()).sort());
  });

  it('a boat may push its owner\'s other boat', () => {
    const s = modePosition(
      { river: OPEN, boats: [{ id: 'white', at: [1, 12], heading: 0, speed: 3 }, { id: 'orange', at: [1, 7] }, { id: 'blue', at: [0, 3] }, { id: 'green', at: [0, 4] }] },
      [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }],
    );
    const w = boat(s, 'white').pos!;
    // put orange straight ahead of white
    const ahead = neighbour(w, 0);
    const s2: GameState = { ...s, boats: s.boats.map((b) => (b.id === 'orange' ? { ...b, pos: ahead } : b)) };
    const pushes = legalTurns(s2).filter((t) => t.pushed?.some((p) => p.boat === 'orange'));
    expect(pushes.length).toBeGreaterThan(0);
    const { state, events } = play(s2, pushes[0]!.actions);
    expect(events.some((e) => e.type === 'pushed' && e.boat === 'orange' && e.by === 'white')).toBe(true);
    // the owner (the same player) reorients its pushed boat
    expect(state.pending).toMatchObject({ kind: 'reorient', boat: 'orange', player: 0 });
  });

  it('the game ends as soon as one boat finishes: its player wins, the other boats need not finish', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      let finisher: BoatId | null = null;
      const r = randomGame(defaultConfig(2), seed, (_b, _a, after, ev) => {
        const f = ev.find((e) => e.type === 'finished');
        if (f && f.type === 'finished') {
          expect(finisher).toBeNull();
          finisher = f.boat;
          const over = ev.find((e) => e.type === 'gameOver');
          expect(over).toBeDefined();
          const owner = after.boats.find((b) => b.id === f.boat)!.owner;
          expect(over).toMatchObject({ winners: [owner] });
          for (const b of after.boats) expect(b.place).toBe(b.owner === owner ? 1 : 2);
          checked++;
        }
      });
      expect(r.finished).toBe(true);
    }
    expect(checked).toBe(3);
  });
});

describe('coal transfers between boats of one side (RULINGS §14)', () => {
  // white on open water; the other boat is put beside the space two steps ahead of white
  const base = (other: BoatId, speed: number) => {
    const s = modePosition(
      {
        river: OPEN,
        boats: [
          { id: 'white', at: [1, 7], heading: 0, speed: 2, coal: 1 },
          { id: 'orange', at: [0, 3], heading: 0, speed: 1, coal: 5 },
          { id: 'blue', at: [0, 1], coal: 4 },
          { id: 'green', at: [0, 5] },
        ],
      },
      [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }],
    );
    const w = boat(s, 'white').pos!;
    const end = neighbour(neighbour(w, 0), 0);
    const map = riverMap(s.river);
    const beside = [1, 2, 4, 5].map((d) => neighbour(end, d as 1 | 2 | 4 | 5)).find((h) => map.get(hexKey(h))?.kind === 'water')!;
    return { ...s, boats: s.boats.map((b) => (b.id === other ? { ...b, pos: beside, speed } : b)) };
  };

  /** Plays a turn of white that ends beside orange (at orange's speed), or null. */
  function endBeside(s: GameState, other: BoatId) {
    const o = boat(s, other);
    return legalTurns(s).find((t) => !t.crash && !t.pushed && hexDistance(t.end.pos, o.pos!) === 1 && t.end.speed === o.speed && plain(s, t.end.pos));
  }
  function plain(s: GameState, h: { q: number; r: number }) {
    const k = riverMap(s.river).get(hexKey(h))?.kind;
    return k === 'water' || k?.startsWith('start');
  }

  it('after a move, two adjacent boats of one player at the same speed may pass coal either way, within 0-6', () => {
    const s = base('orange', 2);
    const t = endBeside(s, 'orange');
    expect(t).toBeDefined();
    const after = play(s, t!.actions).state;
    expect(after.pending).toMatchObject({ kind: 'transfer', boat: 'white', partners: ['orange'], player: 0 });
    const acts = legalActions(after);
    const w = boat(after, 'white').coal;
    const o = boat(after, 'orange').coal;
    expect(acts).toContainEqual({ type: 'skipTransfer' });
    expect(acts.filter((a) => a.type === 'transfer' && a.from === 'white')).toHaveLength(Math.min(w, 6 - o));
    expect(acts.filter((a) => a.type === 'transfer' && a.from === 'orange')).toHaveLength(Math.min(o, 6 - w));
    const r = play(after, [{ type: 'transfer', from: 'orange', to: 'white', amount: 3 }]);
    expect(boat(r.state, 'white').coal).toBe(w + 3);
    expect(boat(r.state, 'orange').coal).toBe(o - 3);
    expect(r.events).toContainEqual({ type: 'coalTransferred', from: 'orange', to: 'white', amount: 3 });
    expect(apply(after, { type: 'transfer', from: 'orange', to: 'white', amount: 6 - w + 1 })).toMatchObject({ ok: false, code: 'transfer/amount' });
    expect(apply(after, { type: 'transfer', from: 'blue', to: 'white', amount: 1 })).toMatchObject({ ok: false, code: 'transfer/not-allowed' });
    // skipping goes on with the game
    expect(play(after, [{ type: 'skipTransfer' }]).state.pending.kind).not.toBe('transfer');
  });

  it('no transfer at different speeds, with a rival, or on a dock', () => {
    const slow = base('orange', 5);
    const t1 = legalTurns(slow).find((t) => hexDistance(t.end.pos, boat(slow, 'orange').pos!) === 1 && !t.pushed && plain(slow, t.end.pos));
    expect(t1).toBeDefined();
    expect(play(slow, t1!.actions).state.pending.kind).not.toBe('transfer');
    // the same place with a rival's boat at the same speed: no transfer
    const rival = base('blue', 2);
    const t2 = endBeside(rival, 'blue');
    expect(t2).toBeDefined();
    expect(play(rival, t2!.actions).state.pending.kind).not.toBe('transfer');
    // a boat of the side on a dock (or the mover beside it on water): no partner
    const docked = base('orange', 2);
    const map = riverMap(docked.river);
    const dock = [...map.values()].find((x) => x.kind === 'blueDock' || x.kind === 'redDock')!;
    const next = [0, 1, 2, 3, 4, 5].map((d) => neighbour(dock.hex, d as 0)).find((h) => map.get(hexKey(h))?.kind === 'water')!;
    const place = (onDock: BoatId, beside: BoatId): GameState => ({
      ...docked,
      boats: docked.boats.map((b) => (b.id === onDock ? { ...b, pos: dock.hex, speed: 2 } : b.id === beside ? { ...b, pos: next, speed: 2 } : b)),
    });
    expect(transferPartners(place('orange', 'white'), 'white')).toEqual([]);
    expect(transferPartners(place('white', 'orange'), 'white')).toEqual([]);
    // the same two spaces both on water: partners
    const water = [0, 1, 2, 3, 4, 5].map((d) => neighbour(next, d as 0)).find((h) => map.get(hexKey(h))?.kind === 'water')!;
    const open = { ...docked, boats: docked.boats.map((b) => (b.id === 'orange' ? { ...b, pos: water, speed: 2 } : b.id === 'white' ? { ...b, pos: next, speed: 2 } : b)) };
    expect(transferPartners(open, 'white')).toEqual(['orange']);
  });
});

describe('six boats: the shipyard (rulebook: 6-player game, RULINGS §5)', () => {
  function toEntry(config: GameConfig, seed: number) {
    let s = settle(newGame(config, seed));
    const sixth = s.order[5]!;
    expect(boat(s, sixth).pos).toBeNull();
    expect(s.order).toHaveLength(6);
    // place the five, then play round 1's first five turns with the random player's first offers
    while (s.pending.kind !== 'enterDock') {
      const p = s.pending;
      const a = p.kind === 'move' ? legalTurns(s)[0]!.actions : p.kind === 'chance' ? [sampleChance(s)] : [legalActions(s)[0]!];
      s = play(s, a).state;
    }
    return { s, sixth };
  }

  it('the sixth boat waits on the shipyard, then enters start dock 3 or 5 with a heading and moves at once', () => {
    const { s, sixth } = toEntry(defaultConfig(6), 3);
    expect(s.round).toBe(1);
    expect(s.pending).toMatchObject({ kind: 'enterDock', boat: sixth, player: boat(s, sixth).owner });
    const docks = (s.pending as { docks: number[] }).docks;
    expect(docks.every((d) => d === 3 || d === 5)).toBe(true);
    expect(apply(s, { type: 'enterDock', dock: 4, heading: 0 })).toMatchObject({ ok: false, code: 'dock/unavailable' });
    const { state, events } = play(s, [{ type: 'enterDock', dock: docks[0]!, heading: 1 }]);
    expect(events[0]).toMatchObject({ type: 'enteredDock', boat: sixth, dock: docks[0], heading: 1 });
    expect(boat(state, sixth).pos).toEqual(startDockHex(state.river, docks[0]!));
    expect(state.pending).toMatchObject({ kind: 'move', boat: sixth });
  });

  it('it has a seventh, virtual coal in round 1 only: spent first, lost if unused', () => {
    const { s, sixth } = toEntry(defaultConfig(6), 5);
    const entered = play(s, [legalActions(s)[0]!]).state;
    expect(entered.turn!.virtualCoal).toBe(1);
    expect(nodeFromState(entered, entered.boats.findIndex((b) => b.id === sixth)).coal).toBe(7);
    const turns = legalTurns(entered);
    expect(Math.max(...turns.map((t) => t.coalSpent))).toBeGreaterThanOrEqual(2);
    for (const spent of [0, 1, 2]) {
      const t = turns.find((x) => x.coalSpent === spent && !x.crash);
      if (!t) continue;
      expect(t.end.coal).toBe(Math.min(6, 7 - spent));
      const after = play(entered, t.actions).state;
      expect(boat(after, sixth).coal).toBe(Math.min(6, 7 - spent));
    }
  });

  it('five players and the Black Rose: the Black Rose is the sixth boat, its controller chooses its dock, 2 coal in round 1', () => {
    const { s, sixth } = toEntry(defaultConfig(5, { blackRose: true }), 7);
    expect(sixth).toBe('black');
    expect(s.pending).toMatchObject({ kind: 'enterDock', boat: 'black', player: s.blackRose!.controller });
    const last = s.order.filter((id) => id !== 'black').at(-1)!;
    expect(s.blackRose!.controller).toBe(boat(s, last).owner);
    const entered = play(s, [legalActions(s)[0]!]).state;
    expect(boat(entered, 'black').coal).toBeGreaterThanOrEqual(2);
  });
});

describe('teams (rulebook: possible variants)', () => {
  it('a team wins when its first boat finishes; boats of a team share the place', () => {
    for (const n of [4, 6]) {
      const config = defaultConfig(n, { teams: true });
      let over: GameEvent | undefined;
      let first: BoatId | undefined;
      randomGame(config, n, (_b, _a, _after, ev) => {
        for (const e of ev) {
          if (e.type === 'finished') first ??= e.boat;
          if (e.type === 'gameOver') over = e;
        }
      });
      expect(first).toBeDefined();
      const team = config.seats.find((s) => s.boats.includes(first!))!.team;
      expect(over).toMatchObject({ winners: config.seats.map((s, i) => (s.team === team ? i : -1)).filter((i) => i >= 0) });
    }
  });

  it('transfers happen only between team-mates', () => {
    const config = defaultConfig(4, { teams: true });
    let transfers = 0;
    for (const seed of [1, 2, 3, 4]) {
      randomGame(config, seed, (before, a) => {
        if (a.type !== 'transfer') return;
        transfers++;
        const team = (id: BoatId) => config.seats[before.boats.find((b) => b.id === id)!.owner]!.team;
        expect(team(a.from)).toBe(team(a.to));
      });
    }
    expect(transfers).toBeGreaterThan(0);
  });
});

describe('three players with two boats each (variant)', () => {
  it('a side that finishes withdraws its other boat; the race goes on for second place', () => {
    const config = defaultConfig(3, { twoBoats: true });
    let withdrawn = 0;
    let finishes = 0;
    const r = randomGame(config, 11, (_b, _a, after, ev) => {
      for (const e of ev) {
        if (e.type === 'finished') finishes++;
        if (e.type === 'withdrawn') {
          withdrawn++;
          const b = boat(after, e.boat);
          expect(b.pos).toBeNull();
          const mate = after.boats.find((x) => x.owner === b.owner && x.id !== b.id)!;
          expect(b.place).toBe(mate.place);
        }
      }
    });
    expect(r.finished).toBe(true);
    expect(finishes).toBe(2); // the third player takes third place without finishing
    expect(withdrawn).toBe(2);
    const places = [...new Set(r.state.boats.map((b) => b.place))].sort();
    expect(places).toEqual([1, 2, 3]);
  });
});

describe('the Black Rose (RULINGS §18-19)', () => {
  const configs = [defaultConfig(2, { blackRose: true }), defaultConfig(3, { blackRose: true }), defaultConfig(4, { blackRose: true })];

  it('is moved by the player whose boat moves last; it never carries passengers, never finishes, and its coal allowance is 1', () => {
    for (const [k, config] of configs.entries()) {
      let roseTurns = 0;
      const r = randomGame(config, 20 + k, (before, a, after, ev) => {
        for (const e of ev) {
          if (e.type === 'blackRoseControl') {
            const last = after.order.filter((id) => id !== 'black').at(-1)!;
            expect(e.player).toBe(boat(after, last).owner);
            expect(after.blackRose!.controller).toBe(e.player);
          }
          if (e.type === 'turnStarted' && e.boat === 'black') {
            roseTurns++;
            expect(e.player).toBe(after.blackRose!.controller);
            const i = after.boats.findIndex((b) => b.id === 'black');
            // the allowance: 1, unless the river forced more (then the least that lets it move)
            const need = boat(after, 'black').coal;
            expect(need).toBe(blackRoseAllowance({ ...after, turn: null }, i, after.round === 1 && after.order[5] === 'black' ? 2 : 1));
          }
        }
        const p = after.pending;
        if (p.kind !== 'over' && p.kind !== 'chance' && p.boat === 'black') expect(p.player).toBe(after.blackRose!.controller);
        const br = boat(after, 'black');
        expect(br.passengers).toBe(0);
        expect(br.place).toBeNull();
        // coal spent by the Black Rose in its own turn stays within its allowance
        if (before.turn?.boat === 'black' && a.type !== 'confirm') expect(br.coal).toBeGreaterThanOrEqual(0);
      });
      expect(r.finished).toBe(true);
      expect(roseTurns).toBeGreaterThan(5);
    }
  });

  it('refills its controller\'s boat to 6 (at most 2 coal per round in the 1998 reading)', () => {
    for (const classic of [false, true]) {
      let gifts = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const config = defaultConfig(3, { blackRose: true, ...(classic ? { classic1998: true } : {}) });
        randomGame(config, seed, (before, a, after) => {
          if (a.type !== 'transfer') return;
          expect(a.from).toBe('black');
          gifts++;
          const to = boat(before, a.to);
          expect(to.owner).toBe(before.blackRose!.controller);
          expect(boat(after, a.to).coal).toBe(to.coal + a.amount);
          expect(boat(after, 'black').coal).toBe(boat(before, 'black').coal); // unlimited
          if (classic) expect(after.blackRose!.given).toBeLessThanOrEqual(2);
        });
      }
      expect(gifts).toBeGreaterThan(0);
    }
  });

  it('no move may leave the Black Rose needing more than 1 coal: such turns are not offered and are refused', () => {
    // This uniformly random 3-player game meets it at least twice in its first 450 actions (the
    // Black Rose's own moves: the heading it ends with counts).
    let refused = 0;
    const config = defaultConfig(3, { blackRose: true });
    playRandomGame(newGame(config, 3), {
      seed: 3,
      policy: 'uniform',
      maxActions: 450,
      onAction: (before) => {
        if (before.pending.kind !== 'move' || !before.turn?.roseGuard || before.turn.path.length > 1 || before.turn.speedChosen) return;
        const i = before.boats.findIndex((b) => b.id === (before.pending as { boat: BoatId }).boat);
        const all = searchTurns(makeCtx(before, i), nodeFromState(before, i));
        const offered = legalTurns(before);
        if (offered.length === all.length) return;
        const key = (t: { actions: Action[] }) => JSON.stringify(t.actions);
        const shown = new Set(offered.map(key));
        const hidden = all.filter((t) => !shown.has(key(t)));
        expect(hidden.length).toBe(all.length - offered.length);
        for (const t of hidden) {
          // playing it is refused at some step: must-avoid on the way, or the guard's code at confirm
          let s = before;
          let code: string | null = null;
          for (const a of t.actions) {
            const r = apply(s, a);
            if (!r.ok) {
              code = r.code;
              break;
            }
            s = r.state;
          }
          expect(['move/black-rose-needs-coal', 'move/must-avoid']).toContain(code);
          // and after it the Black Rose really would need more than 1 coal
          const bi = before.boats.findIndex((b) => b.id === 'black');
          const after: GameState = {
            ...before,
            boats: before.boats.map((b, j) => (j === i ? { ...b, pos: t.end.pos, heading: t.end.heading, speed: t.end.speed } : (t.pushed?.find((p) => p.boat === b.id) ? { ...b, pos: t.pushed.find((p) => p.boat === b.id)!.pos } : b))),
          };
          expect(blackRoseAllowance({ ...after, turn: null }, bi, 1)).toBeGreaterThan(1);
        }
        refused++;
      },
    });
    expect(refused).toBeGreaterThanOrEqual(2);
  });

  it('when 1 coal cannot give it a complete turn, it may spend the least that does', () => {
    // Positions where it needs more: the Black Rose of a real game, about to move, given each
    // heading and speed in turn; the allowance is checked against the listed turns.
    let met = 0;
    playRandomGame(newGame(defaultConfig(4, { blackRose: true }), 1), {
      seed: 1,
      policy: 'eager',
      maxActions: 400,
      onAction: (_b, _a, after, ev) => {
        if (met >= 3 || !ev.some((e) => e.type === 'turnStarted' && e.boat === 'black') || after.pending.kind !== 'move') return;
        const bi = after.boats.findIndex((b) => b.id === 'black');
        for (const heading of [0, 1, 2, 3, 4, 5] as const) {
          for (let speed = 1; speed <= 6; speed++) {
            const boats = after.boats.map((b, j) => (j === bi ? { ...b, heading, speed } : b));
            const s0: GameState = { ...after, boats };
            const allowance = blackRoseAllowance({ ...s0, turn: null }, bi, 1);
            if (allowance <= 1 || met >= 3) continue;
            met++;
            const withCoal = (c: number) => {
              const bs = boats.map((b, j) => (j === bi ? { ...b, coal: c } : b));
              return legalTurns({ ...s0, boats: bs, turn: { ...after.turn!, startSpeed: speed, pointsLeft: speed, startCoal: c } });
            };
            expect(withCoal(allowance - 1).every((t) => t.crash)).toBe(true);
            expect(withCoal(allowance).some((t) => !t.crash)).toBe(true);
          }
        }
      },
    });
    expect(met).toBeGreaterThan(0);
  });

  it('its controller may reorient it only to headings from which it can move with 1 coal (when there are any)', () => {
    // met at seq 1395 of this uniformly random 4-player game (seed 2 met it until the fold of
    // issue 18 changed the turn lists the random player picks from)
    let met = 0;
    playRandomGame(newGame(defaultConfig(4, { blackRose: true }), 4), {
      seed: 4,
      policy: 'uniform',
      maxActions: 1420,
      onAction: (_b, _a, after) => {
        const p = after.pending;
        if (p.kind !== 'reorient' || p.boat !== 'black') return;
        const offered = legalActions(after).map((a) => (a as { heading: number }).heading);
        if (offered.length === 6) return;
        met++;
        const bi = after.boats.findIndex((b) => b.id === 'black');
        for (const heading of [0, 1, 2, 3, 4, 5] as const) {
          const r = apply(after, { type: 'reorient', heading });
          const boats = after.boats.map((b, j) => (j === bi ? { ...b, heading } : b));
          const fine = blackRoseAllowance({ ...after, boats, turn: null }, bi, 1) === 1;
          expect(r.ok).toBe(offered.includes(heading));
          expect(fine).toBe(offered.includes(heading));
          if (!r.ok) expect(r.code).toBe('move/black-rose-needs-coal');
        }
      },
    });
    expect(met).toBeGreaterThan(0);
  });

  it('a pushed Black Rose is reoriented by its controller', () => {
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      randomGame(defaultConfig(3, { blackRose: true }), seed, (_b, _a, after) => {
        const p = after.pending;
        if (p.kind === 'reorient' && p.boat === 'black') {
          expect(p.player).toBe(after.blackRose!.controller);
          seen++;
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the 1998 readings (RULINGS §12: no reorientation when pushed onto driftwood)', () => {
  it('a boat pushed onto driftwood keeps its heading in the classic reading, and is reoriented otherwise', () => {
    const s = position({ river: ['B2', 'A1-1'], boats: [{ id: 'white', at: [1, 7] }, { id: 'blue', at: [0, 3] }] });
    const drift = [...riverMap(s.river).values()].find((x) => x.kind === 'driftwood')!;
    const k = (drift.hex.q + 128) * 256 + (drift.hex.r + 128);
    expect(reorientsAfterPush(s, k)).toBe(true);
    expect(reorientsAfterPush({ ...s, config: { ...s.config, classic1998: true } }, k)).toBe(false);
    const water = [...riverMap(s.river).values()].find((x) => x.kind === 'water')!;
    expect(reorientsAfterPush({ ...s, config: { ...s.config, classic1998: true } }, (water.hex.q + 128) * 256 + water.hex.r + 128)).toBe(true);
  });
});
