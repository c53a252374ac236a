// Where the river's flow is drawn on screen, read through the scene's own projection (the default
// camera looks downstream at the boat to move: the flow there points up the screen).
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { neighbour, spaceAt, type GameState, type Hex } from '../../engine/index.js';

type SceneHook = { hexToScreen(h: Hex): { x: number; y: number } };

/** Signed difference of two angles in degrees, -180..180. */
export const apart = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;

/** Downstream (0..5) at a space: its tile's flow. */
export function flowAt(s: GameState, at: Hex): number {
  return s.river[spaceAt(s.river, at)!.tileIndex]!.heading;
}

/** The boat to move in a view, and where it is (null when nobody moves or it is off the river). */
export function moverOf(v: GameView): { id: string; pos: Hex } | null {
  const id = 'boat' in v.pending ? v.pending.boat : null;
  const b = v.state.boats.find((x) => x.id === id);
  return b?.pos ? { id: b.id, pos: b.pos } : null;
}

/** Client pixels of spaces, as the scene draws them now. */
export function toScreen(page: Page, hexes: Hex[]): Promise<{ x: number; y: number }[]> {
  return page.evaluate((hs) => hs.map((h) => (window as unknown as { __mqScene: SceneHook }).__mqScene.hexToScreen(h)), hexes);
}

/** Screen angle (degrees clockwise from up) of heading `dir` at `at`, as drawn now. */
export async function drawnAngle(page: Page, at: Hex, dir: number): Promise<number> {
  const [c, d] = await toScreen(page, [at, neighbour(at, dir as 0)]);
  return (Math.atan2(d!.x - c!.x, -(d!.y - c!.y)) * 180) / Math.PI;
}

/** Screen angle of the river's flow at the boat to move in `v`, as drawn now. */
export function flowOnScreen(page: Page, v: GameView): Promise<number> {
  const me = moverOf(v)!;
  return drawnAngle(page, me.pos, flowAt(v.state, me.pos));
}
