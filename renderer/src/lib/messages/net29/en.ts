// English strings of the play-test pt28's findings mended in net29: a paused network race's header
// names the player the turn order lights, not the host; Home's game to continue when not started
// (spread into ../en.ts).
export const net29En = {
  'net29.pausedNext': 'Next: {name}, once the host is back',
  'net29.pausedNextYou': 'Next: you, once the host is back',
  'net29.pausedNoTurn': 'Until the host is back',
  'net29.continueNotStarted': '“{title}”, not started yet, {players}.',
  'net29.continuePlayed': 'Or the race under way: “{title}”, round {round}, {players}.',
  'net29.continuePlayedButton': 'Back to that race',
};
