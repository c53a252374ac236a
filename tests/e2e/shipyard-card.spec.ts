// The card of the boat leaving the shipyard (six players, play-test at 1024x700): its "at the
// shipyard" words ran past the card's edge in French ("Au chantier na"); they wrap inside it now.
// The other cards fold to a row while the start dock is chosen, so all six are in sight.
import { neighbour, startDockHex, type Hex } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { expect, test } from './fixtures.js';
import { cardsCut, nextFrames, readView } from './play-helpers.js';
import { playByApiUntil, setUpMode, startGame } from './play-modes.js';

test('the boat leaving the shipyard at 1024x700: its card says "at the shipyard" whole inside the card, every boat card in sight beside the start docks, and the docks numbered on the board clear of the boats (fr, ru, en, it)', async ({ app: page, pageErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  await setUpMode(page, { seats: ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay'].map((name) => ({ name })), seed: 7 });
  await startGame(page);
  // while the others set off, the panel says which boat waits at the shipyard (play-test pt27 #4)
  const start = await readView(page);
  const sixth = start.state.order[5]!;
  const owner = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay'][start.state.boats.find((b) => b.id === sixth)!.owner]!;
  await expect(page.getByTestId('shipyard-wait')).toContainText(`${owner} (${sixth}) waits at the shipyard`);
  const v = await playByApiUntil(page, (x) => x.pending.kind === 'enterDock', 40);
  await expect(page.getByTestId('shipyard-wait')).toHaveCount(0);
  const boat = (v.pending as { boat: string }).boat;
  const card = page.getByTestId(`boat-${boat}`);
  for (const lang of ['fr', 'ru', 'en', 'it']) {
    await page.getByTestId('play-language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 20_000 });
    await nextFrames(page);
    await expect(card.locator('.status'), lang).toBeVisible();
    // every line of its words inside the card's border
    const past = await card.evaluate((li) => {
      const edge = li.getBoundingClientRect().right - 2;
      const range = document.createRange();
      range.selectNodeContents(li.querySelector('.status')!);
      return Math.max(...[...range.getClientRects()].map((r) => r.right)) - edge;
    });
    expect(past, `${lang}: the words run past the card's edge`).toBeLessThanOrEqual(0.5);
    // and, the start docks being a short choice, every boat's card in sight (the others folded to a
    // row: play-test, the first of six was scrolled away in the cards' box)
    for (const b of v.state.boats) await expect(page.getByTestId(`boat-${b.id}`), `${lang} ${b.id}`).toBeInViewport({ ratio: 1 });
    expect(await cardsCut(page), lang).toBe(0);
    await expect(page.locator('[data-testid^="dock-"]').first(), lang).toBeInViewport({ ratio: 1 });
    // the board numbers the start docks the panel names (play-test pt28 #11: "dock 3 or 5", the board said
    // nothing of which was which), each label pointing into its dock and on no boat (all five: pt29 #2)
    const docks = (v.pending as { docks: number[] }).docks;
    await expect(page.getByTestId('dock-mark'), lang).toHaveCount(5);
    for (const d of docks) {
      const hex = startDockHex(v.state.river, d);
      await expect(page.locator(`[data-testid="dock-mark"][data-hex="${hex.q},${hex.r}"]`), `${lang} dock ${d}`).toHaveText(String(d));
    }
    await page.waitForTimeout(400); // (the overlay follows the drawn frame)
    const onBoats = await page.evaluate((boats) => {
      type SceneHook = { hexToScreen(h: Hex): { x: number; y: number }; boatToScreen(b: string): { x: number; y: number } | null };
      const scene = (window as unknown as { __mqScene: SceneHook }).__mqScene;
      const labels = [...document.querySelectorAll('[data-testid="dock-mark"]')].map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
      });
      return { labels, boats: boats.map((b) => ({ id: b.id, c: scene.boatToScreen(b.id), o: scene.hexToScreen(b.at), n: scene.hexToScreen(b.next) })) };
    }, v.state.boats.flatMap((b) => (b.pos ? [{ id: b.id, at: b.pos, next: neighbour(b.pos, 0) }] : [])));
    const covered = onBoats.boats.flatMap((b) => (b.c && onBoats.labels.some((l) => overlaps({ ...l, side: 0 }, boatBox(b.c!, Math.hypot(b.n.x - b.o.x, b.n.y - b.o.y)))) ? [b.id] : []));
    expect(covered, `${lang}: boats under a dock's number`).toEqual([]);
  }
  // at 1280x800 too, every boat's row in sight (play-test pt28 #3: the last one cut while the boats set off)
  await page.setViewportSize({ width: 1280, height: 800 });
  await nextFrames(page);
  for (const b of v.state.boats) await expect(page.getByTestId(`boat-${b.id}`), `1280x800 ${b.id}`).toBeInViewport({ ratio: 1 });
  expect(pageErrors).toEqual([]);
});
