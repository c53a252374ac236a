// Stringhe italiane del tabellone: anteprima della direzione di partenza e modalità daltonici (in ../it.ts).
import { HEADING_IT as VERSO } from '../headings.js';
import type { Plural } from '../types.js';
import type { boardEn } from './en.js';

export const boardIt: { [K in keyof typeof boardEn]: string | Plural } = {
  'settings.colourBlind': 'Modalità daltonici (forme e motivi oltre ai colori)',
  'board.headingHint': 'Scegli una direzione per vederla sul fiume, poi parti. Tasti da 1 a 6: una volta per sceglierla, due per partire.',
  'board.reorientHint': 'Scegli una direzione per vederla sul fiume, poi gira il battello. Tasti da 1 a 6: una volta per sceglierla, due per girarlo.',
  'board.setOff': `Parti ${VERSO}`,
  'board.faceDir': `Punta ${VERSO}`,
  // the button before a heading is picked (disabled, holding its place under the dial)
  'board.setOffIdle': 'Parti',
  'board.faceIdle': 'Gira il battello',
  'board.firstMove': 'Prima mossa con questa direzione: {cost}',
  'board.firstMoveNone': 'Con questa direzione non si va verso valle',
  // the heading dial, laid out as the river runs (downstream at the top): a button's words, each
  // heading its own (play-test: two buttons each read "right bank"), and its full name with its key
  'board.dialWord': VERSO,
  'board.dialLabel': `{key}: ${VERSO}`,
  // the dial's button of the heading the boat has now (its dashed edge), said in its title (play-test pt29)
  'board.dialNow': 'la rotta attuale (bordo tratteggiato)',
  // the banks named on the board, beside the boat to move (looking downstream, the right bank is on the right)
  'board.bank.left': 'riva sinistra',
  'board.bank.right': 'riva destra',
};
