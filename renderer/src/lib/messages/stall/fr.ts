// Chaînes françaises de la course qui ne peut plus avancer (incluses dans ../fr.ts).
import type { Plural } from '../types.js';
import type { stallEn } from './en.js';

import { ordinalFr } from '../words15/ordinals.js';

export const stallFr: { [K in keyof typeof stallEn]: string | Plural } = {
  'stall.title': 'La course est bloquée',
  'stall.body': { one: 'Aucun bateau n’a progressé depuis {n} manche.', other: 'Aucun bateau n’a progressé depuis {n} manches.' },
  'stall.question': '{name} : terminer la course maintenant, dans l’ordre actuel ?',
  'stall.agree': 'Terminer la course',
  'stall.decline': 'Continuer',
  'stall.agreed': 'D’accord : {names}',
  'stall.waiting': 'Tous les joueurs doivent être d’accord.',
  'stall.end.stalled': 'La course a été terminée parce qu’elle était bloquée : places selon l’ordre de course.',
  'stall.end.out': 'Hors course (échoué sur un banc de sable sans charbon) : {names}.',
  'stall.boatOut': 'Hors course',
  'stall.log.out': '{boat_start} reste sur un banc de sable sans charbon : hors course.',
  'stall.log.outPlace': '{boat_start} reste sur un banc de sable sans charbon : hors course, ' + ordinalFr('', ' place.', true),
  'stall.log.ended': { one: 'La course est terminée : personne n’a progressé depuis {n} manche. Places selon l’ordre de course.', other: 'La course est terminée : personne n’a progressé depuis {n} manches. Places selon l’ordre de course.' },
  'error.race/not-stalled': 'La course avance encore : on ne peut la terminer que si elle est bloquée.',
  'error.stall/no-offer': 'Aucune proposition de terminer la course n’attend ce joueur.',
};
