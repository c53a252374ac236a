// English strings of the network play-test's findings mended in net26 (issue 17): two boats per
// captain in the lobby, the host's title on a game server, a page whose app is away (spread into ../en.ts).
export const net26En = {
  'net26.twoBoatsRule': 'Two boats per captain (always, with two captains)',
  'net26.twoBoatsOff': 'Now {n} captains: each sails one boat (two boats per captain came with two captains).',
  'net26.twoBoatsOffMany': 'Now {n} captains: each sails one boat (two boats per captain is only for two or three).',
  'net26.twoBoatsOn': 'Now two captains: each sails two boats (always so with two).',
  'net26.hostServerTitle': 'Host a game on a game server',
  'net26.appBlinkHeld': 'This app does not answer for now: no moves until it is back.',
};
