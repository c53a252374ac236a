// Display preferences the API's settings schema does not hold yet (animation speed, camera).
// TODO(settings): move `animationSpeed` and `camera` into SettingsValues in electron/api/contract.ts
// (see the R2 report for the exact change); until then they live in this browser profile only.
export const ANIMATION_SPEEDS = [0, 2, 1, 0.5] as const; // instant, fast, normal, slow
export type CameraMode = 'follow' | 'overview';

export interface LocalPrefs {
  animationSpeed: number;
  camera: CameraMode;
}

const KEY = 'mq.prefs';
export const DEFAULT_PREFS: LocalPrefs = { animationSpeed: 1, camera: 'follow' };

export function loadPrefs(): LocalPrefs {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<LocalPrefs>;
    return {
      animationSpeed: (ANIMATION_SPEEDS as readonly number[]).includes(raw.animationSpeed as number) ? raw.animationSpeed! : DEFAULT_PREFS.animationSpeed,
      camera: raw.camera === 'overview' ? 'overview' : 'follow',
    };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

export function savePrefs(p: LocalPrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage full or disabled: the preference lasts for this session only.
  }
}
