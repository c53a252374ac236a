// Games from a scenario (issue 16, challenges): the start is the scenario's position, stored with
// the game; play, undo, replay, export and import work from it; stars are remembered; bad input
// is a typed error that writes nothing.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, stateHash, type Action } from '../../engine/index.js';
import { RecordError, parseRecord, replayRecord, scenarioStart, toEngineRecord } from '../../engine/record/index.js';
import { ApiError, type ApiEvent } from '../../electron/api/contract.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { openStore } from '../../electron/services/store.js';
import { EventHub } from '../../electron/services/events.js';
import { chooseActions } from '../../engine/captains/index.js';
import { captainRng } from '../../engine/captains/rng.js';
import { players, playThrough, rig } from './games-fixtures.js';
import { makeServices } from './helpers.js';

const DIR = path.join(import.meta.dirname, '../../engine/data/challenges');
const text = (id: string) => readFileSync(path.join(DIR, `${id}.json`), 'utf8');
const solution = (id: string) => (JSON.parse(text(id)) as { solution: Action[] }).solution;
const count = (db: ReturnType<typeof rig>['db'], table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
  throw new Error('not refused');
}

describe('games from a scenario', () => {
  it("start at the scenario's position (move 0), the player on the boat to move, the goal open", () => {
    const { games } = rig();
    const v = games.newScenarioGame({ scenario: text('01-first-pickup'), challengeId: '01-first-pickup', playerName: 'Ann', names: ['C1', 'C2', 'C3', 'C4'] });
    const start = scenarioStart(JSON.parse(text('01-first-pickup')));
    if (!start.ok) throw new Error('scenario does not read');
    expect(v.seq).toBe(0);
    expect(stateHash(v.state)).toBe(stateHash(start.state));
    expect(v.title).toBe('First pickup');
    expect(v.challenge).toEqual({ id: '01-first-pickup', goal: { kind: 'passenger' }, par: { coalLeft: 1 }, boat: 'green', status: 'open', parMet: false, stars: 0 });
    const seat = v.players.findIndex((p) => p.boats.includes('green'));
    expect(v.players[seat]).toMatchObject({ name: 'Ann', kind: 'human' });
    // without a player's name, the seat's own made-up name
    expect(games.newScenarioGame({ scenario: text('01-first-pickup'), names: ['C1', 'C2', 'C3', 'C4'] }).players[seat]!.name).toBe(`C${seat + 1}`);
    expect(v.players.filter((p) => p.kind === 'computer').map((p) => p.name)).toEqual(['C1', 'C2', 'C3', 'C4'].filter((_, i) => i !== seat));
  });

  it('the shipped solution meets the goal at par: two stars, remembered after a restart and never lowered', () => {
    const { games, file } = rig();
    const won = playThrough(games, games.newScenarioGame({ scenario: text('01-first-pickup'), challengeId: '01-first-pickup' }), solution('01-first-pickup'));
    expect(won.challenge).toMatchObject({ status: 'met', parMet: true, stars: 2 });
    expect(games.challengeStars()).toEqual({ '01-first-pickup': 2 });
    // a later, worse try keeps the two stars
    const retry = games.newScenarioGame({ scenario: text('01-first-pickup'), challengeId: '01-first-pickup' });
    const worse = playThrough(games, retry, retry.legalTurns.find((t) => t.coalSpent > 0 && !t.pushed)!.actions);
    expect(worse.challenge?.stars).not.toBe(2);
    games.store.raiseChallengeStars('01-first-pickup', 1, 0);
    const again = new GamesService({ db: openStore(file), hub: new EventHub() });
    expect(again.challengeStars()).toEqual({ '01-first-pickup': 2 });
    // a scenario file without a challenge id earns no remembered stars
    playThrough(games, games.newScenarioGame({ scenario: text('02-home-straight') }), solution('02-home-straight'));
    expect(again.challengeStars()).toEqual({ '01-first-pickup': 2 });
  });

  it('a missed shipped challenge reads as tried (0 stars), then raised by a win (play-test 16: a lost one left no trace)', () => {
    const { games } = rig();
    const v = games.newScenarioGame({ scenario: text('02-home-straight'), challengeId: '02-home-straight' });
    playThrough(games, v, v.legalTurns.find((t) => t.finishes !== true)!.actions);
    expect(games.challengeStars()).toEqual({ '02-home-straight': 0 });
    playThrough(games, games.newScenarioGame({ scenario: text('02-home-straight'), challengeId: '02-home-straight' }), solution('02-home-straight'));
    expect(games.challengeStars()).toEqual({ '02-home-straight': 2 });
  });

  it('a missed goal is judged failed once the turn is over', () => {
    const { games } = rig();
    const v = games.newScenarioGame({ scenario: text('02-home-straight') });
    const turn = v.legalTurns.find((t) => t.finishes !== true)!;
    const after = playThrough(games, v, turn.actions);
    expect(after.challenge).toMatchObject({ status: 'failed', stars: 0 });
  });

  it('the library tells a decided challenge from one in progress (play-test 16): its verdict and stars, never the game to continue', () => {
    const { games, file } = rig();
    const open = games.newScenarioGame({ scenario: text('03-river-bend'), challengeId: '03-river-bend' });
    const won = playThrough(games, games.newScenarioGame({ scenario: text('01-first-pickup'), challengeId: '01-first-pickup' }), solution('01-first-pickup'));
    const missedStart = games.newScenarioGame({ scenario: text('02-home-straight') });
    const missed = playThrough(games, missedStart, missedStart.legalTurns.find((t) => t.finishes !== true)!.actions);
    const raced = games.newGame({ players: players(2), config: defaultConfig(2), seed: 3 });
    const row = (id: string) => games.listGames().find((g) => g.id === id)!;
    expect(row(won.id).challenge).toEqual({ status: 'met', stars: 2 });
    expect(row(missed.id).challenge).toEqual({ status: 'failed', stars: 0 });
    expect(row(open.id).challenge).toEqual({ status: 'open', stars: 0 });
    expect(row(raced.id).challenge).toBeUndefined();
    // the race of a decided challenge stops midway, but it is no game to continue
    expect(row(won.id).status).toBe('playing');
    expect([open.id, raced.id]).toContain(games.lastUnfinishedGame()?.id);
    expect(games.lastUnfinishedGame()?.id).not.toBe(won.id);
    // kept on disk: another run of the app reads it without opening the game
    const again = new GamesService({ db: openStore(file), hub: new EventHub() });
    expect(again.listGames().find((g) => g.id === won.id)!.challenge).toEqual({ status: 'met', stars: 2 });
    // a game saved before the verdict was kept on its row gets it once opened
    again.store.setChallengeVerdict(missed.id, null);
    expect(again.listGames().find((g) => g.id === missed.id)!.challenge).toEqual({ status: 'open', stars: 0 });
    again.getGame(missed.id);
    expect(again.listGames().find((g) => g.id === missed.id)!.challenge).toEqual({ status: 'failed', stars: 0 });
  });

  it('undo, reloading and every replay position work from the scenario start', () => {
    const { games } = rig();
    const v = games.newScenarioGame({ scenario: text('01-first-pickup') });
    const one = games.act(v.id, v.rev, solution('01-first-pickup')[0]!);
    const back = games.undo(one.id, one.rev);
    expect(stateHash(back.state)).toBe(stateHash(v.state));
    const end = playThrough(games, back, solution('01-first-pickup'));
    games.evict();
    expect(stateHash(games.getGame(v.id).state)).toBe(stateHash(end.state));
    expect(stateHash(games.getGameAt(v.id, 0).state)).toBe(stateHash(v.state));
    expect(stateHash(games.getGameAt(v.id, end.seq).state)).toBe(stateHash(end.state));
    expect(games.getGameLog(v.id).entries.map((e) => e.seq)).toEqual(Array.from({ length: end.seq }, (_, i) => i + 1));
    expect(games.getReplayTimeline(v.id)).toBeTruthy();
  });

  it('export carries the start (record v3): the file replays to the same hash and imports as the same game', () => {
    const { games } = rig();
    const end = playThrough(games, games.newScenarioGame({ scenario: text('02-home-straight') }), solution('02-home-straight'));
    const exported = games.exportGame(end.id);
    expect(exported.formatVersion).toBe(4);
    const record = parseRecord(exported.text);
    expect(record.scenario).not.toBeNull();
    expect(stateHash(replayRecord(record))).toBe(stateHash(end.state));
    // the engine's bare record (mq replay) has no room for the start: refused, not replayed as another game
    expect(() => toEngineRecord(record)).toThrow(RecordError);
    const imported = games.importGame(exported.text);
    const view = games.getGame(imported.id);
    expect(stateHash(view.state)).toBe(stateHash(end.state));
    expect(view.challenge).toMatchObject({ goal: { kind: 'finish' }, status: 'met' });
    // the copy ("play from here") keeps the start too
    const fork = games.forkGame(end.id, 1);
    expect(stateHash(games.getGameAt(fork.id, 0).state)).toBe(stateHash(games.getGameAt(end.id, 0).state));
  });

  it('a record whose scenario sets up other options than it states is refused', () => {
    const { games } = rig();
    const end = playThrough(games, games.newScenarioGame({ scenario: text('02-home-straight') }), solution('02-home-straight'));
    const record = JSON.parse(games.exportGame(end.id).text) as { config: { exactPassengers?: boolean }; scenario: { boats: { speed: number }[] } };
    const otherRules = { ...record, config: { ...record.config, exactPassengers: !record.config.exactPassengers } };
    expect(() => parseRecord(JSON.stringify(otherRules))).toThrow(/other game options/);
    const badStart = { ...record, scenario: { ...record.scenario, boats: record.scenario.boats.map((b) => ({ ...b, speed: 9 })) } };
    expect(refusal(() => games.importGame(JSON.stringify(badStart)))).toBe('record/invalid');
  });

  it('refuses bad scenarios with typed errors, writing nothing and telling no one', () => {
    const { games, db, hub } = rig();
    const heard: ApiEvent[] = [];
    hub.subscribe((e) => heard.push(e));
    const sc = JSON.parse(text('04-shut-the-door')) as Record<string, unknown>;
    const cases: [string, string][] = [
      ['{not json', 'scenario/invalid'],
      [JSON.stringify({ ...sc, format: 'something-else' }), 'scenario/invalid'],
      [JSON.stringify({ ...sc, boats: [] }), 'scenario/invalid'],
      [JSON.stringify({ ...sc, goal: { kind: 'block', boat: 'blue' } }), 'scenario/not-a-challenge'], // the player's own boat
      [JSON.stringify({ ...sc, goal: { kind: 'fly' } }), 'scenario/invalid'],
    ];
    for (const [scenario, code] of cases) expect(refusal(() => games.newScenarioGame({ scenario })), scenario.slice(0, 40)).toBe(code);
    expect(count(db, 'games') + count(db, 'actions') + count(db, 'snapshots')).toBe(0);
    expect(heard).toEqual([]);
  });

  it('through the API: the channel answers a bad scenario with its code, a good one with the game', async () => {
    const s = makeServices();
    const bad = await s.dispatch('newScenarioGame', { scenario: '[]' });
    expect(bad).toMatchObject({ ok: false, code: 'scenario/invalid' });
    const good = await s.dispatch('newScenarioGame', { scenario: text('03-river-bend'), challengeId: '03-river-bend' });
    expect(good).toMatchObject({ ok: true, value: { challenge: { id: '03-river-bend', status: 'open' } } });
    expect(await s.dispatch('getChallengeStars', {})).toEqual({ ok: true, value: { stars: {} } });
    expect(await s.dispatch('newScenarioGame', { scenario: '{}', challengeId: '../x' })).toMatchObject({ ok: false, code: 'request/malformed' });
  });

  // The table as the app plays it: the captain driver's seed (electron/services/captains/driver.ts)
  // for every other seat's decision (a pushed boat's heading...), chance from the game's generator.
  it.each(readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)))('%s: the shipped solution earns two stars in the app', (id) => {
    const { games } = rig();
    let v = playThrough(games, games.newScenarioGame({ scenario: text(id), challengeId: id }), solution(id));
    for (let guard = 0; v.challenge?.status === 'open' && guard < 20; guard++) {
      const p = v.state.pending as { player: number };
      expect(v.players[p.player]?.kind, 'only captains decide once the solution is played').toBe('computer');
      for (const a of chooseActions('medium', v.state, {}, captainRng((v.state.seq * 2654435761 + p.player) >>> 0))) v = games.act(v.id, v.rev, a);
    }
    expect(v.challenge).toMatchObject({ status: 'met', stars: 2 });
    expect(games.challengeStars()[id]).toBe(2);
  });
});
