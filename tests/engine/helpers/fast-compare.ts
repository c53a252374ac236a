// The outcomes of the compact enumerator (engine/legal-fast.ts) and of legalTurns' search, each
// as a sorted list of canonical strings: what a turn ends as (space, heading, speed, passengers,
// coal spent, crash, aground, tile revealed, finish, passenger taken, the pushed boats as a set).
import { guardCtx } from '../../../engine/black-rose.js';
import { fastOutcomes, fastPushed, FAST_CRASH_BLOCKED, FAST_CRASH_NEWEST, FAST_FINISHES, FAST_REVEALS, FAST_STRANDED, FAST_TAKES } from '../../../engine/legal-fast.js';
import { moverIndex, searchTurns } from '../../../engine/legal.js';
import { makeCtx, nodeFromState, unpack } from '../../../engine/turn.js';
import type { GameState, LegalTurn } from '../../../engine/types.js';

function key(pos: { q: number; r: number }, heading: number, speed: number, passengers: number, coalSpent: number, crash: string, flags: string, pushed: string[]): string {
  return `${pos.q},${pos.r} h${heading} s${speed} p${passengers} c${coalSpent} ${crash} ${flags} [${pushed.sort().join(' ')}]`;
}

/** legalTurns' search (without the Black Rose guard's filter, which applies to built turns), canonical. */
export function oldOutcomes(state: GameState): string[] {
  const i = moverIndex(state);
  if (i < 0) return [];
  const turns: LegalTurn[] = searchTurns(makeCtx(state, i), nodeFromState(state, i));
  return turns
    .map((t) =>
      key(
        t.end.pos,
        t.end.heading,
        t.end.speed,
        t.end.passengers,
        t.coalSpent,
        t.crash ?? '-',
        `${t.stranded ? 'S' : ''}${t.revealsTile ? 'R' : ''}${t.finishes ? 'F' : ''}${t.passenger === 'taken' ? 'T' : ''}`,
        (t.pushed ?? []).map((p) => `${p.boat}@${p.pos.q},${p.pos.r}/${p.speed}/${p.passengers}`),
      ),
    )
    .sort();
}

/** fastOutcomes, canonical as oldOutcomes. */
export function newOutcomes(state: GameState): string[] {
  const i = moverIndex(state);
  if (i < 0) return [];
  const o = fastOutcomes(makeCtx(state, i), nodeFromState(state, i));
  const out: string[] = [];
  for (let f = 0; f < o.length; f++) {
    const b = o.flags[f]!;
    out.push(
      key(
        unpack(o.pos[f]!),
        o.heading[f]!,
        o.speed[f]!,
        o.passengers[f]!,
        o.coalSpent[f]!,
        (b & FAST_CRASH_BLOCKED) !== 0 ? 'blocked' : (b & FAST_CRASH_NEWEST) !== 0 ? 'newestTile' : '-',
        `${b & FAST_STRANDED ? 'S' : ''}${b & FAST_REVEALS ? 'R' : ''}${b & FAST_FINISHES ? 'F' : ''}${b & FAST_TAKES ? 'T' : ''}`,
        fastPushed(o.pushed[f]!).map((p) => `${state.boats[p.i]!.id}@${unpack(p.pos).q},${unpack(p.pos).r}/${p.speed}/${p.passengers}`),
      ),
    );
  }
  return out.sort();
}

/** Whether the Black Rose guard is on for the mover (legalTurns then filters the outcomes). */
export function guarded(state: GameState): boolean {
  const i = moverIndex(state);
  return i >= 0 && guardCtx(makeCtx(state, i)).accept !== null;
}
