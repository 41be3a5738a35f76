import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../tools/chromium.ts';
import { TEST_KEY } from './support/proof-of-work.ts';

// A port of our own, never reused: the tests must not talk to a stranger's server.
export const PORT = Number(process.env['E2E_PORT'] ?? 4391);
/** This run, the same in its workers (they inherit it): what is built once per run is marked with it. */
process.env['E2E_RUN'] ??= String(process.pid);
export const E2E_RUN = process.env['E2E_RUN'];
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Where the reference lead sink of the test server writes (read back by the journey test). */
export const E2E_LEADS_FILE = join(tmpdir(), `testable-e2e-leads-${PORT}.db`);

/**
 * Where the tests of third-party-webhook.spec.ts run a webhook on another origin; the build that
 * posts to it is made and served only when they run (tests/e2e/third-party-site.ts).
 */
export const THIRD_PARTY_WEBHOOK = `http://127.0.0.2:${PORT + 2}/lead`;
const THIRD_PARTY_SPEC = /third-party-webhook\.spec\.ts/;
/** Saved pages of other sites (tests/support/pages/), which the test server's page reader may read. */
const PAGES_PORT = PORT + 3;
export const PAGES_ORIGIN = `http://127.0.0.1:${PAGES_PORT}`;
/** Specs that need the full browser, not its headless shell: the sync worker's (the shell has no Background Sync). */
const BROWSER_SPECS = /lead-sync\.spec\.ts/;
const launchOptions = (executablePath: string) => ({ executablePath, args: ['--headless', ...CHROMIUM_ARGS] });

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  // Two cores run the build's server and two browsers: be patient rather than flaky.
  timeout: 60_000,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  reporter: process.env['CI']
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    // The sync worker is a second sender of leads: a test that counts what one page sends, or
    // answers the webhook with page.route (which the worker's requests pass by), runs without it.
    // The tests of the worker itself (lead-sync.spec.ts) allow it.
    serviceWorkers: 'block',
    // No trace: recording one (a screenshot and a DOM snapshot at every step) takes a third of
    // the suite's time on two cores, for a file nobody reads when the run passes. To look into a
    // failure, run its spec again with `--trace retain-on-failure`.
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Chromium's headless shell: the same engine as the browser, a third faster on two cores.
    launchOptions: launchOptions(HEADLESS_SHELL_PATH),
  },
  projects: [
    { name: 'chromium', testIgnore: [THIRD_PARTY_SPEC, BROWSER_SPECS] },
    { name: 'chromium browser', testMatch: BROWSER_SPECS, use: { launchOptions: launchOptions(CHROMIUM_PATH) } },
    { name: 'third-party webhook', testMatch: THIRD_PARTY_SPEC, use: { launchOptions: launchOptions(CHROMIUM_PATH) } },
  ],
  webServer: [
    {
      // The production build is made by `npm test` before this runs; here we only serve it. Each
      // run starts from no leads, so that the founder count (at most 50) has room to grow.
      command: `node -e "for (const end of ['', '-wal', '-shm']) require('node:fs').rmSync(process.env.LEADS_FILE + end, { force: true })" && node server/serve.ts`,
      cwd: '..',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DIST_DIR: process.env['DIST_DIR'] ?? 'dist',
        LEADS_FILE: E2E_LEADS_FILE,
        // Every test browser posts from 127.0.0.1; the chaos test alone sends 100 leads and their retries.
        LEADS_PER_MINUTE: '1000',
        ANALYSES_PER_MINUTE: '1000',
        // The saved pages are served from this machine, which the page reader may read only when told.
        ANALYSIS_ALLOW_HOSTS: '127.0.0.1',
        // The operator's console, for ops-console.spec.ts: npm run ops:password of the password there.
        OPS_PASSWORD_HASH: 'pbkdf2-sha256$100000$TZ4fs4Hy0+/y+auhUQL2uA==$z/hJp7Z0El5MQBjbWDrkIHgptPC9Fqni0zpVhaWP1YU=',
        // The bot check's key, so that a test can check the proof a page sends (fixtures.ts expectProof).
        ALTCHA_HMAC_KEY: TEST_KEY,
        // Proofs of a few key derivations, not a second's: every form a test opens solves one (a
        // seventh of the time of the specs that send leads). The journeys solve them at full cost.
        ALTCHA_MAX_COUNTER: '40',
      },
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node tests/support/page-server.ts',
      cwd: '..',
      env: { PORT: String(PAGES_PORT), HOST: '127.0.0.1' },
      url: `${PAGES_ORIGIN}/saas`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
