// A lesson's labels on the board (renderer/src/lib/note-place.ts), placed on a flat view of each
// lesson's opening position as the overlay places them: each beside its space, covering no boat,
// no lit space (with its coal badge), no space of the lesson's way and no other label; once the goal
// is picked, none of the heading arrows around it either. The play-test found "Island" on the path,
// "You" over a coal badge, "Goal: push" over a boat, and after a pick "You"/"Goal" over the heading
// markers and the first move's label on a boat.
import { describe, expect, it } from 'vitest';
import { apply, hexDistance, hexKey, legalTurns, neighbour, type Dir, type GameState, type Hex } from '../../engine/index.js';
import { hexToWorld } from '../../renderer/src/scene/layout.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lessons, lessonMarks } from '../../renderer/src/lib/lessons.js';
import { badgeBox, boxesMeet, drawnAway, landUnder, markBox, noteLead, noteSize, placeNotes, projectNear, riverWater, segMeets, type NoteBox, type Project } from '../../renderer/src/lib/note-place.js';

/** A view from straight above, `px` pixels from one space's centre to the next. */
function flat(px: number): Project {
  const scale = px / Math.sqrt(3);
  const c = (h: Hex) => ({ x: hexToWorld(h).x * scale + 600, y: hexToWorld(h).z * scale + 2000 });
  return (h: Hex, d: Dir) => {
    const a = c(h);
    const b = c(neighbour(h, d));
    return { x: a.x, y: a.y, dx: b.x - a.x, dy: b.y - a.y };
  };
}

/** How far a box reaches into the disc of a space (0: clear). */
function into(b: NoteBox, p: { x: number; y: number }, r: number): number {
  const nx = Math.max(b.x - b.w / 2, Math.min(p.x, b.x + b.w / 2));
  const ny = Math.max(b.y - b.h / 2, Math.min(p.y, b.y + b.h / 2));
  return Math.max(0, r - Math.hypot(nx - p.x, ny - p.y));
}

/** How far two boxes overlap (0: apart). */
function depth(a: NoteBox, b: NoteBox): number {
  const ox = Math.min(a.x + a.w / 2, b.x + b.w / 2) - Math.max(a.x - a.w / 2, b.x - b.w / 2);
  const oy = Math.min(a.y + a.h / 2, b.y + b.h / 2) - Math.max(a.y - a.h / 2, b.y - b.h / 2);
  return ox > 0 && oy > 0 ? Math.min(ox, oy) : 0;
}

const apart = (a: NoteBox, b: NoteBox) => Math.abs(a.x - b.x) >= (a.w + b.w) / 2 || Math.abs(a.y - b.y) >= (a.h + b.h) / 2;

