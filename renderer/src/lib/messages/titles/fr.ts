import type { titlesEn } from './en.js';

export const titlesFr: { [K in keyof typeof titlesEn]: string } = {
  'game.defaultTitle': 'Partie du {date, date, long} à {date, time, short}',
  'game.copyTitle': '{title} (copie)',
  'game.forkTitle': '{title} (depuis le coup {n})',
};
