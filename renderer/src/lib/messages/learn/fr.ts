// Français : les corrections « apprendre à jouer » de l’issue 16 (voir en.ts).
import type { learnEn } from './en.js';

export const learnFr: Record<keyof typeof learnEn, string> = {
  'boat.ofPlayer': 'bateau {colour} {name_de}',
  'end.withdrawn': 'a quitté le fleuve : son camp avait terminé',
  'chart.placeWithdrawn': '{n, selectordinal, one {#er} other {#e}}, a quitté le fleuve avec son camp',
  'challenges.missed.win': 'Un autre camp a gagné la course.',
  'challenges.missed.finish': 'Votre bateau n’a pas franchi l’arrivée à ce tour.',
  'challenges.missed.passenger': 'Aucun passager n’est monté à bord à ce tour.',
  'challenges.missed.reach': 'Votre tour ne s’est pas terminé sur la case indiquée par le scénario.',
  'challenges.missed.block': 'Le bateau {boat} peut encore arriver à son prochain tour.',
  'play.islandClick': 'Une île : aucun bateau ne peut y entrer.',
  'challenges.learnFirst': 'À apprendre d’abord : leçon {n}, {name}.',
  'challenges.toLesson': 'Leçon {n}',
  'new.twoCaptainsTwoBoats': 'Deux capitaines : chacun mène deux bateaux, comme dans la partie à deux joueurs de la règle (les deux courent pour leur capitaine, le premier arrivé gagne).',
};
