// Stringhe italiane delle impostazioni di suono ed effetti (incluse in ../it.ts).
import type { Plural } from '../types.js';
import type { effectsEn } from './en.js';

export const effectsIt: { [K in keyof typeof effectsEn]: string | Plural } = {
  'settings.sound': 'Volume dei suoni',
  'settings.soundMuted': 'Disattiva i suoni',
  'settings.soundMutedWhy': 'Suoni disattivati: togli « Disattiva i suoni » per cambiare il volume.',
  'settings.reduceEffects': 'Riduci gli effetti (acqua che scorre, fumo, scia, ombre)',
};
