// The game library through its UI in the browser host: games made through the API are listed,
// sorted and filtered; renamed in place; deleted with undo (and for real after the delay, or when
// the screen is left, but never when the app closes first); exported as a .mqgame download and
// imported back by drag-and-drop and by the file picker; a bad file is refused with a clear error
// and changes nothing; Continue opens the play screen and Replay the replay viewer.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { MqApi, RequestName, RequestOf, ResponseOf } from '../../electron/api/contract.js';
import { ROOT, expect, test } from './fixtures.js';
import { shot } from './play-helpers.js';

type GameSummary = ResponseOf<'listGames'>['games'][number];

/** One request through the page's own API client (as the app makes it). */
async function call<N extends RequestName>(page: Page, name: N, request: RequestOf<N>): Promise<ResponseOf<N>> {
  const r = await page.evaluate(
    ([n, q]) => (window.__mqTest!.api as unknown as Record<string, (q: unknown) => ReturnType<MqApi['ping']>>)[n]!(q),
    [name, request] as const,
  );
  if (!r.ok) throw new Error(`${name}: ${r.code} ${r.message}`);
  return r.value as ResponseOf<N>;
}

const listed = async (page: Page) => (await call(page, 'listGames', {})).games;
const crew = (...names: string[]) => names.map((name) => ({ name, kind: 'human' as const }));
const FINISHED = fs.readFileSync(path.join(ROOT, 'tests/fixtures/records/finished-3p.v1.mqgame'), 'utf8');

/** Three games: two unfinished (3 and 4 captains) and one finished, imported record. */
async function seed(page: Page): Promise<{ alpha: string; bravo: string; finished: GameSummary }> {
  const alpha = await call(page, 'newGame', { players: crew('Anna', 'Bruno', 'Clara'), title: 'Alpha run', seed: 1 });
  const bravo = await call(page, 'newGame', { players: crew('Anna', 'Dora', 'Emil', 'Fritz'), title: 'Bravo cup', seed: 2 });
  const imported = await call(page, 'importGame', { text: FINISHED });
  const finished = await call(page, 'renameGame', { gameId: imported.id, expectSeq: imported.rev, title: 'Champions river' });
  return { alpha: alpha.id, bravo: bravo.id, finished };
}

const rows = (page: Page) => page.getByTestId('library-row');
const titles = (page: Page) => page.getByTestId('lib-title').allTextContents();
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByTestId('lib-title').getByText(title, { exact: true }) });

async function openLibrary(page: Page): Promise<void> {
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(page.getByTestId('library')).toHaveAttribute('aria-busy', 'false');
}

