// Stringhe italiane dei problemi di rete risolti in net30: la schermata iniziale dice quando la corsa
// tenuta aspetta il turno di questo giocatore (incluse in ../it.ts).
export const net30It = {
  'net30.placeYourTurn': 'Tocca a te: la corsa ti aspetta.',
  'net30.placeAwayWaits': 'Risulti assente finché la corsa non è aperta sul tuo schermo. Il tuo posto ti aspetta ancora {time}, poi chi ospita potrà affidarlo a un capitano del computer. Ogni volta che lasci la corsa, questo tempo riparte da capo.',
  'net30.placeAwayOver': 'Risulti assente finché la corsa non è aperta sul tuo schermo. Il tuo posto non ti aspetta più: chi ospita può affidarlo a un capitano del computer.',
  'net30.placeAwayHost': 'Risulti assente finché la corsa non è aperta sul tuo schermo: gli altri ti aspettano.',
  'net30.pausedNextMine': 'Alla ripresa tocca a te.',
  'net30.pausedNext': 'Alla ripresa tocca {name_a}.',
  'net30.placeKicker': 'Corsa in rete',
  'net30.localTitle': 'La tua partita su questo computer',
  'net30.localContinue': 'Continua questa partita',
};
