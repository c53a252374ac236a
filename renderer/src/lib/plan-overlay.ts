// What the board overlay draws over the river while a turn is planned (components/plan/
// BoardOverlay.svelte): small HTML labels on the lit end spaces, the previewed way's final heading,
// heading arrows to choose between ways, and ghost boats where pushed boats would go. Plain data
// built by the play screen from the engine's legal turns; the overlay only positions it.
import type { BoatId, Dir, Hex } from '../../../engine/index.js';
import type { OutcomeMark } from './plan-words.js';

export interface EndLabel {
  key: string;
  hex: Hex;
  /** Coal the cheapest way there costs. */
  coal: number;
  marks: OutcomeMark[];
  /** The same in words (tooltip and accessible name). */
  text: string;
}

export interface HeadingChoice {
  dir: Dir;
  on: boolean;
  /** Coal of the cheapest way ending this way. */
  coal: number;
  label: string;
}

export interface PlanOverlay {
  labels: EndLabel[];
  /** The previewed way's final heading, drawn as an arrow on its end space. */
  heading: { hex: Hex; dir: Dir } | null;
  /** Ways at the chosen space that differ in heading: one arrow each. */
  arrows: { hex: Hex; choices: HeadingChoice[] } | null;
  /** Where pushed boats would go. */
  ghosts: { hex: Hex; boat: BoatId; numeral: number; label: string }[];
  /** A heading being chosen: what the first move from it costs (null coal: no way downstream). */
  start?: { hex: Hex; coal: number | null; text: string } | null;
}

export const NO_OVERLAY: PlanOverlay = { labels: [], heading: null, arrows: null, ghosts: [], start: null };
