// Why the captain's hinted turn ends facing off downstream (issue 14, play-test: a hint ended
// "facing upstream" beside a dock with no reason given). Where the heading buys nothing (another
// way to the same end, alike in everything else, faces nearer downstream and gets no later to the
// captain's target) the hint takes that way instead, as the play screen's click does; else the
// hint says why: the target is reached sooner facing so, or facing downstream costs coal, or no way
// there faces nearer downstream. Only the hint reads this: the captains' own choices are unchanged.
import { offDownstream } from '../turn-facts.js';
import type { GameState, Hex, LegalTurn } from '../types.js';

export type HintFacing =
  /** Facing so gets to the target sooner: the dock it heads for, or the finish (`dock` null). */
  | { why: 'target'; dock: Hex | null }
  /** Facing nearer downstream at that end would cost `coal` more. */
  | { why: 'coal'; coal: number }
  /** No way to that end faces nearer downstream. */
  | { why: 'only' };

/** Everything of a turn but its heading, path and coal: two turns alike here end the same but for those. */
function endKey(t: LegalTurn): string {
  const pushed = (t.pushed ?? []).map((p) => `${p.boat}@${p.pos.q},${p.pos.r}`);
  return JSON.stringify([t.end.pos, t.end.speed, t.end.passengers, pushed, t.crash ?? '', !!t.finishes, !!t.stranded, !!t.revealsTile, t.passenger ?? '']);
}

/**
 * The hinted turn to show (`index` into `turns`) and why it faces off downstream (absent: it faces
 * downstream). `target(t)`: the captain's turns to its target after `t` and the dock it heads for.
 */
export function facingOfHint(
  state: GameState,
  turns: readonly LegalTurn[],
  index: number,
  target: (t: LegalTurn) => { dock: Hex | null; turns: number },
): { index: number; facing?: HintFacing } {
  const turn = turns[index]!;
  const off = offDownstream(state, turn);
  if (off === 0 || turn.crash) return { index };
  const key = endKey(turn);
  const nearer: number[] = [];
  for (let i = 0; i < turns.length; i++) if (i !== index && endKey(turns[i]!) === key && offDownstream(state, turns[i]!) < off) nearer.push(i);
  const same = nearer.filter((i) => turns[i]!.coalSpent === turn.coalSpent);
  if (same.length > 0) {
    const here = target(turn).turns;
    // nearest downstream first, then the earliest listed (the same answer every time)
    const noWorse = same.filter((i) => target(turns[i]!).turns <= here).sort((a, b) => offDownstream(state, turns[a]!) - offDownstream(state, turns[b]!) || a - b);
    if (noWorse.length > 0) return facingOfHint(state, turns, noWorse[0]!, target);
    return { index, facing: { why: 'target', dock: target(turn).dock } };
  }
  const dearer = nearer.map((i) => turns[i]!.coalSpent - turn.coalSpent).filter((c) => c > 0);
  if (dearer.length > 0) return { index, facing: { why: 'coal', coal: Math.min(...dearer) } };
  return { index, facing: { why: 'only' } };
}
