// Step mode: why no Advance is on offer, said in its place (play-test pt28 #8: at speed 1 with a
// boat right ahead the button was gone and nothing said why). The engine's refusal of a plain
// advance names the reason; an advance the engine refuses as a dead end (rule 9, must avoid) is
// said as one.
import { apply, type Action, type ErrorCode, type GameState } from '../../../engine/index.js';
import { atSpeed } from './step-outlook.js';

export type AdvanceWhy = 'noPoints' | 'land' | 'unlaid' | 'sandbank' | 'driftwood' | 'pushSlow' | 'pushSandbank' | 'pushNowhere' | 'deadEnd' | 'roseCoal';

const WHY: Partial<Record<ErrorCode, AdvanceWhy>> = {
  'move/no-points-left': 'noPoints',
  'move/island': 'land',
  'move/off-river': 'land',
  'move/beyond-newest-tile': 'unlaid',
  'move/stuck-on-sandbank': 'sandbank',
  'move/driftwood-too-slow': 'driftwood',
  'push/needs-two-points': 'pushSlow',
  'push/sandbank': 'pushSandbank',
  'push/bad-destination': 'pushNowhere',
  'move/must-avoid': 'deadEnd',
  'move/black-rose-needs-coal': 'roseCoal',
};

/**
 * Why the boat to move cannot advance now, at `speed` when the turn has none yet; null when it can
 * (or the engine's reason is none of these). `steps`: main's legal steps, whose advances (a push
 * each) may still be refused as a dead end.
 */
export function advanceWhy(state: GameState, steps: readonly Action[], speed: number | null): AdvanceWhy | null {
  const base = atSpeed(state, speed);
  for (const a of steps) {
    if (a.type !== 'advance') continue;
    const r = apply(base, a);
    if (r.ok) return null;
    if (WHY[r.code] === 'deadEnd' || WHY[r.code] === 'roseCoal') return WHY[r.code]!;
  }
  const r = apply(base, { type: 'advance' });
  return r.ok ? null : (WHY[r.code] ?? null);
}
