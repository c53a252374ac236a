// Turn input helpers over the engine's legal turns (main computes them; the view only groups them).
import { boatProgress, hexKey, offDownstream, sailingSpeed, type Action, type Dir, type GameState, type Hex, type LegalTurn } from '../../../engine/index.js';

/** The speed a legal turn sails at (the engine's sailingSpeed; `state`: where it is played from). */
export function turnSpeed(turn: LegalTurn, state: GameState): number {
  return sailingSpeed(state, turn);
}

export interface Destination {
  key: string;
  hex: Hex;
  /**
   * The ways to end there that differ in something the player sees (heading, coal, pushes and
   * where the pushed boats go, passengers, outcome), cheapest first; ways that differ only in the
   * path taken are folded into the cheapest.
   */
  options: LegalTurn[];
  /** How far down the river the space lies (tiles, engine's measure): the list is sorted by it. */
  progress: number;
}

/** Everything the player is shown about a way: two ways alike in all of it are one choice. */
export function outcomeKey(t: LegalTurn): string {
  const pushed = (t.pushed ?? []).map((p) => `${p.boat}@${hexKey(p.pos)}`);
  return JSON.stringify([t.end.heading, t.coalSpent, t.end.passengers, pushed, t.crash ?? '', !!t.finishes, !!t.stranded, !!t.revealsTile]);
}

/**
 * Cheapest first; among equals, the one that takes a passenger, then the one facing nearer
 * downstream (a click plays the first: play-test, a click left the boat facing upstream where
 * facing downstream cost the same), then the shorter path.
 */
function cheaper(state: GameState): (a: LegalTurn, b: LegalTurn) => number {
  return (a, b) => a.coalSpent - b.coalSpent || b.end.passengers - a.end.passengers || offDownstream(state, a) - offDownstream(state, b) || a.path.length - b.path.length;
}

/**
 * The legal turns at `speed`, grouped by end space: furthest down the river first, then cheapest.
 * Within a space, ways the player could not tell apart are folded into the cheapest.
 */
export function destinations(turns: LegalTurn[], state: GameState, speed: number | null): Destination[] {
  const byHex = new Map<string, Destination>();
  const sorted = turns.filter((t) => speed === null || t.crash || turnSpeed(t, state) === speed).sort(cheaper(state));
  for (const t of sorted) {
    const key = hexKey(t.end.pos);
    let d = byHex.get(key);
    if (!d) byHex.set(key, (d = { key, hex: t.end.pos, options: [], progress: boatProgress(state, { pos: t.end.pos, place: null }) }));
    const k = outcomeKey(t);
    if (!d.options.some((o) => outcomeKey(o) === k)) d.options.push(t);
  }
  return [...byHex.values()].sort((a, b) => b.progress - a.progress || a.options[0]!.coalSpent - b.options[0]!.coalSpent || a.key.localeCompare(b.key));
}

/** The ways at a space that share one heading (the board offers one arrow per heading). */
export function headingsOf(d: Destination): Dir[] {
  return [...new Set(d.options.map((o) => o.end.heading))];
}

/** The actions to send now for a chosen turn: everything except the final confirm (kept for the player). */
export function actionsBeforeConfirm(turn: LegalTurn): Action[] {
  const last = turn.actions[turn.actions.length - 1];
  return last?.type === 'confirm' ? turn.actions.slice(0, -1) : turn.actions.slice();
}

/** Speeds that some legal turn uses (a speed no turn can use is not offered). */
export function usableSpeeds(turns: LegalTurn[], state: GameState): Set<number> {
  return new Set(turns.filter((t) => !t.crash).map((t) => turnSpeed(t, state)));
}

/**
 * What a whole turn costs at each speed (crashes left out): the cheapest and the dearest coal.
 * A speed button's price is the turn's, not the speed change's alone (play-test: "free" on a
 * speed where every way cost 3 coal).
 */
export function coalBySpeed(turns: readonly LegalTurn[], state: GameState): Map<number, { min: number; max: number }> {
  const out = new Map<number, { min: number; max: number }>();
  for (const t of turns) {
    if (t.crash) continue;
    const s = turnSpeed(t, state);
    const r = out.get(s);
    if (!r) out.set(s, { min: t.coalSpent, max: t.coalSpent });
    else {
      r.min = Math.min(r.min, t.coalSpent);
      r.max = Math.max(r.max, t.coalSpent);
    }
  }
  return out;
}

/** Only crashes are left (rule 9: no complete turn at any speed): the player chooses where the boat stops. */
export function onlyCrashes(turns: readonly LegalTurn[]): boolean {
  return turns.length > 0 && turns.every((t) => !!t.crash);
}
