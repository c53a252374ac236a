// Stringhe italiane dei problemi del test pt28 corretti in net29: l’intestazione di una corsa in rete in
// pausa nomina chi i turni illuminano, non chi ospita; la partita da riprendere non ancora iniziata (incluse in ../it.ts).
export const net29It = {
  'net29.pausedNext': 'Poi tocca {name_a}, quando torna chi ospita',
  'net29.pausedNextYou': 'Poi tocca a te, quando torna chi ospita',
  'net29.pausedNoTurn': 'Finché chi ospita non torna',
  'net29.continueNotStarted': '«{title}», non ancora iniziata, {players}.',
  'net29.continuePlayed': 'Oppure la corsa già iniziata: «{title}», giro {round}, {players}.',
  'net29.continuePlayedButton': 'Riprendi quella corsa',
};
