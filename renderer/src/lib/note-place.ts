// Where a lesson's label goes on the board (play-test: "Island" sat on the path, "You" covered a
// coal badge, "Goal: push" covered the orange boat). A label sits beside the space it names,
// touching it, on the side where it covers the fewest things that matter: boats, the badges of lit
// spaces, the way to take, other named spaces, the heading arrows and markers drawn once a space is
// picked (play-test: "You"/"Goal" covered them) and labels already placed. Sides are tried
// from the top of the screen down, so with nothing in the way a label sits above its space. A
// label stays over the river: never on a bank or an island (play-test, lesson 5: "Goal: push" sat on land).
import { hexDistance, spaceAt, type Dir, type Hex, type PlacedTile } from '../../../engine/index.js';

/** A hex centre on screen and the screen vector to its neighbour on side `d`. */
export type Project = (h: Hex, d: Dir) => { x: number; y: number; dx: number; dy: number } | null;

export interface NoteBox {
  /** The label's centre. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** The side of its space it sits on. */
  side: Dir;
}

/** A lit space's badge sits this far (in spaces) below its centre, so a boat there stays visible. */
export const BADGE_DROP = 0.22;

/** Where a lit space's badge (coal and outcome icons) is, roughly, for a space `s` pixels across. */
export function badgeBox(c: { x: number; y: number }, s: number): NoteBox {
  return { x: c.x, y: c.y + s * BADGE_DROP, w: s < 34 ? 24 : 34, h: s < 34 ? 12 : 15, side: 0 };
}

/** A round marker on the board (a heading arrow, the previewed heading) as a box to keep clear. */
export function markBox(x: number, y: number, size: number): NoteBox {
  return { x, y, w: size, h: size, side: 0 };
}

/** Roughly how wide a label is: the overlay's bold 12px (10px when small) text plus padding. */
export function noteSize(text: string, small: boolean): { w: number; h: number } {
  const chars = [...text].length;
  return small ? { w: chars * 6.2 + 10, h: 14 } : { w: chars * 7.4 + 14, h: 17 };
}

const key = (h: Hex) => `${h.q},${h.r}`;

/** What a label's move to another side of its space must gain (about a third of a badge covered, in pixels of overlap). */
export const SIDE_KEEP = 6;

/** What each space further out costs, per pixel of a space's size (a half space out: about a badge covered). */
const FURTHER = 0.4;

/** How far past its side's middle a label sits beyond a corner of its space (a hex's corner is 0.58 of a space from its centre). */
const CORNER = 0.52;

/** A lit space's badge touched by a label, per pixel of a space: more than half a space further out. */
const BADGE_MEET = 0.25;

/** A badge touched by a label where badges move aside from labels, per pixel of a space: a quarter of a space further out. */
const MOVED_BADGE = FURTHER * 0.25;

/** A label over its own space, on top of what covering any space costs, per pixel of overlap. */
const OVER_OWN = 4;

/**
 * A label over a lit space beyond its own space's neighbours (its painted hex, rim included), per
 * pixel of overlap: the place to click is hidden (play-test 17, lesson 9 at 1024x700: "Driftwood"
 * sat on a lit space). Those next to its own space it borders wherever it sits, and the boat's
 * label stands among its end spaces: neither counts. Weighed as much as a pixel of a boat's or a
 * named space: a long label among lit spaces (lesson 4 in Russian) then slides part way along its
 * side rather than cover one, or a badge.
 */
const OVER_LIT = 1;

/** A lit space's badge box as drawn, with the space it marks (its hex is kept clear too). */
export type BadgeMark = NoteBox & { hex?: Hex };

/** A label's pointer across another named space, per pixel of a space. */
const OTHER_SPACE = 0.5;

/** A label's middle over land, in spaces further out (see landCost). */
const LAND_MIDDLE = 3;

/** One of a label's corners or edges over land, likewise. */
const LAND_RIM = 0.35;

/** Pixels kept between two labels: their widths are estimates (noteSize), a few pixels off the drawn ones. */
export const NOTE_GAP = 4;

/** Two labels over each other: a cost beyond anything else a place can have short of leaving the view. */
const OVER_NOTE = 1000;

/** A label's pointer across another label (or another's pointer across it), per pixel of a space: worse than a space further out. */
const OVER_LEAD = 1;

/** Whether two boxes overlap, with `gap` pixels kept between them. */
export function boxesMeet(a: NoteBox, b: NoteBox, gap = 2): boolean {
  return Math.abs(a.x - b.x) < (a.w + b.w) / 2 + gap && Math.abs(a.y - b.y) < (a.h + b.h) / 2 + gap;
}

