// Русские строки поля: предпросмотр стартового курса и режим для дальтоников (включены в ../ru.ts).
import { HEADING_RU as NA } from '../headings.js';
import type { Plural } from '../types.js';
import type { boardEn } from './en.js';

export const boardRu: { [K in keyof typeof boardEn]: string | Plural } = {
  'settings.colourBlind': 'Режим для дальтоников (формы и узоры в дополнение к цветам)',
  'board.headingHint': 'Выберите курс, чтобы увидеть его на реке, затем отплывайте. Клавиши 1–6: раз — выбрать, два — отплыть.',
  'board.reorientHint': 'Выберите курс, чтобы увидеть его на реке, затем поверните пароход. Клавиши 1–6: раз — выбрать, два — повернуть.',
  'board.setOff': `Отплыть ${NA}`,
  'board.faceDir': `Развернуться ${NA}`,
  // the button before a heading is picked (disabled, holding its place under the dial)
  'board.setOffIdle': 'Отплыть',
  'board.faceIdle': 'Развернуться',
  'board.firstMove': 'Первый ход с этим курсом: {cost}',
  'board.firstMoveNone': 'С этим курсом к устью не пройти',
  // the heading dial, laid out as the river runs (downstream at the top): a button's words, each
  // heading its own (play-test: two buttons each read "right bank"), and its full name with its key
  'board.dialWord': NA,
  'board.dialLabel': `{key}: ${NA}`,
  // the dial's button of the heading the boat has now (its dashed edge), said in its title (play-test pt29)
  'board.dialNow': 'текущий курс (пунктирная рамка)',
  // the banks named on the board, beside the boat to move (looking downstream, the right bank is on the right)
  'board.bank.left': 'левый берег',
  'board.bank.right': 'правый берег',
};
