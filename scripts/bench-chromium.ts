// Debian's Chromium as every browser section of the bench, and the browser tests, start it.
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// No sandbox or GPU in this container; the rest keeps Chromium from calling home (there is no internet).
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
