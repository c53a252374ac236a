// Stringhe italiane della gara che non può più andare avanti (incluse in ../it.ts).
import type { Plural } from '../types.js';
import type { stallEn } from './en.js';

export const stallIt: { [K in keyof typeof stallEn]: string | Plural } = {
  'stall.title': 'La gara è ferma',
  'stall.body': { one: 'Nessun battello è avanzato da {n} round.', other: 'Nessun battello è avanzato da {n} round.' },
  'stall.question': '{name}: terminare ora la gara, nell’ordine attuale?',
  'stall.agree': 'Termina la gara',
  'stall.decline': 'Continua a gareggiare',
  'stall.agreed': 'D’accordo: {names}',
  'stall.waiting': 'Tutti i giocatori devono essere d’accordo.',
  'stall.end.stalled': 'La gara è stata terminata perché era ferma: posti secondo l’ordine di gara.',
  'stall.end.out': 'Fuori gara (arenato su una secca senza carbone): {names}.',
  'stall.boatOut': 'Fuori gara',
  'stall.log.out': '{boat} è arenato su una secca senza carbone: fuori gara.',
  'stall.log.outPlace': '{boat} è arenato su una secca senza carbone: fuori gara, posto {n}.',
  'stall.log.ended': { one: 'La gara è terminata: nessuno è avanzato da {n} round. Posti secondo l’ordine di gara.', other: 'La gara è terminata: nessuno è avanzato da {n} round. Posti secondo l’ordine di gara.' },
  'error.race/not-stalled': 'La gara si muove ancora: si può terminare solo quando è ferma.',
  'error.stall/no-offer': 'Nessuna proposta di terminare la gara attende questo giocatore.',
};
