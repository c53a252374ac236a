// Display preferences: their values and types. They are stored with the other settings in main
// (SettingsValues in electron/api/contract.ts), so they follow the player across launches and hosts.
import type { SettingsValues } from '../../../electron/api/contract.js';

export const ANIMATION_SPEEDS = [0, 2, 1, 0.5] as const; // instant, fast, normal, slow
export type CameraMode = SettingsValues['camera'];

export const MOVE_DELAYS = [0, 500, 1000, 2000] as const;

export type LocalPrefs = Pick<SettingsValues, 'animationSpeed' | 'camera' | 'moveDelay'>;
