// mq apply FILE ACTIONS: apply actions to a scenario, print the resulting scenario.
import { writeFileSync } from 'node:fs';
import { apply } from '../../engine/index.js';
import { scenarioText } from '../../engine/scenario.js';
import type { GameEvent } from '../../engine/types.js';
import { parseArgs, stringOption } from '../args.js';
import type { Command } from '../command.js';
import { CliFailure } from '../errors.js';
import { json, loadActions, loadScenarioFile } from '../io.js';

const options = {
  out: { type: 'string', placeholder: 'FILE', description: 'write the resulting scenario to FILE instead of stdout' },
  events: { type: 'flag', description: 'print {"scenario", "events"} (the events of every action) instead' },
} as const;

export const applyCommand: Command = {
  name: 'apply',
  summary: 'apply a JSON list of actions to a scenario and print the result',
  usage: 'apply FILE ACTIONS [--out FILE] [--events]',
  help: [
    'ACTIONS is inline JSON or the path of a JSON file: one action or a list of actions, e.g.',
    `  '[{"type":"speed","speed":3},{"type":"advance"},{"type":"rotate","step":"L"},{"type":"confirm"}]'`,
    'Chance actions (drawTile, rollDie, rollFinish) are given explicitly too.',
    'On success prints the resulting scenario (docs/scenario-format.md) and exits 0.',
    'If an action is rejected, prints {"ok": false, "index", "action", "code", "detail"} for the first',
    'rejected one (index counts from 0), changes nothing, and exits 1.',
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('apply', argv, options, { min: 2, max: 2 });
    let state = loadScenarioFile(p.positionals[0]!);
    const actions = loadActions(p.positionals[1]!);
    const events: GameEvent[][] = [];
    for (let i = 0; i < actions.length; i++) {
      const r = apply(state, actions[i]!);
      if (!r.ok) {
        io.out(json({ ok: false, index: i, action: actions[i], code: r.code, ...(r.detail ? { detail: r.detail } : {}) }));
        throw new CliFailure('rejected', `action ${i} (${actions[i]!.type}) rejected: ${r.code}${r.detail ? ` (${r.detail})` : ''}`);
      }
      state = r.state;
      events.push(r.events);
    }
    const text = p.options.events ? `${json({ scenario: JSON.parse(scenarioText(state)), events })}\n` : scenarioText(state);
    const out = stringOption(p, 'out');
    if (out) {
      try {
        writeFileSync(out, text);
      } catch (e) {
        throw new CliFailure('file', `cannot write ${out}: ${(e as Error).message}`);
      }
    } else io.out(text);
    return 0;
  },
};
