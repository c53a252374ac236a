// French strings of the network play-test's findings mended in net26 (issue 17), spread into ../fr.ts.
export const net26Fr = {
  'net26.twoBoatsRule': 'Deux bateaux par capitaine (toujours, à deux capitaines)',
  'net26.twoBoatsOff': 'Désormais {n} capitaines : chacun mène un bateau (deux bateaux par capitaine venaient avec deux capitaines).',
  'net26.twoBoatsOffMany': 'Désormais {n} capitaines : chacun mène un bateau (deux bateaux par capitaine, seulement à deux ou trois).',
  'net26.twoBoatsOn': 'Désormais deux capitaines : chacun mène deux bateaux (toujours ainsi à deux).',
  'net26.hostServerTitle': 'Héberger une partie sur un serveur de jeu',
  'net26.appBlinkHeld': 'Cette application ne répond plus pour l’instant : aucun coup avant son retour.',
};
