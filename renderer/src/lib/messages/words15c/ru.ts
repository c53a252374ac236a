// Русские строки последнего прохода по issue 15, входят в ../ru.ts.
import type { Plural } from '../types.js';
import type { words15cEn } from './en.js';

export const words15cRu: { [K in keyof typeof words15cEn]: string | Plural } = {
  'names.player': 'Игрок {n}',
  'punct.colon': ':',
  'punct.listSep': '; ',
};
