// English strings of the network findings mended in net30: Home says when the race kept waits for
// this player's turn (spread into ../en.ts).
export const net30En = {
  'net30.placeYourTurn': 'It is your turn: the race is waiting for you.',
};
