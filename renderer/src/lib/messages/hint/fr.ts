// Chaînes françaises de l’indice du capitaine (incluses dans ../fr.ts).
import { HEADING_FR as VERS } from '../headings.js';
import type { Plural } from '../types.js';
import type { hintEn } from './en.js';

export const hintFr: { [K in keyof typeof hintEn]: string | Plural } = {
  'hint.ask': 'Que ferait le capitaine ?',
  'hint.askShort': 'Indice',
  'hint.askTitle': 'Demander au capitaine difficile quel tour il jouerait ici (touche H)',
  'hint.thinking': 'Le capitaine réfléchit…',
  'hint.turn': 'Le capitaine choisirait la vitesse {speed} et irait ici : {where} ({cost}).',
  'hint.offHere': 'Les conseils du capitaine sont désactivés dans cette partie.',
  'hint.play': 'Choisir ce coup',
  'hint.dismiss': 'Non merci',
  'hint.reason.finish': 'Il franchit la ligne d’arrivée dès ce tour.',
  'hint.reason.passenger': 'Il prend une passagère à ce tour.',
  'hint.reason.block': 'Il empêche {boat_the} d’arriver au prochain tour.',
  'hint.reason.push': 'Il pousse {boat_the} hors de son chemin.',
  'hint.reason.saveCoal': {
    one: 'Il économise son charbon (il en reste {n}) : brûler davantage ne le ferait pas arriver plus tôt.',
    other: 'Il économise son charbon (il en reste {n}) : brûler davantage ne le ferait pas arriver plus tôt.',
  },
  'hint.reason.spendForPlace': {
    one: 'Il dépense {n} charbon pour finir mieux placé qu’avec un tour moins cher ; brûler davantage ne le ferait pas arriver plus tôt.',
    other: 'Il dépense {n} charbons pour finir mieux placé qu’avec un tour moins cher ; brûler davantage ne le ferait pas arriver plus tôt.',
  },
  'hint.more': 'Lire la suite',
  'hint.otherMoves': 'Autres coups',
  'hint.why': 'Pourquoi ce coup',
  'hint.reason.dock': {
    one: 'Il met le cap sur le {dock, select, blue {débarcadère bleu} red {débarcadère rouge} other {débarcadère}}, {away} : une passagère dans {n} tour.',
    other: 'Il met le cap sur le {dock, select, blue {débarcadère bleu} red {débarcadère rouge} other {débarcadère}}, {away} : une passagère dans {n} tours.',
  },
  'hint.reason.finishLine': {
    one: 'Il met le cap sur l’arrivée, à {n} tour.',
    other: 'Il met le cap sur l’arrivée, à environ {n} tours.',
  },
  'hint.reason.onlyTurn': 'C’est le seul tour possible.',
  'hint.reason.rose': 'La Rose Noire reste ainsi au cœur de la course, là où elle gêne les autres bateaux.',
  'hint.dockFast': 'Il s’arrête au {dock, select, blue {débarcadère bleu} red {débarcadère rouge} other {débarcadère}} à la vitesse {speed} : trop vite pour prendre une passagère (seulement à la vitesse 1).',
  'hint.dockUsed': 'Il s’arrête à un débarcadère où ce bateau a déjà pris une passagère : personne ne monte.',
  'hint.dockEmpty': 'Il s’arrête à un débarcadère où il ne reste plus de passagère.',
  'hint.dockFull': 'Il s’arrête à un débarcadère, mais il a déjà deux passagères à bord.',
  'new.hints': 'Autoriser les conseils du capitaine',
  'new.hintsHelp': 'À son tour, chaque joueur peut demander au capitaine difficile ce qu’il ferait. Désactivez-les pour une partie sérieuse ; la bibliothèque signale les parties où un conseil a servi. Une course en réseau n’a pas de conseils.',
  'library.hintUsed': 'conseils',
  'library.hintUsedTitle': 'Les conseils du capitaine ont servi dans cette partie.',
  'error.hint/not-your-move': 'Le capitaine ne conseille que le joueur dont c’est le tour.',
  'error.hint/off': 'Les conseils du capitaine sont désactivés pour cette partie.',
  'error.hint/game-over': 'La course est terminée : il n’y a plus rien à conseiller.',
  'error.hint/failed': 'Le capitaine n’a pas trouvé de réponse. Réessayez.',
  'hint.facing.target': `Il finit tourné ${VERS} : ainsi, il atteint {dock, select, blue {le débarcadère bleu} red {le débarcadère rouge} finish {l’arrivée} other {le débarcadère}} plus tôt au tour suivant.`,
  'hint.facing.coal': {
    one: `Il finit tourné ${VERS} : tourné vers l’aval à cet endroit, il lui en coûterait {n} charbon de plus.`,
    other: `Il finit tourné ${VERS} : tourné vers l’aval à cet endroit, il lui en coûterait {n} charbons de plus.`,
  },
  'hint.facing.only': `Il finit tourné ${VERS} : aucune façon d’arriver sur cette case ne finit plus près de l’aval.`,
};
