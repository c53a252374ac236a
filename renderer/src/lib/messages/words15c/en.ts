// English strings of the finishing pass of issue 15, spread into ../en.ts.
export const words15cEn = {
  // a player of a record that names none (version-1 files): main calls them "Player N" (lib/shown-names.ts)
  'names.player': 'Player {n}',
  // punctuation around words a component puts together (French sets a space before : and ;)
  'punct.colon': ':',
  'punct.listSep': '; ',
};