/** Whether a space is open to boats' water (a river space that is no island): where labels may lie. */
export function riverWater(river: readonly PlacedTile[]): (h: Hex) => boolean {
  return (h) => {
    const k = spaceAt(river, h)?.kind;
    return k !== undefined && k !== 'island';
  };
}

/**
 * The points of a box checked for what lies under it: its centre first, then its rim: the corners,
 * the middles of its short sides, and along its long sides at most `step` px apart. A space drawn
 * `s` px across reaches into a long label's edge between its corners and its middle (play-test,
 * lesson 5 under the steadier camera: "You, on the goal" had a corner on an island that neither a
 * corner nor the middle of its edge touched), so the long sides are sampled a third of a space apart.
 */
function samples(b: NoteBox, step = Infinity): [number, number][] {
  const x0 = b.x - b.w / 2;
  const y0 = b.y - b.h / 2;
  const y1 = b.y + b.h / 2;
  const n = Math.max(2, Math.ceil(b.w / step));
  const out: [number, number][] = [[b.x, b.y], [x0, b.y], [b.x + b.w / 2, b.y]];
  for (let i = 0; i <= n; i++) {
    const x = x0 + (b.w * i) / n;
    out.push([x, y0], [x, y1]);
  }
  return out;
}

/** The samples' spacing along a label's long sides for spaces `s` px across (see samples). */
const sampleStep = (s: number) => Math.max(4, s / 3);

/**
 * The space under a screen point, among `near` (projected centres): the nearest centre. Perspective
 * squeezes spaces, but a space's drawn hex is still the region nearest its centre, near enough.
 */
function spaceUnder(x: number, y: number, near: readonly { h: Hex; x: number; y: number }[]): Hex | null {
  let best: Hex | null = null;
  let d = Infinity;
  for (const c of near) {
    const e = (c.x - x) ** 2 + (c.y - y) ** 2;
    if (e < d) {
      d = e;
      best = c.h;
    }
  }
  return best;
}

/**
 * How many of a box's sample points lie over land (a bank, an island, off the river), with the spaces
 * near its space projected, `s` px from one centre to the next (by default, as `near` are drawn).
 */
export function landUnder(b: NoteBox, near: readonly { h: Hex; x: number; y: number }[], water: (h: Hex) => boolean, s = spacing(near)): number {
  return samples(b, sampleStep(s)).filter(([x, y]) => {
    const h = spaceUnder(x, y, near);
    return !h || !water(h);
  }).length;
}

/** The least distance between two of these projected centres: a space's size on screen. */
function spacing(near: readonly { x: number; y: number }[]): number {
  let d = Infinity;
  for (let i = 0; i < near.length; i++) for (let j = i + 1; j < near.length; j++) d = Math.min(d, Math.hypot(near[i]!.x - near[j]!.x, near[i]!.y - near[j]!.y));
  return Number.isFinite(d) ? d : 48;
}

/**
 * What a box over land costs, in spaces: its middle over land names the land (play-test, lesson 5:
 * "Goal: push" on the bank), a corner or an edge over a bank's rim only touches it (a small cost:
 * in a narrow river a label a space further out is worse). The rim's cost is shared among its
 * samples (as much for the whole rim over land as when six points were sampled), so sampling more
 * finely finds more land without weighing it more.
 */
function landCost(b: NoteBox, near: readonly { h: Hex; x: number; y: number }[], water: (h: Hex) => boolean, s: number): number {
  const pts = samples(b, sampleStep(s));
  const rim = (LAND_RIM * 6) / (pts.length - 1);
  return pts.reduce((sum, [x, y], i) => {
    const h = spaceUnder(x, y, near);
    return !h || !water(h) ? sum + (i === 0 ? LAND_MIDDLE : rim) : sum;
  }, 0);
}

/** The spaces within `n` of `h`, projected (those off the view left out). */
export function projectNear(h: Hex, n: number, at: Project): { h: Hex; x: number; y: number }[] {
  const out: { h: Hex; x: number; y: number }[] = [];
  for (let dq = -n; dq <= n; dq++) {
    for (let dr = -n; dr <= n; dr++) {
      const x = { q: h.q + dq, r: h.r + dr };
      if (hexDistance(h, x) > n) continue;
      const p = at(x, 0);
      if (p) out.push({ h: x, x: p.x, y: p.y });
    }
  }
  return out;
}

