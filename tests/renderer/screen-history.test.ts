// The app's screens in the browser's history (renderer/src/lib/screen-history.ts): each screen an
// entry, Back and Forward told by the entry's number, and staying on a screen after a Back.
import { describe, expect, it } from 'vitest';
import { ScreenHistory } from '../../renderer/src/lib/screen-history.js';

/** A browser's history, enough of it: entries and where it is. */
function fakeHistory() {
  const h = {
    entries: [] as unknown[],
    at: -1,
    pushState(data: unknown) {
      h.entries = [...h.entries.slice(0, h.at + 1), data];
      h.at = h.entries.length - 1;
    },
    replaceState(data: unknown) {
      if (h.at < 0) h.at = 0;
      h.entries[h.at] = data;
    },
    go(n: number): unknown {
      h.at += n;
      return h.entries[h.at];
    },
  };
  return h;
}

describe('screens in the browser history', () => {
  it('gives each screen an entry, and tells which screen Back and Forward went to', () => {
    const h = fakeHistory();
    const screens = new ScreenHistory<string>(h);
    screens.start('home');
    screens.push('library');
    screens.push('rules');
    expect(h.entries).toHaveLength(3);
    expect(screens.moved(h.go(-1))).toBe('library');
    expect(screens.moved(h.go(-1))).toBe('home');
    expect(screens.moved(h.go(1))).toBe('library');
    // a new screen drops what was ahead, as a browser does
    screens.push('new');
    expect(h.entries).toHaveLength(3);
    expect(screens.moved(h.go(-1))).toBe('library');
    // not ours, or where we are: nothing
    expect(screens.moved(null)).toBeNull();
    expect(screens.moved({ mqScreen: 99 })).toBeNull();
  });

  it('stays on a screen after a Back, and Back works again', () => {
    const h = fakeHistory();
    const screens = new ScreenHistory<string>(h);
    screens.start('home');
    screens.push('race');
    expect(screens.moved(h.go(-1))).toBe('home');
    screens.stay('race');
    expect(h.entries).toHaveLength(2);
    expect(screens.moved(h.go(-1))).toBe('home');
  });
});
