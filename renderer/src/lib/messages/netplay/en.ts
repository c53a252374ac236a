// English strings of a networked race in play (issue 17): quick messages, the room's log, the turn
// timer, handing a seat over (spread into ../en.ts).
export const netplayEn = {
  'quick.goodRace': 'Good race!',
  'quick.oops': 'Oops',
  'quick.wellPlayed': 'Well played',
  'quick.yourTurn': 'Your turn!',
  'quick.thanks': 'Thanks',
  'quick.oneMoment': 'One moment',
  'netplay.quickOpen': 'Quick messages',
  'netplay.roomLog': 'At the table',
  'netplay.noteQuick': '{name}: {text}',
  'netplay.noteHandOver': '{name}’s seat is now played by a computer captain (level: {level}).',
  'netplay.noteTimeUp': '{name}’s time ran out: a computer captain (level: {level}) plays this turn for them.',
  'netplay.noteTookSeat': 'A player has taken over {name}’s seat.',
  'netplay.timeLeft': '{time} left',
  'netplay.handOverLevel': 'Captain’s level',
  'netplay.turnTimer': 'Time per turn',
  'netplay.turnTimerOff': 'No limit',
  'netplay.turnLevel': 'Level of the captain who plays for a late player',
  'netplay.turnTimerHint': 'When a player’s time runs out, a computer captain plays that turn for them; their next turn is theirs again.',
  'error.net/time-up': 'Your time for this turn ran out: a computer captain is playing it for you.',
  'error.net/no-seat': 'Only players with a seat can send messages.',
};
