// Русские строки планируемого хода (включены в ../ru.ts).
import { HEADING_RU } from '../headings.js';
import type { turnplanEn } from './en.js';

export const turnplanRu: { [K in keyof typeof turnplanEn]: string } = {
  'turnplan.pushes': `толкает {boat} на одну клетку ${HEADING_RU} (участок {tile}, {kind})`,
  'turnplan.stepAfter': `После этого шага: {where}, курс ${HEADING_RU}`,
  'turnplan.legend': 'Что означают значки',
  'turnplan.waysShare': 'В любом случае: {parts}.',
};
