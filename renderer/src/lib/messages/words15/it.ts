// Stringhe italiane aggiunte dalla rilettura (issue 15), incluse in ../it.ts.
import type { Plural } from '../types.js';
import type { words15En } from './en.js';

export const words15It: { [K in keyof typeof words15En]: string | Plural } = {
  'keys.tab': 'Tab',
  'keys.enter': 'Invio',
  'keys.backspace': 'Backspace',
  'keys.esc': 'Esc',
  'chart.along':
    '{part, select, start {all’inizio della tessera {tile}} quarter {a un quarto della tessera {tile}} half {a metà della tessera {tile}} other {a tre quarti della tessera {tile}}}',
  'chart.atFinish': 'all’Arrivo',
  'log.part.pushedBoat': '{n, plural, one {{boat_the}} =2 {{boat_the} due volte} other {{boat_the} # volte}}',
  'modes.why.classic': 'In questa corsa non cambiano nulla: contano solo con la Rosa Nera o una tessera con detriti (B1-B2, B2).',
  'game.importedTitle': 'Partita importata',
};
