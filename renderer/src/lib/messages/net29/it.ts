// Stringhe italiane dei problemi del test pt28 corretti in net29: l’intestazione di una corsa in rete in
// pausa nomina chi i turni illuminano, non chi ospita; la partita da riprendere non ancora iniziata (incluse in ../it.ts).
export const net29It = {
  'net29.continueNotStarted': '«{title}», non ancora iniziata, {players}.',
};
