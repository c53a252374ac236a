// Chaînes françaises du journal des coups (issue 14), intégrées à ../fr.ts.
import type { Plural } from '../types.js';
import type { movelogEn } from './en.js';
import { HEADING_FR as VERS } from '../headings.js';

export const movelogFr: { [K in keyof typeof movelogEn]: string | Plural } = {
  'log.reorientedPushed': `{boat_start}, poussé par {by_the}, se tourne ${VERS}.`,
  'log.part.movedWhy':
    '{n, plural, one {# case parcourue} other {# cases parcourues}} ({why, select, push {la poussée a coûté {lost, plural, one {# point de plus} other {# points de plus}}} driftwood {le bois flottant a coûté {lost, plural, one {# point de plus} other {# points de plus}}} other {la poussée et le bois flottant ont coûté {lost} points de plus}})',
  'log.part.strandedWhy': 's’échoue sur un banc de sable, qui l’arrête',
};
