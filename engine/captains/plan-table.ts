// "Turns to arrive": the fewest whole turns a boat needs to cover `d` spaces of river and stop
// on the target at speed 1 (a dock or the finish), from speed s with c coal. It is what makes
// the captains plan their speed: a fast boat near a dock must brake, braking by more than 1 a
// turn costs coal, and arriving too fast means going round again.
// Model (a relaxation of the real moves, cheap enough to precompute once):
//   each turn pick a speed s' (±1 free, each further point 1 coal), then close the distance by
//   r spaces with max(0, s'−2) ≤ r ≤ s' (bends and zig-zags waste up to 2 points);
//   overshooting leaves the boat past the target; arrival = distance 0 after a turn at speed 1.
export const MAX_D = 200;
const INF = 1e9;

/** T[(d * 7 + s) * 7 + c], s in 1..6 (index 0 unused), c in 0..6. */
let table: Float64Array | null = null;

function build(): Float64Array {
  const t = new Float64Array((MAX_D + 1) * 7 * 7).fill(INF);
  const at = (d: number, s: number, c: number) => (d * 7 + s) * 7 + c;
  for (let c = 0; c <= 6; c++) t[at(0, 1, c)] = 0;
  // Value iteration (overshoots make the graph cyclic): sweep until nothing changes.
  for (let pass = 0; pass < 50; pass++) {
    let changed = false;
    for (let d = 0; d <= MAX_D; d++) {
      for (let s = 1; s <= 6; s++) {
        for (let c = 0; c <= 6; c++) {
          if (d === 0 && s === 1) continue;
          let best = t[at(d, s, c)]!;
          for (let s2 = 1; s2 <= 6; s2++) {
            const cost = Math.max(0, Math.abs(s2 - s) - 1);
            if (cost > c) continue;
            const lo = Math.max(0, s2 - 2);
            for (let r = lo; r <= s2; r++) {
              const d2 = Math.min(MAX_D, Math.abs(d - r)); // r > d: overshoots the target
              const v = 1 + t[at(d2, s2, c - cost)]!;
              if (v < best) best = v;
            }
          }
          if (best < t[at(d, s, c)]!) {
            t[at(d, s, c)] = best;
            changed = true;
          }
        }
      }
    }
    if (!changed) break;
  }
  return t;
}

/** Turns to arrive (see above); distances beyond the table continue at 6 spaces a turn. */
export function turnsToArrive(d: number, speed: number, coal: number): number {
  if (!table) table = build();
  const s = Math.min(6, Math.max(1, speed));
  const c = Math.min(6, Math.max(0, coal));
  if (!Number.isFinite(d)) return INF;
  if (d > MAX_D) return table[(MAX_D * 7 + s) * 7 + c]! + (d - MAX_D) / 6;
  // Fractional distances (turns cost half a space) interpolate between whole ones.
  const lo = Math.max(0, Math.floor(d));
  const hi = Math.min(MAX_D, lo + 1);
  const f = d - lo;
  const a = table[(lo * 7 + s) * 7 + c]!;
  return f === 0 ? a : a + f * (table[(hi * 7 + s) * 7 + c]! - a);
}
