// The scene lab: a development and test page for the 3D river, reached as index.html?lab=PRESET
// (main.ts hands over before the app mounts). Presets: long (13 tiles, 6 boats, the Finish),
// start, mid, btiles, finish (random games advanced by the engine in the page), fixture
// (&name=tests/fixtures/scenarios/NAME.json), random (&actions=N). &seed=N, &hl=1 highlights,
// &fx=0 reduced effects.
import { mount } from 'svelte';
import type { GameState } from '../../engine/index.js';
import SceneLab from './scene/lab/SceneLab.svelte';
import { setReduceEffects } from './scene/quality.js';
import { advance, fixtureState, lcg, longRiver, randomGame } from './scene/lab/lab-data.js';

export interface MqLabHook {
  step(): string[];
  setShown(shown: boolean): void;
  memory(): { geometries: number; textures: number };
  clicks(): string[];
  idleCount(): number;
  /** How many times the view said its viewpoint changed (onframe). */
  viewFrames(): number;
  setMotion(m: { reducedMotion?: boolean; speed?: number }): void;
  destinations(): { q: number; r: number }[];
  path(): { q: number; r: number }[];
}

declare global {
  interface Window {
    __mqLab?: MqLabHook;
  }
}

const B_TILES = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];

async function labState(params: URLSearchParams): Promise<GameState> {
  const preset = params.get('lab') || 'long';
  const seed = Number(params.get('seed') ?? 1);
  const rnd = lcg(seed * 7919);
  switch (preset) {
    case 'long':
      return longRiver();
    case 'fixture':
      return fixtureState(params.get('name') ?? 'basic-4p');
    case 'start':
      return advance(randomGame({ players: 5, seed }), rnd, 50, (s) => s.pending.kind === 'move');
    case 'mid':
      return advance(randomGame({ players: 4, seed }), rnd, 2000, (s) => s.river.length >= 6);
    case 'btiles':
      return advance(randomGame({ players: 3, seed, advanced: B_TILES }), rnd, 3000, (s) => s.river.length >= 7);
    case 'finish':
      return advance(randomGame({ players: 4, seed }), rnd, 20000, (s) => s.finish !== null && s.pending.kind === 'move');
    case 'random':
      return advance(randomGame({ players: Number(params.get('players') ?? 4), seed }), rnd, Number(params.get('actions') ?? 40));
    default:
      throw new Error(`unknown lab preset ${preset}`);
  }
}

export async function startSceneLab(target: HTMLElement, params: URLSearchParams): Promise<void> {
  window.__mqTest ??= {}; // the lab always exposes window.__mqScene
  document.title = 'Mississippi Queen – scene lab';
  setReduceEffects(params.get('fx') === '0'); // &fx=0: the "reduce effects" look (for the benchmark)
  try {
    const initial = await labState(params);
    mount(SceneLab, { target, props: { initial, showHighlights: params.get('hl') === '1', seed: Number(params.get('seed') ?? 1) } });
  } catch (e) {
    target.textContent = `scene lab: ${(e as Error).message}`;
    target.setAttribute('data-lab-error', 'true');
  }
}
