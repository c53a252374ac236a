// Français : les corrections « apprendre à jouer » de l’issue 16 (voir en.ts).
import type { learnEn } from './en.js';

export const learnFr: Record<keyof typeof learnEn, string> = {
  'boat.ofPlayer': 'bateau {colour} {name_de}',
  'end.withdrawn': 'a quitté le fleuve : son camp avait terminé',
  'chart.placeWithdrawn': '{n, selectordinal, one {#er} other {#e}}, a quitté le fleuve avec son camp',
};
