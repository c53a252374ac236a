// The Black Rose's steerer is named by the engine every round; the toast and the log tell it only
// when it changes (play-test: "X moves the Black Rose this round" came back every round).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { defaultConfig, newGame, type GameEvent } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { logLines } from '../../renderer/src/lib/log-lines.js';
import { steererChanges } from '../../renderer/src/lib/rose-steer.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';

describe('the Black Rose’s steerer is told when it changes', () => {
  const rose = (player: number): GameEvent => ({ type: 'blackRoseControl', player });
  const round = (n: number): GameEvent => ({ type: 'roundStarted', round: n, order: [] }) as GameEvent;

  it('a steerer named again is not news', () => {
    expect(steererChanges([round(1), rose(2), round(2), rose(2), round(3), rose(0)], null)).toEqual({ changes: [2, 0], now: 0 });
    expect(steererChanges([rose(0)], 0)).toEqual({ changes: [], now: 0 });
  });

  it('the log says it once per change, in every language', () => {
    const state = newGame(defaultConfig(3), 1);
    const players: SeatInfo[] = ['Ada', 'Ben', 'Cy'].map((name, i) => ({ name, boats: [state.boats[i]!.id] }));
    const events = [round(1), rose(2), round(2), rose(2), round(3), rose(2), round(4), rose(1)];
    expect(logLines(translator('en'), events, state, players, false).filter((l) => l.includes('Black Rose'))).toEqual([
      'Cy now steers the Black Rose.',
      'Ben now steers the Black Rose.',
    ]);
    for (const lang of LANGUAGES) {
      const lines = logLines(translator(lang), events, state, players, false);
      expect(lines.filter((l) => /Cy|Ben/.test(l)), lang).toHaveLength(2);
    }
  });
});

