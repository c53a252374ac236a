// The `mq` command line, run as a child process on fixture scenarios: turns, apply (accepted and
// rejected), replay, simulate and bad usage (exit codes 0 / 1 / 2).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mq, mqIn, ROOT } from './helpers/cli.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ENGINE_VERSION, RULES_VERSION, defaultConfig, newGame, stateHash } from '../../engine/index.js';
import { parseScenario, issueText } from '../../engine/scenario.js';
import type { Action, GameRecord, LegalTurn } from '../../engine/types.js';
import { playRandomGame } from '../../cli/random-play.js';

const FIX = join(ROOT, 'tests/fixtures/scenarios');
const tmp = mkdtempSync(join(tmpdir(), 'mq-cli-'));

describe('mq turns', () => {
  it('prints every legal complete turn of the boat to move', () => {
    const r = mq('turns', join(FIX, 'basic-4p.json'));
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { boat: string; player: number; count: number; turns: LegalTurn[] };
    expect(j.boat).toBe('white');
    expect(j.player).toBe(0);
    expect(j.count).toBe(j.turns.length);
    expect(j.count).toBeGreaterThan(10);
    for (const t of j.turns) expect(t.actions.at(-1)).toEqual({ type: 'confirm' });
    return mqIn('turns', join(FIX, 'basic-4p.json'), '--count').then((c) => expect(c.out.trim()).toBe(String(j.count)));
  });

  it('refuses an invalid scenario naming the field (exit 1)', () => {
    const bad = JSON.parse(readFileSync(join(FIX, 'basic-4p.json'), 'utf8'));
    bad.boats[2].speed = 9;
    const file = join(tmp, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const r = mq('turns', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('boats[2].speed: must be an integer 1..6');
  });

  it('reports a missing file (exit 1)', async () => {
    const r = await mqIn('turns', join(tmp, 'nope.json'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot read .*nope\.json: no such file/);
  });
});

describe('mq apply', () => {
  let first: LegalTurn;
  beforeAll(async () => {
    first = (JSON.parse((await mqIn('turns', join(FIX, 'basic-4p.json'))).out) as { turns: LegalTurn[] }).turns[0]!;
  });

  it('applies a legal turn and prints the resulting scenario', () => {
    const r = mq('apply', join(FIX, 'basic-4p.json'), JSON.stringify(first.actions));
    expect(r.code, r.err).toBe(0);
    const loaded = parseScenario(r.out);
    expect(loaded.ok ? 'ok' : loaded.issues.map(issueText).join('\n')).toBe('ok');
    if (!loaded.ok) return;
    const white = loaded.state.boats.find((b) => b.id === 'white')!;
    expect(white.pos).toEqual(first.end.pos);
    expect(white.heading).toBe(first.end.heading);
    expect(white.coal).toBe(first.end.coal);
    expect(loaded.state.seq).toBe(first.actions.length);
  });

  it('reads the actions from a file too, and can write the result to --out', async () => {
    const actions = join(tmp, 'actions.json');
    const out = join(tmp, 'after.json');
    writeFileSync(actions, JSON.stringify(first.actions));
    const r = await mqIn('apply', join(FIX, 'basic-4p.json'), actions, '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('');
    const viaFile = parseScenario(readFileSync(out, 'utf8'));
    const inline = parseScenario((await mqIn('apply', join(FIX, 'basic-4p.json'), JSON.stringify(first.actions))).out);
    expect(viaFile.ok && inline.ok && stateHash(viaFile.state) === stateHash(inline.state)).toBe(true);
  });

  it('prints the code and index of the first rejected action (exit 1)', async () => {
    const r = mq('apply', join(FIX, 'basic-4p.json'), '[{"type":"speed","speed":7}]');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ ok: false, index: 0, code: 'speed/out-of-range' });
    const later: Action[] = [first.actions[0]!, { type: 'reorient', heading: 2 }];
    const r2 = await mqIn('apply', join(FIX, 'basic-4p.json'), JSON.stringify(later));
    expect(r2.code).toBe(1);
    const j = JSON.parse(r2.out) as { index: number; code: string };
    expect(j.index).toBe(1);
    expect(ERROR_CODES).toContain(j.code);
    expect(r2.err).toContain(`action 1 (reorient) rejected: ${j.code}`);
  });

  it('refuses ACTIONS that are not a list of actions', async () => {
    const r = await mqIn('apply', join(FIX, 'basic-4p.json'), '[1, 2]');
    expect(r.code).toBe(1);
    expect(r.err).toContain('actions[0]: must be an object with a "type"');
  });
});

describe('mq replay', () => {
  it('checks a game record and prints the final state hash', async () => {
    const config = defaultConfig(3);
    const game = playRandomGame(newGame(config, 77), { seed: 77, policy: 'eager', maxActions: 6000 });
    const record: GameRecord = {
      format: 'mississippi-queen-game',
      formatVersion: 1,
      engineVersion: ENGINE_VERSION,
      rulesVersion: RULES_VERSION,
      config,
      seed: 77,
      actions: game.actions,
    };
    const file = join(tmp, 'game.json');
    writeFileSync(file, JSON.stringify(record));
    const r = mq('replay', file);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { ok: boolean; actions: number; finalHash: string; pending: string };
    expect(j).toMatchObject({ ok: true, actions: game.actions.length, finalHash: stateHash(game.state) });
    expect(j.pending).toBe(game.state.pending.kind);

    // A record whose action was tampered with is rejected at that action.
    const k = game.actions.findIndex((a) => a.type === 'rollDie');
    expect(k).toBeGreaterThan(0);
    const bad = { ...record, actions: [...record.actions] };
    bad.actions[k] = { type: 'speed', speed: 3 };
    writeFileSync(file, JSON.stringify(bad));
    const r2 = await mqIn('replay', file);
    expect(r2.code).toBe(1);
    expect(JSON.parse(r2.out)).toMatchObject({ ok: false, index: k });
  });

  it('refuses a file that is not a game record', async () => {
    const file = join(tmp, 'notrecord.json');
    writeFileSync(file, JSON.stringify({ format: 'something-else' }));
    const r = await mqIn('replay', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('format: must be "mississippi-queen-game"');
  });
});

describe('mq simulate', () => {
  it('plays a few random games and prints results and games per second', () => {
    const r = mq('simulate', '--players', '3', '--games', '2', '--seed', '5', '--policy', 'eager');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as Record<string, unknown> & { winners: Record<string, number>; rounds: { min: number } };
    expect(j).toMatchObject({ games: 2, finished: 2, unfinished: 0, players: 3 });
    expect(Object.values(j.winners).reduce((a, b) => a + b, 0)).toBe(2);
    expect(j.rounds.min).toBeGreaterThan(0);
    expect(j.gamesPerSecond as number).toBeGreaterThan(0);
  });

  it('plays every mode the options name: teams, the Black Rose with the 1998 readings on a long river', async () => {
    const teams = await mqIn('simulate', '--players', '4', '--teams', '--games', '1', '--seed', '3', '--policy', 'eager');
    expect(teams.code, teams.err).toBe(0);
    const t = JSON.parse(teams.out) as { finished: number; mode: Record<string, unknown>; winnersBySide: Record<string, number> };
    expect(t.finished).toBe(1);
    expect(t.mode).toEqual({ players: 4, boatsPerPlayer: 1, teams: true, boats: 4, riverLength: 12 });
    // a team wins: seats 0+2 or 1+3
    expect(['0+2', '1+3']).toContain(Object.keys(t.winnersBySide)[0]);
    // 11 A tiles + 2 B tiles for 12 river tiles: one A tile goes, the one named by --replace
    const rose = await mqIn('simulate', '--players', '2', '--black-rose', '--classic', '--length', '13', '--advanced', 'B1,B4', '--replace', 'A3-2', '--exact-passengers', '--games', '1', '--policy', 'eager');
    expect(rose.code, rose.err).toBe(0);
    const r = JSON.parse(rose.out) as { finished: number; mode: Record<string, unknown>; advanced: string[] };
    expect(r.finished).toBe(1);
    expect(r.mode).toEqual({ players: 2, boatsPerPlayer: 2, blackRose: true, classic1998: true, exactPassengers: true, boats: 5, riverLength: 13, replaced: ['A3-2'] });
    expect(r.advanced).toEqual(['B1', 'B4']);
  });

  it('starts from a scenario with --scenario', async () => {
    const r = await mqIn('simulate', '--scenario', join(FIX, 'crowded-start.json'), '--games', '1', '--policy', 'eager');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ games: 1, finished: 1 });
  });
});

describe('rulebook examples through mq apply (open water, white on A0 heading N, coal 6)', () => {
  /** Writes a variant of the open-water fixture with white's speed changed, returns its path. */
  function openWater(speed: number): string {
    const s = JSON.parse(readFileSync(join(FIX, 'open-water-speed6.json'), 'utf8'));
    s.boats[0].speed = speed;
    const file = join(tmp, `open-${speed}.json`);
    writeFileSync(file, JSON.stringify(s));
    return file;
  }
  async function whiteAfter(file: string, actions: Action[]) {
    const r = await mqIn('apply', file, JSON.stringify(actions));
    expect(r.code, `${r.err}${r.out}`).toBe(0);
    const loaded = parseScenario(r.out);
    if (!loaded.ok) throw new Error(loaded.issues.map(issueText).join('\n'));
    return loaded.state.boats.find((b) => b.id === 'white')!;
  }
  const ahead = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'advance' }) as Action);

  it('speed 3 → 4 or 2 is free; 4 → 2 costs 1 coal; 1 → 4 costs 2 coal', async () => {
    expect((await whiteAfter(openWater(3), [{ type: 'speed', speed: 4 }, ...ahead(4), { type: 'confirm' }])).coal).toBe(6);
    expect((await whiteAfter(openWater(3), [{ type: 'speed', speed: 2 }, ...ahead(2), { type: 'confirm' }])).coal).toBe(6);
    expect((await whiteAfter(openWater(4), [{ type: 'speed', speed: 2 }, ...ahead(2), { type: 'confirm' }])).coal).toBe(5);
    expect((await whiteAfter(openWater(1), [{ type: 'speed', speed: 4 }, ...ahead(4), { type: 'confirm' }])).coal).toBe(4);
  });

  it('a 180° turn costs 2 coal', async () => {
    const white = await whiteAfter(openWater(1), [{ type: 'rotate', step: 'R' }, { type: 'rotate', step: 'R' }, { type: 'rotate', step: 'R' }, { type: 'advance' }, { type: 'confirm' }]);
    expect(white).toMatchObject({ heading: 3, coal: 4, pos: { q: 0, r: 1 } });
  });

  it('the example move: 2 → 4 (−1), advance, free 60°, advance, 60° (−1), two straight: 2 coal in all', async () => {
    const s = JSON.parse(readFileSync(openWater(2), 'utf8'));
    s.river = [{ tile: 'A0' }, { tile: 'A1-2', attached: 'straight' }, { tile: 'A2-2', attached: 'straight' }];
    const file = join(tmp, 'example-move.json');
    writeFileSync(file, JSON.stringify(s));
    // A0 7 → A0 12, NE (free) → A0 18, N (1 coal) → A1-2 3 → A1-2 8 (its dock, water)
    const white = await whiteAfter(file, [
      { type: 'speed', speed: 4 },
      { type: 'advance' },
      { type: 'rotate', step: 'R' },
      { type: 'advance' },
      { type: 'rotate', step: 'L' },
      ...ahead(2),
      { type: 'confirm' },
    ]);
    expect(white).toMatchObject({ pos: { q: 1, r: -4 }, heading: 0, speed: 4, coal: 4 });
  });
});

