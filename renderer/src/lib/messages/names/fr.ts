// Chaînes françaises : les noms inventés par l’app en tête de phrase (names/en.ts dit pourquoi).
import type { Plural } from '../types.js';
import type { namesEn } from './en.js';

export const namesFr: { [K in keyof typeof namesEn]: string | Plural } = {
  'names.captainStart': 'Le Capitaine {n}',
  'names.learnerStart': 'L’Apprenti',
  'names.playerStart': 'Le Joueur {n}',
};
