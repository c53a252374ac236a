// End-to-end test hook of the replay viewer (window.__mqReplay), present only when the app runs for
// tests (window.__mqTest set by the app shell). The scene's own hook is window.__mqScene.
export interface ReplayHooks {
  gameId(): string;
  /** The position shown (the board and the log agree on it once `busy()` is false). */
  seq(): number;
  lastSeq(): number;
  rounds(): { round: number; seq: number }[];
  /**
   * Shows position `seq` (no animation); resolves once the board holds it, with the time spent
   * getting the position from main and updating the screen (the scene draws in the next frame).
   */
  seek(seq: number): Promise<{ fetchMs: number; updateMs: number }>;
  busy(): boolean;
}

declare global {
  interface Window {
    __mqReplay?: ReplayHooks;
  }
}

export function installReplayHooks(hooks: ReplayHooks): () => void {
  if (window.__mqTest === undefined) return () => undefined;
  window.__mqReplay = hooks;
  return () => {
    if (window.__mqReplay === hooks) delete window.__mqReplay;
  };
}
