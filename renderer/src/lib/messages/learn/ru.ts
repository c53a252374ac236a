// Русский: исправления «учимся играть» из issue 16 (см. en.ts).
import type { learnEn } from './en.js';

export const learnRu: Record<keyof typeof learnEn, string> = {
  'boat.ofPlayer': '{colour} пароход ({name})',
  'end.withdrawn': 'покинул реку: его сторона уже финишировала',
  'chart.placeWithdrawn': '{n}-е место, покинул реку со своей стороной',
};
