// The play screen's log: one line per move once it ended; a move under way is not told yet.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, legalTurns, newGame, spaceAt, type GameEvent, type GameState, type Hex, type LegalTurn } from '../../engine/index.js';
import { parseScenario, scenarioChallenge } from '../../engine/scenario.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lessons } from '../../renderer/src/lib/lessons.js';
import { foldedLine, logLines, toldLines } from '../../renderer/src/lib/log-lines.js';
import { play, position } from '../engine/helpers/position.js';

const t = translator('en');
const state = newGame(defaultConfig(3), 1);
const players = [0, 1, 2].map((i) => ({ name: `P${i + 1}`, boats: [state.boats[i]!.id] }));
const boat = state.boats[0]!.id;
const other = state.boats[1]!.id;
const h = (q: number, r: number) => ({ q, r });

const move: GameEvent[] = [
  { type: 'turnStarted', boat, player: 0 },
  { type: 'speedChanged', boat, from: 1, to: 3, coal: 1 },
  { type: 'moved', boat, from: h(0, 0), to: h(0, -1), cost: 1 },
  { type: 'rotated', boat, from: 0, to: 1, coal: 0 },
  { type: 'moved', boat, from: h(0, -1), to: h(1, -2), cost: 1 },
  { type: 'pushed', boat: other, by: boat, from: h(1, -2), to: h(1, -3) },
  { type: 'moved', boat, from: h(1, -2), to: h(1, -3), cost: 1 },
];

describe('play log lines', () => {
  it('tells a move in one line once it ended', () => {
    const lines = logLines(t, [{ type: 'roundStarted', round: 1, order: [boat] }, ...move, { type: 'turnEnded', boat }], state, players, false);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^P1 \(\w+\): speed 3, 3 spaces sailed, now facing downstream, toward the right bank, 1 coal burned, pushes P2 \(\w+\)\.$/);
  });

  it('leaves out a move under way', () => {
    expect(logLines(t, move, state, players, true)).toEqual([]);
  });

  it('a tile revealed during a move is told after it', () => {
    const tile = { type: 'finishPlaced', finish: { attached: 'straight', docks: [] } } as GameEvent;
    const lines = logLines(t, [...move.slice(0, 3), tile, { type: 'turnEnded', boat }], state, players, false);
    expect(lines).toEqual([expect.stringMatching(/speed 3, 1 space/), 'The Finish is placed.']);
  });
});

describe('play log lines, a game from a scenario (it starts mid-turn: no turnStarted in the log)', () => {
  // the planner sends a turn as several acts, so each step is its own batch of events
  const steps = move.slice(1).map((e) => [e]);
  it('tells nothing before Confirm, whatever the batching', () => {
    expect(logLines(t, steps.flat(), state, players, true)).toEqual([]);
  });
  it('tells the confirmed move once, with its real length', () => {
    const lines = logLines(t, [...steps.flat(), { type: 'turnEnded', boat }, { type: 'turnStarted', boat: other, player: 1 }], state, players, true);
    expect(lines).toEqual([expect.stringMatching(/^P1 \(\w+\): speed 3, 3 spaces sailed, now facing downstream, toward the right bank, 1 coal burned, pushes P2 \(\w+\)\.$/)]);
  });
});

