// Stringhe italiane dell’intestazione della partita (incluse in ../it.ts).
import type { Plural } from '../types.js';
import type { headerEn } from './en.js';

export const headerIt: { [K in keyof typeof headerEn]: string | Plural } = {
  'header.roseChip': 'Rosa Nera: {name}',
  'header.cameraFollow': 'Segui il battello',
  'header.cameraOverview': 'Tutto il fiume',
  'header.cameraFree': 'Telecamera libera',
};
