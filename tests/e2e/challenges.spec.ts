// Challenges (issue 16) through the UI: the list from the home screen, a challenge solved with its
// shipped solution for two stars (goal banner, result panel), and the stars shown on the list.
// Screenshots of the list and the result panel at 1280x800 and 1024x700.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Action, LegalTurn } from '../../engine/index.js';
import { expect, ROOT, test, WANT_SHOTS } from './fixtures.js';
import { destEntry, nextFrames, readView, shot, waitIdle } from './play-helpers.js';

const ID = '01-first-pickup';
const solution = (JSON.parse(readFileSync(path.join(ROOT, 'engine/data/challenges', `${ID}.json`), 'utf8')) as { solution: Action[] }).solution;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
];

test('a challenge solved through the UI earns two stars, and the list remembers them', async ({ app, pageErrors }) => {
  await app.setViewportSize(SIZES[0]!);
  await app.getByTestId('open-challenges').click();
  await expect(app.getByTestId('challenges').locator('li')).toHaveCount(15);
  await expect(app.getByTestId(`challenge-${ID}`)).toHaveAttribute('data-stars', '0');
  for (const s of WANT_SHOTS ? SIZES : []) {
    await app.setViewportSize(s);
    await shot(app, `challenges-list-${s.width}x${s.height}`);
  }
  await app.setViewportSize(SIZES[0]!);

  await app.getByTestId(`play-${ID}`).click();
  await expect(app.getByTestId('challenge-banner')).toContainText('Take a passenger on board this turn.');
  await expect(app.getByTestId('challenge-banner')).toContainText('Par: keep 1 coal');
  const v = await readView(app);
  expect(v.challenge).toMatchObject({ id: ID, status: 'open', stars: 0 });
  // the legal turn the shipped solution plays: its speed, then its end space, then confirm
  const turn = v.legalTurns.find((t: LegalTurn) => JSON.stringify(t.actions) === JSON.stringify(solution))!;
  expect(turn, 'the solution is one of the legal turns').toBeTruthy();
  const speed = solution.find((a) => a.type === 'speed') as { speed: number };
  await app.getByTestId(`speed-${speed.speed}`).click();
  await (await destEntry(app, `${turn.end.pos.q},${turn.end.pos.r}`)).click();
  await waitIdle(app);
  const passenger = app.locator('[data-testid^="option-"][data-passenger="true"]').first();
  if ((await passenger.count()) && (await passenger.getAttribute('aria-pressed')) !== 'true') {
    await passenger.click();
    await waitIdle(app);
  }
  const mid = await readView(app);
  expect(mid.state.boats.find((b) => b.id === 'green')!.coal).toBeGreaterThanOrEqual(1);
  await app.getByTestId('confirm').click();

  const result = app.getByTestId('challenge-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result).toHaveAttribute('data-stars', '2');
  await expect(result).toContainText('Goal met at par!');
  await expect(app.getByTestId('challenge-next')).toBeVisible();
  // the header says the challenge is over and how it went, not whose turn it is (play-test: it
  // still said "Captain's turn" and the captain was "thinking" behind the result)
  await expect(app.getByTestId('challenge-header')).toHaveText('Challenge: First pickup');
  await expect(app.getByTestId('challenge-header-state')).toHaveText('✓ Solved · 2 stars of 2');
  await expect(app.getByTestId('whose-turn')).toHaveCount(0);
  await expect(app.getByTestId('captain-thinking')).toHaveCount(0);
  // no race news over the result card (play-test 16: "Captain 3 finishes!" covered its title; here
  // the passenger taken on board would be told), and leaving goes back to the challenges, saying so
  await expect(app.locator('[data-testid="toast-info"]')).toHaveCount(0);
  await expect(app.getByTestId('leave-game')).toHaveAttribute('aria-label', 'Back to the challenges');
  // the race stops behind the result until the player chooses what next (play-test: the captains
  // went on moving, their messages piling up over the banner): no further move is made
  const seqNow = () => app.evaluate(() => (window as unknown as { __mqPlay: { view(): { state: { seq: number } } | null } }).__mqPlay.view()?.state.seq ?? -1);
  const atResult = await seqNow();
  await app.waitForTimeout(3000);
  expect(await seqNow()).toBe(atResult);
  for (const s of WANT_SHOTS ? SIZES : []) {
    await app.setViewportSize(s);
    await shot(app, `challenges-result-${s.width}x${s.height}`);
  }

  await app.getByTestId('challenge-list').click();
  await expect(app.getByTestId(`challenge-${ID}`)).toHaveAttribute('data-stars', '2');
  await expect(app.getByTestId(`challenge-${ID}`).locator('.stars .lit')).toHaveCount(2);

  // the library reads it as solved with its stars, not as a race in progress (play-test 16: "Round 1 ·
  // Captain 3 leads", "Continue"), and opens it on its result; leaving that goes back to the challenges
  await app.getByTestId('open-library').click();
  const row = app.getByTestId('library-row').filter({ hasText: 'First pickup' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('lib-challenge')).toHaveText('challenge');
  await expect(row.getByTestId('lib-verdict')).toHaveText('✓ Challenge solved');
  await expect(row.getByTestId('lib-verdict')).toHaveAttribute('data-stars', '2');
  await expect(row.getByTestId('lib-result')).not.toContainText('Round');
  await expect(row.getByTestId('lib-open')).toHaveText('Result');
  await row.getByTestId('lib-open').click();
  await expect(app.getByTestId('challenge-result')).toHaveAttribute('data-stars', '2');
  await expect(app.getByTestId('challenge-retry')).toBeVisible();
  await app.getByTestId('leave-game').click();
  await expect(app.getByTestId('challenges')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a challenge finished by the player's own finish: no race news over its result card, and leaving goes back to the challenges", async ({ app, pageErrors }) => {
  // play-test 16: "Captain 3 (blue) finishes!" covered the card's title, and the exit said "Leave (game saved)"
  const id = '02-home-straight';
  const moves = (JSON.parse(readFileSync(path.join(ROOT, 'engine/data/challenges', `${id}.json`), 'utf8')) as { solution: Action[] }).solution;
  await app.getByTestId('open-challenges').click();
  await app.getByTestId(`play-${id}`).click();
  await waitIdle(app);
  const v = await readView(app);
  const turn = v.legalTurns.find((t: LegalTurn) => JSON.stringify(t.actions) === JSON.stringify(moves))!;
  expect(turn, 'the solution is one of the legal turns').toBeTruthy();
  expect(turn.finishes, 'the solution finishes the race: a finish the race would tell').toBe(true);
  await app.getByTestId(`speed-${(moves.find((a) => a.type === 'speed') as { speed: number }).speed}`).click();
  await (await destEntry(app, `${turn.end.pos.q},${turn.end.pos.r}`)).click();
  await waitIdle(app);
  await app.getByTestId('confirm').click();
  await expect(app.getByTestId('challenge-result')).toBeVisible({ timeout: 60_000 });
  await waitIdle(app);
  await expect(app.locator('[data-testid="toast-info"]')).toHaveCount(0);
  await expect(app.getByTestId('leave-game')).toHaveAttribute('aria-label', 'Back to the challenges');
  expect(pageErrors).toEqual([]);
});

test('a scenario file plays as a challenge (without a goal: win the race); one that is no scenario is refused in words', async ({ app }) => {
  await app.getByTestId('open-challenges').click();
  await app.getByTestId('scenario-file').setInputFiles({ name: 'not.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "x"}') });
  await expect(app.getByTestId('challenges-failure')).toHaveText('This file is not a scenario the app can read.');
  await expect(app.getByTestId('challenges')).toBeVisible();
  // a shipped position without its goal fields, opened as a file
  const { goal: _g, par: _p, solution: _s, ...plain } = JSON.parse(readFileSync(path.join(ROOT, 'engine/data/challenges/01-first-pickup.json'), 'utf8')) as Record<string, unknown>;
  await app.getByTestId('scenario-file').setInputFiles({ name: 'first-pickup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plain)) });
  await expect(app.getByTestId('challenge-banner')).toContainText('Challenge: First pickup');
  await expect(app.getByTestId('challenge-goal')).toHaveText('Win the race.');
  const v = await readView(app);
  expect(v.challenge).toMatchObject({ id: null, goal: { kind: 'win' }, par: null, status: 'open' });
});

test('in Russian, the list and the goal banner read whole at 1024x700', async ({ app }) => {
  await app.setViewportSize(SIZES[1]!);
  await app.getByTestId('language').selectOption('ru');
  // challenge 2 missed through the API (a turn that does not finish): the list tells it was tried
  // (play-test 16: a lost challenge left no trace there)
  const missed = await app.evaluate(async (text) => {
    type View = { id: string; rev: number; legalTurns: LegalTurn[]; challenge: { status: string } | null };
    const api = (window as unknown as { __mqTest: { api: Record<string, (q: unknown) => Promise<{ ok: boolean; value?: View }>> } }).__mqTest.api;
    let v = (await api.newScenarioGame!({ scenario: text, challengeId: '02-home-straight', title: 'x' })).value!;
    for (const action of v.legalTurns.find((t) => !t.finishes && !t.crash)!.actions) v = (await api.act!({ gameId: v.id, expectSeq: v.rev, action })).value!;
    return v.challenge?.status;
  }, readFileSync(path.join(ROOT, 'engine/data/challenges/02-home-straight.json'), 'utf8'));
  expect(missed).toBe('failed');
  await app.getByTestId('open-challenges').click();
  await expect(app.getByTestId('challenges').locator('h2')).toHaveText('Испытания');
  await expect(app.getByTestId('tried-02-home-straight')).toHaveText('Была попытка, пока не решено');
  await expect(app.getByTestId('tried-04-shut-the-door')).toHaveCount(0);
  await expect(app.getByTestId('challenge-04-shut-the-door')).toContainText('Не дайте зелёному пароходу финишировать следующим ходом.');
  await shot(app, 'challenges-list-ru-1024x700');
  await app.getByTestId('play-04-shut-the-door').click();
  const banner = app.getByTestId('challenge-banner');
  await expect(banner).toContainText('Испытание: Перекрыть дорогу');
  await waitIdle(app);
  // the banner stays inside the board and leaves the view tools above it free
  const board = await app.locator('.board').boundingBox();
  const box = await banner.boundingBox();
  const tools = await app.getByTestId('reset-view').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(board!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(board!.x + board!.width);
  expect(box!.y).toBeGreaterThanOrEqual(tools!.y + tools!.height);
  // the race news keep under the banner (play-test 16: "Tile 6 added" covered it)
  const toastsTop = await app.locator('.toasts').first().evaluate((e) => e.getBoundingClientRect().top);
  expect(toastsTop).toBeGreaterThanOrEqual(box!.y + box!.height);
  // leaving an open challenge says plainly what it does
  await expect(app.getByTestId('leave-game')).toHaveAttribute('aria-label', 'Выйти из испытания (оно сохранится: главный экран предложит продолжить его)');
  await shot(app, 'challenges-banner-ru-1024x700');
  // at 1280x800 the header keeps inside the window, and the player's name whole (play-test pt27:
  // the leave button's sentence ran past the edge in Russian and broke "Apprentice" in English)
  await app.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['ru', 'en']) {
    if (lang === 'en') await app.getByTestId('play-language').selectOption('en');
    await nextFrames(app);
    const header = await app.evaluate(() => {
      const words = [];
      const h2 = document.querySelector('[data-testid="whose-turn"]')!;
      const node = h2.firstChild!;
      for (const m of (node.textContent ?? '').matchAll(/[\p{L}\p{N}']{2,}/gu)) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        if (new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top))).size > 1) words.push(m[0]);
      }
      return { wide: document.documentElement.scrollWidth - window.innerWidth, leaveRight: document.querySelector('[data-testid="leave-game"]')!.getBoundingClientRect().right - window.innerWidth, broken: words };
    });
    expect(header.wide, `${lang}: the page no wider than the window`).toBeLessThanOrEqual(1);
    expect(header.leaveRight, `${lang}: the leave button inside the window`).toBeLessThanOrEqual(0);
    expect(header.broken, `${lang}: no word of whose turn it is cut across two lines`).toEqual([]);
  }
});