test('lists saved games; sorts, filters and searches them; renames in place; Continue opens the game', async ({ app: page, pageErrors }) => {
  // an empty library says so once (play-test: the count line said "No saved games yet" too)
  await openLibrary(page);
  await expect(page.getByTestId('lib-empty')).toBeVisible();
  await expect(page.getByTestId('lib-count')).toHaveText('');
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  const { alpha, finished } = await seed(page);
  // From the home screen too.
  await shot(page, 'library-00-home');
  await page.getByTestId('open-library').click();
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('lib-count')).toHaveText('3 saved games');

  // Newest first by default; the finished record shows its winner and a Replay button, and is marked imported.
  expect(await titles(page)).toEqual(['Champions river', 'Bravo cup', 'Alpha run']);
  const winnerBoat = finished.result!.places[0]!;
  const winner = finished.players.find((p) => p.boats.includes(winnerBoat))!.name;
  const champ = row(page, 'Champions river');
  await expect(champ.getByTestId('lib-result')).toContainText(`${winner} won`);
  await expect(champ.getByTestId('lib-open')).toHaveText('Replay');
  await expect(champ.getByTestId('lib-imported')).toBeVisible();
  await expect(row(page, 'Alpha run').getByTestId('lib-open')).toHaveText('Continue');
  await expect(row(page, 'Alpha run').getByTestId('lib-imported')).toHaveCount(0);
  await shot(page, 'library-01-list', true);

  // Sorting by the column headers; pressing again reverses.
  await page.getByTestId('lib-sort-title').click();
  expect(await titles(page)).toEqual(['Alpha run', 'Bravo cup', 'Champions river']);
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Game');
  await page.getByTestId('lib-sort-title').click();
  expect(await titles(page)).toEqual(['Champions river', 'Bravo cup', 'Alpha run']);
  await page.getByTestId('lib-sort-players').click(); // most captains first
  expect((await titles(page))[0]).toBe('Bravo cup');
  await page.getByTestId('lib-sort-result').click(); // finished first
  expect((await titles(page))[0]).toBe('Champions river');

  // Filters: status, captains (count and name), winner, title search; clear.
  await page.getByTestId('lib-status').selectOption('over');
  expect(await titles(page)).toEqual(['Champions river']);
  await page.getByTestId('lib-status').selectOption('playing');
  expect((await titles(page)).sort()).toEqual(['Alpha run', 'Bravo cup']);
  await page.getByTestId('lib-status').selectOption('imported');
  expect(await titles(page)).toEqual(['Champions river']);
  await page.getByTestId('lib-status').selectOption('all');
  await page.getByTestId('lib-players').selectOption('count:4');
  expect(await titles(page)).toEqual(['Bravo cup']);
  await page.getByTestId('lib-players').selectOption('name:Anna');
  expect((await titles(page)).sort()).toEqual(['Alpha run', 'Bravo cup']);
  await page.getByTestId('lib-players').selectOption('');
  await page.getByTestId('lib-winner').selectOption(winner);
  expect(await titles(page)).toEqual(['Champions river']);
  await page.getByTestId('lib-winner').selectOption('');
  await page.getByTestId('lib-date').selectOption('older');
  await expect(page.getByTestId('lib-no-match')).toBeVisible();
  await page.getByTestId('lib-date').selectOption('today');
  await expect(rows(page)).toHaveCount(3);
  await page.getByTestId('lib-search').fill('BRAVO');
  expect(await titles(page)).toEqual(['Bravo cup']);
  await expect(page.getByTestId('lib-count')).toContainText('showing 1');
  await page.getByTestId('lib-clear').click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('lib-search')).toHaveValue('');

  // Rename in place with the mouse: Escape cancels, Enter saves (main keeps it).
  await row(page, 'Alpha run').getByTestId('lib-rename').click();
  const input = page.getByTestId('lib-rename-input');
  await input.fill('Never saved');
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await expect(row(page, 'Alpha run')).toHaveCount(1);
  await row(page, 'Alpha run').getByTestId('lib-rename').click();
  await input.fill('Alpha run, the sequel');
  await input.press('Enter');
  await expect(row(page, 'Alpha run, the sequel')).toHaveCount(1);
  expect((await listed(page)).find((g) => g.id === alpha)?.title).toBe('Alpha run, the sequel');

  // Keyboard: the rows are one Tab stop; arrows move; F2 renames; Enter opens.
  await page.getByTestId('lib-sort-title').click(); // Alpha…, Bravo, Champions
  await rows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Bravo cup')).toBeFocused();
  await page.keyboard.press('End');
  await expect(row(page, 'Champions river')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(row(page, 'Alpha run, the sequel')).toBeFocused();
  await page.keyboard.press('F2');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Alpha by keyboard');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Alpha by keyboard')).toBeFocused();
  await expect(rows(page).locator('[tabindex="0"]')).toHaveCount(5); // only the current row's buttons
  await shot(page, 'library-02-keyboard');

  // Continue opens the play screen on that game.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__mqPlay?.gameId() ?? null)).toBe(alpha);
  expect(pageErrors).toEqual([]);

  // Replay opens the replay viewer (its own screen, issue 8's other half) on the finished game.
  await page.reload(); // back to the home screen
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await openLibrary(page);
  await row(page, 'Champions river').getByTestId('lib-open').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'replay');
  await expect.poll(() => page.evaluate(() => window.__mqPlay?.gameId() ?? null)).toBe(finished.id);
});

