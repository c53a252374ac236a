// A game from a scenario (a challenge, a position shared as a file) starts from the scenario's
// position at move 0: the file's own `seq` (how far the game it was cut from had come) is not kept,
// so the log, the replay's seek bar and the record all count the game's own moves from 0.
import { parseScenario, type ScenarioResult } from '../scenario.js';

/** parseScenario, with the position's move count reset to 0 (the game's own start). */
export function scenarioStart(input: unknown): ScenarioResult {
  const r = parseScenario(input);
  return r.ok ? { ...r, state: { ...r.state, seq: 0 } } : r;
}
