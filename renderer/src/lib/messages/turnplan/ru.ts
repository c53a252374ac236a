// Русские строки планируемого хода (включены в ../ru.ts).
import { HEADING_RU } from '../headings.js';
import type { Plural } from '../types.js';
import type { turnplanEn } from './en.js';

export const turnplanRu: { [K in keyof typeof turnplanEn]: string | Plural } = {
  'turnplan.pushes': `толкает {boat_acc}, толчок сдвигает пароход на клетку ${HEADING_RU} (участок {tile}, {kind})`,
  'turnplan.stepAfter': `После этого шага: {where}, курс ${HEADING_RU}`,
  // a turn step's button: what the boat will face after it (not "Turn left": play-test)
  'turnplan.stepTurn': `Повернуть ${HEADING_RU} · {coal, plural, =0 {бесплатно} one {# уголь} few {# угля} many {# углей} other {# угля}}`,
  'turnplan.stepAdvance': `{what} · {coal, plural, =0 {бесплатно} one {# уголь} few {# угля} many {# углей} other {# угля}}`,
  'turnplan.legend': 'Что означают значки',
  'turnplan.waysShare': 'В любом случае: {parts}.',
  'turnplan.crashOnly': 'Ни на одной скорости пройти нельзя: пароход проходит сколько может и терпит аварию. Выберите, где он остановится; следующий ход он пропустит.',
  'turnplan.driftwood': 'плавник тормозит до скорости {speed}',
  'turnplan.morePlaces': { one: 'Ещё {n} клетка, где можно закончить ход…', few: 'Ещё {n} клетки, где можно закончить ход…', many: 'Ещё {n} клеток, где можно закончить ход…', other: 'Ещё {n} клетки, где можно закончить ход…' },
  'turnplan.below': { one: 'Ниже ещё {n}: прокрутите список', few: 'Ниже ещё {n}: прокрутите список', many: 'Ниже ещё {n}: прокрутите список', other: 'Ниже ещё {n}: прокрутите список' },
  'turnplan.belowShort': { one: 'Ниже ещё {n}', few: 'Ниже ещё {n}', many: 'Ниже ещё {n}', other: 'Ниже ещё {n}' },
  'turnplan.fewerPlaces': 'Показать меньше',
  'turnplan.dockFast': 'останавливается у пристани на скорости {speed}: пассажира не взять (только на скорости 1)',
  'turnplan.dockUsed': 'без пассажира: с этой пристани пароход уже брал пассажира',
  'turnplan.dockEmpty': 'без пассажира: на этой пристани никого не осталось',
  'turnplan.dockFull': 'без пассажира: на борту уже двое',
  // the way starts by leaving a sandbank: what part of its coal pays for ({cost}: "1 coal")
  'turnplan.offSandbank': 'сходит с отмели ({cost})',
  'turnplan.legendNoPassenger': 'у пристани, но без пассажира',
  'turnplan.roseAllowance': {
    one: 'нужен {n}\u00a0уголь, а «Чёрная роза» может сжечь за этот ход только {have}',
    few: 'нужно {n}\u00a0угля, а «Чёрная роза» может сжечь за этот ход только {have}',
    many: 'нужно {n}\u00a0углей, а «Чёрная роза» может сжечь за этот ход только {have}',
    other: 'нужно {n}\u00a0угля, а «Чёрная роза» может сжечь за этот ход только {have}',
  },
  'turnplan.priceWhy': 'На скорости {speed} любой путь стоит угля: {parts}.',
  'turnplan.priceTurns': 'поворот ({cost})',
  'turnplan.priceSpeed': 'смена скорости ({cost})',
  'turnplan.priceSandbank': 'сход с отмели ({cost})',
  'turnplan.settingMove': 'ход выполняется…',
};
