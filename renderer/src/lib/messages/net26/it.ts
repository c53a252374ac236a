// Italian strings of the network play-test's findings mended in net26 (issue 17), spread into ../it.ts.
export const net26It = {
  'net26.twoBoatsRule': 'Due battelli per capitano (sempre, con due capitani)',
  'net26.twoBoatsOff': 'Ora {n} capitani: ciascuno guida un battello (due battelli per capitano venivano con due capitani).',
  'net26.twoBoatsOffMany': 'Ora {n} capitani: ciascuno guida un battello (due battelli per capitano solo in due o tre).',
  'net26.twoBoatsOn': 'Ora due capitani: ciascuno guida due battelli (sempre così in due).',
  'net26.hostServerTitle': 'Ospita una partita su un server di gioco',
  'net26.appBlinkHeld': 'Questa app per ora non risponde: nessuna mossa finché non torna.',
};
