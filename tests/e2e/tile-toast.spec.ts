// A drawn tile's toast (play-test: "Tile 9 added, heading left." covered a button at the top right,
// and the die's roll was only in the log): it shows the die's face with the words and covers none of
// the board's controls, nor the die the board shows, at the play-test's window sizes. Lesson 6 draws a tile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Action, LegalTurn } from '../../engine/index.js';
import type { Page } from '@playwright/test';
import { expect, ROOT, test } from './fixtures.js';
import { destEntry, readView } from './play-helpers.js';

const solution = (JSON.parse(readFileSync(path.join(ROOT, 'engine/data/lessons/6-the-river-grows.json'), 'utf8')) as { solution: Action[] }).solution;

/** Lesson 6 played to its goal through the UI: its move draws a tile. */
async function drawTile(page: Page): Promise<void> {
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('open-lessons').click();
  await page.getByTestId('lesson-play-6').click();
  await expect(page.getByTestId('lesson-guide')).toHaveAttribute('data-lesson', '6');
  const v = await readView(page);
  const turn = v.legalTurns.find((t: LegalTurn) => JSON.stringify(t.actions) === JSON.stringify(solution))!;
  const speed = solution.find((a) => a.type === 'speed') as { speed: number } | undefined;
  if (speed) await page.getByTestId(`speed-${speed.speed}`).click();
  await (await destEntry(page, `${turn.end.pos.q},${turn.end.pos.r}`)).click();
  await page.getByTestId('confirm').click();
}

test('a drawn tile is told with the die face, in a toast over no control', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await drawTile(page);
  const toast = page.getByTestId('toast-info').filter({ hasText: /Tile \d+ added/ });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const die = toast.getByTestId('toast-die');
  await expect(die).toBeVisible();
  const face = await die.getAttribute('data-die-face');
  expect(['straight', 'left', 'right']).toContain(face);
  // the words say the same face as the die
  await expect(toast).toContainText(`heading ${face}`);
  for (const size of [
    { width: 1024, height: 700 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const covered = await page.evaluate(() => {
      const t = document.querySelector('[data-testid="toast-info"]')!.getBoundingClientRect();
      const board = document.querySelector('.board')!;
      const die = document.querySelector<HTMLElement>('.mq-die');
      const hit = (r: DOMRect) => r.width > 0 && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom;
      const controls = [...board.querySelectorAll('button, select, summary, a, [role="button"]')].filter((el) => !el.closest('.toasts') && hit(el.getBoundingClientRect()));
      const shown = die?.style.display;
      if (die) die.style.display = 'block'; // as while the die is shown
      const overDie = die ? hit(die.getBoundingClientRect()) : false;
      if (die) die.style.display = shown ?? '';
      return { controls: controls.map((el) => el.outerHTML.slice(0, 80)), overDie };
    });
    expect(covered.controls, `controls under the toast at ${size.width}x${size.height}`).toEqual([]);
    expect(covered.overDie, `the toast over the die at ${size.width}x${size.height}`).toBe(false);
  }
  expect(pageErrors).toEqual([]);
});

test('a toast on screen follows a language switch: its words are made when shown', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  const page = app;
  await drawTile(page);
  const toast = page.getByTestId('toast-info').filter({ hasText: /Tile \d+ added/ });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const face = (await toast.getByTestId('toast-die').getAttribute('data-die-face')) as 'straight' | 'left' | 'right';
  // (it kept the English it was made in)
  await page.getByTestId('play-language').selectOption('fr');
  const FR = { straight: 'tout droit', left: 'à gauche', right: 'à droite' };
  await expect(page.getByTestId('toast-info').first()).toContainText(`le fleuve va ${FR[face]}`);
  await expect(page.getByTestId('toast-info').filter({ hasText: /Tile \d+ added/ })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
