// The list of ways (several ways to one space) in the side panel (play-test of issues 16/17): at
// 1024x700 the boat cards were reached only by scrolling the whole panel. Now the list is fitted to
// the room left and the cards scroll in their own box: the decision, Confirm and a boat card stay in
// sight together. The list says once what the ways share, each entry only where it pushes the boat.
import { legalTurns } from '../../engine/index.js';
import { stateToScenario } from '../../engine/scenario.js';
import { destinations, turnSpeed } from '../../renderer/src/lib/turns.js';
import { position } from '../engine/helpers/position.js';
import { expect, test } from './fixtures.js';
import { cardsCut, destEntry, nextFrames, shot, waitIdle } from './play-helpers.js';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

test('with the list of ways open, Confirm and the boat cards stay in sight at 1024x700, 1280x800 and 1920x1080', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  // orange can end on blue's space three ways (speed 4), each sending blue elsewhere (tests/renderer/ways-apart.test.ts)
  const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
  const d = destinations(legalTurns(p), p, null).find((x) => x.options.filter((o) => o.pushed?.length).length >= 3)!;
  // as a scenario file the app opens (the river's tiles as the rules would deal them)
  const sc = stateToScenario(p) as unknown as Record<string, Record<string, unknown>>;
  delete sc.rules!.riverTiles;
  sc.rules!.advanced = ['B2'];
  delete sc.stack;
  delete sc.rulesVersion;
  await app.setViewportSize(SIZES[0]!);
  await app.getByTestId('animation-speed').selectOption('0');
  await app.getByTestId('open-challenges').click();
  await app.getByTestId('scenario-file').setInputFiles({ name: 'ways.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc)) });
  await waitIdle(app);
  await app.getByTestId(`speed-${turnSpeed(d.options[0]!, p)}`).click();
  await (await destEntry(app, d.key)).click();
  await waitIdle(app);
  await expect(app.locator('[data-testid^="option-"]')).toHaveCount(3);
  await expect(app.getByTestId('ways-shared')).toHaveText('Every way here: 3 coal, ends facing upstream.');
  await expect(app.getByTestId('option-1')).toHaveText('Pushes Captain 3 (blue), which goes one space upstream, toward the left bank (tile 1, open water)');
  for (const size of SIZES) {
    await app.setViewportSize(size);
    await nextFrames(app);
    const at = `${size.width}x${size.height}`;
    for (const id of ['ways-shared', 'option-0', 'option-1', 'confirm', 'undo', 'boat-orange']) await expect(app.getByTestId(id), at).toBeInViewport({ ratio: 0.95 });
    if (size.height > 740) await expect(app.getByTestId('chosen-way'), at).toBeInViewport({ ratio: 0.95 });
    // the panel itself does not scroll: whatever is out of sight scrolls in its own box
    const side = app.locator('.side-scroll');
    expect(await side.evaluate((e) => e.scrollHeight - e.clientHeight), at).toBeLessThanOrEqual(1);
    if (size.height >= 800) for (const b of ['red', 'blue']) await expect(app.getByTestId(`boat-${b}`), at).toBeInViewport({ ratio: 0.95 });
    await shot(app, `ways-layout-${at}`);
  }
  // at 1024x700 the last card is in its box, brought into sight by scrolling the box alone
  await app.setViewportSize(SIZES[0]!);
  await nextFrames(app);
  await app.getByTestId('boat-blue').scrollIntoViewIfNeeded();
  await expect(app.getByTestId('boat-blue')).toBeInViewport({ ratio: 0.95 });
  for (const id of ['confirm', 'option-0']) await expect(app.getByTestId(id)).toBeInViewport({ ratio: 0.95 });
  // in French the card of the boat to move stays whole too (play-test: the ways' first two entries
  // left it a sliver at 1024x700); the list of ways scrolls in its box instead
  await app.getByTestId('play-language').selectOption('fr');
  await expect(app.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 20_000 });
  await nextFrames(app);
  for (const id of ['option-0', 'confirm', 'boat-orange']) await expect(app.getByTestId(id), 'fr').toBeInViewport({ ratio: 0.95 });
  expect(await cardsCut(app), 'fr: cards cut by their box').toBe(0);
  expect(await app.locator('.side-scroll').evaluate((e) => e.scrollHeight - e.clientHeight), 'fr').toBeLessThanOrEqual(1);
  await shot(app, 'ways-layout-fr-1024x700');
  // in Russian (longer words) too: the line repeating the way gives way in so short a window
  await app.getByTestId('play-language').selectOption('ru');
  await expect(app.getByTestId('ways-shared')).toHaveText('В любом случае: 3 угля, курс к истоку.');
  await nextFrames(app);
  await expect(app.getByTestId('chosen-way')).toBeHidden();
  for (const id of ['ways-shared', 'option-0', 'confirm']) await expect(app.getByTestId(id), 'ru').toBeInViewport({ ratio: 0.95 });
  // (the card of the boat to move in sight, its foot under the panel's edge: Confirm's second line in Russian)
  await expect(app.getByTestId('boat-orange'), 'ru').toBeInViewport({ ratio: 0.6 });
  await shot(app, 'ways-layout-ru-1024x700');
  expect(pageErrors).toEqual([]);
});
