// English strings of the note to a player out of coal (issue 16, lib/coal-note.ts; spread into ../en.ts).
export const coalEn = {
  'coal.out.free': 'Out of coal: you can still change speed by 1 and turn 60° once for free every turn (this turn: speed {speeds}).',
  'coal.out.freeNoTurn': 'Out of coal: you can still change speed by 1 for free every turn (this turn: speed {speeds}).',
  'coal.out.depots': {
    one: 'A coal depot on the river ahead fills you up to 6: end a move on it at speed 1.',
    other: '{n} coal depots on the river ahead fill you up to 6: end a move on one at speed 1.',
  },
  'coal.out.depotsToCome': 'Tiles still to come may bring coal depots: end a move on one at speed 1 to fill up to 6.',
  'coal.out.side': '{boat} can pass you coal: stop beside it at the same speed, off docks, depots, sandbanks and driftwood.',
  'coal.out.rose': 'Whoever steers the Black Rose may take coal from it: stop beside it at the same speed.',
  'coal.out.none': 'No coal comes back in this race: plan each move with these free changes.',
  'coal.out.dismiss': 'Got it',
};
