// The first screen's strings in the four rulebook languages. A real message catalogue arrives with
// the play screen; this keeps the language setting visibly doing something from day one.
import type { Language } from '../../../electron/api/contract.js';

const en = {
  subtitle: 'The paddle-steamer race',
  version: 'Version',
  host: 'Running in',
  hostElectron: 'the desktop app',
  hostBrowser: 'the browser host',
  settings: 'Settings',
  language: 'Language',
  reducedMotion: 'Reduce motion',
  saved: 'Saved',
  stale: 'Settings were changed elsewhere; showing the latest.',
  failed: 'Could not reach the game service',
  loading: 'Loading…',
};
type Strings = typeof en;

const fr: Strings = {
  subtitle: 'La course des bateaux à aubes',
  version: 'Version',
  host: 'Fonctionne dans',
  hostElectron: "l'application de bureau",
  hostBrowser: "l'hôte navigateur",
  settings: 'Réglages',
  language: 'Langue',
  reducedMotion: 'Réduire les animations',
  saved: 'Enregistré',
  stale: 'Les réglages ont changé ailleurs ; voici les plus récents.',
  failed: 'Le service du jeu ne répond pas',
  loading: 'Chargement…',
};

const it: Strings = {
  subtitle: 'La corsa dei battelli a ruota',
  version: 'Versione',
  host: 'In esecuzione in',
  hostElectron: "l'app desktop",
  hostBrowser: "l'host del browser",
  settings: 'Impostazioni',
  language: 'Lingua',
  reducedMotion: 'Riduci le animazioni',
  saved: 'Salvato',
  stale: 'Le impostazioni sono cambiate altrove; ecco le più recenti.',
  failed: 'Il servizio di gioco non risponde',
  loading: 'Caricamento…',
};

const ru: Strings = {
  subtitle: 'Гонка колёсных пароходов',
  version: 'Версия',
  host: 'Запущено в',
  hostElectron: 'настольном приложении',
  hostBrowser: 'браузерном режиме',
  settings: 'Настройки',
  language: 'Язык',
  reducedMotion: 'Меньше анимации',
  saved: 'Сохранено',
  stale: 'Настройки изменились в другом окне; показаны последние.',
  failed: 'Игровой сервис не отвечает',
  loading: 'Загрузка…',
};

export const STRINGS: Record<Language, Strings> = { en, fr, it, ru };
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', it: 'Italiano', ru: 'Русский' };
