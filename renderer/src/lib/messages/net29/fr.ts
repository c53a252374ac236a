// Chaînes françaises des constats du test pt28 corrigés en net29 : l’en-tête d’une course en réseau
// en pause nomme le joueur que l’ordre de jeu éclaire, pas l’hôte ; la partie à reprendre de l’accueil
// quand elle n’est pas commencée (incluses dans ../fr.ts).
export const net29Fr = {
  'net29.pausedNext': 'Ensuite : {name}, au retour de l’hôte',
  'net29.pausedNextYou': 'Ensuite : vous, au retour de l’hôte',
  'net29.pausedNoTurn': 'Jusqu’au retour de l’hôte',
  'net29.continueNotStarted': '« {title} », pas encore commencée, {players}.',
  'net29.continuePlayed': 'Ou la course en cours : « {title} », manche {round}, {players}.',
  'net29.continuePlayedButton': 'Reprendre cette course',
};
