// A game keeps the rules it was started with: new games start under RULES_VERSION, every path
// that rebuilds a game (replay, scenarios) starts it under the record's own rules, and a rules
// version this engine does not play is refused with a typed code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  KNOWN_RULES_VERSIONS,
  RULES_VERSION,
  defaultConfig,
  newGame,
  replay,
  rulesGeneration,
  stateHash,
  type GameRecord,
} from '../../engine/index.js';
import { parseScenario, stateToScenario } from '../../engine/scenario.js';

const basic = JSON.parse(readFileSync(new URL('../fixtures/scenarios/basic-4p.json', import.meta.url), 'utf8')) as Record<string, unknown>;

const record = (rulesVersion: string): GameRecord => ({
  format: 'mississippi-queen-game',
  formatVersion: 1,
  engineVersion: '0.1.0',
  rulesVersion,
  config: defaultConfig(3),
  seed: 5,
  actions: [],
});

describe('rules versions', () => {
  it('new games start under mq-rules-4; mq-rules-1 to -3 are still played', () => {
    expect(RULES_VERSION).toBe('mq-rules-4');
    expect(KNOWN_RULES_VERSIONS).toEqual(['mq-rules-1', 'mq-rules-2', 'mq-rules-3', 'mq-rules-4']);
    expect(newGame(defaultConfig(3), 1).rulesVersion).toBe('mq-rules-4');
    expect(rulesGeneration(newGame(defaultConfig(3), 1, { rulesVersion: 'mq-rules-3' }))).toBe(3);
    expect(rulesGeneration(newGame(defaultConfig(3), 1, { rulesVersion: 'mq-rules-2' }))).toBe(2);
    const old = newGame(defaultConfig(3), 1, { rulesVersion: 'mq-rules-1' });
    expect(old.rulesVersion).toBe('mq-rules-1');
    expect(rulesGeneration(old)).toBe(1);
  });

  it('newGame refuses rules it does not play (config/rules-version)', () => {
    for (const v of ['mq-rules-5', 'mq-rules-0', 'whatever', '']) {
      let err: unknown;
      try {
        newGame(defaultConfig(3), 1, { rulesVersion: v });
      } catch (e) {
        err = e;
      }
      expect(err, v).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).code).toBe('config/rules-version');
    }
  });

  it("replay starts the game under the record's rules, and refuses unknown ones", () => {
    const r1 = replay(record('mq-rules-1'));
    expect(r1.ok && r1.state.rulesVersion).toBe('mq-rules-1');
    const r2 = replay(record('mq-rules-2'));
    expect(r2.ok && r2.state.rulesVersion).toBe('mq-rules-2');
    expect(replay(record('mq-rules-7'))).toEqual({ ok: false, code: 'record/rules-version', at: -1 });
  });

  it('a scenario names its rules; a saved one keeps them, an unknown one is refused', () => {
    const fresh = parseScenario(basic);
    expect(fresh.ok && fresh.state.rulesVersion).toBe(RULES_VERSION);
    const old = parseScenario({ ...basic, rulesVersion: 'mq-rules-1' });
    expect(old.ok).toBe(true);
    if (!old.ok) return;
    expect(old.state.rulesVersion).toBe('mq-rules-1');
    const saved = stateToScenario(old.state);
    expect(saved.rulesVersion).toBe('mq-rules-1');
    const back = parseScenario(JSON.parse(JSON.stringify(saved)));
    expect(back.ok && stateHash(back.state)).toBe(stateHash(old.state));
    const bad = parseScenario({ ...basic, rulesVersion: 'mq-rules-9' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]!.field).toBe('rulesVersion');
  });
});
