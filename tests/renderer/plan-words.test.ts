// The destination list's words (play-test of issue 14): "downstream" and "upstream" at the start say
// progress along the river; headings are the river's too, where the way ends (lesson play-test: "ends
// facing north" meant nothing on a river that ran down the screen), never the compass's; a crash says
// it is one and what it costs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns, type Dir } from '../../engine/index.js';
import { loadScenario } from '../../engine/scenario.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { crashesNext, destinationText, stuckAtFinish, warningsFor, wayText } from '../../renderer/src/lib/plan-words.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];
const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 3, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 10] }] });
const boat = s.boats.find((b) => b.id === 'orange')!;
const dests = destinations(legalTurns(s), s, null);

describe('destination words', () => {
  it('heading words are the river\'s where the way ends, never compass words; the words at the start say progress', () => {
    const t = translator('en');
    const texts = dests.map((d) => destinationText(t, s, players, boat, d));
    expect(texts.length).toBeGreaterThan(3);
    for (const x of texts) {
      expect(x).not.toMatch(/\b(north|south|east|west)/);
      expect(x).toMatch(/^(\d spaces? (downstream|upstream|across the river)|stays where it is),/);
      expect(x).toMatch(/ends facing (downstream|upstream|(down|up) toward the (left|right) bank)\b/);
    }
    for (const lang of LANGUAGES) {
      const tl = translator(lang);
      for (const d of dests) expect(destinationText(tl, s, players, boat, d)).not.toMatch(/\b(nord|sud|north|south)|север|юг/);
    }
  });

  it('a crash entry says it is a crash and what it costs, in every language', () => {
    const d = dests[0]!;
    const crash = { ...d, options: [{ ...d.options[0]!, crash: 'blocked' as const, coalSpent: 1 }] };
    const want = { en: /^Crash after .*: 1 coal, loses its next turn$/, fr: /^Accident après .*\s:\s1 charbon, perd son prochain tour$/, it: /^Incidente dopo .*: 1 carbone, salta il prossimo turno$/, ru: /^Авария: .*, 1 уголь, пропуск следующего хода$/ };
    for (const lang of LANGUAGES) expect(destinationText(translator(lang), s, players, boat, crash)).toMatch(want[lang]);
  });
});

