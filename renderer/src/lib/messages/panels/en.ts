// English strings of the play screen's side panel and hand-over (issue 14; spread into ../en.ts).
import { ordinalEn } from '../words15/ordinals.js';

export const panelsEn = {
  'panels.passTo': 'Pass to {name}',
  'panels.passHelp': 'Click, or press Enter or Space, when you are ready.',
  'panels.passStart': 'Start my turn',
  'panels.leftRiver': 'Left the river: its side has finished',
  'panels.sidePlace': ordinalEn('', ' place'),
  'panels.leave': 'Leave',
};
