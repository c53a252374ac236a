// English strings of the board itself: start-heading preview and the colour-blind setting (spread into ../en.ts).
import { HEADING_EN as TOWARD } from '../headings.js';
export const boardEn = {
  'settings.colourBlind': 'Colour-blind mode (shapes and patterns as well as colours)',
  'board.headingHint': 'Pick a heading to see it on the river, then set off. Keys 1 to 6: once to pick, twice to set off.',
  'board.reorientHint': 'Pick a heading to see it on the river, then turn the boat. Keys 1 to 6: once to pick, twice to turn it.',
  'board.setOff': `Set off facing ${TOWARD}`,
  'board.faceDir': `Face ${TOWARD}`,
  // the button before a heading is picked (disabled, holding its place under the dial)
  'board.setOffIdle': 'Set off',
  'board.faceIdle': 'Turn the boat',
  'board.firstMove': 'First move from this heading: {cost}',
  'board.firstMoveNone': 'No way downstream from this heading',
  // the heading dial, laid out as the river runs (downstream at the top): a button's words, each
  // heading its own (play-test: two buttons each read "right bank"), and its full name with its key
  'board.dialWord': TOWARD,
  'board.dialLabel': `{key}: ${TOWARD}`,
  // the dial's button of the heading the boat has now (its dashed edge), said in its title (play-test pt29)
  'board.dialNow': 'the way it faces now (dashed edge)',
  // the banks named on the board, beside the boat to move (looking downstream, the right bank is on the right)
  'board.bank.left': 'left bank',
  'board.bank.right': 'right bank',
};
