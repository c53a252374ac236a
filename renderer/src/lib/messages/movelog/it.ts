// Stringhe italiane del registro delle mosse (issue 14), unite in ../it.ts.
import type { Plural } from '../types.js';
import type { movelogEn } from './en.js';
import { HEADING_IT as VERSO } from '../headings.js';

export const movelogIt: { [K in keyof typeof movelogEn]: string | Plural } = {
  'log.reorientedPushed': `{boat_start}, spinto {by_da}, si gira ${VERSO}.`,
  'log.part.movedWhy':
    '{n, plural, one {# spazio percorso} other {# spazi percorsi}} ({why, select, push {la spinta è costata {lost, plural, one {# punto in più} other {# punti in più}}} driftwood {i detriti sono costati {lost, plural, one {# punto in più} other {# punti in più}}} other {la spinta e i detriti sono costati {lost} punti in più}})',
  'log.part.strandedWhy': 'finisce su una secca, che lo ferma',
};