describe('bad usage exits with 2', () => {
  const cases: [string[], RegExp][] = [
    [[], /usage: mq <command>/],
    [['bogus'], /unknown command 'bogus'/],
    [['turns'], /expected 1 argument/],
    [['turns', 'a.json', 'b.json'], /unexpected argument 'b.json'/],
    [['apply', join(FIX, 'basic-4p.json')], /expected 2 argument/],
    [['simulate', '--players', '9'], /--players must be 2\.\.6/],
    [['simulate', '--games', 'x'], /--games must be an integer/],
    [['simulate', '--advanced', 'A1-1'], /'A1-1' is not a B tile id/],
    [['simulate', '--policy', 'clever'], /--policy must be uniform or eager/],
    [['simulate', '--frobnicate'], /unknown option --frobnicate/],
    [['simulate', '--scenario', 'x.json', '--players', '3'], /do not combine it with --players/],
    [['simulate', '--scenario', 'x.json', '--teams', '--black-rose'], /do not combine it with --teams, --black-rose/],
    [['simulate', '--players', '4', '--two-boats'], /--two-boats is for 3 players/],
    [['simulate', '--players', '5', '--teams'], /--teams needs 4 or 6 players/],
    [['simulate', '--players', '6', '--black-rose'], /the Black Rose sails with 2 to 5 players/],
    [['simulate', '--players', '3', '--two-boats', '--black-rose'], /would make 7 boats/],
    [['simulate', '--length', '15'], /--length 15 needs at least 3 B tile\(s\) in --advanced/],
    [['simulate', '--length', '19'], /--length must be 8\.\.18/],
    [['simulate', '--advanced', 'B1,B2', '--replace', 'A3-1,A2-2'], /not possible: name one A tile to replace .* \(config\/replace\)/],
    [['simulate', '--advanced', 'B1', '--replace', 'B2'], /--replace: 'B2' is not an A2 or A3 tile id/],
    [['simulate', '--length', '14', '--advanced', 'B1,B1'], /not possible: a tile is named twice \(config\/tile-duplicate\)/],
  ];
  // The first two through the real program, the rest in-process (same code path).
  cases.forEach(([args, msg], i) => {
    it(`mq ${args.join(' ') || '(nothing)'}`, async () => {
      const r = i < 2 ? mq(...args) : await mqIn(...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(msg);
    });
  });

  it('--help prints the commands (exit 0)', async () => {
    const r = await mqIn('--help');
    expect(r.code).toBe(0);
    for (const c of ['turns', 'apply', 'simulate', 'replay']) expect(r.out).toContain(c);
    const h = await mqIn('help', 'apply');
    expect(h.code).toBe(0);
    expect(h.out).toContain('usage: mq apply FILE ACTIONS');
  });
});
