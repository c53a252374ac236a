// Chaînes françaises du panneau latéral et du passage de main (incluses dans ../fr.ts).
import type { panelsEn } from './en.js';

import { ordinalFr } from '../words15/ordinals.js';

export const panelsFr: { [K in keyof typeof panelsEn]: string } = {
  'panels.passTo': 'Passez la main {name_a}',
  'panels.passHelp': 'Cliquez, ou appuyez sur Entrée ou Espace, quand vous êtes prêt.',
  'panels.passStart': 'Commencer mon tour',
  'panels.passSecond': 'Votre deuxième bateau de cette manche : le bateau {other} a déjà joué.',
  'panels.passFirst': 'Votre bateau {other} jouera plus tard dans cette manche.',
  'panels.passPushed': 'Depuis votre dernier tour, votre bateau {colour} a été poussé par {by_the}.',
  'panels.leftRiver': 'A quitté le fleuve : son camp a terminé',
  'panels.sidePlace': ordinalFr('', ' place', true),
  'panels.leave': 'Quitter',
  'panels.leaveSaved': 'partie enregistrée',
  'panels.leaveInLibrary': 'partie en bibliothèque',
  'panels.logMore': 'Tout afficher',
  'panels.logLess': 'Réduire',
  'panels.awayThen': '{first} et {second}',
  'panels.crashEntry': 'Accident après {away} : {cost}, perd son prochain tour',
  'panels.stepBack': '↶ Annuler le pas',
  'panels.legendPushTo': 'où peut aller le bateau poussé (cliquez pour choisir)',
  'panels.legendArrows': 'autres caps possibles à l’arrivée, et leur charbon (cliquez)',
  'panels.warnStuckAtFinish': 'Ce coup s’arrête sur un quai d’arrivée sans finir et sans charbon : d’ici, dans ce sens, votre bateau ne pourra pas finir au prochain tour.',
  'panels.warnCrashNext': 'Plus de charbon après ce coup, et d’où vous finissez, chaque coup du tour suivant finit par un accident (les bateaux restant où ils sont).',
  'panels.skipShort': 'Accélérer',
  'panels.confirmShort': 'Valider',
  'panels.undoTurnShort': 'Recommencer',
  'panels.pushedDockFast': '{boat_start} se retrouve par une poussée sur le {dock, select, blue {débarcadère bleu} red {débarcadère rouge} other {débarcadère}} à la vitesse {speed} : pas de passagère (un bateau poussé n’en prend une qu’à la vitesse 1)',
  'panels.pushedDockUsed': '{boat_start} se retrouve par une poussée sur un débarcadère où ce bateau a déjà pris une passagère : pas de passagère',
  'panels.pushedDockEmpty': '{boat_start} se retrouve par une poussée sur un débarcadère où il n’y a plus de passagère',
  'panels.pushedDockFull': '{boat_start} se retrouve par une poussée sur un débarcadère avec déjà deux passagères à bord : pas de passagère',
  // (short: the header's line beside the turn's name, cut at 1024x700 as "Votre bateau a été poussé : ori…", play-test pt27)
  'panels.pushedTurn': 'Bateau poussé : orientez-le',
};
