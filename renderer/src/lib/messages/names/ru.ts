// Русские строки: придуманные приложением имена в начале фразы (почему — в names/en.ts).
import type { Plural } from '../types.js';
import type { namesEn } from './en.js';

export const namesRu: { [K in keyof typeof namesEn]: string | Plural } = {
  'names.captainStart': 'Капитан {n}',
  'names.learnerStart': 'Ученик',
  'names.playerStart': 'Игрок {n}',
};
