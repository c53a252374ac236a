// Русские строки настроек звука и эффектов (входят в ../ru.ts).
import type { Plural } from '../types.js';
import type { effectsEn } from './en.js';

export const effectsRu: { [K in keyof typeof effectsEn]: string | Plural } = {
  'settings.sound': 'Громкость звука',
  'settings.soundMuted': 'Выключить звук',
  'settings.soundMutedWhy': 'Звук выключен: снимите «Выключить звук», чтобы изменить громкость.',
  'settings.reduceEffects': 'Меньше эффектов (течение, дым, след, тени)',
};
