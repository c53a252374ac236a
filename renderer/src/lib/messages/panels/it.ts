// Stringhe italiane del pannello laterale e del passaggio di mano (incluse in ../it.ts).
import type { panelsEn } from './en.js';

export const panelsIt: { [K in keyof typeof panelsEn]: string } = {
  'panels.passTo': 'Passa la mano {name_a}',
  'panels.passHelp': 'Fai clic, o premi Invio o Spazio, quando sei pronto.',
  'panels.passStart': 'Inizia il mio turno',
  'panels.leftRiver': 'Ha lasciato il fiume: la sua parte ha finito',
  'panels.sidePlace': '{n}º posto',
  'panels.leave': 'Esci',
  'panels.leaveSaved': 'partita salvata',
  'panels.leaveInLibrary': 'partita in biblioteca',
  'panels.logMore': 'Mostra tutto',
  'panels.logLess': 'Mostra meno',
  'panels.awayThen': '{first} e {second}',
  'panels.crashEntry': 'Incidente dopo {away}: {cost}, salta il prossimo turno',
  'panels.stepBack': '↶ Annulla il passo',
  'panels.legendPushTo': 'dove può finire il battello spinto (fai clic per scegliere)',
  'panels.legendArrows': 'altre direzioni finali e il loro carbone (fai clic)',
  'panels.warnStuckAtFinish': 'Ti fermi su un pontile d’arrivo senza finire e senza carbone: da qui, in questa direzione, il tuo battello non potrà finire al prossimo turno.',
  'panels.warnCrashNext': 'Dopo questa mossa non hai più carbone, e da dove ti fermi ogni mossa del prossimo turno finisce in un incidente (con i battelli dove sono ora).',
  'panels.skipShort': 'Salta',
  'panels.confirmShort': 'Conferma',
  'panels.undoTurnShort': 'Ricomincia',
  'panels.pushedDockFast': '{boat_start} finisce per una spinta sul {dock, select, blue {pontile blu} red {pontile rosso} other {pontile}} a velocità {speed}: nessun passeggero (un battello spinto ne prende uno solo a velocità 1)',
  'panels.pushedDockUsed': '{boat_start} finisce per una spinta su un pontile dove ha già preso un passeggero: nessun passeggero',
  'panels.pushedDockEmpty': '{boat_start} finisce per una spinta su un pontile dove non restano passeggeri',
  'panels.pushedDockFull': '{boat_start} finisce per una spinta su un pontile con già due passeggeri a bordo: nessun passeggero',
};
