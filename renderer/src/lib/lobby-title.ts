// The lobby screen's title (NetLobby.svelte): what the screen is, never a button's words. Coming back
// to a race it is the race's lobby (play-test, issue 17: the Italian title read "Torna alla tua
// corsa", the label of the button that led there).
import type { MessageKey } from './i18n.js';

export function lobbyTitleKey(resuming: boolean, mode: 'host' | 'join', where: 'here' | 'server' = 'here'): MessageKey {
  if (resuming) return 'netui.lobbyTitle';
  // hosting on a game server is not "on this network" (play-test: the title stayed so)
  if (mode === 'host') return where === 'server' ? 'net26.hostServerTitle' : 'netui.hostTitle';
  return 'netui.joinTitle';
}