describe('play log lines, leaving a sandbank', () => {
  it("tells the coal leaving costs, from the move's own events: lesson 10 played out, 3 coal -> 2", () => {
    const lesson = lessons().find((l) => l.number === 10)!;
    const read = parseScenario(lesson.text);
    if (!read.ok) throw new Error('lesson 10 does not read');
    const set = scenarioChallenge(read.scenario, read.state);
    if (!set.ok || !set.solution) throw new Error('lesson 10 has no solution');
    let s: GameState = read.state;
    const events: GameEvent[] = [];
    const before = s.boats.find((b) => b.id === set.challenge.boat)!.coal;
    for (const a of set.solution) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.code);
      s = r.state;
      events.push(...r.events);
    }
    expect(s.boats.find((b) => b.id === set.challenge.boat)!.coal).toBe(before - 1);
    // the engine's step off the sandbank carries the coal (the renderer reads no board for it)
    expect(events.filter((e) => e.type === 'moved' && e.coal)).toEqual([expect.objectContaining({ coal: 1, offSandbank: true })]);
    const owners = [...new Set(s.boats.map((b) => b.owner).filter((o) => o >= 0))];
    const who = owners.map((o) => ({ name: `P${o + 1}`, boats: s.boats.filter((b) => b.owner === o).map((b) => b.id) }));
    const line = logLines(t, events, s, who, false).find((l) => l.includes('speed 2'));
    expect(line).toMatch(/: speed 2, leaves the sandbank, 2 spaces sailed, 1 coal burned\.$/);
    const fr = logLines(translator('fr'), events, s, who, false).find((l) => l.includes('vitesse 2'));
    expect(fr).toMatch(/vitesse 2, quitte le banc de sable, 2 cases? parcourues?, 1 charbon brûlé/);
  });

  it("tells what the step events carry: no coal, 1 coal ahead off a sandbank, 1 coal backwards off one", () => {
    const plain: GameEvent[] = [{ type: 'turnStarted', boat, player: 0 }, { type: 'moved', boat, from: h(0, 0), to: h(0, -1), cost: 1 }, { type: 'turnEnded', boat }];
    expect(logLines(t, plain, state, players, false)).toEqual([expect.stringMatching(/^P1 \(\w+\): speed 1, 1 space sailed\.$/)]);
    const off: GameEvent[] = [plain[0]!, { ...(plain[1] as Extract<GameEvent, { type: 'moved' }>), coal: 1, offSandbank: true }, plain[2]!];
    expect(logLines(t, off, state, players, false)).toEqual([expect.stringMatching(/^P1 \(\w+\): speed 1, leaves the sandbank, 1 space sailed, 1 coal burned\.$/)]);
    const back: GameEvent[] = [plain[0]!, { type: 'moved', boat, from: h(0, 0), to: h(0, 1), cost: 1, backwards: true, coal: 1, offSandbank: true }, plain[2]!];
    expect(logLines(t, back, state, players, false)).toEqual([expect.stringMatching(/^P1 \(\w+\): 1 coal burned, backs off the sandbank\.$/)]);
  });
});

describe('play log lines, a stop on a passenger dock that gives no passenger', () => {
  const stop = (reason: 'fast' | 'used' | 'empty' | 'full', speed: number): GameEvent[] => [
    { type: 'turnStarted', boat, player: 0 },
    // as many spaces as its speed: a stop at speed 2 came 2 spaces
    ...Array.from({ length: speed }, (_, i): GameEvent => ({ type: 'moved', boat, from: h(0, -i), to: h(0, -i - 1), cost: 1 })),
    { type: 'passengerMissed', boat, hex: h(0, -speed), reason, speed },
    { type: 'turnEnded', boat },
  ];
  it("words the engine's reason in the move's line", () => {
    expect(logLines(t, stop('fast', 2), state, players, false)).toEqual([
      expect.stringMatching(/^P1 \(\w+\): speed 2, 2 spaces sailed, stops at the dock at speed 2: no passenger \(only at speed 1\)\.$/),
    ]);
    expect(logLines(t, stop('used', 1), state, players, false)[0]).toContain('no passenger: this boat already took one from this dock');
    expect(logLines(t, stop('empty', 1), state, players, false)[0]).toContain('no passenger: none left at this dock');
    expect(logLines(t, stop('full', 1), state, players, false)[0]).toContain('no passenger: two already aboard');
  });
  it('in every language, with nothing left unfilled', () => {
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const tl = translator(lang);
      for (const reason of ['fast', 'used', 'empty', 'full'] as const) {
        const [line] = logLines(tl, stop(reason, 3), state, players, false);
        expect(line).not.toMatch(/[{}]/);
        if (reason === 'fast') expect(line).toContain('3');
      }
    }
  });
});

