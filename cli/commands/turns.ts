// mq turns FILE: the legal complete turns of the boat to move, as JSON (or, for the other
// decisions of a player — reorient, depart, enter a start dock, transfer coal — its legal actions).
import { legalActions, legalTurns, spaceAt } from '../../engine/index.js';
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
    'When another decision of a player is pending (placeBoat, reorient, depart, enterDock for the',
    'sixth boat, transfer of coal after a move), prints {"pending", "boat", "player", "count",',
    '"actions": [...]} instead: every legal action of that decision.',
    'Exit 1 if the file is invalid, or if the game waits for a chance outcome or is over.',
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('turns', argv, options, { min: 1, max: 1 });
    const state = loadScenarioFile(p.positionals[0]!);
    const pending = state.pending;
    if (pending.kind === 'chance' || pending.kind === 'over')
      throw new CliFailure('scenario', `no player decision is pending (pending: ${pending.kind}); legal turns exist only for a boat to move`);
    if (pending.kind !== 'move') {
      const actions = legalActions(state);
      if (p.options.count) io.out(String(actions.length));
      else io.out(jsonWithList({ pending: pending.kind, boat: pending.boat, player: pending.player, count: actions.length }, 'actions', actions));
      return 0;
    }
    // Each turn as the engine gives it, plus its end space as {tile, space} (scenario positions).
    const turns = legalTurns(state).map((t) => {
      const at = spaceAt(state.river, t.end.pos);
      return at ? { ...t, endAt: { tile: at.tileIndex, space: at.index } } : t;
    });
    if (p.options.count) io.out(String(turns.length));
    else io.out(jsonWithList({ boat: pending.boat, player: pending.player, count: turns.length }, 'turns', turns));
    return 0;
  },
};
