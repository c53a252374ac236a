// Chaînes françaises de la dernière passe de l’issue 15, incluses dans ../fr.ts.
import type { Plural } from '../types.js';
import type { words15cEn } from './en.js';

export const words15cFr: { [K in keyof typeof words15cEn]: string | Plural } = {
  'names.player': 'Joueur {n}',
  'punct.colon': '\u00a0:',
  'punct.listSep': '\u00a0; ',
};
