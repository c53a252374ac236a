// Hot seat with computer captains between the humans (play-test of issue 14): what the computers
// did is shown on the board before the "Pass to …" cover comes up, never played behind it.
import { expect, test } from './fixtures.js';
import { leaveHandOver, playDecision } from './play-helpers.js';
import { setUpMode, startGame } from './play-modes.js';

test.afterEach(() => leaveHandOver(false));

test('hot seat with computers: the cover comes once the computers’ moves have been shown', async ({ app, pageErrors }) => {
  test.setTimeout(240_000);
  const page = app;
  await setUpMode(page, {
    seats: [{ name: 'Ann' }, { name: 'Cap', kind: 'computer', level: 'easy' }, { name: 'Ben' }],
    seed: 11,
    animationSpeed: '1',
    moveDelay: '500',
  });
  await startGame(page);
  leaveHandOver(true);
  // Every time the cover is on screen: is the board still moving, and which position does it show?
  await page.evaluate(() => {
    const w = window as unknown as { __coverSeen: { busy: string | null }[] };
    w.__coverSeen = [];
    const look = () => {
      if (document.querySelector('[data-testid="hand-over"]')) w.__coverSeen.push({ busy: document.querySelector('.board')?.getAttribute('aria-busy') ?? null });
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  const cover = page.getByTestId('hand-over');
  const idle = () => expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
  let covers = 0;
  let moves = 0;
  for (let i = 0; i < 14 && moves < 4; i++) {
    await idle();
    if (await cover.isVisible()) {
      covers++;
      await page.getByTestId('hand-over-start').click();
      await expect(cover).toHaveCount(0);
      continue;
    }
    const done = await playDecision(page);
    if (done.kind === 'move') moves++;
  }
  expect(covers).toBeGreaterThanOrEqual(3);
  const seen = await page.evaluate(() => (window as unknown as { __coverSeen: { busy: string | null }[] }).__coverSeen);
  expect(seen.length).toBeGreaterThan(0);
  // the cover never stood over a board still showing moves
  expect(seen.filter((s) => s.busy === 'true')).toEqual([]);
  expect(pageErrors).toEqual([]);
});
