// Picking a way (play-test of issue 14): a player who clicked a destination or a way and then
// presses Enter means "go ahead" (Confirm), not "click that entry again"; the boat sailing the
// picked way is the player's own preview, not "the boats are moving".
import type { Page } from '@playwright/test';
import { legalTurns } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { destinations, turnSpeed, type Destination } from '../../renderer/src/lib/turns.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { destEntry, readView, waitIdle } from './play-helpers.js';

/**
 * Opens a position where orange can end on blue's space three ways (speed 4), each sending blue
 * elsewhere (ways-layout.spec.ts), with the speed to get there chosen: that destination (its ways
 * and where each sends the pushed boat).
 */
async function openPushWays(page: Page): Promise<Destination> {
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
  const d = destinations(legalTurns(p), p, null).find((x) => x.options.filter((o) => o.pushed?.length).length >= 3)!;
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  sc.rules!.advanced = ['B2'];
  delete sc.stack;
  delete sc.rulesVersion;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('animation-speed').selectOption('1');
  await page.getByTestId('open-challenges').click();
  await page.getByTestId('scenario-file').setInputFiles({ name: 'ways.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(page);
  await page.getByTestId(`speed-${turnSpeed(d.options[0]!, p)}`).click();
  return d;
}

// One position, one page, the player's steps in their order (four tests once, each opening the
// position anew): the speed grid, the destination sailed, a way picked on the board, then Enter.
test('picking a way: the speed grid, the way sailed as the player\'s own preview, a way chosen on the board, Enter confirms', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const d = await openPushWays(app);

  await test.step('in the speed grid the speed chosen is filled, the keyboard focus is a ring of another colour', async () => {
    const chosen = app.locator('[data-testid^="speed-"][aria-checked="true"]');
    await expect(chosen).toHaveCount(1);
    const other = app.locator('[data-testid^="speed-"][aria-checked="false"]:not(:disabled)').first();
    const look = (el: Element) => {
      const c = getComputedStyle(el);
      return { outline: c.outlineStyle === 'none' ? 'none' : c.outlineColor, background: c.backgroundColor, border: c.borderTopColor, focus: el.matches(':focus-visible') };
    };
    // a keyboard player: Tab into the grid, then onto another speed without choosing it
    await chosen.focus();
    await app.keyboard.press('Shift+Tab');
    await app.keyboard.press('Tab');
    await expect(chosen).toBeFocused();
    await other.evaluate((el) => (el as HTMLElement).focus());
    const focused = await other.evaluate(look);
    const picked = await chosen.evaluate(look);
    const plain = await app.locator('[data-testid^="speed-"][aria-checked="false"]:not(:disabled)').nth(1).evaluate(look);
    expect(focused.focus).toBe(true);
    expect(picked.focus).toBe(false);
    // focus: a ring, no fill; chosen: a fill, no ring; and never in the same colour
    expect(focused.outline).not.toBe('none');
    expect(focused.background).toBe(plain.background);
    expect(picked.outline).toBe('none');
    expect(picked.background).not.toBe(plain.background);
    expect(focused.outline).not.toBe(picked.background);
    expect(focused.outline).not.toBe(picked.border);
  });

  await test.step('the boat sailing the picked way is not "the boats are moving"', async () => {
    // every header shown while the board moves
    await app.evaluate(() => {
      const w = window as unknown as { __moving: string[] };
      w.__moving = [];
      const look = () => {
        if (document.querySelector('.board[aria-busy="true"]')) w.__moving.push(document.querySelector('[data-testid="banner"] h2')?.getAttribute('data-testid') ?? '');
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
    await (await destEntry(app, d.key)).click();
    await waitIdle(app);
    const seen = await app.evaluate(() => (window as unknown as { __moving: string[] }).__moving);
    // the board did move (the way was sailed), under the player's own header
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((h) => h === 'boats-moving')).toEqual([]);
  });

  let j = 0;
  await test.step('choosing where a pushed boat goes on the board goes straight from one way to the other', async () => {
    await expect(app.getByTestId('option-0')).toHaveAttribute('aria-pressed', 'true');
    const pushedTo = (k: number) => d.options[k]!.pushed![0]!.pos;
    j = d.options.findIndex((o) => o.pushed?.length && JSON.stringify(o.pushed[0]!.pos) !== JSON.stringify(pushedTo(0)));
    expect(j).toBeGreaterThan(0);
    // every prompt and every count of lit spaces shown from the click until the board is still
    const litBefore = await app.evaluate(() => (window as unknown as { __mqScene: { marks(): { drawn: { destinations: number } } } }).__mqScene.marks().drawn.destinations);
    await app.evaluate(() => {
      const w = window as unknown as { __seen: { prompt: string; lit: number }[]; __look: boolean };
      w.__seen = [];
      w.__look = true;
      const look = () => {
        w.__seen.push({ prompt: document.querySelector('[data-testid="prompt"]')?.textContent ?? '', lit: (window as unknown as { __mqScene: { marks(): { drawn: { destinations: number } } } }).__mqScene.marks().drawn.destinations });
        if (w.__look) requestAnimationFrame(look);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      look();
    });
    // the pink push space where way j sends the pushed boat, clicked on the board
    const at = await app.evaluate((h) => (window as unknown as { __mqScene: { hexToScreen(h: unknown): { x: number; y: number } } }).__mqScene.hexToScreen(h), pushedTo(j));
    await app.mouse.click(at.x, at.y);
    await expect(app.getByTestId(`option-${j}`)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
    await waitIdle(app);
    const seen = await app.evaluate(() => {
      const w = window as unknown as { __seen: { prompt: string; lit: number }[]; __look: boolean };
      w.__look = false;
      return w.__seen;
    });
    expect(seen.length).toBeGreaterThan(2);
    // never back at "Choose your speed" with every space lit (play-test: ~3 s of it between the two ways)
    expect(seen.filter((s) => /speed/i.test(s.prompt))).toEqual([]);
    expect(Math.max(...seen.map((s) => s.lit))).toBeLessThanOrEqual(litBefore);
  });

  await test.step('Enter after clicking a destination or a way confirms the way', async () => {
    // the player clicks the way already marked (the one they want) and presses Enter: the turn is confirmed
    await app.getByTestId(`option-${j}`).click();
    const before = await readView(app);
    await app.keyboard.press('Enter');
    await expect(app.getByTestId('play')).not.toHaveAttribute('data-rev', String(before.rev), { timeout: 10_000 });
    const after = await readView(app);
    expect(after.rev).toBeGreaterThan(before.rev);
    // the turn ended (confirmed): the game has gone on to the next turn
    expect(`${after.state.round}:${after.state.turnIndex}`).not.toBe(`${before.state.round}:${before.state.turnIndex}`);
  });
  expect(pageErrors).toEqual([]);
});
