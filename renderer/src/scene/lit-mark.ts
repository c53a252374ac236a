// The mark of a lit space (a space the boat to move can end on), drawn on the board
// (highlights.ts) and in the key beside it (components/plan/LitSwatch.svelte): one set of figures, so
// the key shows what the board draws (play-test: in colour-blind mode the key had a plain square,
// the board two bars). Lengths are in spaces (a space's centre to its corner is 1).
/** The hexagonal ring around a lit space. */
export const LIT_RING = { inner: 0.62, outer: 0.9 } as const;
/** Colour-blind mode: two bars across the space (x from -halfLength to halfLength, centred at each z). */
export const LIT_BARS = { halfLength: 0.3, halfThickness: 0.06, at: [-0.13, 0.13] } as const;
/** The mark inside a lit space in colour-blind mode (what the board's and the key's `shapes` report). */
export const DESTINATION_MARK = 'bars';
