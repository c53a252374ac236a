// Positions for the scene lab (a development and test tool, so it runs the engine in the page):
// fixture scenarios, a 13-tile river with six boats, and random games advanced N actions.
import {
  apply,
  defaultConfig,
  globalHex,
  legalActions,
  legalTurns,
  newGame,
  sampleChance,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../../engine/index.js';
import { parseScenario } from '../../../../engine/scenario.js';

/**
 * A0 + 12 tiles (A, B1, B1-B2, B2, B3-1), the Finish placed, five boats along the river
 * (the engine allows 3-5 players; the sixth boat is added to the drawn state by `longRiver`).
 * Generated once with the engine's own die-face rule, so it is a river a game can produce.
 */
export const LONG_RIVER_SCENARIO =
{
  "format": "mississippi-queen-scenario",
  "version": 1,
  "name": "Long river, six boats",
  "description": "13 tiles (A0 + 12), six boats spread along the river, the Finish placed.",
  "rules": {
    "players": 5,
    "riverTiles": [
      "A1-1",
      "A3-1",
      "B1",
      "A2-1",
      "A1-2",
      "B3-1",
      "A3-2",
      "A2-2",
      "B2",
      "A1-3",
      "B1-B2",
      "A2-3"
    ]
  },
  "river": [
    {
      "tile": "A0"
    },
    {
      "tile": "A1-1",
      "attached": "straight"
    },
    {
      "tile": "A3-1",
      "attached": "left"
    },
    {
      "tile": "B1",
      "attached": "right"
    },
    {
      "tile": "A2-1",
      "attached": "straight"
    },
    {
      "tile": "A1-2",
      "attached": "left"
    },
    {
      "tile": "B3-1",
      "attached": "straight"
    },
    {
      "tile": "A3-2",
      "attached": "straight"
    },
    {
      "tile": "A2-2",
      "attached": "left"
    },
    {
      "tile": "B2",
      "attached": "left"
    },
    {
      "tile": "A1-3",
      "attached": "right"
    },
    {
      "tile": "B1-B2",
      "attached": "right"
    },
    {
      "tile": "A2-3",
      "attached": "left"
    }
  ],
  "finish": {
    "attached": "straight"
  },
  "boats": [
    {
      "id": "white",
      "pos": {
        "tile": 1,
        "space": 12
      },
      "heading": 0,
      "speed": 3,
      "coal": 5,
      "passengers": 1
    },
    {
      "id": "orange",
      "pos": {
        "tile": 3,
        "space": 7
      },
      "heading": 0,
      "speed": 4,
      "coal": 4
    },
    {
      "id": "blue",
      "pos": {
        "tile": 5,
        "space": 9
      },
      "heading": 5,
      "speed": 2,
      "coal": 6,
      "passengers": 2
    },
    {
      "id": "green",
      "pos": {
        "tile": 7,
        "space": 16
      },
      "heading": 5,
      "speed": 5,
      "coal": 3
    },
    {
      "id": "pink",
      "pos": {
        "tile": 9,
        "space": 12
      },
      "heading": 3,
      "speed": 3,
      "coal": 2,
      "passengers": 1
    }
  ],
  "round": 9,
  "pending": {
    "kind": "move",
    "boat": "white"
  },
  "seed": 3
}
;

const fixtures = import.meta.glob('../../../../tests/fixtures/scenarios/*.json', { query: '?raw', import: 'default' });

export function fixtureNames(): string[] {
  return Object.keys(fixtures)
    .map((p) => p.replace(/^.*\/(.*)\.json$/, '$1'))
    .sort();
}

export async function fixtureState(name: string): Promise<GameState> {
  const key = Object.keys(fixtures).find((p) => p.endsWith(`/${name}.json`));
  if (!key) throw new Error(`no scenario fixture named ${name} (have: ${fixtureNames().join(', ')})`);
  const text = (await fixtures[key]!()) as string;
  const r = parseScenario(text);
  if (!r.ok) throw new Error(`scenario ${name}: ${r.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  return r.state;
}

/** The 13-tile river with six boats: the fifth player's neighbour, red, joins for drawing only. */
export function longRiver(): GameState {
  const r = parseScenario(LONG_RIVER_SCENARIO);
  if (!r.ok) throw new Error(`long river: ${r.issues.map((i) => i.message).join('; ')}`);
  const s = r.state;
  const river = s.river;
  const t11 = river[11]!;
  // Red sits on tile 11 (B1-B2), space 12 (water), heading along the tile.
  const red = { ...s.boats[0]!, id: 'red' as const, owner: 5, pos: globalHex(t11, 12), heading: t11.heading, speed: 6, coal: 1, passengers: 0, docksUsed: [] };
  return { ...s, boats: [...s.boats, red] };
}

/** Simple deterministic generator for the lab's random choices. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 0x100000000;
  };
}

/** One decision of a random game: chance from the state's seed, choices from `rnd`. */
export function randomStep(state: GameState, rnd: () => number): { state: GameState; events: GameEvent[] } | null {
  if (state.pending.kind === 'over') return null;
  let actions: Action[];
  if (state.pending.kind === 'chance') actions = [sampleChance(state)];
  else if (state.pending.kind === 'move') {
    const turns = legalTurns(state);
    if (turns.length === 0) return null;
    // Prefer turns that get somewhere: pick among the farthest third, so rivers get revealed.
    const sorted = [...turns].sort((a, b) => b.path.length - a.path.length);
    actions = sorted[Math.floor(rnd() * Math.max(1, Math.ceil(sorted.length / 3)))]!.actions;
  } else {
    const all = legalActions(state);
    if (all.length === 0) return null;
    actions = [all[Math.floor(rnd() * all.length)]!];
  }
  const events: GameEvent[] = [];
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`lab: engine refused ${JSON.stringify(a)}: ${r.code}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export function randomGame(opts: { players?: number; seed?: number; advanced?: string[] } = {}): GameState {
  const config = defaultConfig(opts.players ?? 4, { advanced: (opts.advanced ?? []) as never });
  return newGame(config, opts.seed ?? 1);
}

/** Advances until `until` holds or `max` decisions were taken. */
export function advance(state: GameState, rnd: () => number, max: number, until?: (s: GameState) => boolean): GameState {
  let s = state;
  for (let i = 0; i < max; i++) {
    if (until?.(s)) break;
    const r = randomStep(s, rnd);
    if (!r) break;
    s = r.state;
  }
  return s;
}
