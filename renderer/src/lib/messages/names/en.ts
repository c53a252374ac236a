// Names the app makes up, as they start a sentence (spread into ../en.ts). French and Italian put
// an article before such a name, which is a title or a common noun rather than a first name
// ("L’Apprenti (blanc) pointe vers le nord."); the translator gives a message `{boat_start}` for a
// `{boat}` that opens it (i18n.ts). English and Russian say the name as it is.
export const namesEn = {
  'names.captainStart': 'Captain {n}',
  'names.learnerStart': 'Apprentice',
  'names.playerStart': 'Player {n}',
};
