// Extra end-to-end test hooks of the play screens (window.__mqPlay), present only when main says the
// app runs for tests (getAppInfo().e2e). window.__mqTest (the platform's) is left as it was.
import type { GameView } from './api-types.js';

export interface PlayHooks {
  screen(): string;
  gameId(): string | null;
  view(): GameView | null;
  /** True while the board animates or a request is in flight (input is blocked). */
  busy(): boolean;
  /** Opens the replay viewer on a game (benchmarks get there without going through the library). */
  openReplay?(gameId: string, seq?: number): void;
  /** Opens the end screen of a finished game (the screenshot tour gets there from an imported record). */
  openEnd?(gameId: string): void;
}

declare global {
  interface Window {
    __mqPlay?: PlayHooks;
  }
}

export function installPlayHooks(hooks: PlayHooks): void {
  window.__mqPlay = hooks;
}

/** The test-only pseudo-locale is asked for with `?lang=pseudo` or window.__mqLang = 'pseudo' (a test's init script). */
export function requestedPseudo(): boolean {
  const w = window as Window & { __mqLang?: string };
  return w.__mqLang === 'pseudo' || new URLSearchParams(window.location.search).get('lang') === 'pseudo';
}
