// Chaînes françaises des constats du test en réseau corrigés en net27 (issue 17) : son propre message
// rapide dans le journal de la table (incluses dans ../fr.ts).
export const net27Fr = {
  'net27.noteQuickMine': 'Vous : {text}',
};
