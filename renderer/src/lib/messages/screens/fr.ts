// Chaînes françaises des écrans d'accueil, de réglages et de préparation (ajoutées à ../fr.ts).
import type { ScreensCatalogue } from './en.js';

export const screensFr: ScreensCatalogue = {
  'home.about': 'À propos',
  'home.aboutTitle': 'À propos de Mississippi Queen',
  'home.aboutClose': 'Fermer',

  'settings.groupLanguage': 'Langue',
  'settings.groupSound': 'Son',
  'settings.groupDisplay': 'Affichage',
  'settings.groupPlay': 'Jeu',

  'new.bTilesNeeded': { one: 'Un fleuve de {length} tuiles demande {n} tuile B.', other: 'Un fleuve de {length} tuiles demande {n} tuiles B.' },
  'new.bTilesAdded': {
    one: 'Un fleuve de {length} tuiles demande {n} tuile B : {tiles} est cochée (modifiable plus haut).',
    other: 'Un fleuve de {length} tuiles demande {n} tuiles B : {tiles} sont cochées (modifiables plus haut).',
  },
  'new.bTilesAdd': { one: 'Ajouter {n} tuile B', other: 'Ajouter {n} tuiles B' },
};
