// Opens a test position (tests/engine/helpers/position.ts) in the app as a scenario file, as a
// player opens one from the challenges screen: a cheap start for a board test (no game played to it).
import type { Page } from '@playwright/test';
import type { GameState } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { waitIdle } from './play-helpers.js';

/** Opens a position as a scenario file (crash-only, badge-bunch, badge-pairs; the supply left out: the rules' passengers less those on the docks). */
export async function openScenario(page: Page, p: GameState): Promise<void> {
  const sc = stateToScenario(p) as unknown as { rules: Record<string, unknown> } & Record<string, unknown>;
  delete sc.rules.riverTiles;
  delete sc.stack;
  delete sc.rulesVersion;
  delete sc.supply;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('open-challenges').click();
  await page.getByTestId('scenario-file').setInputFiles({ name: 'position.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(page);
}

