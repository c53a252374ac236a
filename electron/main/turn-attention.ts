// The Electron window asks for attention (the taskbar flashes) when a turn of this app's player
// begins in a networked race while the window is not focused (issue 17); focusing it stops that.
// The page rings and changes its title too (renderer/src/lib/turn-alert.ts). No Electron import: the
// window is passed in, so the rule is tested without Electron.

export interface AttentionWindow {
  isFocused(): boolean;
  isDestroyed(): boolean;
  flashFrame(flag: boolean): void;
  on(event: 'focus', listener: () => void): unknown;
}

/** Returns what to call on every netChanged event. */
export function turnAttention(win: AttentionWindow, myTurn: () => boolean): () => void {
  let mine = false;
  win.on('focus', () => win.flashFrame(false));
  return () => {
    const now = myTurn();
    const began = now && !mine;
    mine = now;
    if (began && !win.isDestroyed() && !win.isFocused()) win.flashFrame(true);
  };
}
