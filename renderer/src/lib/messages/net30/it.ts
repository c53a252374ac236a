// Stringhe italiane dei problemi di rete risolti in net30: la schermata iniziale dice quando la corsa
// tenuta aspetta il turno di questo giocatore (incluse in ../it.ts).
export const net30It = {
  'net30.placeYourTurn': 'Tocca a te: la corsa ti aspetta.',
};
