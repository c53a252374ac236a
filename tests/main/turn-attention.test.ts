// The Electron window's "your turn" (electron/main/turn-attention.ts): it flashes when a turn of this
// app's player begins while the window is not focused, once per turn, and stops on focus.
import { describe, expect, it } from 'vitest';
import { turnAttention, type AttentionWindow } from '../../electron/main/turn-attention.js';

function fakeWindow(focused: boolean) {
  const flashes: boolean[] = [];
  let onFocus = () => undefined as unknown;
  const win: AttentionWindow & { focused: boolean } = {
    focused,
    isFocused() {
      return this.focused;
    },
    isDestroyed: () => false,
    flashFrame: (flag) => void flashes.push(flag),
    on: (_event, listener) => (onFocus = listener),
  };
  return { win, flashes, focus: () => onFocus() };
}

describe('the window’s attention on one’s turn', () => {
  it('flashes when a turn begins unfocused, once; focusing stops it; no flash in front of the player', () => {
    const { win, flashes, focus } = fakeWindow(false);
    let mine = false;
    const changed = turnAttention(win, () => mine);
    changed();
    expect(flashes).toEqual([]);
    mine = true;
    changed();
    changed(); // more news during the same turn
    expect(flashes).toEqual([true]);
    win.focused = true;
    focus();
    expect(flashes).toEqual([true, false]);
    mine = false;
    changed();
    mine = true;
    changed(); // the next turn begins while the player looks at the window
    expect(flashes).toEqual([true, false]);
  });
});
