// When the other boats' cards fold to a row each in the side panel (issue 15). One layout for the
// whole race at a window size: a computer captain's turn, or another player's in a networked race,
// folds them as a player's own turn does (play-test pt27: whole cards under captains' names on a
// captain's turn, rows on a player's, the panel laid out anew every turn).

/** Under this height (1024x700, 1280x800) the other boats are a row each while a race goes on. */
export const SHORT_WINDOW = 900;
/** Under this height the decision comes first and the cards scroll below it, unfolded. */
export const LEAST_FOLDED = 700;

export interface FoldInputs {
  /** The window's inner height (px). */
  height: number;
  /** Some boat's decision is pending (whoever makes it) and the game is not read-only. */
  racing: boolean;
  /** The captain's hint or the list of ways is open (they need the panel's height). */
  bigDecision: boolean;
  /** A taller window where the cards did not all fit whole: folded from then on at that height (Play.svelte). */
  crowdedAt: number | null;
}

export function cardsFolded({ height, racing, bigDecision, crowdedAt }: FoldInputs): boolean {
  if (bigDecision && height < SHORT_WINDOW) return true;
  if (racing && height < SHORT_WINDOW && height >= LEAST_FOLDED) return true;
  return (racing || bigDecision) && crowdedAt !== null && height >= SHORT_WINDOW && height <= crowdedAt;
}
