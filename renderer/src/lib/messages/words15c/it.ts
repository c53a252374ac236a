// Testi italiani dell’ultima passata dell’issue 15, inclusi in ../it.ts.
import type { Plural } from '../types.js';
import type { words15cEn } from './en.js';

export const words15cIt: { [K in keyof typeof words15cEn]: string | Plural } = {
  'names.player': 'Giocatore {n}',
  'punct.colon': ':',
  'punct.listSep': '; ',
};
