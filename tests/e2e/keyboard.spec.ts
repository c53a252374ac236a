// Keyboard play (play-test of issue 14): after a move the focus lands in the decision panel, not on
// the page; up and down move between destinations; Tab walks the start headings as laid out.
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';

test('keyboard: headings tab in screen order; arrows walk the destinations; focus lands in the panel after a move', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  await readView(page);
  // The start headings: Tab goes NW, N, NE, then SW, S, SE (the compass as drawn).
  const order: string[] = [];
  await page.getByTestId('heading-5').focus();
  for (let i = 0; i < 6; i++) {
    order.push((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ?? '');
    await page.keyboard.press('Tab');
  }
  expect(order).toEqual(['heading-5', 'heading-0', 'heading-1', 'heading-4', 'heading-3', 'heading-2']);
  // the dial in the river's words, downstream at the top (play-test: it read N, NE...)
  expect(await Promise.all(order.map(async (id) => (await page.getByTestId(id).innerText()).replace(/\s+/g, ' ')))).toEqual([
    '6 downstream, toward the left bank',
    '1 downstream',
    '2 downstream, toward the right bank',
    '5 upstream, toward the left bank',
    '4 upstream',
    '3 upstream, toward the right bank',
  ]);
  await expect(page.getByTestId('heading-1')).toHaveAttribute('title', '2: downstream, toward the right bank');
  const boxes = await Promise.all(order.map(async (id) => (await page.getByTestId(id).boundingBox())!));
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    expect(b.y > a.y + 2 || (Math.abs(b.y - a.y) <= 2 && b.x > a.x)).toBe(true); // reading order
  }
  // Every boat sets off northwards, by keys.
  while ((await readView(page)).pending.kind === 'placeBoat') {
    const rev = (await readView(page)).rev;
    await page.keyboard.press('1');
    await page.keyboard.press('1');
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(rev));
  }
  // A move: the focus is in the panel (the speed in force), not lost on the page.
  await readView(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? 'body')).toMatch(/^(speed-\d|dest-0)$/);
  // Down and up walk the list.
  await page.getByTestId('dest-0').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('dest-1')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('dest-2')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('dest-1')).toBeFocused();
  // Play it and confirm from the keyboard: the next player's decision has the focus.
  const rev = (await readView(page)).rev;
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(rev));
  await readView(page);
  await expect(page.getByTestId('confirm')).toBeFocused();
  const rev2 = (await readView(page)).rev;
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(rev2));
  await readView(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? 'body')).toMatch(/^(speed-\d|dest-0)$/);
  expect(pageErrors).toEqual([]);
});

test('a digit key picks a speed, and the focus ring goes from the old speed button to the one picked', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('start-game').click();
  while ((await readView(page)).pending.kind === 'placeBoat') {
    const rev = (await readView(page)).rev;
    await page.keyboard.press('1');
    await page.keyboard.press('1');
    await expect(page.getByTestId('play')).not.toHaveAttribute('data-rev', String(rev));
  }
  await readView(page);
  const usable = await page.locator('button[data-testid^="speed-"]:not(:disabled)').evaluateAll((bs) => bs.map((b) => Number(b.getAttribute('data-testid')!.slice(6))));
  expect(usable.length).toBeGreaterThan(1);
  const [from, to] = [usable[0]!, usable.at(-1)!];
  // on the speed grid from the keyboard (its focus ring shows), then a digit
  await page.getByTestId(`speed-${from}`).focus();
  await page.keyboard.press(String(to));
  await expect(page.getByTestId(`speed-${to}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId(`speed-${to}`)).toBeFocused();
  expect(await page.getByTestId(`speed-${to}`).evaluate((b) => b.matches(':focus-visible'))).toBe(true);
  expect(pageErrors).toEqual([]);
});
