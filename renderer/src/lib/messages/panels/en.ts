// English strings of the play screen's side panel and hand-over (issue 14; spread into ../en.ts).
import { ordinalEn } from '../words15/ordinals.js';

export const panelsEn = {
  'panels.passTo': 'Pass to {name}',
  'panels.passHelp': 'Click, or press Enter or Space, when you are ready.',
  'panels.passStart': 'Start my turn',
  // the cover with two boats a captain (play-test 18: which of the two moves now was not said)
  'panels.passSecond': 'Your second boat this round: the {other} one has moved.',
  'panels.passFirst': 'Your {other} boat moves later this round.',
  // a boat of theirs pushed since their last turn, said before they see the board
  'panels.passPushed': 'Since your last turn, your {colour} boat was pushed by {by}.',
  'panels.leftRiver': 'Left the river: its side has finished',
  'panels.sidePlace': ordinalEn('', ' place'),
  'panels.leave': 'Leave',
  // the narrow leave button's second line: what its full words promise (the game kept)
  'panels.leaveSaved': 'game saved',
  'panels.leaveInLibrary': 'game in the library',
  'panels.logMore': 'Show all',
  'panels.logLess': 'Show less',
  'panels.awayThen': '{first} and {second}',
  'panels.crashEntry': 'Crash after {away}: {cost}, loses its next turn',
  'panels.stepBack': '↶ Take the step back',
  'panels.legendPushTo': 'where the pushed boat can go (click one to choose)',
  'panels.legendArrows': 'other headings to end with, and their coal (click one)',
  'panels.warnStuckAtFinish': 'You stop on a finish dock without finishing and with no coal left: from here, facing this way, your boat cannot finish next turn.',
  'panels.warnCrashNext': 'No coal left after this, and from where you end every move next turn crashes (as the boats stand now).',
  // the skip button's word on a narrow board (its whole sentence stays its title)
  'panels.skipShort': 'Speed up',
  // Confirm and "start again" in a narrow side panel (their sentences stay the buttons' names)
  'panels.confirmShort': 'Confirm',
  'panels.undoTurnShort': 'Start again',
  // a boat pushed onto a passenger dock that takes none, told in the pusher's log line
  'panels.pushedDockFast': '{boat} is pushed onto the {dock, select, blue {blue dock} red {red dock} other {dock}} at speed {speed}: no passenger (a pushed boat takes one only at speed 1)',
  'panels.pushedDockUsed': '{boat} is pushed onto a dock it already took a passenger from: no passenger',
  'panels.pushedDockEmpty': '{boat} is pushed onto a dock with no passenger left',
  'panels.pushedDockFull': '{boat} is pushed onto a dock with two passengers already aboard: no passenger',
  // the header's second line while a pushed boat's owner answers the push (play-test: it said "Captain 1's turn" again, nothing more)
  'panels.pushedTurn': 'Your boat was pushed: choose which way it faces',
};
