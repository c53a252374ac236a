import type { titlesEn } from './en.js';

export const titlesRu: { [K in keyof typeof titlesEn]: string } = {
  'game.defaultTitle': 'Партия от {date, date, long}, {date, time, short}',
  'game.copyTitle': '{title} (копия)',
  'game.forkTitle': '{title} (с хода {n})',
};
