// Scenario files: valid files load with the documented defaults, every invalid file gets an error
// naming its field, and load → save → load keeps the state hash (also for mid-game states).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../engine/config.js';
import { newGame, stateHash } from '../../engine/index.js';
import { passengerSupply } from '../../engine/passengers.js';
import { spaceAt } from '../../engine/river.js';
import { issueText, parseScenario, stateToScenario, type Scenario } from '../../engine/scenario.js';
import type { GameState } from '../../engine/types.js';
import { playRandomGame } from '../../cli/random-play.js';

const FIXTURES = new URL('../fixtures/scenarios/', import.meta.url);
const fixture = (name: string): Scenario => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Scenario;

function base(): Scenario {
  return {
    format: 'mississippi-queen-scenario',
    version: 1,
    river: [
      { tile: 'A0' },
      { tile: 'A1-1', attached: 'straight' },
      { tile: 'A3-2', attached: 'straight' },
    ],
    boats: [
      { id: 'white', pos: { tile: 1, space: 12 }, heading: 'N', speed: 3 },
      { id: 'orange', pos: { tile: 0, space: 2 } },
      { id: 'blue', pos: { tile: 0, space: 9 }, heading: 2 },
    ],
    pending: { kind: 'move', boat: 'white' },
    seed: 5,
  };
}

function load(s: unknown): GameState {
  const r = parseScenario(s);
  if (!r.ok) throw new Error(r.issues.map(issueText).join('\n'));
  return r.state;
}

/** The messages of a scenario that must fail. */
function errorsOf(s: unknown): string[] {
  const r = parseScenario(s);
  expect(r.ok, 'scenario should be rejected').toBe(false);
  return r.ok ? [] : r.issues.map(issueText);
}

function edit(f: (s: Scenario & Record<string, unknown>) => void): Scenario {
  const s = base() as Scenario & Record<string, unknown>;
  f(s);
  return s;
}

