// Stringhe italiane delle schermate iniziale, impostazioni e preparazione (aggiunte a ../it.ts).
import type { ScreensCatalogue } from './en.js';

export const screensIt: ScreensCatalogue = {
  'home.about': 'Informazioni',
  'home.aboutTitle': 'Informazioni su Mississippi Queen',
  'home.aboutClose': 'Chiudi',

  'settings.groupLanguage': 'Lingua',
  'settings.groupSound': 'Audio',
  'settings.groupDisplay': 'Visualizzazione',
  'settings.groupPlay': 'Gioco',

  'new.bTilesNeeded': { one: 'Un fiume di {length} tessere richiede {n} tessera B.', other: 'Un fiume di {length} tessere richiede {n} tessere B.' },
  'new.bTilesAdded': {
    one: 'Un fiume di {length} tessere richiede {n} tessera B: {tiles} è selezionata (puoi cambiarla qui sopra).',
    other: 'Un fiume di {length} tessere richiede {n} tessere B: {tiles} sono selezionate (puoi cambiarle qui sopra).',
  },
  'new.bTilesAdd': { one: 'Aggiungi {n} tessera B', other: 'Aggiungi {n} tessere B' },
};
