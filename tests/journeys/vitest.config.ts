/**
 * The journey suite: every journey of the specification, written once (tests/journeys/*.journey.ts)
 * and run in each engine family a visitor brings: Chromium, Firefox ESR, WebKitGTK (Safari's).
 * One project per engine, so one engine runs alone with `--project firefox`.
 */
import { defineConfig } from 'vitest/config';
import type { Engine } from './driver/tab.ts';

const ENGINES: Engine[] = ['chromium', 'firefox', 'webkit'];

/**
 * The deep suite (tests/e2e) walks every journey in Chromium already, through Playwright, whose
 * Chromium keeps no back-forward cache and never hides a tab. So Chromium runs here only the
 * journeys of real page lifecycles and real scrolling, which that suite cannot.
 */
const NOT_IN_CHROMIUM = 'tests/journeys/!(lead-lifecycle|background-tab|landing).journey.ts';

export default defineConfig({
  test: {
    include: ['tests/journeys/**/*.journey.ts'],
    environment: 'node',
    // A journey is many steps, each bounded on its own (steps.ts); this bounds the whole.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at a time, each with its own browser and site: the engines' waits are on events,
    // so a shared, busy machine slows them down without breaking them.
    maxWorkers: 2,
    projects: ENGINES.map((engine) => ({
      test: { name: engine, provide: { engine }, ...(engine === 'chromium' && { exclude: [NOT_IN_CHROMIUM] }) },
    })),
  },
});
