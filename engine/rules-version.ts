// Which reading of the rules a game runs under. A game keeps the rules it was started with
// (GameState.rulesVersion, also in every saved record), so a game saved before a rule change
// replays to the same positions after it. Gate every change to what a position or a seed
// produces on this.
//   mq-rules-1: sessions 1-2.
//   mq-rules-2: the river's die is rolled for real (refused faces recorded); a boat that can
//               never move again leaves the race.
//   mq-rules-3: a boat out of the race is taken off the river (it no longer blocks the way);
//               passengers have run dry once none is on a dock and none can still come (no tile
//               with a dock left in the stack), out boats not counting.
//   mq-rules-4: a boat hemmed in on its departure after a crash (it cannot leave its space at
//               speed 1) stays there without a new crash: its next turn is a normal one.
export function rulesGeneration(state: { readonly rulesVersion: string }): number {
  const m = /^mq-rules-(\d+)$/.exec(state.rulesVersion);
  return m ? Number(m[1]) : 1;
}
