// Русские строки главного экрана, настроек и подготовки партии (добавляются в ../ru.ts).
import type { ScreensCatalogue } from './en.js';

export const screensRu: ScreensCatalogue = {
  'home.about': 'О программе',
  'home.aboutTitle': 'О программе Mississippi Queen',
  'home.aboutClose': 'Закрыть',

  'settings.groupLanguage': 'Язык',
  'settings.groupSound': 'Звук',
  'settings.groupDisplay': 'Экран',
  'settings.groupPlay': 'Игра',

  'new.bTilesNeeded': {
    one: 'Для реки из {length} участков нужен {n} участок B.',
    few: 'Для реки из {length} участков нужно {n} участка B.',
    many: 'Для реки из {length} участков нужно {n} участков B.',
    other: 'Для реки из {length} участков нужно {n} участка B.',
  },
  'new.bTilesAdded': {
    one: 'Для реки из {length} участков нужен {n} участок B: отмечен {tiles} (можно изменить выше).',
    few: 'Для реки из {length} участков нужно {n} участка B: отмечены {tiles} (можно изменить выше).',
    many: 'Для реки из {length} участков нужно {n} участков B: отмечены {tiles} (можно изменить выше).',
    other: 'Для реки из {length} участков нужно {n} участка B: отмечены {tiles} (можно изменить выше).',
  },
  'new.bTilesAdd': { one: 'Добавить {n} участок B', few: 'Добавить {n} участка B', many: 'Добавить {n} участков B', other: 'Добавить {n} участка B' },
};
