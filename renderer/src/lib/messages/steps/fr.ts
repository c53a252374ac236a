// French strings of step mode: why no Advance is on offer (see ./en.ts; spread into ../fr.ts).
import type { stepsEn } from './en.js';

export const stepsFr: Record<keyof typeof stepsEn, string> = {
  'step.why.noPoints': 'Plus aucune case à parcourir.',
  'step.why.land': 'La terre juste devant.',
  'step.why.unlaid': 'Pas au-delà de la dernière tuile.',
  'step.why.sandbank': 'Pas de charbon pour quitter le banc de sable.',
  'step.why.driftwood': 'Trop lent pour le bois flottant devant.',
  'step.why.pushSlow': 'Trop lent pour pousser le bateau devant.',
  'step.why.pushSandbank': 'On ne pousse pas un bateau ensablé.',
  'step.why.pushNowhere': 'Le bateau devant n’a nulle part où aller.',
  'step.why.deadEnd': 'De là, le mouvement ne pourrait pas finir.',
  'step.why.roseCoal': 'Trop de charbon pour la Rose Noire.',
};
