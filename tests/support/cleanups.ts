// Clean-ups the services' test helpers register (temp folders, services, databases). They run after
// each test from tests/support/cleanups-setup.ts (a setupFiles entry, run for each test file), not
// from an afterEach registered when a helper is first imported: that registration happened once per
// module graph, so these files could not share one graph per worker.
const cleanups: (() => void)[] = [];

/** Runs after the current test, before those registered earlier. */
export function onCleanup(fn: () => void): void {
  cleanups.push(fn);
}

/** Runs after the current test, after all the others (services close once their users are done). */
export function onCleanupLast(fn: () => void): void {
  cleanups.unshift(fn);
}

export function runCleanups(): void {
  while (cleanups.length) cleanups.pop()!();
}
