// Stringhe italiane: i nomi inventati dall’app a inizio frase (names/en.ts spiega perché).
import type { Plural } from '../types.js';
import type { namesEn } from './en.js';

export const namesIt: { [K in keyof typeof namesEn]: string | Plural } = {
  'names.captainStart': 'Il Capitano {n}',
  'names.learnerStart': 'L’Apprendista',
  'names.playerStart': 'Il Giocatore {n}',
};
