// Русские строки состава, взятого из прошлой партии (issue 14), входят в ../ru.ts.
import type { Plural } from '../types.js';
import type { lineupEn } from './en.js';

export const lineupRu: { [K in keyof typeof lineupEn]: string | Plural } = {
  'new.lineUpLast': 'Те же капитаны, что и в прошлый раз.',
  'new.lineUpReset': 'Вернуть состав по умолчанию',
  'new.unfinished': 'Ваша незаконченная игра «{title}» (раунд {round}) останется в Библиотеке на главном экране: её можно будет продолжить позже.',
};
