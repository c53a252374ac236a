// mq turns FILE: the legal complete turns of the boat to move, as JSON.
import { legalTurns, spaceAt } from '../../engine/index.js';
import { parseArgs } from '../args.js';
import type { Command } from '../command.js';
import { CliFailure } from '../errors.js';
import { jsonWithList, loadScenarioFile } from '../io.js';

const options = {
  count: { type: 'flag', description: 'print only the number of legal turns' },
} as const;

export const turnsCommand: Command = {
  name: 'turns',
  summary: 'print the legal complete turns of the boat to move (JSON)',
  usage: 'turns FILE [--count]',
  help: [
    'Loads the scenario FILE and prints {"boat", "player", "count", "turns": [...]} (one turn per line): every distinct',
    'complete turn of the boat whose move is pending, each with its actions (up to and including',
    '"confirm"), path, coal spent, end state ("end"; "endAt" = its space as {tile, space}) and, for',
    'forced crashes, the crash reason.',
    'Exit 1 if the file is invalid or no move is pending.',
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('turns', argv, options, { min: 1, max: 1 });
    const state = loadScenarioFile(p.positionals[0]!);
    if (state.pending.kind !== 'move')
      throw new CliFailure('scenario', `no move is pending (pending: ${state.pending.kind}); legal turns exist only for a boat to move`);
    // Each turn as the engine gives it, plus its end space as {tile, space} (scenario positions).
    const turns = legalTurns(state).map((t) => {
      const at = spaceAt(state.river, t.end.pos);
      return at ? { ...t, endAt: { tile: at.tileIndex, space: at.index } } : t;
    });
    if (p.options.count) io.out(String(turns.length));
    else io.out(jsonWithList({ boat: state.pending.boat, player: state.pending.player, count: turns.length }, 'turns', turns));
    return 0;
  },
};
