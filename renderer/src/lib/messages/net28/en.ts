// English strings of the network play-test's findings mended in net28 (issue 17, pt27): the host
// offline (their app runs, its page closed) and back (spread into ../en.ts).
export const net28En = {
  'net28.offline': '{name} is offline: the race will wait at their turn.',
  'net28.offlineTimer': '{name} is offline: when their time runs out, a computer captain plays their turn.',
  'net28.cardOffline': 'Offline: their turn will wait',
  'net28.noteBack': '{name} is back.',
  'net28.noteBackMine': 'You are back.',
  'net28.watchHostOffline': 'The host is offline: the race waits for them.',
};
