// English strings of the captain's hint (issue 16): the play screen's button and sentence, the
// setup switch, the library mark, the refusals (spread into ../en.ts).
import { HEADING_EN as TOWARD } from '../headings.js';
export const hintEn = {
  'hint.ask': 'What would the captain do?',
  'hint.askShort': 'Hint',
  'hint.askTitle': 'Ask the hard captain which turn it would play here (key H)',
  'hint.thinking': 'The captain is thinking it over…',
  'hint.turn': 'The captain would go at speed {speed} to {where} ({cost}).',
  'hint.offHere': 'The captain’s hints are off in this game.',
  'hint.play': 'Choose this move',
  'hint.dismiss': 'No, thanks',
  'hint.reason.finish': 'It crosses the finish line this turn.',
  'hint.reason.passenger': 'It picks up a passenger this turn.',
  'hint.reason.block': 'It stops {boat} from finishing next turn.',
  'hint.reason.push': 'It pushes {boat} out of the way.',
  'hint.reason.saveCoal': {
    one: 'It saves coal ({n} left): burning more would not get there any sooner.',
    other: 'It saves coal ({n} left): burning more would not get there any sooner.',
  },
  // the move spends coal where a cheaper one exists: the captain keeps coal only against faster moves;
  // its real reason for paying is where the boat ends (play-test 15: "saves coal" on a 1-coal move)
  'hint.reason.spendForPlace': {
    one: 'It spends {n} coal to end better placed than a cheaper move would leave it; burning more would not get there any sooner.',
    other: 'It spends {n} coal to end better placed than a cheaper move would leave it; burning more would not get there any sooner.',
  },
  'hint.more': 'Read on',
  // while the hint is open the list of places folds to this one line (opens it)
  'hint.otherMoves': 'Other moves',
  // with the list of places open the hint keeps its first line: this brings its reason back (folds the list)
  'hint.why': 'Why this move',
  'hint.reason.dock': {
    one: 'It heads for the {dock, select, blue {blue dock} red {red dock} other {dock}} {away}: a passenger in {n} turn.',
    other: 'It heads for the {dock, select, blue {blue dock} red {red dock} other {dock}} {away}: a passenger in {n} turns.',
  },
  'hint.reason.finishLine': {
    one: 'It heads for the finish, {n} turn away.',
    other: 'It heads for the finish, about {n} turns away.',
  },
  'hint.reason.onlyTurn': 'It is the only turn there is.',
  // the Black Rose takes no passengers and never finishes: its errand is to get in the way
  'hint.reason.rose': 'It keeps the Black Rose in the thick of the race, where it gets in the other boats’ way.',
  // the hinted turn ends on a passenger dock and no passenger boards: why (the engine's reason)
  'hint.dockFast': 'It stops at the {dock, select, blue {blue dock} red {red dock} other {dock}} at speed {speed}: too fast to take a passenger (only at speed 1).',
  'hint.dockUsed': 'It stops at a dock this boat already took a passenger from: none boards.',
  'hint.dockEmpty': 'It stops at a dock with no passenger left.',
  'hint.dockFull': 'It stops at a dock, but two passengers are already aboard.',
  'new.hints': 'Allow the captain’s hints',
  'new.hintsHelp': 'On their turn, players may ask the hard captain what it would do. Switch this off for competitive games; the library marks games in which a hint was used. A race over the network has no hints.',
  'library.hintUsed': 'hints',
  'library.hintUsedTitle': 'The captain’s hints were used in this game.',
  'error.hint/not-your-move': 'The captain only gives hints on a player’s own move.',
  'error.hint/off': 'The captain’s hints are switched off for this game.',
  'error.hint/game-over': 'The race is over: there is nothing left to hint at.',
  'error.hint/failed': 'The captain could not come up with an answer. Try again.',
  // the hinted turn ends facing off downstream: why, as the captain's measure tells (engine/captains/hint-facing.ts)
  'hint.facing.target': `It ends facing ${TOWARD}, so it reaches the {dock, select, blue {blue dock} red {red dock} finish {finish} other {dock}} sooner next turn.`,
  'hint.facing.coal': {
    one: `It ends facing ${TOWARD}: facing downstream there would cost {n} more coal.`,
    other: `It ends facing ${TOWARD}: facing downstream there would cost {n} more coal.`,
  },
  'hint.facing.only': `It ends facing ${TOWARD}: no way to that space ends facing nearer downstream.`,
};
