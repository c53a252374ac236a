// Русские строки, добавленные вычиткой (issue 15), входят в ../ru.ts.
import type { Plural } from '../types.js';
import type { words15En } from './en.js';

export const words15Ru: { [K in keyof typeof words15En]: string | Plural } = {
  'keys.tab': 'Tab',
  'keys.enter': 'Enter',
  'keys.backspace': 'Backspace',
  'keys.esc': 'Esc',
};
