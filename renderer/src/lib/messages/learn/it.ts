// Italiano: le correzioni «impara a giocare» dell’issue 16 (vedi en.ts).
import type { learnEn } from './en.js';

export const learnIt: Record<keyof typeof learnEn, string> = {
  'boat.ofPlayer': 'battello {colour} {name_di}',
  'end.withdrawn': 'ha lasciato il fiume: la sua parte aveva finito',
  'chart.placeWithdrawn': '{n}º, ha lasciato il fiume con la sua parte',
  'challenges.missed.win': 'Un’altra parte ha vinto la corsa.',
  'challenges.missed.finish': 'Il tuo battello non ha tagliato il traguardo in questo turno.',
  'challenges.missed.passenger': 'Nessun passeggero è salito a bordo in questo turno.',
  'challenges.missed.reach': 'Il tuo turno non è finito sullo spazio indicato dallo scenario.',
  'challenges.missed.block': 'Il battello {boat} può ancora arrivare al suo prossimo turno.',
  'play.islandClick': 'Un’isola: nessun battello può entrarci.',
  'challenges.learnFirst': 'Prima impara: lezione {n}, {name}.',
  'challenges.toLesson': 'Lezione {n}',
  'new.twoCaptainsTwoBoats': 'Due capitani: ognuno guida due battelli, come nella partita a due del regolamento (entrambi corrono per il capitano, vince il primo che arriva).',
};
