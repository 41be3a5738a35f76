/**
 * How every browser run of the project starts Debian's Chromium (tests, bench, screenshots): this
 * machine's network is closed, so nothing may call home, and root needs --no-sandbox.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
