// English strings of the network findings mended in net30: Home says when the race kept waits for
// this player's turn (spread into ../en.ts).
export const net30En = {
  'net30.placeYourTurn': 'It is your turn: the race is waiting for you.',
  'net30.placeAwayWaits': 'You count as away while the race is not open on your screen. Your seat waits {time} more, then the host may let a computer captain sail for you. Each time you leave the race, this time starts again.',
  'net30.placeAwayOver': 'You count as away while the race is not open on your screen. Your seat no longer waits: the host may let a computer captain sail for you.',
  'net30.placeAwayHost': 'You count as away while the race is not open on your screen: the others wait for you.',
  'net30.pausedNextMine': 'When you resume, it is your turn.',
  'net30.pausedNext': 'When you resume, it is {name}’s turn.',
  'net30.placeKicker': 'Network race',
  'net30.localTitle': 'Your game on this computer',
  'net30.localContinue': 'Continue this game',
};
