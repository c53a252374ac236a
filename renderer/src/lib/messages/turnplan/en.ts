// English strings of the turn being planned (play-test of issue 14: which way a push sends a boat;
// spread into ../en.ts).
import { HEADING_EN } from '../headings.js';

export const turnplanEn = {
  // a push always moves a boat one space: the way it goes tells apart ways to the same place; said as
  // the pushed boat's own move (play-test pt29: "1 space upstream ... pushes Bruno one space downstream"
  // read as a contradiction)
  'turnplan.pushes': `pushes {boat}, which goes one space ${HEADING_EN} (tile {tile}, {kind})`,
  'turnplan.stepAfter': `After this step: {where}, facing ${HEADING_EN}`,
  // a turn step's button: what the boat will face after it (not "Turn left": play-test) and its coal
  'turnplan.stepTurn': `Turn to face ${HEADING_EN} · {coal, plural, =0 {free} one {# coal} other {# coal}}`,
  // an advance step's button, with the coal the engine says it burns (play-test: the turn buttons said it, Advance did not)
  'turnplan.stepAdvance': `{what} · {coal, plural, =0 {free} one {# coal} other {# coal}}`,
  'turnplan.legend': 'What the marks mean',
  // what every way to one space shares, said once above the list of ways (each then says only its own)
  'turnplan.waysShare': 'Every way here: {parts}.',
  // only crashes are left (rule 9): said in words instead of six greyed speeds
  'turnplan.crashOnly': 'No move gets through at any speed: the boat sails as far as it can and crashes. Choose where it stops; it then misses its next turn.',
  // driftwood's lost speed, said with the way before it is confirmed (it was only in the log)
  'turnplan.driftwood': 'slowed by driftwood to speed {speed}',
  // a long list of places shows the furthest down the river first; the rest open on demand
  'turnplan.morePlaces': { one: '{n} more space to end on…', other: '{n} more spaces to end on…' },
  'turnplan.below': { one: '{n} more below: scroll the list', other: '{n} more below: scroll the list' },
  // the same, short, where the sentence would take a second line (the sentence in its tooltip)
  'turnplan.belowShort': { one: '{n} more below', other: '{n} more below' },
  'turnplan.fewerPlaces': 'Show fewer spaces',
  // a way that stops on a passenger dock without taking one says why, before it is picked (docs/rules.md, Picking up a passenger)
  'turnplan.dockFast': 'stops at the dock at speed {speed}: no passenger (only at speed 1)',
  'turnplan.dockUsed': 'no passenger: this boat already took one from this dock',
  'turnplan.dockEmpty': 'no passenger: none left at this dock',
  'turnplan.dockFull': 'no passenger: two already aboard',
  // the way starts by leaving a sandbank: what part of its coal pays for ({cost}: "1 coal")
  'turnplan.offSandbank': 'leaves the sandbank ({cost})',
  'turnplan.legendNoPassenger': 'stops at a dock, no passenger',
  // the Black Rose's coal is unlimited, but it may burn only its allowance in a turn (docs/rules.md, The Black Rose)
  'turnplan.roseAllowance': { one: 'needs {n}\u00a0coal, but the Black Rose may burn only {have} this turn', other: 'needs {n}\u00a0coal, but the Black Rose may burn only {have} this turn' },
  // a speed button's tooltip where every way at that speed costs coal though the change of speed is free or cheaper (lesson 9: "1+ coal" at the present speed read against the rule just taught)
  'turnplan.priceWhy': 'Every way at speed {speed} costs coal: {parts}.',
  'turnplan.priceTurns': 'turning ({cost})',
  'turnplan.priceSpeed': 'the change of speed ({cost})',
  'turnplan.priceSandbank': 'leaving the sandbank ({cost})',
  // beside "Where to" while a picked move is being set
  'turnplan.settingMove': 'setting the move…',
};
