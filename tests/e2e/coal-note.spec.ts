// The note to a player out of coal (issue 16, engine/coal-help.ts and renderer/src/lib/coal-note.ts):
// a boat at 0 coal short of its passengers is told on its third such move, once, what still works
// for free and where coal may come from, in the player's language; the next move it is not told again.
import type { Page } from '@playwright/test';
import { coalHelp, type GameState } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { playDecision, readView, waitIdle } from './play-helpers.js';

/**
 * Orange out of coal at the head of the river, its player's other boat (blue) behind with a full
 * bunker; the other player's two boats beside blue. (The river's tiles have no coal depot: the
 * coal to come is blue's.)
 */
function dryPosition(): GameState {
  const p = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'orange', at: [1, 3], speed: 2, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }, { id: 'white', at: [0, 5] }] });
  p.config.seats = [{ boats: ['orange', 'blue'] }, { boats: ['red', 'white'] }];
  for (const b of p.boats) b.owner = b.id === 'orange' || b.id === 'blue' ? 0 : 1;
  return p;
}

/** Opens a position as a scenario file (as crash-only.spec.ts does). */
async function openScenario(page: Page, p: GameState): Promise<void> {
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  delete sc.stack;
  delete sc.rulesVersion;
  // (the passengers add up to 8: those on the river's docks and aboard, the rest in the supply)
  const docks = (sc.docks as unknown as { passengers: number }[]).reduce((n, d) => n + d.passengers, 0);
  (sc as Record<string, unknown>).supply = 8 - docks - p.boats.reduce((n, b) => n + b.passengers, 0);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('open-challenges').click();
  await page.getByTestId('scenario-file').setInputFiles({ name: 'dry.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(page);
}

/** Plays on (every seat, as its player would) until orange's next move. */
async function toOrangeMove(page: Page): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await waitIdle(page);
    const v = await readView(page);
    if (v.pending.kind === 'move' && (v.pending as { boat: string }).boat === 'orange') return;
    await playDecision(page);
  }
  throw new Error('orange did not come to move');
}

test('out of coal: on the third dry move a note says once what still works and where coal comes from (en, fr), and not on the next move', async ({ app: page, pageErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScenario(page, dryPosition());
  const note = page.getByTestId('coal-note');
  // moves one and two at 0 coal: nothing said yet
  for (const move of [1, 2]) {
    await toOrangeMove(page);
    const v = await readView(page);
    expect(v.state.boats.find((b) => b.id === 'orange')!.coal, `move ${move}`).toBe(0);
    await expect(page.getByTestId('prompt')).toBeVisible();
    await expect(note, `move ${move}`).toHaveCount(0);
    await playDecision(page);
  }
  // the third: what is free this turn, then where coal may come from
  await toOrangeMove(page);
  const v = await readView(page);
  expect(v.state.boats.find((b) => b.id === 'orange')!.coal).toBe(0);
  const help = coalHelp(v.state, v.legalTurns)!;
  expect(help.sideBoats, 'blue, of the same player, has coal to pass on').toEqual(['blue']);
  const speeds = help.freeSpeeds.join(', ');
  await expect(note).toBeVisible();
  const lines = note.locator('p');
  await expect(lines.first()).toHaveText(
    help.freeTurn
      ? `Out of coal: you can still change speed by 1 and turn 60° once for free every turn (this turn: speed ${speeds}).`
      : `Out of coal: you can still change speed by 1 for free every turn (this turn: speed ${speeds}).`,
  );
  // where coal may come from: the player's other boat (no depot on this river, none to come)
  expect(help.depotsAhead).toBe(0);
  await expect(lines.nth(1)).toHaveText(/^.*blue.* can pass you coal: stop beside it at the same speed, off docks, depots, sandbanks and driftwood\.$/i);
  await expect(lines).toHaveCount(help.depotsToCome ? 3 : 2);
  await expect(page.getByTestId('coal-note-dismiss')).toHaveText('Got it');
  // in French, the same note in French
  await page.getByTestId('play-language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 20_000 });
  // (French puts a thin no-break space before a colon)
  await expect(lines.first()).toHaveText(new RegExp(`^Plus de charbon\\s:\\svous pouvez encore changer de vitesse de 1 .*gratuitement à chaque tour \\(ce tour-ci\\s:\\svitesse ${speeds}\\)\\.$`));
  await expect(lines.nth(1)).toHaveText(/peut vous passer du charbon\s:\sarrêtez-vous à côté, à la même vitesse/);
  await expect(page.getByTestId('coal-note-dismiss')).toHaveText('Compris');
  await page.getByTestId('play-language').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 20_000 });
  // played on without dismissing it: the next dry move says nothing again
  await playDecision(page);
  await toOrangeMove(page);
  const next = await readView(page);
  expect(next.state.boats.find((b) => b.id === 'orange')!.coal, 'still out of coal').toBe(0);
  await expect(page.getByTestId('prompt')).toBeVisible();
  await expect(note).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
