// English strings of networked races (issue 17): the refusals of the room and of joining
// (spread into ../en.ts).
export const netEn = {
  'error.net/not-your-seat': 'That is not your boat to move: wait for your turn.',
  'error.net/not-host': 'Only the player hosting the game can do that.',
  'error.net/malformed': 'The game could not understand that message.',
  'error.net/too-large': 'That message is too long to send.',
  'error.net/rate-limited': 'Too many attempts in a short time: wait a minute and try again.',
  'error.net/version-mismatch': 'The other computer runs a different version of the game: both need the same one.',
  'error.net/bad-code': 'This invite’s code does not open that game. Check it with the host.',
  'error.net/wrong-phase': 'Not now: the race has started (or is not open yet). Only its players can come back in, and a newcomer only to a seat the host has freed.',
  'error.net/seat-taken': 'That seat has just been taken: pick another one.',
  'error.net/not-ready': 'Every seat needs a player or a computer captain, and every player must be ready.',
  'error.net/seat-count': 'A race has 2 to 6 seats, a team race exactly 4 or 6, and a seat a player sits in cannot be removed.',
  'error.net/not-gone': 'That player may still come back: wait until their time is up.',
  'error.net/invite-invalid': 'This is not an invite. Paste the whole line the host gave you (it starts with mq://).',
  'error.net/room-gone': 'This invite’s game is no longer open: the host has closed it, or has opened a new one since. Ask the host for the new invite, shown on their screen under “Invite” (each game they host has a new one).',
  'error.net/seat-expired': 'Your way back into this race has run out: the room no longer keeps your seat for this connection. Join again with the invite; if your seat was handed over, the host can give you another.',
  'error.net/port-busy': 'That port is already taken on this computer (by another game or program): choose another one, or 0 to let the computer pick a free one.',
  'error.net/unreachable': 'No game answered at that address: check it, and that the game is still open (the host’s app, or the server, still running).',
  'error.net/no-session': 'You are not in a game over the network.',
  'error.net/busy': 'You are already in a game over the network: leave it first.',
  'error.net/no-position': 'That moment of the race is no longer at hand on this computer.',
};
