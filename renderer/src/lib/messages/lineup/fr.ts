// Chaînes françaises de la composition reprise de la partie précédente (issue 14), intégrées à ../fr.ts.
import type { Plural } from '../types.js';
import type { lineupEn } from './en.js';

export const lineupFr: { [K in keyof typeof lineupEn]: string | Plural } = {
  'new.lineUpLast': 'Les mêmes capitaines que la dernière fois.',
  'new.lineUpReset': 'Revenir aux capitaines par défaut',
  'new.unfinished': 'Votre partie en cours « {title} » (manche {round}) reste dans la Bibliothèque, sur l’écran d’accueil : vous pourrez la reprendre plus tard.',
};
