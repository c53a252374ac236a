// The action objects the listed turns share (LegalTurn is read-only data): one object per
// rotation, step and speed choice, one array per usual sequence of them.
import type { Action } from './types.js';

export const ROTATE_L: Action = { type: 'rotate', step: 'L' };
export const ROTATE_R: Action = { type: 'rotate', step: 'R' };
export const NO_ACTIONS: readonly Action[] = [];
const CONFIRM: Action = { type: 'confirm' };
export const ADVANCE: readonly Action[] = [{ type: 'advance' }];
export const REVERSE: readonly Action[] = [{ type: 'reverse' }];
/** ROT_ACTS[0][k]: k × rotate L; ROT_ACTS[1][k]: k × rotate R. */
export const ROT_ACTS: readonly (readonly Action[])[][] = [0, 1].map((side) =>
  [0, 1, 2, 3].map((k) => Array.from({ length: k }, () => (side === 0 ? ROTATE_L : ROTATE_R))),
);
/** ROT_CONFIRM[side][k]: the last rotation of a turn, then confirm. */
export const ROT_CONFIRM: readonly (readonly Action[])[][] = ROT_ACTS.map((bySide) => bySide.map((acts) => [...acts, CONFIRM]));
/** SPEED_ACTS[s]: choosing speed s. */
export const SPEED_ACTS: readonly (readonly Action[])[] = [0, 1, 2, 3, 4, 5, 6].map((speed) => [{ type: 'speed', speed }]);
