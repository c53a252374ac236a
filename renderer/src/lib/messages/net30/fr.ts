// Chaînes françaises des constats réseau corrigés en net30 : l’accueil dit quand la course gardée
// attend le tour de ce joueur (incluses dans ../fr.ts).
export const net30Fr = {
  'net30.placeYourTurn': 'À vous de jouer : la course vous attend.',
  'net30.placeAwayWaits': 'Vous comptez comme absent tant que la course n’est pas ouverte sur votre écran. Votre place vous attend encore {time}, puis l’hôte pourra la confier à un capitaine de l’ordinateur. Chaque fois que vous quittez la course, ce délai recommence en entier.',
  'net30.placeAwayOver': 'Vous comptez comme absent tant que la course n’est pas ouverte sur votre écran. Votre place ne vous attend plus : l’hôte peut la confier à un capitaine de l’ordinateur.',
  'net30.placeAwayHost': 'Vous comptez comme absent tant que la course n’est pas ouverte sur votre écran : les autres vous attendent.',
  'net30.pausedNextMine': 'À la reprise, ce sera à vous de jouer.',
  'net30.pausedNext': 'À la reprise, ce sera au tour {name_de}.',
  'net30.placeKicker': 'Course en réseau',
  'net30.localTitle': 'Votre partie sur cet ordinateur',
  'net30.localContinue': 'Reprendre cette partie',
};
