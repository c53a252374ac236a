// The side panel while a player chooses a speed and a course (play-test of issue 14 at 1024x700: the
// other boats' cards showed one or two of four to six boats): every boat's card, or its folded row,
// in sight whole with the speeds, the list's first place and the Confirm row, in four languages,
// with four, five and six boats, two boats to a captain, and teams.
import type { Page } from '@playwright/test';
import type { GameView } from '../../electron/services/games/schemas.js';
import { expect, test } from './fixtures.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { nextFrames, shot } from './play-helpers.js';
import { captainToPlay, playByApiUntil, playWithCaptainsUntil, setUpMode, startGame, type ModeSetup } from './play-modes.js';

/** The boat cards not in sight whole (in their box and the panel's view), by test id. */
function cardsOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const side = document.querySelector<HTMLElement>('.side-scroll')!.getBoundingClientRect();
    const box = document.querySelector<HTMLElement>('[data-testid="boat-cards"]')!.getBoundingClientRect();
    const top = Math.max(side.top, box.top, 0);
    const bottom = Math.min(side.bottom, box.bottom, innerHeight);
    return [...document.querySelectorAll<HTMLElement>('[data-testid="boat-cards"] li.card')]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.height < 8 || r.top < top - 1 || r.bottom > bottom + 1;
      })
      .map((c) => c.dataset.testid ?? '?');
  });
}

const GAMES: { what: string; setup: ModeSetup }[] = [
  {
    what: 'four boats',
    setup: { seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }, { name: 'Ben' }, { name: 'Hal', kind: 'computer', level: 'hard' }], seed: 11 },
  },
  { what: 'five boats', setup: { seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }, { name: 'Dan' }, { name: 'Eve' }], seed: 5 } },
  // (six boats, and boats grouped under their captains' or teams' names: the list collapsed under the
  // Confirm row and only the moving boat's card was kept)
  {
    what: 'six boats',
    setup: { seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }, { name: 'Dan' }, { name: 'Eve' }, { name: 'Fay' }], seed: 5 },
  },
  { what: 'three captains with two boats each', setup: { seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], twoBoats: true, seed: 5 } },
  {
    what: 'two teams of two',
    setup: { seats: [{ name: 'Ann', team: 0 }, { name: 'Ben', team: 0 }, { name: 'Cleo', team: 1 }, { name: 'Dan', team: 1 }], teams: true, seed: 21 },
  },
];

for (const { what, setup } of GAMES) {
  test(`at 1024x700 with ${what}, every boat card is in sight while a speed and a course are chosen (en, fr, it, ru)`, async ({ app, pageErrors }) => {
    test.setTimeout(300_000);
    const page = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    await setUpMode(page, setup);
    await startGame(page);
    // on to a player's move in round 2, through the API (with captains: the players' decisions as
    // playDecision would click them, each captain playing its own; clicking took most of the time)
    const wanted = (x: GameView) => !captainToPlay(x) && x.pending.kind === 'move' && x.state.round >= 2 && destinations(x.legalTurns, x.state, null).length > 0;
    const v = setup.seats.some((s) => s.kind === 'computer') ? await playWithCaptainsUntil(page, wanted, 60) : await playByApiUntil(page, wanted, 60);
    expect(v.pending.kind).toBe('move');
    const problems: string[] = [];
    for (const lang of ['en', 'fr', 'it', 'ru']) {
      await page.getByTestId('play-language').selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 20_000 });
      await nextFrames(page);
      problems.push(...(await cardsOutOfSight(page)).map((c) => `${lang}: ${c}`));
      // the speeds and the Confirm row in sight with them
      for (const id of ['speed-1', 'speed-6', 'confirm', 'undo', 'undo-turn']) await expect(page.getByTestId(id), `${what} ${lang}`).toBeInViewport({ ratio: 1 });
      await shot(page, `panel-choosing-${what.replaceAll(' ', '-')}-${lang}`);
      await expect(page.getByTestId('dest-0'), `${what} ${lang}`).toBeInViewport({ ratio: 1 });
    }
    expect(problems).toEqual([]);
    // a course: another speed's places, every card still in sight; the list starts at its top
    // (play-test: it kept the scroll position of the speed before)
    await page.getByTestId('play-language').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 20_000 });
    const list = page.getByTestId('destinations');
    const mover = v.state.boats.find((b) => b.id === (v.pending as { boat: string }).boat)!;
    const speeds = [1, 2, 3, 4, 5, 6].filter((n) => n !== mover.speed && destinations(v.legalTurns, v.state, n).length > 3);
    expect(speeds.length).toBeGreaterThan(0);
    for (const n of speeds.slice(0, 2)) {
      await list.evaluate((l) => (l.scrollTop = l.scrollHeight));
      expect(await list.evaluate((l) => l.scrollTop), 'the list scrolled down').toBeGreaterThan(0);
      await page.getByTestId(`speed-${n}`).click();
      await expect(page.getByTestId(`speed-${n}`)).toHaveAttribute('aria-checked', 'true');
      await nextFrames(page);
      expect(await list.evaluate((l) => l.scrollTop), `speed ${n}: the list at its top`).toBe(0);
      await expect(page.getByTestId('dest-0')).toBeInViewport({ ratio: 1 });
      expect(await cardsOutOfSight(page), `speed ${n}`).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });
}
