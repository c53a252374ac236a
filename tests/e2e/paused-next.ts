// What a paused network race's header says under "Paused" on an app's page: who moves once the host
// is back, as the turn order lights them (play-test pt28: it said "Waiting for Ada" over Ben lit).
import type { NetStatus } from '../../electron/net/net-api.js';
import { api, type HostInfo } from './fixtures.js';

export async function pausedNext(info: HostInfo): Promise<string> {
  const st = await api<NetStatus>(info, 'netStatus', {});
  const pending = st.view!.pending;
  if (!('player' in pending)) return 'Until the host is back';
  if (st.lobby!.mine.includes(pending.player)) return 'Next: you, once the host is back';
  return `Next: ${st.view!.players[pending.player]!.name}, once the host is back`;
}
