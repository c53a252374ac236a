// English strings of the sound and scene-effect settings (spread into ../en.ts).
export const effectsEn = {
  'settings.sound': 'Sound volume',
  'settings.soundMuted': 'Mute sound',
  'settings.soundMutedWhy': 'Muted: turn Mute sound off to change the volume.',
  'settings.reduceEffects': 'Reduce effects (moving water, smoke, wake, shadows)',
};
