// A race that stopped moving (issue 13; docs/rules.md, "Ending a stalled race (the app)"), loaded by
// importing today's never-ending race (seed 129) under mq-rules-2: with human seats the screen asks
// every seat, one at a time, to end it; a "no" holds until the race has stayed stalled for another
// STALL_ROUNDS rounds; a race of computer captains alone ends by itself. Both replay (getGameAt) and
// export + import to the same final position.
import type { Page } from '@playwright/test';
import type { MqApi, RequestName, RequestOf, ResponseOf } from '../../electron/api/contract.js';
import { STALL_ROUNDS, stateHash, type Action } from '../../engine/index.js';
import { playableState, publicState } from '../../engine/net/public-state.js';
import { RULES_2, STALLED, stalledImport, stalledRecord } from '../engine/helpers/stalled.js';
import { expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

async function call<N extends RequestName>(page: Page, name: N, request: RequestOf<N>): Promise<ResponseOf<N>> {
  const r = await page.evaluate(
    ([n, q]) => (window.__mqTest!.api as unknown as Record<string, (q: unknown) => ReturnType<MqApi['ping']>>)[n]!(q),
    [name, request] as const,
  );
  if (!r.ok) throw new Error(`${name}: ${r.code} ${r.message}`);
  return r.value as ResponseOf<N>;
}

type View = ResponseOf<'getGame'>;

/**
 * Sends `moves` from `i` on, one `act` each as before, until the game's round is `round`; the loop
 * runs in the page, in one call from the test (hundreds of calls, each carrying a whole view back
 * through Playwright, took most of the test's time). Returns the last view and the next move's index.
 */
async function actUntilRound(page: Page, v: View, moves: readonly Action[], i: number, round: number): Promise<{ v: View; i: number }> {
  const r = await page.evaluate(
    async ({ gameId, rev, moves, i, round, at }) => {
      let text = '';
      for (let rv = rev, now = at; now < round; ) {
        const r = await window.__mqTest!.api.act({ gameId, expectSeq: rv, action: moves[i++]! });
        if (!r.ok) return { error: `act: ${r.code} ${r.message}`, text, i };
        ({ rev: rv, state: { round: now } } = r.value);
        text = JSON.stringify(r.value);
      }
      return { error: '', text, i };
    },
    { gameId: v.id, rev: v.rev, moves, i, round, at: v.state.round },
  );
  if (r.error) throw new Error(r.error);
  return { v: r.text ? (JSON.parse(r.text) as View) : v, i: r.i };
}

async function open(page: Page, title: string): Promise<void> {
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
  const row = page.getByTestId('library-row').filter({ has: page.getByTestId('lib-title').getByText(title, { exact: true }) });
  await row.getByTestId('lib-open').click();
  await expect(page.getByTestId('play')).toBeVisible();
  // a resumed hot-seat game (these are all-human) always opens under the hand-over cover: wait for
  // it (isVisible does not wait, and on a slow machine the cover comes after the play screen)
  const start = page.getByTestId('hand-over-start');
  await expect(start).toBeVisible();
  await start.click();
  await expect(start).toHaveCount(0);
}

/** The final position is the same live, rebuilt by getGameAt, and after export + import. */
async function sameEverywhere(page: Page, gameId: string): Promise<string> {
  const live = await call(page, 'getGame', { gameId });
  const at = await call(page, 'getGameAt', { gameId, seq: live.seq });
  expect(at.action).toEqual({ type: 'endStalledRace' });
  expect(at.events.map((e) => e.type)).toEqual(['raceEndedStalled', 'gameOver']);
  const { text } = await call(page, 'exportGame', { gameId });
  const copy = await call(page, 'getGame', { gameId: (await call(page, 'importGame', { text })).id });
  const copyAt = await call(page, 'getGameAt', { gameId: copy.id, seq: copy.seq });
  // a view's state is the public one made playable (no generator, no stack order: docs/network.md);
  // getGameAt's is the whole state, so the copy's whole state is compared through it
  expect(stateHash(playableState(publicState(at.state)))).toBe(stateHash(live.state));
  expect(stateHash(copyAt.state)).toBe(stateHash(at.state));
  expect(copy.result).toEqual(live.result);
  return stateHash(at.state);
}

const HUMANS = ['Anna', 'Bruno', 'Clara', 'Dora'];

test('a stalled race with human seats: every seat is asked; a "no" holds for a while, then all agree', async ({ app: page, pageErrors }) => {
  test.setTimeout(180_000);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  const imp = stalledImport(STALLED.base129, HUMANS.map((name) => ({ name, kind: 'human' as const })));
  const summary = await call(page, 'importGame', { text: imp.text });
  await open(page, summary.title);
  const offer = page.getByTestId('stall-offer');
  await expect(offer).toBeVisible();
  await expect(page.getByTestId('stall-question')).toContainText('Anna');
  await shot(page, 'stall-01-offer');
  await page.getByTestId('stall-agree').click();
  await expect(page.getByTestId('stall-question')).toContainText('Bruno');
  await expect(offer).toContainText('Agreed: Anna');
  await page.getByTestId('stall-decline').click();
  await expect(offer).toBeHidden();

  // The players race on (the record's own moves, as they were played, sent from the home screen
  // to keep the test quick): still stalled, no offer...
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  let v = await call(page, 'getGame', { gameId: summary.id });
  const declinedIn = v.state.round;
  const moves = imp.rest.filter((a: Action) => !['startOrder', 'drawTile', 'rollDie', 'rollFinish'].includes(a.type));
  let i = 0;
  ({ v, i } = await actUntilRound(page, v, moves, i, declinedIn + STALL_ROUNDS - 1));
  expect(v.stallOffer).toBeNull();
  // ...until it has stayed stalled for another STALL_ROUNDS rounds: the offer comes back, answers reset
  ({ v, i } = await actUntilRound(page, v, moves, i, declinedIn + STALL_ROUNDS));
  expect(v.stallOffer).toMatchObject({ seats: [0, 1, 2, 3], agreed: [] });
  await open(page, summary.title);
  await expect(offer).toBeVisible();
  for (const name of HUMANS) {
    await expect(page.getByTestId('stall-question')).toContainText(name);
    await page.getByTestId('stall-agree').click();
  }
  // the banner announces the end; the results open when asked
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('places').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('end-stalled')).toBeVisible();
  await shot(page, 'stall-02-ended');
  await sameEverywhere(page, summary.id);
  expect(pageErrors).toEqual([]);
});

