// The play screen's game view, made from what the host sends (both transports: a local game's view
// and a networked race's room view): no view carries its legal turns (150-700 kB of JSON each),
// nor the generator and the stack order, so the page makes a playable state and searches the
// mover's turns itself, with the engine the host uses (the same list, in the same order: a hint's
// index into it holds; tests/renderer/play-view.test.ts).
import type { ApiResult, MqApi, RequestOf } from '../../../electron/api/contract.js';
import type { NetStatus } from '../../../electron/net/net-api.js';
import { legalTurns } from '../../../engine/index.js';
import { playableState } from '../../../engine/net/public-state.js';
import type { GameView, WireView } from './api-types.js';

type RoomView = NonNullable<NetStatus['view']>;

/** The requests answered with a game view. */
const VIEW_REQUESTS = ['newGame', 'newScenarioGame', 'getGame', 'act', 'undo', 'answerStallOffer'] as const;
type ViewRequest = (typeof VIEW_REQUESTS)[number];

/** The API as the screens use it: its game views made into play views. */
export type PlayApi = Omit<MqApi, ViewRequest> & { [N in ViewRequest]: (request: RequestOf<N>) => Promise<ApiResult<GameView>> };

/** The view to play from: only the deciding player's view lists actions, and only then are turns searched. */
export function playView(view: WireView | RoomView): GameView {
  const state = playableState(view.state);
  const turns = !view.readOnly && view.pending.kind === 'move' && view.legalActions.length > 0 ? legalTurns(state) : [];
  return { ...view, notices: 'notices' in view ? view.notices : [], state, legalTurns: turns };
}

export function playApi(api: MqApi): PlayApi {
  const overrides: Partial<Record<keyof MqApi, unknown>> = {};
  for (const name of VIEW_REQUESTS) {
    overrides[name] = async (request: never) => {
      const r = (await (api[name] as (q: never) => Promise<ApiResult<WireView>>)(request)) as ApiResult<WireView>;
      return r.ok ? { ok: true, value: playView(r.value) } : r;
    };
  }
  return new Proxy(api, { get: (target, key: string) => overrides[key as keyof MqApi] ?? target[key as keyof MqApi] }) as unknown as PlayApi;
}
