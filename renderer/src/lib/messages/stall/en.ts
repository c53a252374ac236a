// English strings of the race that cannot go on: boats out of the race, the offer to end a
// stalled race (docs/rules.md, End of the game; spread into ../en.ts).
import { ordinalEn } from '../words15/ordinals.js';

export const stallEn = {
  'stall.title': 'The race has stalled',
  'stall.body': { one: 'No boat has got any further for {n} round.', other: 'No boat has got any further for {n} rounds.' },
  'stall.question': '{name}: end the race now, in the current order?',
  'stall.agree': 'End the race',
  'stall.decline': 'Keep racing',
  'stall.agreed': 'Agreed: {names}',
  'stall.waiting': 'Every player must agree.',
  'stall.end.stalled': 'The race was ended when it stalled: places by race order.',
  'stall.end.out': 'Out of the race (stuck on a sandbank without coal): {names}.',
  'stall.boatOut': 'Out of the race',
  'stall.log.out': '{boat} is stuck on a sandbank without coal: out of the race.',
  'stall.log.outPlace': ordinalEn('{boat} is stuck on a sandbank without coal: out of the race in ', ' place.'),
  'stall.log.ended': { one: 'The race is ended: nobody got further for {n} round. Places by race order.', other: 'The race is ended: nobody got further for {n} rounds. Places by race order.' },
  'error.race/not-stalled': 'The race is still moving: it can only be ended once it has stalled.',
  'error.stall/no-offer': 'There is no offer to end the race waiting for this player.',
};
