// The app's screens in the browser's history (play-test, issue 17: in the browser host the Back
// button left the app). Every screen shown is an entry of its own, numbered in the entry's state;
// the browser's Back (or Forward) tells which entry it went to, and the app shows that screen, or,
// on a screen that must not be left without a word (a race), stays and lets the screen ask.

interface HistoryLike {
  pushState(data: unknown, unused: string): void;
  replaceState(data: unknown, unused: string): void;
}

export class ScreenHistory<S> {
  private entries: S[] = [];
  private at = 0;

  constructor(private readonly history: HistoryLike) {}

  /** The first screen, on the entry the page was opened at. */
  start(first: S): void {
    this.entries = [first];
    this.at = 0;
    this.history.replaceState({ mqScreen: 0 }, '');
  }

  /** A screen the app went to: a new entry (what was ahead of the current one is dropped, as a browser does). */
  push(screen: S): void {
    this.entries = [...this.entries.slice(0, this.at + 1), screen];
    this.at = this.entries.length - 1;
    this.history.pushState({ mqScreen: this.at }, '');
  }

  /**
   * The browser went to another entry (popstate's state): the screen of that entry, now current, or
   * null when it is not one of ours (nothing to do).
   */
  moved(state: unknown): S | null {
    const i = (state as { mqScreen?: unknown } | null)?.mqScreen;
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= this.entries.length || i === this.at) return null;
    this.at = i;
    return this.entries[i]!;
  }

  /** After a move: back on `screen` as a new entry (the screen stays, and Back works again). */
  stay(screen: S): void {
    this.push(screen);
  }
}
