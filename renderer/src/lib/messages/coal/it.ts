// Stringhe italiane della nota al giocatore senza carbone (incluse in ../it.ts).
import type { Plural } from '../types.js';
import type { coalEn } from './en.js';

export const coalIt: { [K in keyof typeof coalEn]: string | Plural } = {
  'coal.out.free': 'Niente carbone: puoi ancora cambiare velocità di 1 e virare di 60° una volta gratis a ogni turno (questo turno: velocità {speeds}).',
  'coal.out.freeNoTurn': 'Niente carbone: puoi ancora cambiare velocità di 1 gratis a ogni turno (questo turno: velocità {speeds}).',
  'coal.out.depots': {
    one: 'Un deposito di carbone sul fiume più avanti ti riempie fino a 6: finisci una mossa lì a velocità 1.',
    other: '{n} depositi di carbone sul fiume più avanti ti riempiono fino a 6: finisci una mossa su uno di essi a velocità 1.',
  },
  'coal.out.depotsToCome': 'Le tessere ancora da pescare possono portare depositi di carbone: finisci una mossa su uno a velocità 1 per riempire fino a 6.',
  'coal.out.side': '{boat_start} può passarti carbone: fermati accanto, alla stessa velocità, fuori da moli, depositi, banchi di sabbia e detriti.',
  'coal.out.rose': 'Chi guida la Rosa Nera può prenderle carbone: fermati accanto, alla stessa velocità.',
  'coal.out.none': 'In questa corsa il carbone non torna: prepara ogni mossa con questi cambi gratuiti.',
  'coal.out.dismiss': 'Capito',
};
