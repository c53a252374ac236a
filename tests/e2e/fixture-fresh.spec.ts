// The fixtures' promise (fixtures.ts): each test starts on an empty user-data folder even though one
// host process serves the worker's tests in turn; a networked race is followed by a new process.
import { expect, rawPost, test, type HostInfo } from './fixtures.js';

test.describe.configure({ mode: 'serial' }); // in order, in one worker: the second test sees what the first left

const auth = (h: HostInfo) => ({ 'content-type': 'application/json', authorization: `Bearer ${h.token}` });
const ok = <T>(r: { status: number; json: unknown }): T => {
  expect(r.status).toBe(200);
  const body = r.json as { ok: boolean; value: T };
  expect(body.ok).toBe(true);
  return body.value;
};
const games = async (h: HostInfo) => ok<{ games: unknown[] }>(await rawPost(h, 'listGames', '{}', auth(h))).games;
const settings = async (h: HostInfo) =>
  ok<{ seq: number; values: { language: string; reduceEffects: boolean } }>(await rawPost(h, 'getSettings', '{}', auth(h)));

let first: HostInfo | null = null;

test('a test leaves a game and a changed setting behind', async ({ host }) => {
  first = host;
  const s = await settings(host);
  ok(await rawPost(host, 'setSettings', JSON.stringify({ expectSeq: s.seq, patch: { language: 'fr' } }), auth(host)));
  const players = ['Anna', 'Bruno'].map((name) => ({ name, kind: 'human' }));
  ok(await rawPost(host, 'newGame', JSON.stringify({ players, title: 'Left behind', seed: 1 }), auth(host)));
  expect(await games(host)).toHaveLength(1);
});

test('the next test in the same host process finds none of it', async ({ host }) => {
  // the same process (its address and token), on another, empty folder
  expect(host.origin).toBe(first!.origin);
  expect(host.token).toBe(first!.token);
  expect(host.userDataDir).not.toBe(first!.userDataDir);
  expect(await games(host)).toEqual([]);
  const s = await settings(host);
  expect(s.values.language).not.toBe('fr');
  expect(s.values.reduceEffects).toBe(true); // the fixture's "Reduce effects", saved on the new folder
});

// One browser context serves the worker's tests too (worker-contexts.ts): what a page keeps in the
// browser must not reach the next test's page either.
let leaving: HostInfo | null = null;

test('a page leaves things in the browser: local and session storage, a cookie', async ({ app, host }) => {
  leaving = host;
  await app.evaluate(() => {
    localStorage.setItem('mq-left-behind', '1');
    sessionStorage.setItem('mq-left-behind', '1');
    document.cookie = 'mqLeftBehind=1; max-age=3600';
  });
  expect(await app.evaluate(() => [localStorage.getItem('mq-left-behind'), document.cookie])).toEqual(['1', 'mqLeftBehind=1']);
});

test("the next test's page, on the same origin, finds none of it", async ({ app, host }) => {
  expect(host.origin).toBe(leaving!.origin); // the same address: the same origin's storage, were it kept
  const left = await app.evaluate(() => [localStorage.getItem('mq-left-behind'), sessionStorage.getItem('mq-left-behind'), document.cookie]);
  expect(left).toEqual([null, null, '']);
});

let hosting: HostInfo | null = null;

test('a test hosts a networked race', async ({ host }) => {
  hosting = host;
  const room = ok<{ role: string }>(await rawPost(host, 'netHost', JSON.stringify({ seats: 2, port: 0, announce: false }), auth(host)));
  expect(room.role).toBe('hosting');
});

test('the next test gets a new host process: the race server is one per process', async ({ host }) => {
  expect(host.origin).not.toBe(hosting!.origin);
  expect(await games(host)).toEqual([]);
  const net = ok<{ role: string }>(await rawPost(host, 'netStatus', '{}', auth(host)));
  expect(net.role).toBe('none');
});
