// Русские строки журнала ходов (issue 14), входят в ../ru.ts.
import type { Plural } from '../types.js';
import type { movelogEn } from './en.js';
import { HEADING_RU as NA } from '../headings.js';

export const movelogRu: { [K in keyof typeof movelogEn]: string | Plural } = {
  'log.reorientedPushed': `{boat} после толчка {by_gen} разворачивается ${NA}.`,
  'log.part.movedWhy':
    '{n, plural, one {пройдена # клетка} few {пройдено # клетки} many {пройдено # клеток} other {пройдено # клетки}} ({why, select, push {толчок стоил {lost, plural, one {# лишнее очко} few {# лишних очка} many {# лишних очков} other {# лишнего очка}}} driftwood {плавник стоил {lost, plural, one {# лишнее очко} few {# лишних очка} many {# лишних очков} other {# лишнего очка}}} other {толчок и плавник стоили {lost} лишних очка}})',
  'log.part.strandedWhy': 'садится на песчаную отмель и останавливается',
};
