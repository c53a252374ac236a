// The destination list's words (play-test of issue 14): "downstream" and "upstream" at the start say
// progress along the river; headings are the river's too, where the way ends (lesson play-test: "ends
// facing north" meant nothing on a river that ran down the screen), never the compass's; a crash says
// it is one and what it costs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { leavesOnlyCrashes, legalTurns, stuckAtFinish, type LegalTurn } from '../../engine/index.js';
import { loadScenario } from '../../engine/scenario.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { destinationText, endMarks, warningsFor, wayText } from '../../renderer/src/lib/plan-words.js';
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
  // orange, both passengers aboard and no coal, can stop on a finish dock only too fast to finish
  // (engine/look-ahead.ts decides which stops leave it unable to finish: tests/engine/look-ahead.test.ts)
  const f = position({ river: ['A3-1'], stack: [], finish: 'straight', boats: [{ id: 'orange', at: [1, 6], speed: 2, passengers: 2, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
  const me = f.boats.find((b) => b.id === 'orange')!;
  const onDock = (t: LegalTurn) => f.finish!.docks.some((d) => d.q === t.end.pos.q && d.r === t.end.pos.r);
  const stops = legalTurns(f).filter((t) => !t.crash && !t.finishes && onDock(t));
  it('warns for the stops the engine finds stuck, not for the others, and only with the position the way is played from', () => {
    const stuck = stops.filter((t) => stuckAtFinish(f, t));
    expect(stuck.length).toBeGreaterThan(0);
    expect(stuck.length).toBeLessThan(stops.length);
    for (const t of stops) expect(warningsFor(t, me, { state: f, turn: t }).includes('panels.warnStuckAtFinish')).toBe(stuck.includes(t));
    expect(warningsFor(stuck[0]!, me)).not.toContain('panels.warnStuckAtFinish');
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
      '3 coal, ends facing upstream, pushes Cy (blue), which goes one space upstream (tile 1, open water)',
      '3 coal, ends facing upstream, pushes Cy (blue), which goes one space upstream, toward the left bank (tile 1, open water)',
      '3 coal, ends facing upstream, pushes Cy (blue), which goes one space downstream, toward the left bank (tile 2, open water)',
    ]);
    for (const lang of LANGUAGES) {
      const texts = ways.map((o) => wayText(translator(lang), p, players, me, o, p));
      expect(new Set(texts).size).toBe(texts.length);
    }
    // the destination list speaks from the turn's start too
    expect(destinationText(translator('en'), p, players, me, d)).toMatch(/pushes Cy \(blue\), which goes one space (upstream|upstream, toward the left bank|downstream, toward the left bank) \(tile/);
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
    expect(warningsFor(onDock, me, { state: st, turn: onDock })).toContain('plan.warnDockTooFast');
    expect(warningsFor(onDock, me, { state: st, turn: onDock })).not.toContain('plan.warnPassDock');
    const past = turns.find((x) => x !== onDock)!;
    expect(warningsFor(past, me, { state: st, turn: past })).toContain('plan.warnPassDock');
    expect(warningsFor(past, me, { state: st, turn: past })).not.toContain('plan.warnDockTooFast');
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
    const warned = (x: LegalTurn) => warningsFor(x, mover, { state: start, turn: x }).includes('panels.warnCrashNext');
    // the engine's look ahead finds them (tests/engine/look-ahead.test.ts); every one leaves no coal
    const doomed = turns.filter((x) => leavesOnlyCrashes(start, x));
    expect(doomed.length).toBeGreaterThan(0);
    for (const x of doomed) {
      expect(x.end.coal).toBe(0);
      expect(warned(x)).toBe(true);
    }
    // another way that also spends the last coal keeps a move for next turn: no such warning
    const safe = turns.find((x) => !x.crash && x.end.coal === 0 && !leavesOnlyCrashes(start, x))!;
    expect(warned(safe)).toBe(false);
    expect(warningsFor(safe, mover, { state: start, turn: safe })).toContain('plan.warnLastCoal');
    // a way keeping coal is never told so; without the position it is played from, nothing is looked at
    for (const x of turns.filter((y) => y.end.coal > 0)) expect(warned(x)).toBe(false);
    expect(warningsFor(doomed[0]!, mover)).not.toContain('panels.warnCrashNext');
    expect(t('panels.warnCrashNext')).toMatch(/crashes/);
  });
});

describe('the push mark on a lit space (play-test of issue 14: with boats close, nearly every lit space had one)', () => {
  // blue right beside orange: some longer ways to a few spaces push it, the cheapest way there does not
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 17] }] });
  const ds = destinations(legalTurns(p), p, 3);
  it('is on the spaces a click pushes from (the cheapest way there), and on no other', () => {
    const pushAt = (d: (typeof ds)[number]) => !!d.options[0]!.pushed?.length;
    const marked = ds.filter((d) => endMarks(d.options).includes('push'));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every(pushAt)).toBe(true);
    expect(ds.filter(pushAt)).toEqual(marked);
    // the spaces some dearer way reaches by pushing: no mark (the ways are told apart once one is picked)
    const optional = ds.filter((d) => !pushAt(d) && d.options.some((o) => o.pushed?.length));
    expect(optional.length).toBeGreaterThan(0);
    for (const d of optional) expect(endMarks(d.options)).not.toContain('push');
  });
  it('keeps the other marks of the ways there: a passenger some way takes drops the "no passenger" mark', () => {
    const [d] = ds;
    const way = d!.options[0]!;
    expect(endMarks([{ ...way, passenger: 'empty' }  as LegalTurn, { ...way, passenger: 'taken' } as LegalTurn])).toEqual(['passenger']);
    expect(endMarks([{ ...way, passenger: 'empty', stranded: true } as LegalTurn])).toEqual(['noPassenger', 'stranded']);
  });
});
