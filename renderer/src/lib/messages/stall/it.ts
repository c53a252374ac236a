// Stringhe italiane della corsa che non può più andare avanti (incluse in ../it.ts).
import type { Plural } from '../types.js';
import type { stallEn } from './en.js';

export const stallIt: { [K in keyof typeof stallEn]: string | Plural } = {
  'stall.title': 'La corsa è ferma',
  'stall.body': { one: 'Nessun battello è avanzato da {n} giro.', other: 'Nessun battello è avanzato da {n} giri.' },
  'stall.question': '{name}: terminare ora la corsa, nell’ordine attuale?',
  'stall.agree': 'Termina la corsa',
  'stall.decline': 'Continua la corsa',
  'stall.agreed': 'D’accordo: {names}',
  'stall.waiting': 'Tutti i giocatori devono essere d’accordo.',
  'stall.end.stalled': 'La corsa è stata terminata perché era ferma: posti secondo l’ordine sul fiume.',
  'stall.end.out': 'Fuori corsa (arenato su una secca senza carbone): {names}.',
  'stall.boatOut': 'Fuori corsa',
  'stall.log.out': '{boat_start} resta su una secca senza carbone: fuori corsa.',
  'stall.log.outPlace': '{boat_start} resta su una secca senza carbone: fuori corsa, {n}º posto.',
  'stall.log.ended': { one: 'La corsa è terminata: nessuno è avanzato da {n} giro. Posti secondo l’ordine sul fiume.', other: 'La corsa è terminata: nessuno è avanzato da {n} giri. Posti secondo l’ordine sul fiume.' },
  'error.race/not-stalled': 'La corsa si muove ancora: si può terminare solo quando è ferma.',
  'error.stall/no-offer': 'Nessuna proposta di terminare la corsa attende questo giocatore.',
};
