// The "Where to" list over many positions of seeded random games (newcomer's play-test of issue 14:
// two entries read "2 spaces downstream, no coal, ends facing downstream, toward the right bank"):
// no two entries of one list read the same, in any language, at any speed the panel offers.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { legs } from '../../renderer/src/lib/bearing.js';
import { destEntries } from '../../renderer/src/lib/dest-entries.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { destinations, usableSpeeds } from '../../renderer/src/lib/turns.js';
import { riverDir, type SeatInfo } from '../../renderer/src/lib/words.js';
import { corpusStates, type CorpusGame } from '../engine/helpers/legal-corpus.js';

const GAMES: CorpusGame[] = [
  { players: 4, seed: 1001, policy: 'eager', advanced: [], maxActions: 1_200 },
  { players: 3, seed: 7, policy: 'uniform', advanced: ['B1', 'B3-1', 'B4'], maxActions: 1_200 },
];

describe('the Where to list over seeded random games', () => {
  const states = corpusStates(GAMES, false).filter((s) => !s.turn || (!s.turn.speedChosen && s.turn.path.length <= 1));
  it(`no two entries of one list alike, in every language (${states.length} positions)`, () => {
    expect(states.length).toBeGreaterThan(50);
    const langs = LANGUAGES.map((l) => ({ l, t: translator(l) }));
    let lists = 0;
    for (const s of states) {
      const turns = legalTurns(s);
      const pending = s.pending;
      const mover = pending.kind === 'move' ? s.boats.find((b) => b.id === pending.boat) : undefined;
      if (!mover?.pos) continue;
      const players: SeatInfo[] = s.boats.map((b) => ({ name: `P-${b.id}`, boats: [b.id] }));
      for (const speed of usableSpeeds(turns, s)) {
        const dests = destinations(turns, s, speed);
        lists++;
        for (const { l, t } of langs) {
          const away = (d: (typeof dests)[number]) => legs(mover.pos!, d.hex).map((g) => t('play.away', { n: g.n, dir: riverDir(s, mover.pos!, g.dir) })).join(' · ');
          // the entry's first line is what a player reads (the place below it is small print): it alone tells them apart
          const labels = destEntries(t, s, players, mover, dests, away).map((e) => e.main);
          const dup = labels.find((x, i) => labels.indexOf(x) !== i);
          expect(dup, `${l} speed ${speed}: ${dup}`).toBeUndefined();
        }
      }
    }
    expect(lists).toBeGreaterThan(100);
  });
});
