// Titles and captains' names typed by players: normalised (NFC, trimmed, whitespace collapsed) and
// refused with typed codes when they hold control or text-direction characters or nothing visible;
// export file names safe on Windows, macOS and Linux while keeping what those file systems allow.
import { describe, expect, it } from 'vitest';
import { buildRecord, recordFileName, recordText } from '../../engine/record/index.js';
import { referenceGame } from './games-fixtures.js';
import { makeServices } from './helpers.js';

const humans = (...names: string[]) => names.map((name) => ({ name, kind: 'human' as const }));

async function newGame(services: ReturnType<typeof makeServices>, title: string, names = ['Ann', 'Bob', 'Cy']) {
  return services.dispatch('newGame', { players: humans(...names), title });
}

describe('titles and names', () => {
  it('are stored normalised: NFC, trimmed, runs of whitespace made one space', async () => {
    const services = makeServices();
    const made = await newGame(services, '  Robot\t race \n— hard\u00a0 wins  ', ['  Zoe\u0308  ', 'Ann  Marie', 'Cy']);
    expect(made).toMatchObject({
      ok: true,
      value: { title: 'Robot race — hard wins', players: [{ name: 'Zoë' }, { name: 'Ann Marie' }, { name: 'Cy' }] },
    });
    // Letters from any script, emoji sequences (with their zero-width joiners) and marks are kept.
    const world = await newGame(services, 'Гонка 第1局 👩‍👩‍👧 עברית', ['Ærø', 'Łódź', '😀']);
    expect(world).toMatchObject({ ok: true, value: { title: 'Гонка 第1局 👩‍👩‍👧 עברית' } });
  });

  it.each([
    ['NUL', 'Race\u0000night', 'title/invalid-character'],
    ['a control character', 'Race\u0007', 'title/invalid-character'],
    ['a right-to-left override', 'evil\u202Egpj.exe', 'title/invalid-character'],
    ['a directional isolate', 'a\u2066b\u2069', 'title/invalid-character'],
    ['a lone surrogate', 'x\ud800y', 'title/invalid-character'],
    ['only spaces', '   \t  ', 'title/empty'],
    ['only invisible characters', '\u200B\u200C\u200D\u2060\uFEFF', 'title/empty'],
    ['only Hangul fillers and a braille blank', '\u3164\u2800\u115F', 'title/empty'],
    ['more than 100 characters', 'x'.repeat(101), 'title/too-long'],
  ])('refuses a title with %s', async (_what, title, code) => {
    const services = makeServices();
    const refused = await newGame(services, title);
    expect(refused).toMatchObject({ ok: false, code });
    expect((refused as { message: string }).message.length).toBeGreaterThan(10);
    expect(await services.dispatch('listGames', {})).toEqual({ ok: true, value: { games: [] } });
  });

  it('refuses the same in renames, copies and forks, and in captains names', async () => {
    const services = makeServices();
    const made = await newGame(services, 'Fine');
    if (!made.ok) throw new Error(made.message);
    const game = made.value as { id: string; rev: number };
    expect(await services.dispatch('renameGame', { gameId: game.id, expectSeq: game.rev, title: '\u202Dx' })).toMatchObject({ ok: false, code: 'title/invalid-character' });
    expect(await services.dispatch('renameGame', { gameId: game.id, expectSeq: game.rev, title: '\u200B' })).toMatchObject({ ok: false, code: 'title/empty' });
    expect(await services.dispatch('duplicateGame', { gameId: game.id, title: 'a\u0000' })).toMatchObject({ ok: false, code: 'title/invalid-character' });
    expect(await services.dispatch('forkGame', { gameId: game.id, atSeq: 0, title: ' ' })).toMatchObject({ ok: false, code: 'title/empty' });
    const renamed = await services.dispatch('renameGame', { gameId: game.id, expectSeq: game.rev, title: ' New  name ' });
    expect(renamed).toMatchObject({ ok: true, value: { title: 'New name' } });

    expect(await newGame(services, 'Ok', ['Ann', 'B\u0000b', 'Cy'])).toMatchObject({ ok: false, code: 'name/invalid-character' });
    expect(await newGame(services, 'Ok', ['Ann', '\u202Ebob', 'Cy'])).toMatchObject({ ok: false, code: 'name/invalid-character' });
    expect(await newGame(services, 'Ok', ['Ann', '\u200B\u3164', 'Cy'])).toMatchObject({ ok: false, code: 'name/empty' });
    expect(await newGame(services, 'Ok', ['Ann', 'y'.repeat(41), 'Cy'])).toMatchObject({ ok: false, code: 'name/too-long' });
    // Anything else wrong in the request is still just malformed.
    expect(await services.dispatch('newGame', { players: humans('Ann', '\u0000'), title: 'Ok', extra: 1 })).toMatchObject({ ok: false, code: 'request/malformed' });
  });

  it('cleans a title or name from an imported file instead of refusing the game', async () => {
    const services = makeServices();
    const g = referenceGame(5, { players: 3, maxActions: 20 });
    const text = recordText(
      buildRecord({
        title: 'evil\u202Egpj.exe',
        players: [{ name: 'A\u0000nn', kind: 'human' }, { name: '\u200B', kind: 'human' }, { name: '  Cy  ', kind: 'human' }],
        createdAt: Date.UTC(2026, 0, 1),
        config: g.config,
        seed: g.seed,
        actions: g.actions,
        state: g.state,
      }),
    );
    const imported = await services.dispatch('importGame', { text });
    expect(imported).toMatchObject({ ok: true, value: { title: 'evilgpj.exe', players: [{ name: 'Ann' }, { name: 'Player 2' }, { name: 'Cy' }] } });
  });
});

