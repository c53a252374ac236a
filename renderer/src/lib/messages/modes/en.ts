// English strings of the ways to play: two boats each, teams, the Black Rose, the sixth boat from
// the shipyard, coal transfers (setup, play and end screens; spread into ../en.ts).
import { HEADING_EN as TOWARD } from '../headings.js';
export const modesEn = {
  // new-game screen
  'modes.legend': 'Way to play',
  'modes.summary': { one: '{n} boat on the river.', other: '{n} boats on the river.' },
  'modes.twoBoats': 'Two boats per captain',
  'modes.twoBoatsHelp': 'Each captain sails two boats: push your own, pass coal between them. A captain’s race is over when their first boat finishes.',
  'modes.teams': 'Teams',
  'modes.teamsHelp': 'Two teams (2 against 2, or 3 against 3). Team boats may pass coal; the team whose first boat finishes wins.',
  'modes.blackRose': 'The Black Rose',
  'modes.blackRoseHelp': 'A black steamer that races for nobody. Each round the captain whose boat moves last steers it, and it can refill that boat’s coal.',
  'modes.classic': 'Black Rose expansion rules (1998)',
  'modes.classicHelp': 'Two small differences from the rules played here: the Black Rose gives at most 2 coal a round, and a boat pushed onto driftwood keeps its heading.',
  'modes.sixthBoat': 'Six boats: the sixth boat in the first round starts at the shipyard and enters at start dock 3 or 5.',
  // who starts a 2-player game (the rulebook: the players choose; screens/NewGame.svelte)
  'modes.whoStarts': 'Who starts',
  'modes.whoStarts.drawn': 'Drawn by lot',
  'modes.whoStarts.help': 'The boats of whoever starts take start docks 1 and 4, the other player’s take 2 and 3.',
  'modes.startDrawn': 'The start order is drawn by lot.',
  'modes.why.twoBoats': 'Only with 2 or 3 captains.',
  'modes.why.twoBoatsForced': 'Two captains always sail two boats each.',
  'modes.why.teams': 'Needs 4 or 6 captains with one boat each.',
  'modes.why.blackRose': 'Not with these captains: the Black Rose would be boat {n}, and the river has room for 6 (it sails with 2 to 5 captains).',
  'modes.teamsUneven': 'The teams must be the same size (now {a} and {b}).',
  'modes.secondBoat': 'Second boat',
  'modes.team': 'Team',
  'modes.teamA': 'Team A',
  'modes.teamB': 'Team B',
  'modes.asideCount': { one: 'Tick exactly {n} A tile to set aside.', other: 'Tick exactly {n} A tiles to set aside.' },
  'modes.aside': { one: 'Set aside {n} A tile (the B tiles replace it):', other: 'Set aside {n} A tiles (the B tiles replace them):' },

  // play screen
  'modes.roseName': 'Black Rose',
  'modes.roseController': '{name} moves the Black Rose this round',
  'modes.roseMovedBy': 'Steered this round by {name}',
  'modes.roseCoal': { zero: 'Unlimited coal · none left for manoeuvres this turn', one: 'Unlimited coal · {n} for manoeuvres this turn', other: 'Unlimited coal · {n} for manoeuvres this turn' },
  'modes.forRose': 'deciding for the Black Rose',
  'modes.placeRose': '{name}: set the heading of the Black Rose at its start dock.',
  'modes.roseSpeed': 'Choose the Black Rose’s speed',
  'modes.enterDock': '{name}: your boat leaves the shipyard. Choose a start dock (on the river or below), then its heading.',
  'modes.dock': 'Start dock {n}',
  'modes.dockHeading': 'Heading at start dock {n}',
  'modes.atShipyard': 'At the shipyard',
  'modes.withdrawn': 'Out of the race',
  'modes.transferPrompt': '{name}: coal may pass between {boat} and a boat alongside. Choose, or go on without.',
  'modes.transferWith': 'Alongside',
  'modes.direction': 'Which way',
  'modes.give': 'Give to {boat}',
  'modes.take': 'Take from {boat}',
  'modes.amount': 'Coal',
  'modes.less': 'One less',
  'modes.more': 'One more',
  'modes.upTo': 'up to {n}',
  'modes.doTransfer': { one: 'Pass {n} coal', other: 'Pass {n} coal' },
  'modes.skipTransfer': 'No transfer',
  'modes.coalNow': '{boat}: {n} coal',

  // log
  'modes.shipyardWaits': '{boat} waits at the shipyard and enters at start dock 3 or 5 on its first turn.',
  'modes.log.enteredDock': `{boat} leaves the shipyard for start dock {dock}, pointing ${TOWARD}.`,
  'modes.log.coalTransferred': { one: '{from} passes {n} coal to {to}.', other: '{from} passes {n} coal to {to}.' },
  'modes.log.roseControl': '{name} now steers the Black Rose.',
  'modes.log.withdrawn': '{boat} leaves the river: its side has finished.',
  'modes.log.winners': 'The race is over: {names} wins!',

  // end screen
  'modes.end.teamWins': '{team} wins the race: {names}!',
  'modes.end.firstBoat': 'With two boats each, a captain’s race ends as soon as their first boat finishes.',
  'modes.end.rose': 'The Black Rose raced for nobody and takes no place.',
  'modes.listAnd': '{a} and {b}',

  // engine error codes of the modes
  'error.move/black-rose-needs-coal': 'That move would leave the Black Rose needing more than 1 coal on its next turn.',
  'error.dock/unavailable': 'That start dock is not free for the boat from the shipyard.',
  'error.transfer/not-allowed': 'Those two boats cannot pass coal now.',
  'error.transfer/amount': 'More coal than one boat has or the other can hold.',
};
