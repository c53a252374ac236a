// The play screen in a networked race (issue 17): Play.svelte talks to a PlayApi about one game;
// this one answers from the app host's netStatus view and sends moves to the room (netSend), so
// the normal play screen serves a networked race unchanged. The log and the moves made elsewhere
// come from the room's public log and positions (netLog, netChanges, netPositionAt); hints are
// refused (networked races are played without them).
import type { ApiEvent, ApiFailure, ApiResult, MqApi } from '../../../electron/api/contract.js';
import type { NetStatus } from '../../../electron/net/net-api.js';
import { playableState } from '../../../engine/net/public-state.js';
import type { GameView } from './api-types.js';
import { playView, type PlayApi } from './play-view.js';

const none = (code: string): ApiFailure => ({ ok: false, code: code as ApiFailure['code'], message: code });

export function netPlayApi(api: PlayApi): PlayApi {
  const status = async (): Promise<NetStatus | null> => {
    const r = await api.netStatus({});
    return r.ok ? r.value : null;
  };

  /** Sends one message and answers with the view once the room moved on, or with its refusal. */
  async function sendAndWait(type: string, body: unknown, rev: number): Promise<ApiResult<GameView>> {
    const before = await status();
    if (!before?.view) return none('net/no-session');
    const sent = await api.netSend({ type, body });
    if (!sent.ok) return sent;
    return new Promise((resolve) => {
      let done = false;
      const check = async () => {
        const st = await status();
        if (done || !st?.view) return;
        if (st.refusedCount > before.refusedCount) finish(none(st.refused ?? 'net/malformed'));
        else if (st.view.rev !== rev) finish({ ok: true, value: playView(st.view) });
      };
      const finish = (r: ApiResult<GameView>) => {
        done = true;
        off();
        clearTimeout(timer);
        resolve(r);
      };
      const off = api.onEvent((e) => e.name === 'netChanged' && void check());
      // The room never answered (the host went away): the screen says so and stays.
      const timer = setTimeout(() => finish(none('net/unreachable')), 20_000);
      void check();
    });
  }

  const overrides: Partial<Record<keyof MqApi, unknown>> = {
    getGame: async () => {
      const st = await status();
      return st?.view ? { ok: true, value: playView(st.view) } : none('net/no-session');
    },
    // a way's steps, or a whole choice taken back, go as one message (one move for the room, one view back)
    act: (r: { expectSeq: number; action?: unknown; actions?: unknown[] }) =>
      sendAndWait('act', { rev: r.expectSeq, ...(r.actions ? { actions: r.actions } : { action: r.action }) }, r.expectSeq),
    undo: (r: { expectSeq: number; toSeq?: number }) =>
      sendAndWait('undo', { rev: r.expectSeq, ...(r.toSeq !== undefined ? { toSeq: r.toSeq } : {}) }, r.expectSeq),
    answerStallOffer: (r: { expectSeq: number; seat: number; agree: boolean }) =>
      sendAndWait('stall', { rev: r.expectSeq, seat: r.seat, agree: r.agree }, r.expectSeq),
    getGameLog: async (r: { gameId: string; toSeq?: number }) => {
      const log = await api.netLog(r.toSeq !== undefined ? { toSeq: r.toSeq } : {});
      return log.ok ? { ok: true, value: { gameId: r.gameId, ...log.value } } : log;
    },
    getGameAt: async (r: { gameId: string; seq: number }) => {
      const at = await api.netPositionAt({ seq: r.seq });
      if (!at.ok) return at;
      return { ok: true, value: { gameId: r.gameId, seq: r.seq, lastSeq: r.seq, state: playableState(at.value.state), action: null, events: [] } };
    },
    getHint: async () => none('net/no-session'),
    onEvent: (listener: (event: ApiEvent) => void) => {
      // The room's changes, each once and in order, from the view this listener started on: the
      // screen's log and its move-by-move showing read them as they read a local game's.
      let last = -1;
      let chain: Promise<unknown> = status().then((st) => (last = st?.view?.rev ?? -1));
      const pass = async () => {
        // one answer holds the changes and the view's rev: asked apart, a view that arrived in
        // between was taken for a missed one and its change's events were lost (CI, net.spec)
        const r = await api.netChanges({ afterRev: last });
        if (!r.ok || !r.value.gameId) return;
        for (const c of r.value.changes) {
          if (c.rev <= last) continue;
          last = c.rev;
          listener({ name: 'gameChanged', payload: { gameId: r.value.gameId, rev: c.rev, seq: c.seq, kind: c.kind, events: c.events } });
        }
        // the view is further on than any change told (missed while the connection was down): catch up
        if (r.value.rev > last) {
          last = r.value.rev;
          listener({ name: 'gameChanged', payload: { gameId: r.value.gameId, rev: r.value.rev, seq: r.value.seq, kind: 'acted', events: [] } });
        }
      };
      return api.onEvent((e) => {
        // The hosting app's own games service also sends gameChanged for this race, but it may come
        // before the room's view does: every player's screen follows the room alone.
        if (e.name !== 'gameChanged') listener(e);
        if (e.name === 'netChanged') chain = chain.then(pass, pass);
      });
    },
  };
  return new Proxy(api, { get: (target, key: string) => overrides[key as keyof PlayApi] ?? target[key as keyof PlayApi] });
}
