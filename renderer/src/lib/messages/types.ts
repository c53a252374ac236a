// Shapes shared by the catalogues. English (en.ts) defines the keys.
import type { en } from './en.js';

/** CLDR plural forms; `other` is always required (Russian also uses few/many). */
export interface Plural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type MessageKey = keyof typeof en;
export type Catalogue = { [K in MessageKey]: string | Plural };
