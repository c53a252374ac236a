// English strings added by the words play-test (issue 15): key caps, spread into ../en.ts.
export const words15En = {
  // key caps as printed on the language's keyboards (the Rules screen's keyboard table)
  'keys.tab': 'Tab',
  'keys.enter': 'Enter',
  'keys.backspace': 'Backspace',
  'keys.esc': 'Esc',
  // where a boat is along the river (race chart; lib/tile-words.ts)
  'chart.along':
    '{part, select, start {at the start of tile {tile}} quarter {a quarter of the way along tile {tile}} half {halfway along tile {tile}} other {three quarters of the way along tile {tile}}}',
  'chart.atFinish': 'at the Finish',
  // a boat pushed in a move, once or more (lib/log-lines.ts): "pushes Ada (white) twice and Bob (blue)"
  'log.part.pushedBoat': '{n, plural, one {{boat}} =2 {{boat} twice} other {{boat} # times}}',
  // the 1998 expansion rules, greyed out when they change nothing (screens/NewGame.svelte)
  'modes.why.classic': 'Changes nothing in this race: it only matters with the Black Rose or a driftwood tile (B1-B2, B2).',
  // an imported record without a title (lib/game-titles.ts)
  'game.importedTitle': 'Imported game',
};
