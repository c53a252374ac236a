// Who is looking at which game to play it: each play screen counts as one view of its game, held by
// the window or page that opened it (its viewer: an Electron window, a browser-host page). A game's
// captains wait once nobody views it (play-test: a computer-only race left in round 1 was found
// finished). Counted per viewer, so two windows on one game share it: one window leaving stops
// nothing the other still shows; and a viewer that goes away without a word (a browser tab closed)
// drops its views with it.

/** The viewer of requests that name none (tests and tools calling the services directly). */
export const LOCAL_VIEWER = 'local';

export class GameViews {
  /** game id → viewer → play screens open. */
  private readonly views = new Map<string, Map<string, number>>();

  open(gameId: string, viewer: string): void {
    const byViewer = this.views.get(gameId) ?? new Map<string, number>();
    byViewer.set(viewer, (byViewer.get(viewer) ?? 0) + 1);
    this.views.set(gameId, byViewer);
  }

  /** One play screen of `viewer` left the game: true when nobody views it any more (a close never opened counts as the last). */
  close(gameId: string, viewer: string): boolean {
    const byViewer = this.views.get(gameId);
    const n = byViewer?.get(viewer) ?? 0;
    if (byViewer && n > 1) byViewer.set(viewer, n - 1);
    else byViewer?.delete(viewer);
    if (byViewer?.size) return false;
    this.views.delete(gameId);
    return true;
  }

  /** The viewer is gone (window closed, page's connection closed): the games nobody views any more. */
  drop(viewer: string): string[] {
    const unwatched: string[] = [];
    for (const [gameId, byViewer] of this.views) {
      if (!byViewer.delete(viewer)) continue;
      if (byViewer.size === 0) {
        this.views.delete(gameId);
        unwatched.push(gameId);
      }
    }
    return unwatched;
  }
}
