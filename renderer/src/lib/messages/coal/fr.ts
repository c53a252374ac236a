// Chaînes françaises de la note au joueur sans charbon (incluses dans ../fr.ts).
import type { Plural } from '../types.js';
import type { coalEn } from './en.js';

export const coalFr: { [K in keyof typeof coalEn]: string | Plural } = {
  'coal.out.free': 'Plus de charbon : vous pouvez encore changer de vitesse de 1 et tourner une fois de 60° gratuitement à chaque tour (ce tour-ci : vitesse {speeds}).',
  'coal.out.freeNoTurn': 'Plus de charbon : vous pouvez encore changer de vitesse de 1 gratuitement à chaque tour (ce tour-ci : vitesse {speeds}).',
  'coal.out.depots': {
    one: 'Un dépôt de charbon sur le fleuve devant vous remplit jusqu’à 6 : finissez un coup dessus à la vitesse 1.',
    other: '{n} dépôts de charbon sur le fleuve devant vous remplissent jusqu’à 6 : finissez un coup sur l’un d’eux à la vitesse 1.',
  },
  'coal.out.depotsToCome': 'Les tuiles à venir peuvent apporter des dépôts de charbon : finissez un coup sur l’un d’eux à la vitesse 1 pour remplir jusqu’à 6.',
  'coal.out.side': '{boat_start} peut vous passer du charbon : arrêtez-vous à côté, à la même vitesse, hors des quais, dépôts, bancs de sable et bois flotté.',
  'coal.out.rose': 'Qui dirige la Rose Noire peut lui prendre du charbon : arrêtez-vous à côté, à la même vitesse.',
  'coal.out.none': 'Aucun charbon ne revient dans cette course : préparez chaque coup avec ces changements gratuits.',
  'coal.out.dismiss': 'Compris',
};
