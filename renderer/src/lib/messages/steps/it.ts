// Italian strings of step mode: why no Advance is on offer (see ./en.ts; spread into ../it.ts).
import type { stepsEn } from './en.js';

export const stepsIt: Record<keyof typeof stepsEn, string> = {
  'step.why.noPoints': 'Nessuno spazio da percorrere.',
  'step.why.land': 'Terra subito davanti.',
  'step.why.unlaid': 'Non oltre l’ultima tessera.',
  'step.why.sandbank': 'Niente carbone per lasciare la secca.',
  'step.why.driftwood': 'Troppo lento per i detriti davanti.',
  'step.why.pushSlow': 'Per spingere serve più velocità.',
  'step.why.pushSandbank': 'Il battello davanti, in secca, non si spinge.',
  'step.why.pushNowhere': 'Il battello davanti non ha dove andare.',
  'step.why.deadEnd': 'Da lì la mossa non potrebbe finire.',
  'step.why.roseCoal': 'Troppo carbone per la Rosa Nera.',
};
