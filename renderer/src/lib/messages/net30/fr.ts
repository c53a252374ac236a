// Chaînes françaises des constats réseau corrigés en net30 : l’accueil dit quand la course gardée
// attend le tour de ce joueur (incluses dans ../fr.ts).
export const net30Fr = {
  'net30.placeYourTurn': 'À vous de jouer : la course vous attend.',
};
