// Three apps, each its own process and user-data folder (a host and two guests, as three friends'
// computers), race to the end of the short river through their own API (what the screens send):
// each plays its seat with a quick random player on its own view. At the end the race is in every
// library, and the three stored records replay to one final hash; one guest's library screen
// lists it as a game brought in from the race. (Through the screens the race would take minutes.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eagerTurn } from '../../cli/random-play.js';
import { defaultConfig, stateHash, type Action } from '../../engine/index.js';
import { randomInt, seedRng } from '../../engine/rng.js';
import { playableState } from '../../engine/net/public-state.js';
import type { PublicState } from '../../engine/net/public-state.js';
import { parseRecord } from '../../engine/record/format.js';
import { replayRecord } from '../../engine/record/replay.js';
import type { LegalTurn } from '../../engine/index.js';
import { expect, rawPost, reduceEffects, startHost, stopHosts, test, type HostInfo } from './fixtures.js';

async function api<T>(host: HostInfo, name: string, body: unknown): Promise<T> {
  const r = await rawPost(host, name, JSON.stringify(body), { 'content-type': 'application/json', authorization: `Bearer ${host.token}` });
  const json = r.json as { ok: boolean; value?: unknown; code?: string };
  if (!json.ok) throw new Error(`${name}: ${json.code}`);
  return json.value as T;
}

interface View {
  rev: number;
  status: string;
  pending: { kind: string; boat?: string; player?: number };
  state: PublicState;
  legalActions: Action[];
  legalTurns: LegalTurn[];
}
interface Status {
  invite: string | null;
  lobby: { phase: string; mine: number[]; seats: { ready: boolean }[] } | null;
  view: View | null;
  refused: string | null;
  refusedCount: number;
  libraryGameId: string | null;
}

const status = (h: HostInfo) => api<Status>(h, 'netStatus', {});

/** Asks until `test` holds (the apps answer over HTTP: no events here). */
async function until(h: HostInfo, test: (s: Status) => boolean, ms = 60_000): Promise<Status> {
  const end = Date.now() + ms;
  for (;;) {
    const s = await status(h);
    if (test(s)) return s;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(s.lobby)}`);
    await new Promise((r) => setTimeout(r, 60));
  }
}

/** Plays this app's seat to the end: the eager random policy's turn on its own view, one action at a time. */
async function playSeat(h: HostInfo, seed: number): Promise<void> {
  let rng = seedRng(seed);
  const choose = <T,>(items: readonly T[]): T => {
    const [i, next] = randomInt(rng, items.length);
    rng = next;
    return items[i]!;
  };
  let queue: Action[] = [];
  for (;;) {
    const st = await until(h, (s) => !!s.view && (s.view.status === 'over' || s.view.legalActions.length > 0), 120_000);
    const view = st.view!;
    if (view.status === 'over') return;
    if (queue.length === 0) {
      const p = view.pending;
      queue =
        p.kind === 'move' && view.legalTurns.length > 0
          ? [...eagerTurn(playableState(view.state as never), p.boat as never, view.legalTurns, choose).actions]
          : [choose(view.legalActions)];
    }
    await api(h, 'netSend', { type: 'act', body: { rev: view.rev, action: queue[0] } });
    const after = await until(h, (s) => s.view!.rev !== view.rev || s.refusedCount > st.refusedCount);
    if (after.refusedCount === st.refusedCount) queue.shift();
    else if (after.refused === 'net/rate-limited') await new Promise((r) => setTimeout(r, 250));
    else throw new Error(`refused ${after.refused}`);
  }
}

test('three apps in three processes race the short river to the end: one final hash in every library', async ({ browser }) => {
  test.setTimeout(300_000);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-three-')));
  const hosts = await Promise.all(dirs.map((d) => startHost(d)));
  const apps = hosts.map((h) => h.info);
  try {
    // a guest's page, opened now (its address is good for a couple of minutes only)
    await reduceEffects(apps[1]!);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(apps[1]!.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    const config = defaultConfig(3, { length: 8 });
    const hosted = await api<Status>(apps[0]!, 'netHost', { seats: 3, port: 0, config, hostName: 'Ada' });
    for (const guest of apps.slice(1)) await api(guest, 'netJoin', { invite: hosted.invite });
    for (const [seat, app] of apps.entries()) {
      await api(app, 'netSend', { type: 'takeSeat', body: { seat, name: ['Ada', 'Ben', 'Cleo'][seat] } });
      await until(app, (s) => !!s.lobby?.mine.includes(seat));
      await api(app, 'netSend', { type: 'ready', body: { ready: true } });
    }
    await until(apps[0]!, (s) => !!s.lobby?.seats.every((x) => x.ready));
    await api(apps[0]!, 'netSend', { type: 'start', body: {} });
    await until(apps[0]!, (s) => !!s.view);
    expect((await status(apps[0]!)).view!.state.config.riverTiles).toHaveLength(7);

    await Promise.all(apps.map((app, i) => playSeat(app, 301 + i)));

    const hashes: string[] = [];
    for (const app of apps) {
      const done = await until(app, (s) => !!s.libraryGameId, 30_000);
      const record = await api<{ text: string }>(app, 'exportGame', { gameId: done.libraryGameId });
      const final = replayRecord(parseRecord(record.text));
      expect(final.pending.kind).toBe('over');
      hashes.push(stateHash(final));
    }
    expect(new Set(hashes).size).toBe(1);

    // one screen: a guest's library lists the race, brought in from the host's record
    await page.getByTestId('open-library').click();
    const row = page.getByTestId('library-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('lib-imported')).toBeVisible();
  } finally {
    await stopHosts(hosts, dirs);
  }
});
