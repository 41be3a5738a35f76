/**
 * The edge suite: the built site and its Pages Functions on Cloudflare's runtime (workerd,
 * through `wrangler pages dev`, offline, with a local D1), compared with the site's own server.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/edge/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One workerd at a time: each file starts its own.
    fileParallelism: false,
  },
});
