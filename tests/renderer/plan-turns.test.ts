// The destination list's grouping (issue 14): furthest down the river first, then cheapest; ways a
// player could not tell apart folded into the cheapest; every distinct outcome still offered.
import { describe, expect, it } from 'vitest';
import { boatProgress, legalTurns, spaceAt } from '../../engine/index.js';
import { destinations, outcomeKey } from '../../renderer/src/lib/turns.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { warningsFor, wayParts } from '../../renderer/src/lib/plan-words.js';
import { position } from '../engine/helpers/position.js';

describe('destinations', () => {
  // play-test: a click (the first way) left the boat facing upstream where facing downstream cost the same
  it('among ways as cheap, with as many passengers, the first faces nearest downstream', () => {
    const off = (h: number) => Math.min(((h % 6) + 6) % 6, 6 - (((h % 6) + 6) % 6));
    let ties = 0;
    // (a boat facing north-east: at speed 2, the way listed first to 0,-5 ended facing upstream)
    for (const speed of [1, 2, 3]) {
      const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed, coal: 6, heading: 1 }, { id: 'red', at: [0, 2] }] });
      for (const d of destinations(legalTurns(s), s, speed)) {
        const first = d.options[0]!;
        const alike = d.options.filter((o) => o.coalSpent === first.coalSpent && o.end.passengers === first.end.passengers);
        const flow = s.river[spaceAt(s.river, d.hex)!.tileIndex]!.heading;
        if (new Set(alike.map((o) => off(o.end.heading - flow))).size > 1) ties++;
        for (const o of alike) expect(off(first.end.heading - flow)).toBeLessThanOrEqual(off(o.end.heading - flow));
      }
    }
    expect(ties).toBeGreaterThan(0); // (the position has such spaces: the check is not empty)
  });

  for (const speed of [2, 4, 6]) {
    it(`sorts by progress then coal and folds look-alike ways (speed ${speed})`, () => {
      const s = position({
        river: ['A3-1', 'B2', 'A3-2'],
        boats: [{ id: 'orange', at: [1, 18], speed, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 10] }],
      });
      const turns = legalTurns(s);
      const dests = destinations(turns, s, null);
      expect(dests.length).toBeGreaterThan(0);
      for (let i = 1; i < dests.length; i++) {
        const a = dests[i - 1]!;
        const b = dests[i]!;
        expect(a.progress > b.progress || (a.progress === b.progress && a.options[0]!.coalSpent <= b.options[0]!.coalSpent)).toBe(true);
      }
      for (const d of dests) {
        expect(d.progress).toBe(boatProgress(s, { pos: d.hex, place: null }));
        const keys = d.options.map(outcomeKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (let i = 1; i < d.options.length; i++) expect(d.options[i - 1]!.coalSpent).toBeLessThanOrEqual(d.options[i]!.coalSpent);
      }
      // every outcome a player can see is still offered, at no more than its cheapest cost
      for (const t of turns) {
        const d = dests.find((x) => x.key === `${t.end.pos.q},${t.end.pos.r}`)!;
        const o = d.options.find((x) => outcomeKey(x) === outcomeKey(t))!;
        expect(o.coalSpent).toBeLessThanOrEqual(t.coalSpent);
      }
    });
  }

  it('warns before the last coal, a crash, a sandbank and a dock passed too fast', () => {
    const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 3, coal: 1 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const boat = s.boats.find((b) => b.id === 'orange')!;
    const base = legalTurns(s)[0]!;
    expect(warningsFor({ ...base, coalSpent: 1, end: { ...base.end, coal: 0 } }, boat)).toEqual(['plan.warnLastCoal']);
    expect(warningsFor({ ...base, coalSpent: 0, crash: 'blocked' }, boat)).toEqual(['plan.warnCrash']);
    expect(warningsFor({ ...base, coalSpent: 0, stranded: true, passesDock: true }, boat)).toEqual(['plan.warnSandbank', 'plan.warnPassDock']);
  });

  // play-test (network, fr): boxed in without coal, the way read "accident : passe son prochain tour"
  // above the warning "Cerné : ... sans perdre de tour" (the engine's rule: a hemmed-in departure loses no turn)
  it('a hemmed-in departure says "no turn lost" in the way and the warning alike', () => {
    const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 1, coal: 0 }, { id: 'red', at: [0, 2] }] });
    const boat = s.boats.find((b) => b.id === 'orange')!;
    const crash = { ...legalTurns(s)[0]!, coalSpent: 0, crash: 'blocked' as const };
    const departing = { ...s, turn: { ...s.turn!, departing: true } };
    const t = translator('fr');
    expect(wayParts(t, departing, [], boat, crash, departing)).toContain(t('play.crashHemmedIn'));
    expect(wayParts(t, departing, [], boat, crash, departing)).not.toContain(t('play.crash'));
    expect(warningsFor(crash, boat, { state: departing, turn: crash })).toEqual(['plan.warnHemmedIn']);
    // an ordinary crash still costs the next turn
    expect(wayParts(t, s, [], boat, crash, s)).toContain(t('play.crash'));
    expect(warningsFor(crash, boat, { state: s, turn: crash })).toEqual(['plan.warnCrash']);
  });
});
