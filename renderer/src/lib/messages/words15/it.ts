// Stringhe italiane aggiunte dalla rilettura (issue 15), incluse in ../it.ts.
import type { Plural } from '../types.js';
import type { words15En } from './en.js';

export const words15It: { [K in keyof typeof words15En]: string | Plural } = {
  'keys.tab': 'Tab',
  'keys.enter': 'Invio',
  'keys.backspace': 'Backspace',
  'keys.esc': 'Esc',
};
