// The step controls in the river's words (play-test: the step buttons said "Turn left / Turn right"
// and the heading dial read N, NE...; everywhere else the app tells a heading by the river:
// downstream, toward the right bank). A turn step says what the boat will face after it; the
// dial is laid out as the river runs where the boat is, downstream at the top.
import type { Dir, GameState } from '../../../engine/index.js';
import type { Translate } from './i18n.js';
import type { StepOutlook } from './step-outlook.js';
import { riverDir } from './words.js';

/**
 * A turn step's button: "Turn to face upstream, toward the left bank · 1 coal" (where the engine's
 * outlook leaves the boat, and the coal it says the step burns: play-test, the price was unsaid).
 */
export function turnStepText(t: Translate, state: GameState, after: StepOutlook): string {
  return t('turnplan.stepTurn', { dir: riverDir(state, after.hex, after.dir), coal: after.coal });
}

/**
 * An advance step's button: "Advance · free", "Advance · push to … · 1 coal" (`what`: the step's words;
 * the coal as the engine's outlook says the step burns, as the turn buttons say theirs: play-test,
 * Advance alone said nothing of coal). Without an outlook (a step the engine was not asked about), the words alone.
 */
export function advanceStepText(t: Translate, what: string, after: StepOutlook | undefined): string {
  return after ? t('turnplan.stepAdvance', { what, coal: after.coal }) : what;
}

/** The dial's six places in screen (and Tab) order, as river headings: upstream-left, downstream, ... (0 downstream, clockwise). */
const SLOTS: readonly Dir[] = [5, 0, 1, 4, 3, 2];
const DIRS: readonly Dir[] = [0, 1, 2, 3, 4, 5];

/** The board headings in the dial's order, given how each reads on the river here (`river`: lib/words.ts riverDir at the boat). */
export function dialOrder(river: (d: Dir) => Dir): Dir[] {
  return SLOTS.map((r) => DIRS.find((d) => river(d) === r)!);
}

/**
 * The number a dial button shows and its key picks: 1 downstream, then clockwise as the river runs
 * (play-test: numbered by board heading, the buttons read 3 4 5 / 2 1 6 where the river bends).
 */
export function dialKey(river: (d: Dir) => Dir, d: Dir): number {
  return river(d) + 1;
}

/** The board heading the number key `n` (1 to 6) picks on the dial: the button showing that number. */
export function dialHeading(river: (d: Dir) => Dir, n: number): Dir | null {
  return DIRS.find((d) => dialKey(river, d) === n) ?? null;
}
