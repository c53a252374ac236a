// Turn input helpers over the engine's legal turns (main computes them; the view only groups them).
import { hexKey, type Action, type GameState, type Hex, type LegalTurn } from '../../../engine/index.js';

/** The speed a legal turn sails at: its speed action, or the speed already set this turn. */
export function turnSpeed(turn: LegalTurn, state: GameState): number {
  const a = turn.actions.find((x) => x.type === 'speed');
  if (a && a.type === 'speed') return a.speed;
  const mover = state.turn?.boat;
  return state.boats.find((b) => b.id === mover)?.speed ?? 1;
}

/** Coal the speed change alone costs (±1 free, each further step 1 coal). */
export function speedCost(from: number, to: number): number {
  return Math.max(0, Math.abs(to - from) - 1);
}

export interface Destination {
  key: string;
  hex: Hex;
  /** Distinct ways to end there (different heading, coal, pushes or outcome), cheapest first. */
  options: LegalTurn[];
}

/** Everything that makes two turns to the same space different for the player. */
function outcomeKey(t: LegalTurn): string {
  return JSON.stringify([t.end.heading, t.coalSpent, t.end.speed, t.end.passengers, t.pushed ?? [], t.crash ?? '', t.path.map(hexKey).join(' ')]);
}

/**
 * The legal turns at `speed`, grouped by end space. Paths that differ only in the order of free
 * rotations are folded together (same path, same heading, same cost).
 */
export function destinations(turns: LegalTurn[], state: GameState, speed: number | null): Destination[] {
  const byHex = new Map<string, Destination>();
  for (const t of turns) {
    if (speed !== null && !t.crash && turnSpeed(t, state) !== speed) continue;
    const key = hexKey(t.end.pos);
    let d = byHex.get(key);
    if (!d) byHex.set(key, (d = { key, hex: t.end.pos, options: [] }));
    if (!d.options.some((o) => outcomeKey(o) === outcomeKey(t))) d.options.push(t);
  }
  for (const d of byHex.values()) d.options.sort((a, b) => a.coalSpent - b.coalSpent || a.path.length - b.path.length);
  // Furthest along first is how players scan a list; path length is a good proxy.
  return [...byHex.values()].sort((a, b) => b.options[0]!.path.length - a.options[0]!.path.length || a.key.localeCompare(b.key));
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
