// Chaînes françaises du panneau latéral et du passage de main (incluses dans ../fr.ts).
import type { panelsEn } from './en.js';

import { ordinalFr } from '../words15/ordinals.js';

export const panelsFr: { [K in keyof typeof panelsEn]: string } = {
  'panels.passTo': 'Passez la main {name_a}',
  'panels.passHelp': 'Cliquez, ou appuyez sur Entrée ou Espace, quand vous êtes prêt.',
  'panels.passStart': 'Commencer mon tour',
  'panels.leftRiver': 'A quitté le fleuve : son camp a terminé',
  'panels.sidePlace': ordinalFr('', ' place', true),
  'panels.leave': 'Quitter',
  'panels.logMore': 'Tout afficher',
  'panels.logLess': 'Réduire',
  'panels.northHelp': 'Le nord du plateau : les caps (nord, sud-est…) s\'y rapportent.',
  'panels.awayThen': '{first} et {second}',
  'panels.crashEntry': 'Accident après {away} : {cost}, perd son prochain tour',
  'panels.stepBack': '↶ Annuler le pas',
  'panels.legendPushTo': 'où peut aller le bateau poussé (cliquez pour choisir)',
  'panels.legendArrows': 'autres caps possibles à l’arrivée, et leur charbon (cliquez)',
  'panels.warnStuckAtFinish': 'Ce coup s’arrête sur un quai d’arrivée sans finir et sans charbon : d’ici, dans ce sens, votre bateau ne pourra pas finir au prochain tour.',
  'panels.warnCrashNext': 'Plus de charbon après ce coup, et d’où vous finissez, chaque coup du tour suivant finit par un accident (les bateaux restant où ils sont).',
};
