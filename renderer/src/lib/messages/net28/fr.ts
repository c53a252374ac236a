// Chaînes françaises des constats du test en réseau corrigés en net28 (issue 17, pt27) : l’hôte hors
// ligne (son application tourne, sa page est fermée) puis de retour (incluses dans ../fr.ts).
export const net28Fr = {
  'net28.offline': '{name_start} : hors ligne. La course attendra à son tour.',
  'net28.offlineTimer': '{name_start} : hors ligne. Quand son temps est écoulé, un capitaine de l’ordinateur joue son tour.',
  'net28.cardOffline': 'Hors ligne : son tour attendra',
  'net28.noteBack': '{name_start} est de retour.',
  'net28.noteBackMine': 'Vous êtes de retour.',
  'net28.watchHostOffline': 'L’hôte est hors ligne : la course attend son retour.',
};