describe('valid scenarios', () => {
  it('derives positions from the river and fills the documented defaults', () => {
    const st = load(base());
    expect(st.river.map((t) => [t.tile, t.origin, t.heading, t.attached])).toEqual([
      ['A0', { q: 0, r: 0 }, 0, null],
      ['A1-1', { q: 0, r: -4 }, 0, 'straight'],
      ['A3-2', { q: 0, r: -8 }, 0, 'straight'],
    ]);
    const white = st.boats.find((b) => b.id === 'white')!;
    expect(white.pos).toEqual({ q: 0, r: -5 }); // A1-1 index 12 = local (0,-1), tile origin (0,-4)
    expect(white).toMatchObject({ heading: 0, speed: 3, coal: 6, passengers: 0, lostTurns: 0, place: null, owner: 0 });
    const orange = st.boats.find((b) => b.id === 'orange')!;
    expect(orange).toMatchObject({ pos: { q: 0, r: 1 }, heading: 0, speed: 1, coal: 6, owner: 1 });
    expect(st.boats.find((b) => b.id === 'blue')!.heading).toBe(2);
    expect(st.config.seats).toEqual([{ boats: ['white'] }, { boats: ['orange'] }, { boats: ['blue'] }]);
    expect(st.pending).toEqual({ kind: 'move', player: 0, boat: 'white' });
    expect(st.order[st.turnIndex]).toBe('white');
    expect(st.round).toBe(1);
    // stack = the basic A tiles not placed
    expect([...st.stack].sort()).toEqual(
      ['A1-2', 'A1-3', 'A1-4', 'A2-1', 'A2-2', 'A2-3', 'A2-4', 'A3-1', 'A3-3'].sort(),
    );
  });

  it('puts passengers on docks per the table and keeps the total', () => {
    const st = load(base()); // 3 players: one per dock, 8 in all
    expect(st.docks).toEqual({ '-1,-4': 1 }); // A1-1's dock is index 11 = local (-1,0)
    expect(st.supply).toBe(7);
    const four = load(edit((s) => s.boats.push({ id: 'green', pos: { tile: 0, space: 5 } })));
    expect(four.docks).toEqual({ '-1,-4': 2 }); // 4 players: two per blue dock
    expect(four.supply).toBe(10);
  });

  it('takes a used dock passenger off the default docks', () => {
    const st = load(
      edit((s) => {
        s.boats[0]!.passengers = 1;
        s.boats[0]!.docksUsed = [{ tile: 'A1-1', space: 11 }];
      }),
    );
    expect(st.docks['-1,-4']).toBe(0);
    expect(st.boats[0]!.docksUsed).toEqual(['-1,-4']);
    expect(st.supply + st.boats[0]!.passengers).toBe(passengerSupply(st.config));
  });

  it('takes passengers aboard without docksUsed from the supply, then the earliest docks', () => {
    // 3 players, 8 passengers: 2 on the two docks of A1-1 and A2-1, 6 left in the supply
    const river: Scenario['river'] = [{ tile: 'A0' }, { tile: 'A1-1', attached: 'straight' }, { tile: 'A2-1', attached: 'straight' }];
    const three = load(edit((s) => { s.river = river; s.boats.forEach((b) => (b.passengers = 2)); }));
    expect(three.supply).toBe(0);
    expect(Object.values(three.docks).reduce((a, b) => a + b, 0)).toBe(2);
    const six = load(edit((s) => { s.river = river; s.boats.forEach((b, i) => (b.passengers = i === 0 ? 2 : 0)); }));
    expect(six.supply).toBe(4);
    expect(six.docks).toEqual({ '-1,-4': 1, '0,-8': 1 });
    // a finished boat (off the river) counts 2 whatever it says
    const fin = load(edit((s) => { s.river = river; s.boats[1] = { id: 'orange', pos: null, place: 1 }; }));
    expect(fin.supply + Object.values(fin.docks).reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('accepts the same space as tile index, tile id or axial q/r', () => {
    const a = load(edit((s) => (s.boats[0]!.pos = { tile: 1, space: 12 })));
    const b = load(edit((s) => (s.boats[0]!.pos = { tile: 'A1-1', space: 12 })));
    const c = load(edit((s) => (s.boats[0]!.pos = { q: 0, r: -5 })));
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).toBe(stateHash(c));
  });

  it('reads heading names and numbers alike', () => {
    const names = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
    names.forEach((n, i) => {
      expect(load(edit((s) => (s.boats[0]!.heading = n))).boats[0]!.heading).toBe(i);
      expect(load(edit((s) => (s.boats[0]!.heading = i))).boats[0]!.heading).toBe(i);
    });
  });

  it('builds advanced rivers from rules.advanced', () => {
    const st = load(
      edit((s) => {
        s.rules = { advanced: ['B3-1', 'B1-B2'] };
        s.river[2] = { tile: 'B3-1', attached: 'left' };
      }),
    );
    expect(st.config.riverTiles).toContain('B1-B2');
    expect(st.config.riverTiles.filter((t) => t.startsWith('A3'))).toHaveLength(1);
    expect(st.stack).toContain('B1-B2');
    expect(st.river[2]!.heading).toBe(5);
  });

  it('without a pending decision, starts the turn as the engine does (lost turns skipped, departures)', () => {
    const st = load(
      edit((s) => {
        delete s.pending;
        s.order = ['white', 'orange', 'blue'];
        s.boats[0]!.lostTurns = 1;
        s.boats[1]!.freeDeparture = true;
      }),
    );
    expect(st.boats[0]!.lostTurns).toBe(0); // white skipped its turn
    expect(st.pending).toEqual({ kind: 'depart', player: 1, boat: 'orange' });
    expect(st.turnIndex).toBe(1);
    const plain = load(edit((s) => delete s.pending));
    expect(plain.pending.kind).toBe('move');
    expect(plain.turn).toMatchObject({ boat: plain.order[0], pointsLeft: plain.boats.find((b) => b.id === plain.order[0])!.speed });
  });

  it('loads every fixture', () => {
    for (const name of ['open-water-speed6.json', 'crowded-start.json', 'hazards.json', 'basic-4p.json']) {
      const r = parseScenario(fixture(name));
      expect(r.ok ? 'ok' : r.issues.map(issueText).join('\n'), name).toBe('ok');
    }
  });
});

describe('invalid scenarios name the field', () => {
  const cases: [string, () => unknown, RegExp][] = [
    ['not JSON', () => '{"format":', /^not valid JSON/],
    ['not an object', () => [], /must be a JSON object/],
    ['wrong format', () => edit((s) => ((s as Record<string, unknown>).format = 'x')), /^format: must be "mississippi-queen-scenario"/],
    ['wrong version', () => edit((s) => ((s as Record<string, unknown>).version = 2)), /^version: must be 1/],
    ['speed out of range', () => edit((s) => (s.boats[2]!.speed = 9)), /^boats\[2\]\.speed: must be an integer 1\.\.6$/],
    ['fractional speed', () => edit((s) => (s.boats[0]!.speed = 2.5)), /^boats\[0\]\.speed: must be an integer 1\.\.6$/],
    ['coal out of range', () => edit((s) => (s.boats[1]!.coal = 7)), /^boats\[1\]\.coal: must be an integer 0\.\.6$/],
    ['passengers out of range', () => edit((s) => (s.boats[1]!.passengers = 3)), /^boats\[1\]\.passengers: must be an integer 0\.\.2$/],
    ['bad heading', () => edit((s) => ((s.boats[0] as Record<string, unknown>).heading = 'Q')), /^boats\[0\]\.heading: must be 0\.\.5 or one of N/],
    ['heading 6', () => edit((s) => ((s.boats[0] as Record<string, unknown>).heading = 6)), /^boats\[0\]\.heading:/],
    ['unknown boat colour', () => edit((s) => ((s.boats[0] as Record<string, unknown>).id = 'purple')), /^boats\[0\]\.id: must be one of/],
    ['unknown tile id', () => edit((s) => ((s.river[1] as Record<string, unknown>).tile = 'A9')), /^river\[1\]\.tile: unknown tile id$/],
    ['unknown top-level field', () => edit((s) => (s.foo = 1)), /^foo: unknown field$/],
    ['unknown boat field', () => edit((s) => ((s.boats[0] as Record<string, unknown>).sped = 1)), /^boats\[0\]\.sped: unknown field$/],
    ['space index out of range', () => edit((s) => (s.boats[0]!.pos = { tile: 1, space: 20 })), /^boats\[0\]\.pos/],
    ['missing river', () => edit((s) => delete (s as Record<string, unknown>).river), /^river:/],
    ['one boat', () => edit((s) => s.boats.splice(1)), /^boats: at least 2 boats$/],
    ['river not starting with A0', () => edit((s) => (s.river[0] = { tile: 'A2-1' })), /^river\[0\]\.tile: the river starts with A0$/],
    ['first tile not straight', () => edit((s) => (s.river[1]!.attached = 'left')), /^river\[1\]\.attached: the first tile is always attached straight$/],
    ['attachment missing', () => edit((s) => delete s.river[2]!.attached), /^river\[2\]\.attached: is required/],
    ['tile twice', () => edit((s) => (s.river[2] = { tile: 'A1-1', attached: 'left' })), /^river\[2\]\.tile: A1-1 appears twice$/],
    [
      'river tiles that touch',
      // tiles.md §5: straight then four rights overlaps A0
      () =>
        edit((s) => {
          s.river = [
            { tile: 'A0' },
            { tile: 'A1-1', attached: 'straight' },
            { tile: 'A1-2', attached: 'right' },
            { tile: 'A1-3', attached: 'right' },
            { tile: 'A1-4', attached: 'right' },
            { tile: 'A2-1', attached: 'right' },
          ];
        }),
      /^river\[5\]\.attached: tile A2-1 placed right would touch an older tile$/,
    ],
    ['two boats on one space', () => edit((s) => (s.boats[2]!.pos = { tile: 0, space: 2 })), /^boats\[2\]\.pos: two boats on one space \(orange is there too\)$/],
    ['boat on an island', () => edit((s) => (s.boats[0]!.pos = { tile: 1, space: 5 })), /^boats\[0\]\.pos: island \(tile 1 A1-1, space 5\) is not navigable$/],
    ['boat on the shipyard', () => edit((s) => (s.boats[0]!.pos = { tile: 0, space: 0 })), /^boats\[0\]\.pos: shipyard/],
    ['boat off the river', () => edit((s) => (s.boats[0]!.pos = { q: 10, r: 10 })), /^boats\[0\]\.pos: 10,10 is not a space of any placed tile$/],
    ['tile index not placed', () => edit((s) => (s.boats[0]!.pos = { tile: 7, space: 3 })), /^boats\[0\]\.pos\.tile: tile index 7 but only 3 tiles are placed$/],
    ['tile id not placed', () => edit((s) => (s.boats[0]!.pos = { tile: 'A2-4', space: 3 })), /^boats\[0\]\.pos\.tile: tile A2-4 is not placed$/],
    ['boat twice', () => edit((s) => (s.boats[1]!.id = 'white')), /^boats\[1\]\.id: white appears twice$/],
    ['two boats with one place', () => edit((s) => { s.boats[1]!.place = 1; s.boats[1]!.pos = null; s.boats[1]!.passengers = 2; s.boats[2]!.place = 1; s.boats[2]!.pos = null; s.boats[2]!.passengers = 2; }), /^boats\[2\]\.place: place 1 is also orange's$/],
    ['off the river without a place', () => edit((s) => (s.boats[1]!.pos = null)), /^boats\[1\]\.pos: only a finished boat/],
    ['docksUsed not a dock', () => edit((s) => (s.boats[0]!.docksUsed = [{ tile: 1, space: 7 }])), /^boats\[0\]\.docksUsed\[0\]: tile 1 A1-1, space 7 is not a passenger dock$/],
    ['dock entry not a dock', () => edit((s) => (s.docks = [{ pos: { tile: 1, space: 7 }, passengers: 1 }])), /^docks\[0\]\.pos: tile 1 A1-1, space 7 is not a passenger dock$/],
    ['inconsistent supply', () => edit((s) => (s.supply = 8)), /^supply: must be 7 so that passengers add up to 8/],
    ['pending boat unknown', () => edit((s) => (s.pending = { kind: 'move', boat: 'pink' })), /^pending\.boat: pink is not in boats$/],
    ['pending kind unknown', () => edit((s) => ((s as Record<string, unknown>).pending = { kind: 'dance' })), /^pending(\.kind)?: /],
    ['moving boat with lost turns', () => edit((s) => (s.boats[0]!.lostTurns = 1)), /^pending: white must first skip 1 lost turn/],
    ['depart without a crash', () => edit((s) => (s.pending = { kind: 'depart', boat: 'white' })), /^pending: only a crashed boat departs/],
    ['turnIndex not the mover', () => edit((s) => { s.order = ['white', 'orange', 'blue']; s.turnIndex = 1; }), /^turnIndex: points at orange but the boat whose turn it is is white$/],
    ['order misses a boat', () => edit((s) => (s.order = ['white', 'orange'])), /^order: misses the racing boat blue$/],
    ['order names a stranger', () => edit((s) => (s.order = ['white', 'orange', 'blue', 'pink'])), /^order\[3\]: pink is not in boats$/],
    ['finish before the last tile', () => edit((s) => (s.finish = { attached: 'straight' })), /^finish: the Finish is placed only after the last river tile$/],
    ['players disagree', () => edit((s) => (s.rules = { players: 4 })), /^rules\.players: says 4 but the boats make 3 seats$/],
    ['stack holds a placed tile', () => edit((s) => (s.stack = ['A1-1'])), /^stack\[0\]: A1-1 is already placed$/],
    ['advanced tile not a B tile', () => edit((s) => (s.rules = { advanced: ['A1-1'] })), /^rules\.advanced\[0\]: /],
    ['placed tile not in the deck', () => edit((s) => (s.river[2] = { tile: 'B4', attached: 'left' })), /^river\[2\]\.tile: B4 is not one of the game's river tiles$/],
    ['bad rng', () => edit((s) => (s.rng = [1, 2, 3])), /^rng: must be 4 unsigned 32-bit integers$/],
  ];
  for (const [name, make, expected] of cases) {
    it(name, () => {
      const errs = errorsOf(make());
      expect(errs.length).toBeGreaterThan(0);
      expect(errs.some((e) => expected.test(e)), `${errs.join(' | ')} should match ${expected}`).toBe(true);
    });
  }

  it('reports every schema problem at once', () => {
    const errs = errorsOf(
      edit((s) => {
        s.boats[0]!.speed = 0;
        s.boats[1]!.coal = 9;
      }),
    );
    expect(errs).toEqual(expect.arrayContaining([expect.stringMatching(/^boats\[0\]\.speed/), expect.stringMatching(/^boats\[1\]\.coal/)]));
  });
});

describe('round trip', () => {
  it('load → save → load keeps the state hash (hand-written and fixture files)', () => {
    for (const s of [base(), fixture('open-water-speed6.json'), fixture('crowded-start.json'), fixture('hazards.json')]) {
      const first = load(s);
      const saved = stateToScenario(first);
      const again = load(JSON.parse(JSON.stringify(saved)));
      expect(stateHash(again)).toBe(stateHash(first));
      expect(again).toEqual(first);
    }
  });

  it('every state of a random game survives save → load with the same hash', () => {
    const config = defaultConfig(4, { advanced: ['B1-B2', 'B3-1', 'B2'] });
    const states: GameState[] = [];
    playRandomGame(newGame(config, 2024), {
      seed: 99,
      maxActions: 3000,
      onAction: (_b, _a, after) => {
        // placement is over once every boat has a position
        if (after.boats.every((b) => b.pos !== null || b.place !== null)) states.push(after);
      },
    });
    expect(states.length).toBeGreaterThan(50);
    const step = Math.max(1, Math.floor(states.length / 60));
    for (let i = 0; i < states.length; i += step) {
      const st = states[i]!;
      const r = parseScenario(JSON.stringify(stateToScenario(st)));
      expect(r.ok ? 'ok' : r.issues.map(issueText).join('\n'), `state seq ${st.seq}`).toBe('ok');
      if (r.ok) expect(stateHash(r.state), `state seq ${st.seq}`).toBe(stateHash(st));
    }
  });

  it('saves positions as tile/space pairs that point at the same hex', () => {
    const st = load(fixture('hazards.json'));
    const saved = stateToScenario(st);
    saved.boats.forEach((b, i) => {
      const pos = b.pos as { tile: number; space: number };
      const info = spaceAt(st.river, st.boats[i]!.pos!)!;
      expect(pos).toEqual({ tile: info.tileIndex, space: info.index });
    });
  });
});
