/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'jsdom',
    // tests/build runs the real Astro toolchain on a copy of the project (slower, not unit tests).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
});
