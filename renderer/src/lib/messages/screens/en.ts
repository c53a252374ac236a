// English strings of the home, settings and setup screens added for issue 15 (spread into ../en.ts).
import type { Plural } from '../types.js';

export const screensEn = {
  'home.about': 'About',
  'home.aboutTitle': 'About Mississippi Queen',
  'home.aboutClose': 'Close',

  'settings.groupLanguage': 'Language',
  'settings.groupSound': 'Sound',
  'settings.groupDisplay': 'Display',
  'settings.groupPlay': 'Play',

  'new.bTilesNeeded': { one: 'A river of {length} tiles needs {n} B tile.', other: 'A river of {length} tiles needs {n} B tiles.' },
  'new.bTilesAdded': { one: 'A river of {length} tiles needs {n} B tile: {tiles} ticked (change it above).', other: 'A river of {length} tiles needs {n} B tiles: {tiles} ticked (change them above).' },
  'new.bTilesAdd': { one: 'Add {n} B tile', other: 'Add {n} B tiles' },
} satisfies Record<string, string | Plural>;

export type ScreensCatalogue = { [K in keyof typeof screensEn]: string | Plural };
