// How every test and benchmark starts a browser: Debian's Chromium (never a downloaded one), with
// the flags this closed-network, root, headless machine needs.
export const CHROMIUM_PATH = process.env.MQ_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
