// Chaînes françaises ajoutées par la relecture (issue 15), incluses dans ../fr.ts.
import type { Plural } from '../types.js';
import type { words15En } from './en.js';

export const words15Fr: { [K in keyof typeof words15En]: string | Plural } = {
  'keys.tab': 'Tab',
  'keys.enter': 'Entrée',
  'keys.backspace': 'Retour arrière',
  'keys.esc': 'Échap',
};
