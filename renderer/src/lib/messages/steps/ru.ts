// Russian strings of step mode: why no Advance is on offer (see ./en.ts; spread into ../ru.ts).
import type { stepsEn } from './en.js';

export const stepsRu: Record<keyof typeof stepsEn, string> = {
  'step.why.noPoints': 'Клеток хода не осталось.',
  'step.why.land': 'Впереди суша.',
  'step.why.unlaid': 'Дальше последнего участка нельзя.',
  'step.why.sandbank': 'Нет угля, чтобы сойти с отмели.',
  'step.why.driftwood': 'Слишком медленно для плавника впереди.',
  'step.why.pushSlow': 'Для толчка мало скорости.',
  'step.why.pushSandbank': 'Пароход на отмели не толкают.',
  'step.why.pushNowhere': 'Пароходу впереди некуда деться.',
  'step.why.deadEnd': 'Оттуда ход не закончить.',
  'step.why.roseCoal': '«Чёрной розе» не хватило бы угля.',
};
