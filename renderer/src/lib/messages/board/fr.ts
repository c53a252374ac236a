// Chaînes françaises du plateau : aperçu du cap de départ et mode daltonien (incluses dans ../fr.ts).
import { HEADING_FR as VERS } from '../headings.js';
import type { Plural } from '../types.js';
import type { boardEn } from './en.js';

export const boardFr: { [K in keyof typeof boardEn]: string | Plural } = {
  'settings.colourBlind': 'Mode daltonien (formes et motifs en plus des couleurs)',
  'board.headingHint': 'Choisissez un cap pour le voir sur le fleuve, puis partez. Touches 1 à 6 : une fois pour choisir, deux fois pour partir.',
  'board.reorientHint': 'Choisissez un cap pour le voir sur le fleuve, puis tournez le bateau. Touches 1 à 6 : une fois pour choisir, deux fois pour tourner.',
  'board.setOff': `Partir ${VERS}`,
  'board.faceDir': `Mettre le cap ${VERS}`,
  // the button before a heading is picked (disabled, holding its place under the dial)
  'board.setOffIdle': 'Partir',
  'board.faceIdle': 'Tourner le bateau',
  'board.firstMove': 'Premier déplacement avec ce cap : {cost}',
  'board.firstMoveNone': 'Aucun chemin vers l’aval avec ce cap',
  // the heading dial, laid out as the river runs (downstream at the top): a button's words, each
  // heading its own (play-test: two buttons each read "right bank"), and its full name with its key
  'board.dialWord': VERS,
  'board.dialLabel': `{key} : ${VERS}`,
  // the dial's button of the heading the boat has now (its dashed edge), said in its title (play-test pt29)
  'board.dialNow': 'son cap actuel (bord en tirets)',
  // the banks named on the board, beside the boat to move (looking downstream, the right bank is on the right)
  'board.bank.left': 'rive gauche',
  'board.bank.right': 'rive droite',
};