describe('lesson labels on the board', () => {
  for (const px of [40, 64]) {
    for (const lang of ['en', 'ru'] as const) {
      it(`sit beside their spaces, clear of boats, lit spaces and the way (${px} px spaces, ${lang})`, () => {
        const at = flat(px);
        for (const l of lessons()) {
          const s = l.challenge.start;
          const marks = lessonMarks(translator(lang), l, s, false);
          const lit = [...new Map(legalTurns(s).map((t) => [hexKey(t.end.pos), t.end.pos])).values()];
          const boats = s.boats.flatMap((b) => (b.pos ? [b.pos] : []));
          const avoid = [...marks.clear!, ...boats];
          const boxes = placeNotes(marks.notes, avoid, lit, at);
          const spaces = new Map([...avoid, ...marks.notes.map((n) => n.hex)].map((h) => [hexKey(h), h]));
          marks.notes.forEach((n, i) => {
            const b = boxes[i]!;
            const what = `lesson ${l.number} "${n.text}"`;
            for (const h of spaces.values()) expect(into(b, at(h, 0)!, px * 0.46), `${what} over ${hexKey(h)}`).toBeLessThan(px * 0.08);
            for (const h of lit) expect(apart(b, badgeBox(at(h, 0)!, px)), `${what} over the badge of ${hexKey(h)}`).toBe(true);
            // nor over a lit space further out than its own space's neighbours (play-test 17, lesson 9 at
            // 1024x700: "Driftwood" over a lit space), but for the rim of its hex
            for (const h of lit) if (hexDistance(h, n.hex) > 1) expect(into(b, at(h, 0)!, px * 0.4), `${what} over the lit space ${hexKey(h)}`).toBe(0);
            // beside its own space: at most a space away from it (touching it where there is room)
            expect(into(b, at(n.hex, 0)!, px * 1.46), `${what} beside its space`).toBeGreaterThan(0);
            boxes.forEach((o, j) => {
              if (j <= i) return;
              expect(apart(b, o!), `${what} and "${marks.notes[j]!.text}"`).toBe(true);
            });
          });
        }
      });
    }
  }

  // The side a label sat on last is kept while it costs little more (SIDE_KEEP), but never over a lit
  // space, whichever side it was. (In a full local check, with lesson-label-room's sizes looked at in
  // one page, "Driftwood" sat 0.27 spaces from a lit space's middle at 1280x800 after 1024x700; this
  // flat view does not bring that about: the spec went back to a page per size.)
  for (const px of [40, 45, 64]) {
    it(`a label's last side is not kept over a lit space (${px} px spaces, every side remembered)`, () => {
      const at = flat(px);
      for (const l of lessons()) {
        const s = l.challenge.start;
        const marks = lessonMarks(translator('en'), l, s, false);
        const lit = [...new Map(legalTurns(s).map((t) => [hexKey(t.end.pos), t.end.pos])).values()];
        const avoid = [...marks.clear!, ...s.boats.flatMap((b) => (b.pos ? [b.pos] : []))];
        for (const d of [0, 1, 2, 3, 4, 5] as Dir[]) {
          const boxes = placeNotes(marks.notes, avoid, lit, at, undefined, [], undefined, marks.notes.map(() => d));
          marks.notes.forEach((n, i) => {
            for (const h of lit) if (hexDistance(h, n.hex) > 1) expect(into(boxes[i]!, at(h, 0)!, px * 0.4), `lesson ${l.number} "${n.text}" kept on side ${d}, over the lit space ${hexKey(h)}`).toBe(0);
          });
        }
      }
    });
  }

  it('with nothing around, a label sits above its space', () => {
    const at = flat(50);
    const [b] = placeNotes([{ hex: { q: 0, r: 0 }, text: 'You' }], [], [], at);
    expect(b!.y).toBeLessThan(at({ q: 0, r: 0 }, 0)!.y - 25);
    expect(Math.abs(b!.x - at({ q: 0, r: 0 }, 0)!.x)).toBeLessThan(1);
  });

  for (const px of [40, 64]) {
    it(`once the goal is picked, stay clear of the heading arrows and marker around it (${px} px spaces)`, () => {
      const at = flat(px);
      for (const l of lessons()) {
        const s = l.challenge.start;
        const marks = lessonMarks(translator('en'), l, s, false);
        const boats = s.boats.flatMap((b) => (b.pos ? [b.pos] : []));
        // as the overlay draws them: an arrow (30 px round) 0.74 of the way to each neighbour, the heading 0.32 along one
        const c = at(l.target, 0)!;
        const keep = ([0, 1, 2, 3, 4, 5] as Dir[]).map((d) => {
          const p = at(l.target, d)!;
          return markBox(c.x + p.dx * 0.74, c.y + p.dy * 0.74, 30);
        });
        const hd = at(l.target, 1)!;
        keep.push(markBox(c.x + hd.dx * 0.32, c.y + hd.dy * 0.32, px * 0.5 + 4));
        const boxes = placeNotes(marks.notes, [...marks.clear!, ...boats], [], at, undefined, keep);
        marks.notes.forEach((n, i) => {
          const b = boxes[i]!;
          const what = `lesson ${l.number} "${n.text}"`;
          // (the marks are drawn 28 px across: a 30 px box with 2 px to spare is not covered)
          keep.forEach((k, j) => expect(depth(b, k), `${what} over heading mark ${j}`).toBeLessThan(2));
          expect(into(b, at(n.hex, 0)!, px * 1.6), `${what} beside its space`).toBeGreaterThan(0);
        });
      }
    });
  }

  it('find land that reaches into a long label between its corners and the middle of its side', () => {
    // (play-test, lesson 5 under the steadier camera: "You, on the goal" had a corner on an island
    // that neither a corner nor the middle of its edge touched: sampled there only, it read as water)
    const px = 60;
    const at = flat(px);
    const island = { q: 0, r: 0 };
    const water = (h: Hex) => hexKey(h) !== hexKey(island);
    const near = projectNear(island, 3, at);
    const c = at(island, 0)!;
    const { w, h } = noteSize('You, on the goal', false);
    // the label's bottom edge 4 px into the island's hex (its flat top, px/2 above its centre),
    // its corners and the middle of that edge each a third of the label off the hex's middle
    const label: NoteBox = { x: c.x + w / 4, y: c.y - px / 2 + 4 - h / 2, w, h, side: 0 };
    expect(landUnder(label, near, water)).toBeGreaterThan(0);
    // a little higher it is clear
    expect(landUnder({ ...label, y: label.y - 6 }, near, water)).toBe(0);
  });

  for (const px of [40, 64]) {
    it(`stay over the river's water, never on a bank or an island, before and after the goal is picked (${px} px spaces)`, () => {
      const at = flat(px);
      let landBefore = 0;
      for (const l of lessons()) {
        const s = l.challenge.start;
        const water = riverWater(s.river);
        const marks = lessonMarks(translator('en'), l, s, false);
        const boats = s.boats.flatMap((b) => (b.pos ? [b.pos] : []));
        const c = at(l.target, 0)!;
        const picked = ([0, 1, 2, 3, 4, 5] as Dir[]).map((d) => {
          const p = at(l.target, d)!;
          return markBox(c.x + p.dx * 0.74, c.y + p.dy * 0.74, 30);
        });
        for (const keep of [[], picked]) {
          const boxes = placeNotes(marks.notes, [...marks.clear!, ...boats], [], at, undefined, keep, water);
          const old = placeNotes(marks.notes, [...marks.clear!, ...boats], [], at, undefined, keep);
          marks.notes.forEach((n, i) => {
            const near = projectNear(n.hex, 3, at);
            expect(landUnder(boxes[i]!, near, water), `lesson ${l.number} "${n.text}"${keep.length ? ' (picked)' : ''} over land`).toBe(0);
            landBefore += landUnder(old[i]!, near, water);
          });
        }
      }
      // (placed without knowing the water, some sat on land: the play-test's "Goal: push" in lesson 5)
      expect(landBefore).toBeGreaterThan(0);
    });
  }

  for (const px of [40, 64]) {
    it(`with the move set on the goal, sit just past its heading arrows, apart, no pointer across another label (lessons 1 and 9, ${px} px spaces)`, () => {
      const at = flat(px);
      for (const l of [lessons()[0]!, lessons()[8]!]) {
        let s: GameState = l.challenge.start;
        for (const a of l.way.actions) {
          if (a.type === 'confirm') break;
          const r = apply(s, a);
          if (!r.ok) throw new Error(`lesson ${l.number}: the way is refused`);
          s = r.state;
        }
        const marks = lessonMarks(translator('en'), l, s, false);
        // the boat on the goal: one label names both (play-test: "You" and "Goal" hung far out, over each other)
        expect(marks.notes.filter((n) => hexKey(n.hex) === hexKey(l.target)).length, `lesson ${l.number}: labels on the goal`).toBe(1);
        const boats = s.boats.flatMap((b) => (b.pos ? [b.pos] : []));
        const c = at(l.target, 0)!;
        const reach = Math.max(0.74 * px, 31);
        const keep = ([0, 1, 2, 3, 4, 5] as Dir[]).map((d) => {
          const p = at(l.target, d)!;
          const k = reach / Math.hypot(p.dx, p.dy);
          return markBox(c.x + p.dx * k, c.y + p.dy * k, 30);
        });
        const boxes = placeNotes(marks.notes, [...marks.clear!, ...boats], [], at, undefined, keep, riverWater(s.river));
        marks.notes.forEach((n, i) => {
          const b = boxes[i]!;
          const h = at(n.hex, 0)!;
          const what = `lesson ${l.number} "${n.text}"`;
          const near = Math.hypot(Math.max(b.x - b.w / 2, Math.min(h.x, b.x + b.w / 2)) - h.x, Math.max(b.y - b.h / 2, Math.min(h.y, b.y + b.h / 2)) - h.y);
          // beside its space: past the arrows round it (0.74 of a space out, 15 px across) by a third of a
          // space at most, and an eighth more where that keeps its edge off a bank (lesson 1 at 40 px:
          // a third out, its top edge lay over the bank at -8,12, unseen while only its corners and
          // middles were sampled)
          const room = hexKey(n.hex) === hexKey(l.target) ? reach + 15 + px * (0.35 + 0.125) : px;
          expect(near, `${what}: its nearest edge from its space's centre`).toBeLessThanOrEqual(room);
          boxes.forEach((o, j) => {
            if (j === i) return;
            expect(boxesMeet(b, o!), `${what} over "${marks.notes[j]!.text}"`).toBe(false);
            const lead = { x0: Math.max(b.x - b.w / 2, Math.min(h.x, b.x + b.w / 2)), y0: Math.max(b.y - b.h / 2, Math.min(h.y, b.y + b.h / 2)), x1: h.x, y1: h.y };
            expect(segMeets(lead, o!), `${what}'s pointer over "${marks.notes[j]!.text}"`).toBe(false);
          });
        });
      }
    });
  }

  it("puts the first move's label on a side of the dock with no boat", () => {
    const at = flat(50);
    const dock = { q: 0, r: 0 };
    const text = 'First move from this heading: no coal····';
    // boats on every side but the one up the screen (side 0)
    const boats = ([1, 2, 3, 4, 5] as Dir[]).map((d) => neighbour(dock, d));
    const [b] = placeNotes([{ hex: dock, text }], boats, [], at);
    for (const h of boats) expect(into(b!, at(h, 0)!, 50 * 0.46), `over the boat at ${hexKey(h)}`).toBeLessThan(50 * 0.08);
    expect(b!.w).toBe(noteSize(text, false).w);
    // the boats on the other sides: it moves there
    const other = ([0, 1, 5] as Dir[]).map((d) => neighbour(dock, d));
    const [low] = placeNotes([{ hex: dock, text }], other, [], at);
    for (const h of other) expect(into(low!, at(h, 0)!, 50 * 0.46), `over the boat at ${hexKey(h)}`).toBeLessThan(50 * 0.08);
  });
});

