/**
 * How every browser run of the project starts Debian's Chromium (tests, bench, screenshots): this
 * machine's network is closed, so nothing may call home, and root needs --no-sandbox.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/**
 * What the browser tests drive: Debian's headless shell, the same Chromium engine without the
 * browser around it (what Playwright itself runs headless). On two cores the deep suite takes a
 * third less time in it than in the full browser (1.8 against 2.6 minutes for four of its files).
 */
export const HEADLESS_SHELL_PATH = process.env['CHROMIUM_HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
