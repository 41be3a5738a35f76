/**
 * Tap to paint of the dialogs in each engine family a visitor brings, Chromium, Firefox ESR and
 * WebKitGTK (Safari's), driven as the journeys drive them (tests/journeys/driver): at phone width,
 * the page idle for two seconds once the dialogs' files have come, a real click on the opener,
 * and the time from its pointerdown to the frame after the dialog is shown (bench/pages/taps.ts
 * times it in the page the same way). Their drivers throttle neither the CPU nor the network, so
 * all three run at this machine's full speed: the engines compared with each other, not with a
 * phone (Chromium's phone figures are bench/pages/taps.ts's). A bench beside the journeys, whose
 * drivers it uses; WebKit needs a display: `xvfb-run -a node tests/journeys/engine-taps.ts`.
 * BENCH_DIST (default dist), BENCH_RUNS (default 5), BENCH_ENGINES (default chromium,firefox,webkit).
 * Prints a Markdown table; asserts nothing.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { PHONE_VIEWPORT } from '../../bench/pages/browser.ts';
import { armTapTimer, type Shown } from '../../bench/pages/taps.ts';
import { median, percentile } from '../../bench/stats.ts';
import { createApp } from '../../server/site/site-app.ts';
import type { Query } from './driver/in-page.ts';
import { launchPuppeteer } from './driver/puppeteer-engine.ts';
import { callExpression, type Engine, type EngineSession } from './driver/tab.ts';
import { launchWebKit } from './driver/webkit-engine.ts';
import { dialogsReady } from './page-state.ts';
import { click } from './steps.ts';

const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const engines = (process.env['BENCH_ENGINES'] ?? 'chromium,firefox,webkit').split(',') as Engine[];
const port = Number(process.env['BENCH_PORT'] ?? 4398);
const origin = `http://127.0.0.1:${port}`;

const shown = (title: string): Shown => ({ selector: 'dialog[open] h2', text: title });
const DIALOG_TAPS: { name: string; opener: Query; done: Shown }[] = [
  {
    name: '"Join the wait list" (header)',
    opener: { css: 'header [data-open="reservation"]' },
    done: shown('Secure your founder spot'),
  },
  { name: 'the demo', opener: { css: '[data-open="demo"]' }, done: shown('Watch Dave') },
  {
    name: '"Questions or feedback?"',
    opener: { role: 'link', name: 'Questions or feedback?' },
    done: shown('Questions or feedback?'),
  },
];

const launch = (engine: Engine): Promise<EngineSession> =>
  engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine);

async function tapOnce(session: EngineSession, tap: (typeof DIALOG_TAPS)[number]): Promise<number> {
  const tab = await session.newTab(origin);
  try {
    await tab.setViewport(PHONE_VIEWPORT);
    await tab.goto('/');
    await dialogsReady(tab);
    await tab.run('new Promise((resolve) => setTimeout(resolve, 2000))');
    // Timed from the click's pointerdown: the journeys' click first brings the opener to the middle
    // of the screen and waits for it to stay put there.
    await tab.run(callExpression(armTapTimer, [tap.done]));
    await click(tab, tap.opener);
    return Math.round(await tab.run<number>('window.tapToPaint'));
  } finally {
    await tab.close();
  }
}

const server = serve({
  fetch: createApp({ distDir: resolve(process.env['BENCH_DIST'] ?? 'dist'), referenceHost: false }).fetch,
  port,
  hostname: '127.0.0.1',
});
const rows: string[] = [];
try {
  for (const engine of engines) {
    const session = await launch(engine);
    try {
      for (const tap of DIALOG_TAPS) {
        const ms: number[] = [];
        for (let run = 0; run < runs; run += 1) ms.push(await tapOnce(session, tap));
        rows.push(`| ${tap.name} | ${engine} | ${median(ms)} | ${percentile(ms, 0.95)} | ${ms.join(', ')} |`);
      }
    } finally {
      await session.close();
    }
  }
} finally {
  server.close();
}
console.log(`\nTap to paint at phone width, unthrottled, ${runs} runs per engine:\n`);
console.log('| tap | engine | median ms | p95 ms | runs ms |\n| --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
