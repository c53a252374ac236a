// English strings added by the play-test of networked races (issue 17): this page's own app blinking, the
// guest's retries given up, the last invite offered again (spread into ../en.ts).
export const net17En = {
  'netui.appBlink': 'Reconnecting…',
  'netui.hostNotBack': 'The host has not come back, so this page has stopped trying. Your seat is kept: try again once their game is running.',
  'netui.lastInvite': 'Filled in: the invite to {host}’s race you joined last.',
};
