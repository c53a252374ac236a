// A network race while computer captains play (play-test of issue 17): the header, the line over
// the board and the side panel's turn order said different players' turns (the line read the
// room's newest turn, the others the moment the board was showing). Every frame while the captains'
// moves are shown, the three must name the same player.
import { expect, test } from './fixtures.js';
import { playDecision, readView } from './play-helpers.js';

test.use({ appPace: true }); // (the board's moves at normal speed and the captains' pause: what it watches)

interface Sample {
  header: string | null;
  line: string | null;
  now: string | null;
}

test('while captains play, the header, the turn line and the turn order name the same player', async ({ app: page, pageErrors }) => {
  test.setTimeout(240_000);
  // moves made elsewhere are shown one at a time, with the pause after each: the moments to compare
  await page.getByTestId('move-delay').selectOption('500');
  await page.getByTestId('new-game').click();
  for (const i of [1, 2]) await page.getByTestId(`seat-kind-${i}`).selectOption('computer');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-name-0').fill('Ada');
  await page.getByTestId('net-host-open').click();
  await page.getByTestId('net-port').fill('0');
  await page.getByTestId('net-open').click();
  await expect(page.getByTestId('net-seat').nth(0)).toContainText('Ada');
  await page.getByTestId('net-ready').check();
  await expect(page.getByTestId('net-start')).toBeEnabled({ timeout: 15_000 });

  // every frame, what each place says (recorded when it changes)
  await page.evaluate(() => {
    const w = window as unknown as { __moments: Sample[] };
    w.__moments = [];
    let last = '';
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? null;
    const step = (): void => {
      const s = { header: text('whose-turn'), line: text('net-turn'), now: document.querySelector('[data-testid="turn-order"] li.now')?.getAttribute('data-boat') ?? null };
      const k = JSON.stringify(s);
      if (k !== last) w.__moments.push(s);
      last = k;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  await page.getByTestId('net-start').click();
  await expect(page.getByTestId('play')).toBeVisible({ timeout: 30_000 });

  // Ada plays a few decisions: the two captains move between hers
  for (let i = 0; i < 4; i++) await playDecision(page);
  const v = await readView(page);
  const owner = new Map(v.state.boats.map((b) => [b.id as string, v.players[b.owner]?.name ?? '']));
  const moments = (await page.evaluate(() => (window as unknown as { __moments: Sample[] }).__moments)) as Sample[];
  // the moments the header names a player (not "The boats are moving…", nor a hand-over)
  // (Ada's own turn reads "Your turn" in the header too: play-test, only the board's pill said so)
  const named = moments.filter((m) => m.header?.endsWith("'s turn") || m.header === 'Your turn');
  const captains = named.filter((m) => m.header !== 'Your turn');
  expect(captains.length, 'a captain’s turn was shown').toBeGreaterThan(0);
  expect(named.length - captains.length, 'Ada’s turn was shown as hers').toBeGreaterThan(0);
  expect(moments.some((m) => m.header === "Ada's turn"), 'never named as a third person').toBe(false);
  for (const m of named) {
    const who = m.header === 'Your turn' ? 'Ada' : m.header!.slice(0, -"'s turn".length);
    expect(m.line, JSON.stringify(m)).toBe(who === 'Ada' ? 'Your turn' : `Waiting for ${who}`);
    expect(m.now && owner.get(m.now), JSON.stringify(m)).toBe(who);
  }
  expect(pageErrors).toEqual([]);
});
