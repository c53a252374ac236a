// The replay viewer's timeline, built by replaying a game's stored log once with the engine:
// round starts, tile reveals, every action's events and the race chart (engine/race-progress).
// Reading only: nothing here writes to the store.
import { apply, boatProgress, raceProgress, type Action, type BoatId, type GameState } from '../../../engine/index.js';
import type { GameRow, RawAction } from './game-store.js';
import type { ChartPoint, ReplayTimeline } from './replay-schema.js';
import { ActionSchema } from './schemas.js';

/**
 * Replays `rows` from `start` (the game's position 0). Stops at the first row that does not
 * replay (a read-only game's broken tail): the timeline then ends at the last good position.
 */
export function buildReplayTimeline(gameId: string, start: GameState, rows: readonly RawAction[]): ReplayTimeline {
  let state = start;
  const rounds: ReplayTimeline['rounds'] = [];
  const tiles: ReplayTimeline['tiles'] = [];
  const entries: ReplayTimeline['entries'] = [];
  const chart: ChartPoint[] = [];
  /** Boats that left the river with their side, and how far they had come (engine/race-progress). */
  const left = new Map<BoatId, number>();
  for (const row of rows) {
    if (row.seq !== state.seq + 1) break;
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.action);
    } catch {
      break;
    }
    const action = ActionSchema.safeParse(parsed);
    if (!action.success) break;
    const r = apply(state, action.data as Action);
    if (!r.ok) break;
    const before = state;
    state = r.state;
    entries.push({ seq: state.seq, action: action.data, events: r.events });
    for (const ev of r.events) {
      if (ev.type === 'withdrawn') {
        const boat = before.boats.find((b) => b.id === ev.boat);
        if (boat) left.set(ev.boat, boatProgress(before, boat));
      } else if (ev.type === 'roundStarted') {
        rounds.push({ round: ev.round, seq: state.seq });
        chart.push({ round: ev.round, seq: state.seq, final: false, boats: raceProgress(state, left) });
      } else if (ev.type === 'tilePlaced') tiles.push({ seq: state.seq, index: ev.index });
      else if (ev.type === 'finishPlaced') tiles.push({ seq: state.seq, index: state.river.length });
    }
  }
  if (state.seq > 0 && chart[chart.length - 1]?.seq !== state.seq) {
    chart.push({ round: state.round, seq: state.seq, final: true, boats: raceProgress(state, left) });
  }
  const riverTiles = Math.max(state.river.length, start.config.riverTiles.length + 1);
  return { gameId, lastSeq: state.seq, riverTiles, rounds, tiles, entries, chart };
}

/**
 * Built timelines by game, valid for one revision and position: a viewer stepping through a long
 * game asks again after a reload without the whole log being replayed again.
 */
export class ReplayTimelines {
  private readonly cache = new Map<string, { key: string; timeline: ReplayTimeline }>();
  constructor(private readonly limit = 4) {}

  get(row: Pick<GameRow, 'id' | 'rev'>, seq: number, build: () => ReplayTimeline): ReplayTimeline {
    const key = `${row.rev}:${seq}`;
    const hit = this.cache.get(row.id);
    if (hit && hit.key === key) return hit.timeline;
    const timeline = build();
    this.cache.delete(row.id);
    this.cache.set(row.id, { key, timeline });
    while (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
    return timeline;
  }

  forget(id: string): void {
    this.cache.delete(id);
  }
}
