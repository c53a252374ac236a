// mq replay FILE: check a game record (or an app-exported .mqgame) and print the final state hash.
import { replay, stateHash } from '../../engine/index.js';
import { parseArgs } from '../args.js';
import type { Command } from '../command.js';
import { CliFailure } from '../errors.js';
import { json, loadRecord } from '../io.js';

const options = {
  hashes: { type: 'flag', description: 'also print the state hash after every action' },
} as const;

export const replayCommand: Command = {
  name: 'replay',
  summary: 'check a game record (GameRecord JSON or an exported .mqgame) and print the final state hash',
  usage: 'replay FILE [--hashes]',
  help: [
    'FILE is an engine GameRecord (format version 1) or a game exported by the app (.mqgame,',
    'format version 2). Replays every action of the record from newGame(config, seed), under the',
    "rules the record was played with (its rulesVersion; one this engine does not know: code",
    '"record/rules-version"), and prints',
    '{"ok": true, "actions", "finalHash", "pending", "round", "places"}.',
    'With --hashes, "hashes"[k] is the hash after k actions (0 = the new game).',
    'If an action is rejected, prints {"ok": false, "index", "code"} and exits 1 (index -1: the',
    'record itself or its config is invalid).',
  ].join('\n'),
  options,
  run(argv, io) {
    const p = parseArgs('replay', argv, options, { min: 1, max: 1 });
    const record = loadRecord(p.positionals[0]!);
    const r = replay(record, { keepStates: p.options.hashes === true });
    if (!r.ok) {
      io.out(json({ ok: false, index: r.at, code: r.code }));
      throw new CliFailure('rejected', `record rejected at action ${r.at}: ${r.code}`);
    }
    const places = r.state.boats
      .filter((b) => b.place !== null)
      .sort((a, b) => a.place! - b.place!)
      .map((b) => b.id);
    io.out(
      json({
        ok: true,
        actions: record.actions.length,
        finalHash: stateHash(r.state),
        pending: r.state.pending.kind,
        round: r.state.round,
        places,
        ...(r.states ? { hashes: r.states.map(stateHash) } : {}),
      }),
    );
    return 0;
  },
};
