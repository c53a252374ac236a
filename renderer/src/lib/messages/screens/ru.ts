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
    one: 'Для реки из {length} фрагментов нужен {n} фрагмент B.',
    few: 'Для реки из {length} фрагментов нужно {n} фрагмента B.',
    many: 'Для реки из {length} фрагментов нужно {n} фрагментов B.',
    other: 'Для реки из {length} фрагментов нужно {n} фрагмента B.',
  },
  'new.bTilesAdded': {
    one: 'Для реки из {length} фрагментов нужен {n} фрагмент B: отмечен {tiles} (можно изменить выше).',
    few: 'Для реки из {length} фрагментов нужно {n} фрагмента B: отмечены {tiles} (можно изменить выше).',
    many: 'Для реки из {length} фрагментов нужно {n} фрагментов B: отмечены {tiles} (можно изменить выше).',
    other: 'Для реки из {length} фрагментов нужно {n} фрагмента B: отмечены {tiles} (можно изменить выше).',
  },
  'new.bTilesAdd': { one: 'Добавить {n} фрагмент B', few: 'Добавить {n} фрагмента B', many: 'Добавить {n} фрагментов B', other: 'Добавить {n} фрагмента B' },
};
