// The expert level (issue 18) across the app's schemas: new games and saves accept it, older
// levels still read, and the driver runs it with its own 1.5 s budget.
import { describe, expect, it } from 'vitest';
import { PlayerSchema } from '../../electron/services/games/schemas.js';
import { StoredPlayerSchema } from '../../engine/record/schemas.js';
import { APP_BUDGETS, levelOf } from '../../electron/services/captains/index.js';

describe('expert level in the app', () => {
  it('the IPC and the store accept it beside the older levels, and nothing else', () => {
    for (const level of ['easy', 'medium', 'hard', 'expert']) {
      expect(PlayerSchema.safeParse({ name: 'Bot', kind: 'computer', level }).success, level).toBe(true);
      expect(StoredPlayerSchema.safeParse({ name: 'Bot', kind: 'computer', level }).success, level).toBe(true);
    }
    expect(PlayerSchema.safeParse({ name: 'Bot', kind: 'computer', level: 'legendary' }).success).toBe(false);
  });

  it('the driver plays an expert seat as expert, within 1.5 s (hard keeps 1.2 s)', () => {
    expect(levelOf({ kind: 'computer', level: 'expert' })).toBe('expert');
    expect(APP_BUDGETS.expert.timeMs).toBe(1500);
    expect(APP_BUDGETS.hard.timeMs).toBe(1200);
  });
});