/** How much of a disc (centre, radius) a box covers, roughly: the depth of their overlap. */
function discOverlap(b: NoteBox, cx: number, cy: number, r: number): number {
  const nx = Math.max(b.x - b.w / 2, Math.min(cx, b.x + b.w / 2));
  const ny = Math.max(b.y - b.h / 2, Math.min(cy, b.y + b.h / 2));
  return Math.max(0, r - Math.hypot(nx - cx, ny - cy));
}

/** How far into each other two boxes reach, counting `gap` pixels round each as theirs (0: apart). */
function nearness(a: NoteBox, b: NoteBox, gap = 2): number {
  const ox = (a.w + b.w) / 2 + gap - Math.abs(a.x - b.x);
  const oy = (a.h + b.h) / 2 + gap - Math.abs(a.y - b.y);
  return ox > 0 && oy > 0 ? Math.min(ox, oy) : 0;
}

function boxOverlap(a: NoteBox, b: NoteBox): number {
  const ox = Math.min(a.x + a.w / 2, b.x + b.w / 2) - Math.max(a.x - a.w / 2, b.x - b.w / 2);
  const oy = Math.min(a.y + a.h / 2, b.y + b.h / 2) - Math.max(a.y - a.h / 2, b.y - b.h / 2);
  return ox > 0 && oy > 0 ? Math.min(ox, oy) : 0;
}