test('delete hides at once with Undo; deletes for real after the delay or on leaving; never when the app closes first', async ({ app: page, pageErrors }) => {
  test.setTimeout(60_000);
  const { alpha, bravo, finished } = await seed(page);
  await openLibrary(page);
  await expect(rows(page)).toHaveCount(3);

  // Delete, then Undo: nothing was written.
  await row(page, 'Bravo cup').getByTestId('lib-delete').click();
  await expect(row(page, 'Bravo cup')).toHaveCount(0);
  const toast = page.getByTestId('lib-toast').filter({ hasText: 'Bravo cup' });
  await expect(toast).toContainText('“Bravo cup” deleted.');
  await shot(page, 'library-03-undo');
  expect((await listed(page)).map((g) => g.id)).toContain(bravo);
  await toast.getByTestId('lib-undo').click();
  await expect(row(page, 'Bravo cup')).toHaveCount(1);
  await expect(row(page, 'Bravo cup')).toBeFocused();
  // The same from the keyboard: Delete on the row, Ctrl+Z.
  await page.keyboard.press('Delete');
  await expect(row(page, 'Bravo cup')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(row(page, 'Bravo cup')).toBeFocused();
  await expect(page.getByTestId('lib-toast').filter({ hasText: '“Bravo cup” is back.' }).last()).toBeVisible();

  // Closing the app (here: reloading the page) while a delete is pending keeps the game.
  await row(page, 'Bravo cup').getByTestId('lib-delete').click();
  await expect(row(page, 'Bravo cup')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect((await listed(page)).map((g) => g.id)).toContain(bravo);
  await openLibrary(page);
  await expect(rows(page)).toHaveCount(3);

  // Left alone, the delete happens after about six seconds (keyboard: Delete on the focused row).
  await row(page, 'Bravo cup').focus();
  await page.keyboard.press('Delete');
  await expect(row(page, 'Bravo cup')).toHaveCount(0);
  await expect(page.locator('tr[data-testid="library-row"]:focus')).toHaveCount(1); // focus moved to the next game
  await expect.poll(async () => (await listed(page)).map((g) => g.id), { timeout: 10_000 }).not.toContain(bravo);
  await expect(page.getByTestId('lib-toast').filter({ hasText: 'Bravo cup' })).toHaveCount(0);
  await expect(page.getByTestId('lib-count')).toHaveText('2 saved games');

  // Leaving the library makes a pending delete final at once.
  await row(page, 'Champions river').getByTestId('lib-delete').click();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect.poll(async () => (await listed(page)).map((g) => g.id), { timeout: 3_000 }).toEqual([alpha]);
  expect(finished.id).not.toBe(alpha);
  expect(pageErrors).toEqual([]);
});

test('duplicate; export a .mqgame, import it back by drag-and-drop and by the file picker; bad files change nothing', async ({ app: page, pageErrors }) => {
  await seed(page);
  await openLibrary(page);

  // Duplicate.
  await row(page, 'Alpha run').getByTestId('lib-duplicate').click();
  await expect(row(page, 'Alpha run (copy)')).toHaveCount(1);
  await expect(row(page, 'Alpha run (copy)')).toBeFocused();

  // Export: a download named after the game, holding the versioned record.
  const [download] = await Promise.all([page.waitForEvent('download'), row(page, 'Bravo cup').getByTestId('lib-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^Bravo cup.*\.mqgame$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const record = JSON.parse(text) as { format: string; formatVersion: number; meta: { title: string } };
  expect(record).toMatchObject({ format: 'mississippi-queen-game', formatVersion: 4, meta: { title: 'Bravo cup' } });
  await expect(page.getByTestId('lib-toast').filter({ hasText: 'Saved as' })).toBeVisible();

  // Drag-and-drop anywhere on the screen: an overlay while dragging, then the imported game.
  const before = (await listed(page)).length;
  const dt = await page.evaluateHandle((t) => {
    const d = new DataTransfer();
    d.items.add(new File([t], 'Bravo cup.mqgame', { type: 'application/json' }));
    return d;
  }, text);
  await page.dispatchEvent('.intro', 'dragenter', { dataTransfer: dt });
  await page.dispatchEvent('.intro', 'dragover', { dataTransfer: dt });
  await expect(page.getByTestId('lib-drop')).toBeVisible();
  await shot(page, 'library-04-drop');
  await page.dispatchEvent('table', 'drop', { dataTransfer: dt });
  await expect(page.getByTestId('lib-drop')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(before + 1);
  const all = await listed(page);
  const dropped = all.filter((g) => g.title === 'Bravo cup' && g.imported);
  expect(dropped).toHaveLength(1);
  // The same game: same captains and the same position as the one exported.
  const original = all.find((g) => g.title === 'Bravo cup' && !g.imported)!;
  expect(dropped[0]).toMatchObject({ seq: original.seq, round: original.round, players: original.players, status: original.status });
  await expect(rows(page).and(page.locator(`[data-game-id="${dropped[0]!.id}"]`)).getByTestId('lib-imported')).toBeVisible();
  await expect(page.getByTestId('lib-toast').filter({ hasText: '“Bravo cup” imported.' })).toBeVisible();

  // The file picker.
  await page.getByTestId('lib-import-input').setInputFiles({ name: 'again.mqgame', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(rows(page)).toHaveCount(before + 2);
  expect((await listed(page)).filter((g) => g.title === 'Bravo cup' && g.imported)).toHaveLength(2);

  // Bad files: a clear, translated error; nothing written.
  const count = (await listed(page)).length;
  await page.getByTestId('lib-import-input').setInputFiles({ name: 'holiday.mqgame', mimeType: 'application/json', buffer: Buffer.from('{"format":"holiday-photos","formatVersion":1}') });
  await expect(page.getByTestId('lib-import-error')).toHaveText(/holiday\.mqgame was not imported\. The file is not a Mississippi Queen game\./);
  const broken = text.slice(0, Math.floor(text.length / 2));
  const bad = await page.evaluateHandle((t) => {
    const d = new DataTransfer();
    d.items.add(new File([t], 'cut-short.mqgame'));
    return d;
  }, broken);
  await page.dispatchEvent('body', 'drop', { dataTransfer: bad });
  await expect(page.getByTestId('lib-import-error')).toHaveText(/cut-short\.mqgame was not imported\. The file is not a game record\./);
  const cheat = JSON.parse(text) as { actions: { type: string; speed?: number }[] };
  const speedAt = cheat.actions.findIndex((a) => a.type === 'speed');
  if (speedAt >= 0) cheat.actions[speedAt] = { type: 'speed', speed: 12 };
  else cheat.actions.push({ type: 'speed', speed: 12 });
  await page.getByTestId('lib-import-input').setInputFiles({ name: 'cheat.mqgame', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(cheat)) });
  await expect(page.getByTestId('lib-import-error')).toHaveText(/cheat\.mqgame was not imported\. The moves in the file do not replay\./);
  await shot(page, 'library-05-import-error', true);
  expect((await listed(page)).length).toBe(count);
  await expect(rows(page)).toHaveCount(count);

  // The same screen in another language, errors included.
  const settings = await call(page, 'getSettings', {});
  await call(page, 'setSettings', { expectSeq: settings.seq, patch: { language: 'fr' } });
  await expect(page.getByTestId('lib-count')).toHaveText(`${count} parties sauvegardées`);
  await page.getByTestId('lib-import-input').setInputFiles({ name: 'photo.mqgame', mimeType: 'text/plain', buffer: Buffer.from('not json at all') });
  await expect(page.getByTestId('lib-import-error')).toHaveText(/photo\.mqgame n’a pas été importé\./);
  await shot(page, 'library-06-fr', true);
  expect(pageErrors).toEqual([]);
});

test('a thousand saved games: the first hundred are drawn, search and show-more reach the rest', async ({ app: page, pageErrors }) => {
  test.setTimeout(120_000);
  // Duplicates are cheap to make (one copied row each): a thousand games in a few seconds, eight
  // requests under way at a time (one after the other, each waited the round trip: 999 of them took
  // most of the test's time)
  const first = await call(page, 'newGame', { players: crew('Anna', 'Bruno', 'Clara'), title: 'Game 0', seed: 3 });
  await page.evaluate(async (id) => {
    const api = window.__mqTest!.api;
    let next = 1;
    const lane = async () => {
      for (let i = next++; i < 1000; i = next++) {
        const r = await api.duplicateGame({ gameId: id, title: `Game ${i}` });
        if (!r.ok) throw new Error(r.code);
      }
    };
    await Promise.all(Array.from({ length: 8 }, lane));
  }, first.id);
  await openLibrary(page);
  await expect(page.getByTestId('lib-count')).toHaveText('1000 saved games');
  await expect(rows(page)).toHaveCount(100);
  await page.getByTestId('lib-more').click();
  await expect(rows(page)).toHaveCount(200);
  await page.getByTestId('lib-search').fill('Game 77');
  expect((await titles(page)).sort()).toEqual(['Game 77', 'Game 770', 'Game 771', 'Game 772', 'Game 773', 'Game 774', 'Game 775', 'Game 776', 'Game 777', 'Game 778', 'Game 779']);
  await page.getByTestId('lib-search').fill('');
  await page.getByTestId('lib-sort-title').click();
  expect((await titles(page)).slice(0, 3)).toEqual(['Game 0', 'Game 1', 'Game 2']); // numeric collation
  const settings = await call(page, 'getSettings', {});
  await call(page, 'setSettings', { expectSeq: settings.seq, patch: { language: 'ru' } });
  await expect(page.getByTestId('lib-count')).toHaveText('1000 сохранённых партий');
  await expect(page.getByTestId('lib-more')).toHaveText('Показать ещё 100');
  await shot(page, 'library-07-ru');
  expect(pageErrors).toEqual([]);
});