test('a stalled race of computer captains alone ends by itself, and the log says why', async ({ app: page, pageErrors }) => {
  test.setTimeout(180_000);
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  // that game's position once it is stalled, with its captains (levels by seat): today's captains
  // would make progress from a few rounds earlier, so the race starts stalled and must end by itself
  const levels = ['easy', 'medium', 'easy', 'medium'] as const;
  const imp = stalledImport(STALLED.base129, levels.map((level, i) => ({ name: `Captain ${i + 1}`, kind: 'computer' as const, level })));
  const rec = JSON.parse(imp.text) as { actions: Action[]; meta: { title: string } };
  rec.meta.title = 'Captains stuck';
  const summary = await call(page, 'importGame', { text: JSON.stringify(rec) });
  // opening the game sets its captains going: the first thing they do is end the stalled race
  await expect.poll(async () => (await call(page, 'getGame', { gameId: summary.id })).status, { timeout: 60_000 }).toBe('over');
  const v = await call(page, 'getGame', { gameId: summary.id });
  expect(v.state.round).toBe(imp.round);
  expect(v.stallOffer).toBeNull();
  await sameEverywhere(page, summary.id);
  const log = await call(page, 'getGameLog', { gameId: summary.id });
  expect(log.entries.at(-1)!.events[0]).toMatchObject({ type: 'raceEndedStalled', roundsWithoutProgress: STALL_ROUNDS });
  expect(pageErrors).toEqual([]);
});

test('a boat stuck on a sandbank without coal is out of the race: its card and the log say so', async ({ app: page, pageErrors }) => {
  await page.getByTestId('animation-speed').selectOption('0');
  await page.getByTestId('move-delay').selectOption('0');
  // seed 2013 (all B tiles): orange ran onto a sandbank with its last coal; its turn is confirmed
  const rec = stalledRecord(STALLED.bTiles2013);
  const text = JSON.stringify({
    ...rec,
    rulesVersion: RULES_2,
    actions: rec.actions.slice(0, 414),
    meta: { title: 'Sandbank', players: HUMANS.map((name) => ({ name, kind: 'human' })) },
    result: null,
    finalHash: null,
  });
  const summary = await call(page, 'importGame', { text });
  await open(page, summary.title);
  await expect(page.getByTestId('out-orange')).toHaveText('Out of the race');
  await expect(page.getByTestId('play')).toContainText('stuck on a sandbank without coal: out of the race in 4th place.');
  const v = await call(page, 'getGame', { gameId: summary.id });
  expect(v.state.boats.find((b) => b.id === 'orange')).toMatchObject({ out: true, place: 4 });
  await shot(page, 'stall-03-out-of-race');
  expect(pageErrors).toEqual([]);
});
