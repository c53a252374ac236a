// English strings of the network play-test's findings mended in net27 (issue 17): one's own quick
// message in the room's log (spread into ../en.ts).
export const net27En = {
  'net27.noteQuickMine': 'You: {text}',
};
