// English strings of the new-game form's remembered line-up (issue 14, play-test: a newcomer
// started a wrong game, not seeing the form kept the last one). Spread into ../en.ts.
export const lineupEn = {
  'new.lineUpLast': 'Same captains as last time.',
  'new.lineUpReset': 'Reset to default',
  /** Starting a game while another is unfinished: where that one stays (play-test: no word of it). */
  'new.unfinished': 'Your unfinished game “{title}” (round {round}) stays in the Library, on the home screen: you can go on with it later.',
};
