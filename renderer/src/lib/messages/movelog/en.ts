// English strings of the move log (issue 14, log play-test): a pushed boat's new heading with who
// turned it and why, and why a move went fewer spaces than its speed. Spread into ../en.ts.
import { HEADING_EN as TOWARD } from '../headings.js';

export const movelogEn = {
  // {boat} turned its own boat after {by}'s push (lib/log-lines.ts)
  'log.reorientedPushed': `{boat}, pushed by {by}, turns to face ${TOWARD}.`,
  // a move's spaces and, when fewer than its speed, why; a sandbank that cut a move short (lib/log-lines.ts moveLine)
  'log.part.movedWhy':
    '{n, plural, one {# space sailed} other {# spaces sailed}} ({why, select, push {pushing cost {lost, plural, one {# extra point} other {# extra points}}} driftwood {driftwood cost {lost, plural, one {# extra point} other {# extra points}}} other {pushing and driftwood cost {lost} extra points}})',
  'log.part.strandedWhy': 'runs onto a sandbank, which stops it',
};
