import type { titlesEn } from './en.js';

export const titlesIt: { [K in keyof typeof titlesEn]: string } = {
  'game.defaultTitle': 'Partita del {date, date, long}, ore {date, time, short}',
  'game.copyTitle': '{title} (copia)',
  'game.forkTitle': '{title} (dalla mossa {n})',
};
