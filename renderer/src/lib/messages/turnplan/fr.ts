// Chaînes françaises du tour en préparation (incluses dans ../fr.ts).
import { HEADING_FR } from '../headings.js';
import type { turnplanEn } from './en.js';

export const turnplanFr: { [K in keyof typeof turnplanEn]: string } = {
  'turnplan.pushes': `pousse {boat} d’une case ${HEADING_FR} (tuile {tile}, {kind})`,
  'turnplan.stepAfter': `Après ce pas : {where}, cap ${HEADING_FR}`,
  'turnplan.legend': 'Ce que disent les marques',
  'turnplan.waysShare': 'Dans tous les cas : {parts}.',
};
