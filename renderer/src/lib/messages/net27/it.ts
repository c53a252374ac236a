// Stringhe italiane dei problemi della prova in rete corretti in net27 (issue 17): il proprio
// messaggio rapido nel registro del tavolo (incluse in ../it.ts).
export const net27It = {
  'net27.noteQuickMine': 'Tu: {text}',
};