describe('the folded log’s line (foldedLine)', () => {
  const moveThenRound: GameEvent[] = [...move, { type: 'turnEnded', boat }, { type: 'roundStarted', round: 2, order: [boat] }];
  it('is the newest line that says what a boat did, not a new round (play-test: "Round 3 begins." alone)', () => {
    const lines = toldLines(t, moveThenRound, state, players, false);
    expect(lines.map((l) => l.deed)).toEqual([true, false]);
    expect(lines[foldedLine(lines)]!.text).toMatch(/^P1 \(\w+\): speed 3/);
  });
  it('a tile told after a move, a die roll and the start order are no deeds either', () => {
    const tile = { type: 'finishPlaced', finish: { attached: 'straight', docks: [] } } as GameEvent;
    const lines = toldLines(t, [{ type: 'startOrder', order: [boat] }, ...move.slice(0, 3), tile, { type: 'turnEnded', boat }, { type: 'dieRolled', face: 'left', accepted: true }], state, players, false);
    expect(lines.map((l) => l.deed)).toEqual([false, true, false, false]);
    expect(foldedLine(lines)).toBe(1);
  });
  it('is the newest line when no boat has done anything yet', () => {
    const lines = toldLines(t, [{ type: 'roundStarted', round: 1, order: [boat] }], state, players, false);
    expect(foldedLine(lines)).toBe(0);
    expect(foldedLine([])).toBe(-1);
  });
});

describe('play log lines on a bent river (play-test: "Show all" retold old headings differently)', () => {
  // Tiles 1-4 flow 0, 60°, 120°, 180° (each bends right): a heading told on tile 1 is 120° off the flow of tile 3.
  const start = position({ river: ['A1-1', ['A1-2', 'right'], ['A1-3', 'right'], ['A1-4', 'right']], boats: [{ id: 'orange', at: [1, 7], heading: 1, speed: 3 }, { id: 'red', at: [0, 2] }] });
  const who = [{ name: 'Ann', boats: ['orange' as const] }, { name: 'Ben', boats: ['red' as const] }];
  const tileOf = (s: GameState, at: Hex) => spaceAt(s.river, at)!.tileIndex;
  const mover = (s: GameState) => (s.pending.kind === 'move' ? s.pending.boat : null);

  /** Plays whole turns (orange: `pick`, red: its first listed turn) until `done`; the log's lines after each turn. */
  function race(pick: (s: GameState, turns: LegalTurn[]) => LegalTurn, done: (s: GameState) => boolean) {
    let s = start;
    const events: GameEvent[] = [];
    const seen: string[][] = [];
    for (let n = 0; n < 12 && !done(s); n++) {
      const turns = legalTurns(s);
      const turn = mover(s) === 'orange' ? pick(s, turns) : turns[0]!;
      const r = play(s, turn.actions);
      s = r.state;
      events.push(...r.events);
      seen.push(logLines(t, events, s, who, s.turn !== null)); // (as the play screen: a turn under way is not told)
    }
    return { state: s, events, seen };
  }

  it('a move ending facing downstream on tile 1 still says so once the boat sails round the bend', () => {
    let first = true;
    const { state: end, events, seen } = race(
      (s, turns) => {
        if (first) {
          first = false;
          // 1 space on tile 1, turned from 60° to the flow (heading 0): "now facing downstream"
          return turns.find((u) => tileOf(s, u.end.pos) === 1 && u.end.heading === 0 && u.path.length === 2 && u.actions.some((a) => a.type === 'rotate'))!;
        }
        // then as far round the bend as tile 3 goes (never onto the newest tile: no tile drawn)
        return turns.filter((u) => tileOf(s, u.end.pos) <= 3 && !u.revealsTile).sort((a, b) => tileOf(s, b.end.pos) - tileOf(s, a.end.pos))[0]!;
      },
      (s) => tileOf(s, s.boats[0]!.pos!) === 3,
    );
    expect(tileOf(end, end.boats[0]!.pos!)).toBe(3);
    const all = logLines(t, events, end, who, false);
    expect(seen[0]![0]).toMatch(/^Ann \(orange\): speed \d, 1 space sailed, now facing downstream[,.]/);
    expect(all[0]).toBe(seen[0]![0]);
    // every line reads the same whenever it is shown
    for (const lines of seen) expect(all.slice(0, lines.length)).toEqual(lines);
  });
});
