// Chaînes françaises de l’en-tête de la partie (incluses dans ../fr.ts).
import type { Plural } from '../types.js';
import type { headerEn } from './en.js';

export const headerFr: { [K in keyof typeof headerEn]: string | Plural } = {
  'header.roseChip': 'Rose Noire : {name}',
  'header.cameraFollow': 'Suivre le bateau',
  'header.cameraOverview': 'Tout le fleuve',
  'header.cameraFree': 'Caméra libre',
};