describe('the warning before a stop that strands the boat at the Finish', () => {
  const f = position({ river: ['A3-1'], stack: [], finish: 'straight', boats: [{ id: 'orange', at: [1, 12], speed: 1, passengers: 2, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
  const me = f.boats.find((b) => b.id === 'orange')!;
  const base = legalTurns(f)[0]!;
  const dock = f.finish!.docks[0]!;
  const stop = (heading: Dir, coal: number) => ({ ...base, finishes: false, end: { ...base.end, pos: dock, heading, speed: 1, coal, passengers: 2 } });
  it('warns when stopping there facing upstream with no coal, not with coal, and not facing a way that finishes', () => {
    const stuck = ([0, 1, 2, 3, 4, 5] as Dir[]).filter((h) => stuckAtFinish(stop(h, 0), me, f));
    expect(stuck).toContain(3);
    expect(stuck.length).toBeLessThan(6);
    expect(warningsFor(stop(3, 0), me, f)).toContain('panels.warnStuckAtFinish');
    expect(warningsFor(stop(3, 2), me, f)).not.toContain('panels.warnStuckAtFinish');
    for (const lang of LANGUAGES) expect(translator(lang)('panels.warnStuckAtFinish').length).toBeGreaterThan(40);
  });
});

describe('ways to one space that differ only in where the pushed boat goes (play-test of issue 14)', () => {
  // orange can end on blue's space three ways, each sending blue elsewhere: two of them on tile 1's open water
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
  const me = p.boats.find((b) => b.id === 'orange')!;
  const d = destinations(legalTurns(p), p, null).find((x) => x.options.filter((o) => o.pushed?.length).length >= 3)!;
  const ways = d.options.filter((o) => o.pushed?.length);
  it('the tile and kind of space alone read the same for two of them', () => {
    const plain = ways.map((o) => wayText(translator('en'), p, players, me, o));
    expect(new Set(plain).size).toBeLessThan(plain.length);
  });
  it('with the position the turn starts from, each says which way the boat is pushed, in every language', () => {
    expect(ways.map((o) => wayText(translator('en'), p, players, me, o, p))).toEqual([
      '3 coal, ends facing upstream, pushes Cy (blue) one space upstream (tile 1, open water)',
      '3 coal, ends facing upstream, pushes Cy (blue) one space upstream, toward the left bank (tile 1, open water)',
      '3 coal, ends facing upstream, pushes Cy (blue) one space downstream, toward the left bank (tile 2, open water)',
    ]);
    for (const lang of LANGUAGES) {
      const texts = ways.map((o) => wayText(translator(lang), p, players, me, o, p));
      expect(new Set(texts).size).toBe(texts.length);
    }
    // the destination list speaks from the turn's start too
    expect(destinationText(translator('en'), p, players, me, d)).toMatch(/pushes Cy \(blue\) one space (upstream|upstream, toward the left bank|downstream, toward the left bank) \(tile/);
  });
});

describe('warnings on a dock (play-test, lesson 4)', () => {
  it('a way that ends on the dock too fast says it stops there too fast, not that it passes it', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseScenario } = await import('../../engine/scenario.js');
    const read = parseScenario(readFileSync(new URL('../../engine/data/lessons/4-passengers.json', import.meta.url), 'utf8'));
    if (!read.ok) throw new Error('lesson 4 does not read');
    const st = read.state;
    const me = st.boats.find((b) => b.id === (st.pending as { boat: string }).boat)!;
    const turns = legalTurns(st).filter((x) => x.passesDock);
    const onDock = turns.find((x) => x.end.pos.q === -24 && x.end.pos.r === 25)!;
    expect(onDock.end.speed).toBe(2);
    expect(warningsFor(onDock, me, st)).toContain('plan.warnDockTooFast');
    expect(warningsFor(onDock, me, st)).not.toContain('plan.warnPassDock');
    const past = turns.find((x) => x !== onDock)!;
    expect(warningsFor(past, me, st)).toContain('plan.warnPassDock');
    expect(warningsFor(past, me, st)).not.toContain('plan.warnDockTooFast');
  });
});

describe('a way that leaves no coal and only crashes next turn (play-test of issue 14)', () => {
  // tests/fixtures/scenarios/crash-next.json: green at speed 6 with its last coal (found in a random game)
  const start = loadScenario(readFileSync(new URL('../fixtures/scenarios/crash-next.json', import.meta.url), 'utf8'));
  const mover = start.boats.find((b) => b.id === (start.pending as { boat: string }).boat)!;
  const turns = legalTurns(start);
  const t = translator('en');

  it('is told among the way’s warnings, and only for such ways', () => {
    expect(mover.coal).toBe(1);
    const doomed = turns.filter((x) => crashesNext(x, mover, start));
    expect(doomed.length).toBeGreaterThan(0);
    for (const x of doomed) {
      expect(x.end.coal).toBe(0);
      expect(warningsFor(x, mover, start, start)).toContain('panels.warnCrashNext');
    }
    // another way that also spends the last coal keeps a move for next turn: no such warning
    const safe = turns.find((x) => !x.crash && x.end.coal === 0 && !crashesNext(x, mover, start))!;
    expect(warningsFor(safe, mover, start, start)).not.toContain('panels.warnCrashNext');
    expect(warningsFor(safe, mover, start, start)).toContain('plan.warnLastCoal');
    // a way keeping coal is never told so
    for (const x of turns.filter((y) => y.end.coal > 0)) expect(crashesNext(x, mover, start)).toBe(false);
    expect(t('panels.warnCrashNext')).toMatch(/crashes/);
  });
});
