// The end screen's places (issue 16). Places are per side (docs/rules.md, "Places are per side"):
// with two boats each, a side's first boat to finish places it, and its other boat leaves the
// river sharing that place (event `withdrawn`). The state alone cannot tell that boat from the
// finisher (both off the river with the place), so the game's events say which left; the list
// puts the finisher first and says the other left, rather than showing it as finished first.
import type { Boat, BoatId, GameEvent } from '../../../engine/index.js';

export type EndStatus = 'finished' | 'withdrawn' | 'unfinished';

export interface EndPlace {
  id: BoatId;
  place: number;
  status: EndStatus;
  owner: number;
}

/** The boats that left the river with their side, from a game's events. */
export function withdrawnBoats(entries: Iterable<{ events: readonly GameEvent[] }>): Set<BoatId> {
  const out = new Set<BoatId>();
  for (const e of entries) for (const ev of e.events) if (ev.type === 'withdrawn') out.add(ev.boat);
  return out;
}

const RANK: Record<EndStatus, number> = { finished: 0, withdrawn: 1, unfinished: 2 };

/**
 * The places, best first: `order` is the game's result (boats by place) when it has one; within a
 * shared place the boat that finished comes before the one that left with it. The Black Rose takes
 * no place and is left out.
 */
export function endPlaces(boats: readonly Pick<Boat, 'id' | 'owner' | 'pos' | 'place'>[], order: readonly BoatId[] | undefined, withdrawn: ReadonlySet<BoatId>): EndPlace[] {
  const ids = order ?? [...boats].sort((a, b) => (a.place ?? 99) - (b.place ?? 99)).map((b) => b.id);
  const list: EndPlace[] = [];
  ids.forEach((id, i) => {
    const b = boats.find((x) => x.id === id);
    if (!b || b.owner < 0) return;
    // still on the river when the race ended (a finished boat leaves it): placed, never finished
    const status: EndStatus = b.pos !== null ? 'unfinished' : withdrawn.has(id) ? 'withdrawn' : 'finished';
    list.push({ id, place: b.place ?? i + 1, status, owner: b.owner });
  });
  return list.sort((a, b) => a.place - b.place || RANK[a.status] - RANK[b.status]);
}
