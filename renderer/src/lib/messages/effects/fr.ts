// Chaînes françaises des réglages du son et des effets (incluses dans ../fr.ts).
import type { Plural } from '../types.js';
import type { effectsEn } from './en.js';

export const effectsFr: { [K in keyof typeof effectsEn]: string | Plural } = {
  'settings.sound': 'Volume du son',
  'settings.soundMuted': 'Couper le son',
  'settings.soundMutedWhy': 'Son coupé : décochez « Couper le son » pour changer le volume.',
  'settings.reduceEffects': 'Réduire les effets (eau qui coule, fumée, sillage, ombres)',
};
