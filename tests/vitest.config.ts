/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// jsdom has neither Web Workers nor custom elements that run the bot check's widget: the unit
// tests of the lead forms and the outbox run without a proof of work (as a site with
// PUBLIC_ALTCHA_URL= does), and those of the proof (tests/unit/leads/proof/) give the config one.
process.env['PUBLIC_ALTCHA_URL'] ??= '';

export default getViteConfig({
  test: {
    environment: 'jsdom',
    // tests/build runs the real Astro toolchain on a copy of the project (slower, not unit tests).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    // Threads start faster than forked processes (about 0.7 s a file instead of 1.1 s), and
    // both cores work: Vitest's default leaves one of two idle.
    pool: 'threads',
    maxWorkers: 2,
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
});