describe('export file names', () => {
  it.each([
    ['Robot race — hard wins', 'Robot race — hard wins.mqgame'],
    ['Kapitän Ärger, 第1局 (été) 👩‍👩‍👧 #3 & more!', 'Kapitän Ärger, 第1局 (été) 👩‍👩‍👧 #3 & more!.mqgame'],
    ['e\u0301te\u0301', 'été.mqgame'],
    ['CON', 'CON_.mqgame'],
    ['con.txt', 'con_.txt.mqgame'],
    ['Aux', 'Aux_.mqgame'],
    ['NUL', 'NUL_.mqgame'],
    ['nul ', 'nul_.mqgame'],
    ['COM1', 'COM1_.mqgame'],
    ['lpt9.tar.gz', 'lpt9_.tar.gz.mqgame'],
    ['COM¹', 'COM¹_.mqgame'],
    ['Console', 'Console.mqgame'],
    ['COM10', 'COM10.mqgame'],
    ['.hidden', 'hidden.mqgame'],
    ['..', 'game.mqgame'],
    [' . name . ', 'name.mqgame'],
    ['Race...', 'Race.mqgame'],
    ['a<b>c:d"e/f\\g|h?i*j', 'a b c d e f g h i j.mqgame'],
    ['tab\there\u0000nul\u001fus\u007fdel', 'tab here nul us del.mqgame'],
    ['evil\u202Egpj.exe', 'evilgpj.exe.mqgame'],
    ['', 'game.mqgame'],
    ['\u200B', 'game.mqgame'],
    ['???', 'game.mqgame'],
  ])('%j → %j', (title, name) => {
    expect(recordFileName(title)).toBe(name);
  });

  it('keeps names short enough for every file system, without splitting a character', () => {
    for (const unit of ['x', 'é', 'Ж', '第', '😀', '👩‍👩‍👧']) {
      const name = recordFileName(unit.repeat(100));
      expect(Buffer.byteLength(name, 'utf8'), unit).toBeLessThanOrEqual(160);
      const base = name.slice(0, -'.mqgame'.length);
      expect(base.length, unit).toBeGreaterThan(0);
      expect(base.replaceAll(unit, ''), unit).toBe(''); // whole characters (and emoji sequences) only
    }
  });
});