/** A pointer as a segment on screen. */
interface Seg {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A label's pointer, near enough: from the point of its box nearest its space's centre to that centre. */
function leadSeg(b: NoteBox, c: { x: number; y: number }): Seg {
  return { x0: Math.max(b.x - b.w / 2, Math.min(c.x, b.x + b.w / 2)), y0: Math.max(b.y - b.h / 2, Math.min(c.y, b.y + b.h / 2)), x1: c.x, y1: c.y };
}

/** Whether a segment passes within `r` of a point (through that space's middle). */
function segDisc(g: Seg, p: { x: number; y: number }, r: number): boolean {
  const dx = g.x1 - g.x0;
  const dy = g.y1 - g.y0;
  const t = Math.max(0, Math.min(1, ((p.x - g.x0) * dx + (p.y - g.y0) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(g.x0 + t * dx - p.x, g.y0 + t * dy - p.y) < r;
}

/** Whether a segment passes through a box (its inside, a pixel in from its edges: touching is not crossing). */
export function segMeets(g: Seg, b: NoteBox): boolean {
  const x0 = b.x - b.w / 2 + 1;
  const x1 = b.x + b.w / 2 - 1;
  const y0 = b.y - b.h / 2 + 1;
  const y1 = b.y + b.h / 2 - 1;
  // clip the segment's parameter range to the box, slab by slab (Liang-Barsky)
  let lo = 0;
  let hi = 1;
  for (const [d, a, min, max] of [
    [g.x1 - g.x0, g.x0, x0, x1],
    [g.y1 - g.y0, g.y0, y0, y1],
  ] as const) {
    if (Math.abs(d) < 1e-9) {
      if (a <= min || a >= max) return false;
      continue;
    }
    let t0 = (min - a) / d;
    let t1 = (max - a) / d;
    if (t0 > t1) [t0, t1] = [t1, t0];
    lo = Math.max(lo, t0);
    hi = Math.min(hi, t1);
    if (lo >= hi) return false;
  }
  return true;
}

/**
 * One box per note, in order (null when its space is off the view; `amid`: the note names the
 * boat's space, among its lit end spaces, whose hexes it may then touch). `avoid`: spaces no label may
 * cover (boats, the way; a note's own space always); `badges`: lit spaces, whose badge no label may
 * cover, or the badges' boxes as drawn (moved off a boat, they are not where a lit space's badge
 * usually is: play-test, lesson 1, "You" covered the cost of the space by the boat), with their
 * space, whose hex a label keeps off too; `view`: the board's size, kept inside when given; `keep`: other boxes no label may cover
 * (heading arrows and markers, the first move's label); `water`: the spaces a label may lie over
 * (the river's water: never a bank or an island), when given; `was`: the side each note sat on
 * last (by index), kept while it costs little more than another (play-test, lesson 9: "Goal" and
 * "Driftwood" swapped places between two looks at the same board); `badgesMove`: the badges a label
 * covers are moved aside after (lib/badge-aside.ts), so covering one costs little.
 */
export function placeNotes(
  notes: readonly { hex: Hex; text: string; amid?: boolean }[],
  avoid: readonly Hex[],
  badges: readonly (Hex | BadgeMark)[],
  at: Project,
  view?: { w: number; h: number },
  keep: readonly NoteBox[] = [],
  water?: (h: Hex) => boolean,
  was: readonly (Dir | null | undefined)[] = [],
  badgesMove = false,
): (NoteBox | null)[] {
  const spaces = new Map<string, Hex>();
  for (const h of [...avoid, ...notes.map((n) => n.hex)]) spaces.set(key(h), h);
  const discs = [...spaces.values()].flatMap((h) => {
    const p = at(h, 0);
    return p ? [{ x: p.x, y: p.y }] : [];
  });
  const marks = badges.flatMap((h) => {
    if ('w' in h) return [h];
    const p = at(h, 0);
    return p ? [badgeBox(p, Math.hypot(p.dx, p.dy))] : [];
  });
  // the lit spaces themselves, besides their badges (those not already kept clear as named or avoided)
  const lit = badges.flatMap((b) => {
    const h = 'w' in b ? b.hex : b;
    const p = h && !spaces.has(key(h)) ? at(h, 0) : null;
    return p && h ? [{ h, x: p.x, y: p.y }] : [];
  });
  const placed: NoteBox[] = [];
  /** The named spaces on screen, each once. */
  const named = [...new Map(notes.map((n) => [key(n.hex), n.hex])).entries()].flatMap(([k, h]) => {
    const p = at(h, 0);
    return p ? [{ k, x: p.x, y: p.y }] : [];
  });
  /** The pointers of the labels placed so far: from each one's edge to its space's centre. */
  const leads: Seg[] = [];
  return notes.map((n, i) => {
    const c = at(n.hex, 0);
    if (!c) return null;
    const s = Math.hypot(c.dx, c.dy);
    const { w, h } = noteSize(n.text, s < 48);
    const near = water ? projectNear(n.hex, 3, at) : [];
    // the boat's own space stands among its end spaces, no side clear of them: there only their
    // badges are kept clear
    const ringed = !!n.amid;
    // a space's painted hex reaches about half the distance to its neighbour's centre
    const r = s * 0.46;
    const sides = ([0, 1, 2, 3, 4, 5] as Dir[]).flatMap((d) => {
      const p = at(n.hex, d);
      if (!p) return [];
      const len = Math.hypot(p.dx, p.dy) || 1;
      return [{ d, ux: p.dx / len, uy: p.dy / len }];
    });
    // besides straight out from each side, out past each corner (between side d and the next): with
    // the heading arrows round a picked space, the gaps between them are the only places next to
    // it (play-test, lessons 1 and 9: "You" and "Goal" hung a space and more away, past the arrows)
    const ways = sides.flatMap((a) => {
      const b = sides.find((x) => x.d === (a.d + 1) % 6);
      if (!b) return [{ ...a, corner: false }];
      const len = Math.hypot(a.ux + b.ux, a.uy + b.uy) || 1;
      return [{ ...a, corner: false }, { d: a.d, ux: (a.ux + b.ux) / len, uy: (a.uy + b.uy) / len, corner: true }];
    });
    ways.sort((a, b) => a.uy - b.uy); // the top of the screen first
    let best: { box: NoteBox; cost: number } | null = null;
    ways.forEach(({ d, ux, uy, corner }, rank) => {
      // touching the space on that side (its edge, a small gap, then half the box along that side;
      // a corner reaches further out than an edge); where that is crowded, slid along the side (a
      // little or more: a long label among lit spaces, lesson 4 in Russian, fits between a boat and a
      // lit space only slid part way) or a little further out
      const edge = corner ? s * CORNER : r;
      // (in eighths of a space near it: a quarter further out than needed to clear a badge read as a space away)
      for (const further of water ? [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 1, 1.5] : [0, 0.25, 0.5, 0.75, 1]) {
        for (const slide of corner ? [0] : [0, -0.3, 0.3, -0.15, 0.15]) {
          const out = edge + 3 + Math.abs(ux) * (w / 2) + Math.abs(uy) * (h / 2) + further * s;
          const box: NoteBox = { x: c.x + ux * out - uy * slide * w, y: c.y + uy * out + ux * slide * w, w, h, side: d };
          // between equals: closer, centred, the higher side; every step further out costs as much
          // as a badge half covered (a label a space away reads as naming the space beside it)
          let cost = further * s * FURTHER + Math.abs(slide) * 4 + rank * 0.01;
          // moving to another side is worth it only for a clearly better place
          const last = was[i];
          if (last !== undefined && last !== null && last !== d) cost += SIDE_KEEP;
          for (const q of discs) cost += discOverlap(box, q.x, q.y, r);
          // (out to the hex's edge and a little more: a label's drawn size is a few pixels off its estimate)
          // (those next to its space it borders wherever it sits: only those further away count)
          if (!ringed) for (const q of lit) if (hexDistance(q.h, n.hex) > 1) cost += OVER_LIT * discOverlap(box, q.x, q.y, r);
          // over its own space it hides what it names: never worth a shorter pointer
          cost += OVER_OWN * discOverlap(box, c.x, c.y, r);
          // a badge touched at all is partly hidden (play-test, lesson 1 at 1024x700: "You" over a
          // corner of a cost): worse than sitting most of a space further out
          // (ramped in over the last few pixels of approach: a step would make labels jump sides
          // between two looks a pixel apart)
          // (where the badges move aside from the labels, lib/badge-aside.ts, one covered costs only a
          // quarter of a space further out: a label a space and more away reads as another space's)
          for (const m of marks) cost += badgesMove ? MOVED_BADGE * s * Math.min(1, nearness(box, m) / 6) : BADGE_MEET * s * Math.min(1, nearness(box, m) / 6) + 2 * boxOverlap(box, m);
          // a heading arrow covered cannot be clicked: worse than a badge
          for (const m of keep) cost += 4 * boxOverlap(box, m);
          // two labels over each other cannot be read: any other place is better
          for (const o of placed) if (boxesMeet(box, o, NOTE_GAP)) cost += OVER_NOTE + boxOverlap(box, o);
          // a pointer across another label reads as naming the wrong space (play-test, lesson 9)
          const mine = leadSeg(box, c);
          for (const o of placed) if (segMeets(mine, o)) cost += OVER_LEAD * s;
          for (const l of leads) if (segMeets(l, box)) cost += OVER_LEAD * s;
          // nor across another named space (play-test, lesson 9: "Driftwood" pointed across the goal)
          for (const o of named) {
            if (o.k === key(n.hex)) continue;
            if (segDisc(mine, o, r)) cost += OTHER_SPACE * s;
          }
          // over land it labels nothing: worse than covering a badge, and the label may go further out for water
          // (never negative, and the dearest part to weigh: not weighed for a place already worse than the best)
          if (water && (!best || cost < best.cost)) cost += landCost(box, near, water, s) * s;
          if (view) {
            cost += Math.max(0, w / 2 - box.x) + Math.max(0, box.x + w / 2 - view.w);
            cost += Math.max(0, h / 2 - box.y) + Math.max(0, box.y + h / 2 - view.h);
          }
          if (!best || cost < best.cost) best = { box, cost };
        }
      }
    });
    const chosen = (best as { box: NoteBox; cost: number } | null)?.box ?? null;
    if (chosen) {
      placed.push(chosen);
      leads.push(leadSeg(chosen, c));
    }
    return chosen;
  });
}

/** How far (in spaces) a boat may be drawn from the space its label names and still be on it: further, it is sailing. */
export const DRAWN_OFF = 0.3;

/**
 * Whether a boat drawn at `drawn` is away from the space centred at `c` (`s` pixels across): its
 * label waits until it is there (the game is at the move's end at once, the board sails there
 * after: play-test, lesson 9, "You" sat a space ahead of the boat while it sailed).
 */
export function drawnAway(c: { x: number; y: number }, drawn: { x: number; y: number } | null, s: number): boolean {
  return !!drawn && Math.hypot(drawn.x - c.x, drawn.y - c.y) > DRAWN_OFF * s;
}

/** A label's pointer: from the edge of its box nearest its space to an arrowhead inside that space. */
export interface NoteLead {
  /** Where the line leaves the label. */
  x: number;
  y: number;
  /** The line's length (0 when the label touches its space) and its angle, degrees clockwise from the screen's right. */
  len: number;
  deg: number;
  /** The arrowhead's centre: a quarter of a space from the space's centre, on the label's side. */
  tipX: number;
  tipY: number;
}

/** The pointer from box `b` to the space centred at `c`, `s` pixels from its neighbours' centres. */
export function noteLead(b: NoteBox, c: { x: number; y: number }, s: number): NoteLead {
  const x = Math.max(b.x - b.w / 2, Math.min(c.x, b.x + b.w / 2));
  const y = Math.max(b.y - b.h / 2, Math.min(c.y, b.y + b.h / 2));
  const dist = Math.hypot(c.x - x, c.y - y);
  // a box over its own centre (never placed so, but safe): point down at it
  const ux = dist > 0 ? (c.x - x) / dist : 0;
  const uy = dist > 0 ? (c.y - y) / dist : 1;
  const tipAt = Math.max(0, dist - s * 0.25);
  return { x, y, len: Math.max(0, tipAt - 4), deg: (Math.atan2(uy, ux) * 180) / Math.PI, tipX: x + ux * tipAt, tipY: y + uy * tipAt };
}
