// English strings of the turn being planned (play-test of issue 14: which way a push sends a boat;
// spread into ../en.ts).
import { HEADING_EN } from '../headings.js';

export const turnplanEn = {
  // a push always moves a boat one space: the way it goes tells apart ways to the same place
  'turnplan.pushes': `pushes {boat} one space ${HEADING_EN} (tile {tile}, {kind})`,
  'turnplan.stepAfter': `After this step: {where}, facing ${HEADING_EN}`,
  'turnplan.legend': 'What the marks mean',
  // what every way to one space shares, said once above the list of ways (each then says only its own)
  'turnplan.waysShare': 'Every way here: {parts}.',
};
