// Boat colours on screen (the 3D view has its own materials), and the text colour readable on each.
import type { BoatId } from '../../../engine/index.js';

export const BOAT_FILL: Record<BoatId, string> = {
  white: '#f5f3ee',
  orange: '#f08a24',
  blue: '#2f6fd6',
  green: '#2e9e4f',
  pink: '#ea7fc0',
  red: '#d23a2e',
  black: '#222222',
};
export const BOAT_INK: Record<BoatId, string> = {
  white: '#1b1b1b',
  orange: '#1b1b1b',
  blue: '#ffffff',
  green: '#ffffff',
  pink: '#1b1b1b',
  red: '#ffffff',
  black: '#ffffff',
};
