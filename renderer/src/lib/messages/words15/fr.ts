// Chaînes françaises ajoutées par la relecture (issue 15), incluses dans ../fr.ts.
import type { Plural } from '../types.js';
import type { words15En } from './en.js';

export const words15Fr: { [K in keyof typeof words15En]: string | Plural } = {
  'keys.tab': 'Tab',
  'keys.enter': 'Entrée',
  'keys.backspace': 'Retour arrière',
  'keys.esc': 'Échap',
  'chart.along':
    '{part, select, start {au début de la tuile {tile}} quarter {au quart de la tuile {tile}} half {au milieu de la tuile {tile}} other {aux trois quarts de la tuile {tile}}}',
  'chart.atFinish': 'à l’arrivée',
  'log.part.pushedBoat': '{n, plural, one {{boat_the}} =2 {{boat_the} deux fois} other {{boat_the} # fois}}',
  'modes.why.classic': 'Sans effet dans cette course : elles ne comptent qu’avec la Rose Noire ou une tuile à bois flottant (B1-B2, B2).',
  'game.importedTitle': 'Partie importée',
};
