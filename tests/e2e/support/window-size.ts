// Several window sizes looked at in one test (a test per size cost each size the app's load and the
// walk to the position): the window resized in place, then framed as the app frames a turn for that
// window. A resize alone keeps the camera's picture (scene-controller.ts resize: only a board too
// small for the turn's spaces is framed again), so without this the board at the new size would not
// be the one a player at that size sees; "reset view" frames the turn for the window it is in
// (docs/camera.md), as the turn's own framing does.
import type { Page } from '@playwright/test';
import { waitIdle } from '../play-helpers.js';

export interface Size {
  width: number;
  height: number;
}

export const sizeName = (size: Size): string => `${size.width}x${size.height}`;

/** The window at `size`, the board framed for it as a turn there is (reset view), the play screen idle. */
export async function resizeAndFrame(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  // (the scene's resize observer runs before the next frame is painted: reset after it)
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  await page.evaluate(() => (window as unknown as { __mqScene: { resetView(): void } }).__mqScene.resetView());
  await waitIdle(page);
}
