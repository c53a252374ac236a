// What the board overlay draws over the river while a turn is planned (components/plan/
// BoardOverlay.svelte): small HTML labels on the lit end spaces, the previewed way's final heading,
// heading arrows to choose between ways, and ghost boats where pushed boats would go. Plain data
// built by the play screen from the engine's legal turns; the overlay only positions it.
import type { BoatId, Dir, Hex, LegalTurn } from '../../../engine/index.js';
import type { OutcomeMark } from './plan-words.js';

export interface EndLabel {
  key: string;
  hex: Hex;
  /** Coal the cheapest way there costs. */
  coal: number;
  marks: OutcomeMark[];
  /** The same in words (tooltip and accessible name). */
  text: string;
  /** The boats those words say its cheapest way pushes (and where to). */
  pushes?: BoatId[];
}

export interface HeadingChoice {
  dir: Dir;
  on: boolean;
  /** Coal of the cheapest way ending this way. */
  coal: number;
  label: string;
}

/** A label on a space, naming what a lesson's guidance talks about (the boat, the goal, an island). */
export interface BoardNote {
  hex: Hex;
  text: string;
  kind: 'boat' | 'goal' | 'thing';
  /** The boat it names, if any: while that boat is drawn away from `hex` (sailing there), the label is not shown. */
  boat?: BoatId;
}

/** What a caller marks on the board besides the turn's own highlights (a lesson: App.svelte). */
export interface BoardMarks {
  /** Ringed as the chosen space is, while no way is chosen. */
  goal: Hex | null;
  notes: BoardNote[];
  /** A way drawn as the previewed path is, while none is previewed ("show me the way"). */
  path?: Hex[];
  /**
   * The whole turn that way is ("show me the way"): shown as a previewed way is (end space,
   * final heading, where a pushed boat goes), its spaces ringed, its speed chosen for the lit spaces.
   */
  way?: LegalTurn;
  /** Spaces the labels leave clear even when the way is not drawn (the way the lesson leads). */
  clear?: Hex[];
}

export interface PlanOverlay {
  labels: EndLabel[];
  /** The previewed way's final heading, drawn as an arrow on its end space. */
  heading: { hex: Hex; dir: Dir } | null;
  /** Ways at the chosen space that differ in heading: one arrow each. */
  arrows: { hex: Hex; choices: HeadingChoice[] } | null;
  /** Spaces a click on picks a way (a push's destinations): heading arrows keep off their middle. */
  targets?: Hex[];
  /** Where pushed boats would go; `label`, the boat and the place it is pushed to. */
  ghosts: { hex: Hex; boat: BoatId; numeral: number | string; label: string }[];
  /** A heading being chosen: what the first move from it costs (null coal: no way downstream). */
  start?: { hex: Hex; coal: number | null; text: string } | null;
  /** Labels a lesson puts on spaces. */
  notes?: BoardNote[];
  /** Spaces those labels must leave clear (boats, the lesson's way); lit spaces and ghosts always are. */
  clear?: Hex[];
  /** The spaces those labels may lie over (the river's water), when known: never a bank or an island. */
  water?: (h: Hex) => boolean;
  /** Where the boats stand: the first move's label leaves them clear. */
  boats?: Hex[];
  /** Where the boat to move stands: labels, arrows and the previewed heading keep off it (lib/boat-clear.ts). */
  mover?: Hex | null;
  /** Each drawn boat's heading, by its space's key ("q,r"): marks keep off its bow and stern too (boat-clear.ts hullBox). */
  headings?: Record<string, Dir>;
  /** The banks named on the board: land spaces on each side (lib/bank-marks.ts), the first in the view labelled. */
  banks?: { side: 'left' | 'right'; text: string; spots: Hex[] }[];
  /** The start docks numbered while the boats set off in a six-boat race (lib/start-docks.ts), as the words name them. */
  docks?: { hex: Hex; n: number }[];
}

export const NO_OVERLAY: PlanOverlay = { labels: [], heading: null, arrows: null, ghosts: [], start: null };

/**
 * The words of a lit space pointed at, and where each push sends its boat unless they say it already
 * (play-test pt30: the entry's "pushes Cy, which goes one space downstream (tile 1, open water)" was
 * followed by "The push brings Cy here", the push said twice and "here" unclear with two spaces lit).
 */
export function captionText(space: Pick<EndLabel, 'text' | 'pushes'>, ghosts: readonly Pick<PlanOverlay['ghosts'][number], 'boat' | 'label'>[]): string {
  return [space.text, ...ghosts.filter((g) => !space.pushes?.includes(g.boat)).map((g) => g.label)].join(' · ');
}
