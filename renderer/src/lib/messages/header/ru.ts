// Русские строки заголовка партии (входят в ../ru.ts).
import type { Plural } from '../types.js';
import type { headerEn } from './en.js';

export const headerRu: { [K in keyof typeof headerEn]: string | Plural } = {
  'header.roseChip': '«Чёрная роза»: {name}',
  'header.cameraFollow': 'За пароходом',
  'header.cameraOverview': 'Вся река',
  'header.cameraFree': 'Свободная камера',
};
