// Stringhe italiane del turno in preparazione (incluse in ../it.ts).
import { HEADING_IT } from '../headings.js';
import type { turnplanEn } from './en.js';

export const turnplanIt: { [K in keyof typeof turnplanEn]: string } = {
  'turnplan.pushes': `spinge {boat} di uno spazio ${HEADING_IT} (tessera {tile}, {kind})`,
  'turnplan.stepAfter': `Dopo questo passo: {where}, rivolto ${HEADING_IT}`,
  'turnplan.legend': 'Cosa indicano i segni',
  'turnplan.waysShare': 'In tutti i casi: {parts}.',
};
