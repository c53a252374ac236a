// Italiano: le correzioni «impara a giocare» dell’issue 16 (vedi en.ts).
import type { learnEn } from './en.js';

export const learnIt: Record<keyof typeof learnEn, string> = {
  'boat.ofPlayer': 'battello {colour} {name_di}',
  'end.withdrawn': 'ha lasciato il fiume: la sua parte aveva finito',
  'chart.placeWithdrawn': '{n}º, ha lasciato il fiume con la sua parte',
};
