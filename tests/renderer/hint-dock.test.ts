// The captain's hint says why nobody boards when its turn stops on a passenger dock (play-test: the
// hint and the medium captain stopped on a dock too fast and said nothing of it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { riverMap, type DockMiss, type LegalTurn } from '../../engine/index.js';
import { parseScenario } from '../../engine/scenario.js';
import { hintDockText } from '../../renderer/src/lib/hint-words.js';
import { translator } from '../../renderer/src/lib/i18n.js';

// a river with passenger docks (the scenario's own state: nothing played)
const read = parseScenario(readFileSync(path.join(import.meta.dirname, '../fixtures/scenarios/open-water-speed6.json'), 'utf8'));
if (!read.ok) throw new Error('the scenario does not read');
const state = read.state;
const map = riverMap(state.river);
const dockAt = (kind: 'redDock' | 'blueDock') => [...map.values()].find((s) => s.kind === kind);

function turn(passenger: LegalTurn['passenger'], kind: 'redDock' | 'blueDock' | 'water', speed: number): LegalTurn {
  const pos = kind === 'water' ? { q: 0, r: -1 } : dockAt(kind)!.hex;
  return { actions: [], path: [pos], end: { pos, heading: 0, speed, coal: 6, passengers: 0 }, coalSpent: 0, ...(passenger ? { passenger } : {}) } as unknown as LegalTurn;
}

describe('hintDockText', () => {
  it('says a stop too fast, naming the dock and the speed', () => {
    const dock = [...map.values()].find((s) => s.kind === 'redDock' || s.kind === 'blueDock')!;
    const colour = dock.kind === 'redDock' ? 'red' : 'blue';
    expect(hintDockText(translator('en'), turn('fast', dock.kind as 'redDock', 3), state)).toBe(
      `It stops at the ${colour} dock at speed 3: too fast to take a passenger (only at speed 1).`,
    );
  });
  it('says each reason in every language, nothing unfilled; nothing when a passenger boards or no dock', () => {
    const kind = dockAt('blueDock') ? 'blueDock' : 'redDock';
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      const said = new Set<string>();
      for (const reason of ['fast', 'used', 'empty', 'full'] as DockMiss[]) {
        const text = hintDockText(t, turn(reason, kind, 4), state);
        expect(text, `${lang} ${reason}`).toBeTruthy();
        expect(text).not.toMatch(/[{}]/);
        if (reason === 'fast') expect(text).toContain('4');
        said.add(text!);
      }
      expect(said.size).toBe(4);
      expect(hintDockText(t, turn('taken', kind, 1), state)).toBeNull();
      expect(hintDockText(t, turn(undefined, 'water', 2), state)).toBeNull();
    }
  });
});
