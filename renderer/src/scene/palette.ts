// Colours of the river scene, in one place so the look can be tuned without hunting.
import type { BoatColour } from '../../../engine/index.js';

export const BOAT_HEX: Record<BoatColour, number> = {
  white: 0xf4f2ea,
  orange: 0xf08a24,
  blue: 0x2f6fd6,
  green: 0x36a346,
  pink: 0xf27cbf,
  red: 0xd4322a,
  black: 0x262626,
};

/** Text colour for the numeral badge drawn on each boat colour (contrast ≥ 4.5:1). */
export const BOAT_INK: Record<BoatColour, string> = {
  white: '#111',
  orange: '#111',
  blue: '#fff',
  green: '#111',
  pink: '#111',
  red: '#fff',
  black: '#fff',
};

export const COLORS = {
  background: 0x9cc3d9,
  ground: 0x4f7040,
  waterA: 0x3f86bd,
  waterB: 0x3676a8,
  blueDockWater: 0x5aa8e8,
  redDockWater: 0xc46a6a,
  coalWater: 0x56606a,
  startWater: 0x6aa6cf,
  finishWater: 0xe2c25a,
  sand: 0xe0c98c,
  bank: 0xcdb57a,
  grass: 0x6d9c48,
  finishLand: 0xe8e0d0,
  shipyardLand: 0xb0b0a8,
  wood: 0x8a5a32,
  darkWood: 0x5c3b22,
  blueRoof: 0x2a62c9,
  redRoof: 0xc0392b,
  blackRoof: 0x1b1b1b,
  wall: 0xf1e6cf,
  coal: 0x222222,
  passenger: 0xffe14d,
  stack: 0x1f1f1f,
  destination: 0xffd400,
  /** Dark bands either side of a lit space's ring: it stands out on the yellow finish docks too. */
  destinationEdge: 0x10202c,
  pushTarget: 0xff4fd8,
  path: 0xffffff,
  selected: 0xffffff,
  hover: 0x00e5ff,
  /** The captain's hint's end space (tint and ring): white reads on water, banks and the yellow lit rings. */
  hint: 0xffffff,
  focus: 0xffffff,
} as const;
