// Step mode's keys do one thing whatever has the focus (newcomer's play-test of issue 14: with a
// speed button focused the arrows changed the speed, while the rules page says they steer): the
// arrows steer in step mode from a speed button, from the step-mode box, from the page.
import { expect, test } from './fixtures.js';
import { readView } from './play-helpers.js';
import { startDefaultGame } from './play-modes.js';

test('step mode: the arrows steer with a speed button or the step-mode box focused; the speed picked stays', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await startDefaultGame(page, 11);
  const v0 = await readView(page);
  const id = (v0.pending as { boat: string }).boat;
  const boatOf = async () => (await readView(page)).state.boats.find((b) => b.id === id)!;
  const before = await boatOf();
  await page.getByTestId('speed-2').click();
  await page.getByTestId('step-mode').check();
  // the focus on a speed button (the radio group): left turns the boat, it does not pick speed 1
  await page.getByTestId('speed-2').focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(v0.rev);
  const turned = await boatOf();
  expect(turned.heading).toBe((before.heading + 5) % 6);
  expect(turned.speed).toBe(2); // the speed picked went first with the step
  expect(turned.pos).toEqual(before.pos);
  // the focus on the step-mode box: up advances one space
  await page.getByTestId('step-mode').focus();
  const rev = (await readView(page)).rev;
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await readView(page)).rev).toBeGreaterThan(rev);
  const moved = await boatOf();
  expect(moved.pos).not.toEqual(before.pos);
  expect(moved.heading).toBe(turned.heading);
  await expect(page.getByTestId('step-mode')).toBeChecked(); // the box kept its state
  expect(pageErrors).toEqual([]);
});
