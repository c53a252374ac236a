// Stringhe italiane del turno in preparazione (incluse in ../it.ts).
import { HEADING_IT } from '../headings.js';
import type { Plural } from '../types.js';
import type { turnplanEn } from './en.js';

export const turnplanIt: { [K in keyof typeof turnplanEn]: string | Plural } = {
  'turnplan.pushes': `spinge {boat_the}, che va di uno spazio ${HEADING_IT} (tessera {tile}, {kind})`,
  'turnplan.stepAfter': `Dopo questo passo: {where}, rivolto ${HEADING_IT}`,
  // a turn step's button: what the boat will face after it (not "Turn left": play-test)
  'turnplan.stepTurn': `Gira ${HEADING_IT} · {coal, plural, =0 {gratis} one {# carbone} other {# carboni}}`,
  'turnplan.stepAdvance': `{what} · {coal, plural, =0 {gratis} one {# carbone} other {# carboni}}`,
  'turnplan.legend': 'Cosa indicano i segni',
  'turnplan.waysShare': 'In tutti i casi: {parts}.',
  'turnplan.crashOnly': 'Nessuna mossa passa, a nessuna velocità: il battello va più avanti che può e ha un incidente. Scegli dove si ferma; poi salterà il prossimo turno.',
  'turnplan.driftwood': 'rallentato dai detriti a velocità {speed}',
  'turnplan.morePlaces': { one: 'Un altro spazio d’arrivo…', other: 'Altri {n} spazi d’arrivo…' },
  'turnplan.below': { one: 'Ancora {n} più in basso: scorri l’elenco', other: 'Altri {n} più in basso: scorri l’elenco' },
  'turnplan.belowShort': { one: 'Ancora {n} più in basso', other: 'Altri {n} più in basso' },
  'turnplan.fewerPlaces': 'Mostra meno spazi',
  'turnplan.dockFast': 'si ferma al pontile a velocità {speed}: nessun passeggero (solo a velocità 1)',
  'turnplan.dockUsed': 'nessun passeggero: questo battello ne ha già preso uno da questo pontile',
  'turnplan.dockEmpty': 'nessun passeggero: non ne restano a questo pontile',
  'turnplan.dockFull': 'nessun passeggero: già due a bordo',
  // the way starts by leaving a sandbank: what part of its coal pays for ({cost}: "1 coal")
  'turnplan.offSandbank': 'lascia la secca ({cost})',
  'turnplan.legendNoPassenger': 'sosta al pontile, senza passeggero',
  'turnplan.roseAllowance': { one: 'serve {n}\u00a0carbone, ma la Rosa Nera può bruciarne al massimo {have} in questo turno', other: 'servono {n}\u00a0carboni, ma la Rosa Nera può bruciarne al massimo {have} in questo turno' },
  'turnplan.priceWhy': 'A velocità {speed} ogni percorso costa carbone: {parts}.',
  'turnplan.priceTurns': 'virare ({cost})',
  'turnplan.priceSpeed': 'cambiare velocità ({cost})',
  'turnplan.priceSandbank': 'lasciare la secca ({cost})',
  'turnplan.settingMove': 'mossa in corso…',
};
