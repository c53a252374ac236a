// Русские строки, добавленные вычиткой (issue 15), входят в ../ru.ts.
import type { Plural } from '../types.js';
import type { words15En } from './en.js';

export const words15Ru: { [K in keyof typeof words15En]: string | Plural } = {
  'keys.tab': 'Tab',
  'keys.enter': 'Enter',
  'keys.backspace': 'Backspace',
  'keys.esc': 'Esc',
  'chart.along':
    '{part, select, start {в начале участка {tile}} quarter {на первой четверти участка {tile}} half {на середине участка {tile}} other {на последней четверти участка {tile}}}',
  'chart.atFinish': 'на финише',
  'log.part.pushedBoat': '{n, plural, =1 {{boat_acc}} =2 {{boat_acc} дважды} one {{boat_acc} # раз} few {{boat_acc} # раза} many {{boat_acc} # раз} other {{boat_acc} # раза}}',
  'modes.why.classic': 'В этой гонке эти правила ничего не меняют: они важны только с «Чёрной розой» или с участком с плавником (B1-B2, B2).',
  'game.importedTitle': 'Импортированная партия',
};
