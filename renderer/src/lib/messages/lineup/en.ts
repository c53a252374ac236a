// English strings of the new-game form's remembered line-up (issue 14, play-test: a newcomer
// started a wrong game, not seeing the form kept the last one). Spread into ../en.ts.
export const lineupEn = {
  'new.lineUpLast': 'Same captains as last time.',
  'new.lineUpReset': 'Reset to default',
};
