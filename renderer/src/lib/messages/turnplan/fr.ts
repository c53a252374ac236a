// Chaînes françaises du tour en préparation (incluses dans ../fr.ts).
import { HEADING_FR } from '../headings.js';
import type { Plural } from '../types.js';
import type { turnplanEn } from './en.js';

export const turnplanFr: { [K in keyof typeof turnplanEn]: string | Plural } = {
  'turnplan.pushes': `pousse {boat_the}, qui va d’une case ${HEADING_FR} (tuile {tile}, {kind})`,
  'turnplan.stepAfter': `Après ce pas : {where}, cap ${HEADING_FR}`,
  // a turn step's button: what the boat will face after it (not "Turn left": play-test)
  'turnplan.stepTurn': `Tourner ${HEADING_FR} · {coal, plural, =0 {gratuit} one {# charbon} other {# charbons}}`,
  'turnplan.stepAdvance': `{what} · {coal, plural, =0 {gratuit} one {# charbon} other {# charbons}}`,
  'turnplan.legend': 'Ce que disent les marques',
  'turnplan.waysShare': 'Dans tous les cas : {parts}.',
  'turnplan.crashOnly': 'Aucun mouvement ne passe, à aucune vitesse : le bateau va aussi loin qu’il peut, puis a un accident. Choisissez où il s’arrête ; il perdra ensuite son prochain tour.',
  'turnplan.driftwood': 'freiné par le bois flottant : vitesse {speed}',
  'turnplan.morePlaces': { one: 'Une autre case d’arrivée…', other: '{n} autres cases d’arrivée…' },
  'turnplan.below': { one: 'Encore {n} plus bas : faites défiler la liste', other: 'Encore {n} plus bas : faites défiler la liste' },
  'turnplan.belowShort': { one: 'Encore {n} plus bas', other: 'Encore {n} plus bas' },
  'turnplan.fewerPlaces': 'Afficher moins de cases',
  'turnplan.dockFast': 's’arrête au débarcadère à la vitesse {speed} : pas de passagère (seulement à la vitesse 1)',
  'turnplan.dockUsed': 'pas de passagère : ce bateau en a déjà pris une à ce débarcadère',
  'turnplan.dockEmpty': 'pas de passagère : il n’en reste plus à ce débarcadère',
  'turnplan.dockFull': 'pas de passagère : déjà deux à bord',
  // the way starts by leaving a sandbank: what part of its coal pays for ({cost}: "1 coal")
  'turnplan.offSandbank': 'quitte le banc de sable ({cost})',
  'turnplan.legendNoPassenger': 'arrêt au débarcadère, sans passagère',
  'turnplan.roseAllowance': { one: 'il faut {n}\u00a0charbon, mais la Rose Noire peut en brûler au plus {have} ce tour-ci', other: 'il faut {n}\u00a0charbons, mais la Rose Noire peut en brûler au plus {have} ce tour-ci' },
  'turnplan.priceWhy': 'À la vitesse {speed}, chaque façon coûte du charbon : {parts}.',
  'turnplan.priceTurns': 'tourner ({cost})',
  'turnplan.priceSpeed': 'changer de vitesse ({cost})',
  'turnplan.priceSandbank': 'quitter le banc de sable ({cost})',
  'turnplan.settingMove': 'déplacement en cours…',
};
