// Names the app makes up for games (a new game, a copy, a game started from a replay), in the
// player's language; a title the player typed is kept as it is.
export const titlesEn = {
  'game.defaultTitle': 'Game of {date, date, long}, {date, time, short}',
  'game.copyTitle': '{title} (copy)',
  'game.forkTitle': '{title} (from move {n})',
};
