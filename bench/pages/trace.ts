/**
 * What holds a phone's main thread while a page loads, from Chromium's own performance trace:
 * the page is loaded cold, throttled like Lighthouse's mobile preset (slow 4G, CPU 4x, applied
 * through the DevTools protocol), and each main-thread task of 50 ms or more is listed with what
 * it spent its time on (style, layout, parsing, script by file, paint) and what arrived just
 * before it (a stylesheet, a font, a script), the usual cause of a restyle or a relayout.
 *
 * `node bench/pages/trace.ts [path…]` (default `/`), on the build in BENCH_DIST (default dist),
 * BENCH_RUNS loads per path (default 3). Prints; asserts nothing.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../../server/site/site-app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.ts';
import { phoneContext, STORED_PLAN, seedStorage, throttle } from './browser.ts';
import { longTasksOf, type TraceEvent } from './trace-tasks.ts';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const port = Number(process.env['BENCH_PORT'] ?? 4397);
const origin = `http://127.0.0.1:${port}`;
const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
].join(',');

const server = serve({ fetch: createApp({ distDir, referenceHost: false }).fetch, port, hostname: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    for (let run = 1; run <= runs; run += 1) {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(seedStorage, STORED_PLAN);
      await throttle(page);
      await browser.startTracing(page, { categories: CATEGORIES.split(',') });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      await context.close();
      const tasks = longTasksOf(trace.traceEvents, `${origin}${path}`);
      console.log(`\n${path}, run ${run}: ${tasks.length} tasks of 50 ms or more`);
      for (const task of tasks) {
        console.log(`  at ${task.startMs} ms, ${task.durationMs} ms: ${task.parts.join(', ')}`);
        if (task.arrivedBefore.length > 0) console.log(`    just before: ${task.arrivedBefore.join(', ')}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