describe('noteLead (a label pointing at its space)', () => {
  it('ends inside the space, a quarter of a space from its centre, however far the label sits', () => {
    for (const far of [0, 40, 120]) {
      const box = { x: 100 + far, y: 100, w: 40, h: 16, side: 0 as const };
      const c = { x: 50, y: 100 };
      const lead = noteLead(box, c, 40);
      expect(lead.x).toBe(80 + far); // from the label's edge nearest the space
      expect(lead.y).toBe(100);
      expect(Math.hypot(lead.tipX - c.x, lead.tipY - c.y)).toBeCloseTo(10);
      expect(lead.deg).toBeCloseTo(180); // pointing left, at the space
      expect(lead.len).toBe(Math.max(0, 30 + far - 10 - 4));
    }
  });
  it('points down-right at a space below and to the right of the label', () => {
    const lead = noteLead({ x: 0, y: 0, w: 20, h: 10, side: 0 }, { x: 60, y: 60 }, 40);
    expect(lead.deg).toBeGreaterThan(0);
    expect(lead.deg).toBeLessThan(90);
    expect(lead.tipX).toBeLessThan(60);
    expect(lead.tipY).toBeLessThan(60);
  });
});

describe('a label keeps its side (play-test, lesson 9: "Goal" and "Driftwood" swapped places between two looks)', () => {
  const at = flat(50);
  const hex = { q: 0, r: 0 };
  const text = 'Driftwood';
  it('stays on the side it sat on while that side is as clear as any', () => {
    const [free] = placeNotes([{ hex, text }], [], [], at);
    // with nothing around, the first look puts it above its space; remembered below, it stays below
    for (const was of [0, 1, 2, 3, 4, 5] as Dir[]) {
      const [kept] = placeNotes([{ hex, text }], [], [], at, undefined, [], undefined, [was]);
      expect(kept!.side, `remembered on side ${was}`).toBe(was);
    }
    expect(placeNotes([{ hex, text }], [], [], at, undefined, [], undefined, [null])[0]).toEqual(free);
  });
  it('moves when its side is taken (a lit space badge, a boat)', () => {
    const [below] = placeNotes([{ hex, text }], [], [], at, undefined, [], undefined, [3]);
    expect(below!.side).toBe(3);
    const taken = neighbour(hex, 3);
    const [moved] = placeNotes([{ hex, text }], [taken], [taken], at, undefined, [], undefined, [3]);
    expect(moved!.side).not.toBe(3);
    expect(into(moved!, at(taken, 0)!, 50 * 0.46)).toBeLessThan(50 * 0.08);
  });
});

describe('a boat\'s label waits for the boat as drawn (play-test, lesson 9: "You" sat a space ahead of the sailing boat)', () => {
  const at = flat(50);
  const hex = { q: 1, r: -25 };
  const c = at(hex, 0)!;
  const behind = at({ q: 1, r: -24 }, 0)!;

  it('is shown with the boat on its space, or not drawn at all', () => {
    expect(drawnAway(c, { x: c.x, y: c.y }, 50)).toBe(false);
    expect(drawnAway(c, { x: c.x + 50 * 0.2, y: c.y }, 50)).toBe(false);
    expect(drawnAway(c, null, 50)).toBe(false);
  });

  it('waits while the boat is still a space back, or on its way between', () => {
    expect(drawnAway(c, behind, 50)).toBe(true);
    expect(drawnAway(c, { x: (c.x + behind.x) / 2, y: (c.y + behind.y) / 2 }, 50)).toBe(true);
  });
});
