/**
 * `npm run bench`: the performance report (its figures and budgets are in bench/README.md), per
 * page, on the production build in headless Chromium at phone size:
 * - bytes on the wire (gzip): the first flight (HTML + render-blocking CSS, budget 14,600 B: ten
 *   TCP segments), JavaScript run on first view (React's runtime and the site's own), all CSS,
 *   and what is prefetched at idle;
 * - Lighthouse (mobile preset), medians of BENCH_RUNS runs (default 5), with its simulated
 *   throttling and with that throttling applied to a real load (BENCH_THROTTLING=simulate or
 *   devtools measures one): the scores, FCP, LCP, TBT, CLS, the long tasks (count and longest)
 *   and the main thread's time in style and layout and in script;
 * - tap to paint (./taps.ts, the taps in ./tap-list.ts) on a phone throttled like Lighthouse's
 *   mobile preset: median and p95 of BENCH_RUNS, INP as the browser measures it, and whether a
 *   dialog still opens once the connection has dropped.
 * - beside them, with BENCH_ASTROWIND=<folder> (a build of the stock AstroWind template), the same
 *   Lighthouse figures for AstroWind's page of the same path, where it has one (/, /privacy).
 * Prints Markdown tables (pasted into bench/README.md) and writes reports/bench.json. Measures;
 * asserts nothing. BENCH_DIST measures another build folder (default dist), BENCH_PAGES a few pages.
 * ./versus.ts measures builds side by side with their runs alternating, for before and after.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/site/site-app.ts';
import { CONTENT_PAGES, NOT_FOUND_FILE } from '../../tests/support/site-pages.ts';
import { type FirstViewBytes, firstViewBytes, launchBrowser } from './first-view.ts';
import { type LighthouseFigures, startLighthouse, type Throttling, throttlingsFromEnv } from './lighthouse.ts';
import { TAPS } from './tap-list.ts';
import { measureTap, type TapFigures, tapPage } from './taps.ts';

// The 404 page is measured as the file itself: Lighthouse refuses to score a 404 response.
const ALL_PAGES = [...CONTENT_PAGES, NOT_FOUND_FILE];
// BENCH_PAGES=/,/privacy measures only those (and the taps on them).
const PAGES = process.env['BENCH_PAGES']?.split(',') ?? ALL_PAGES;
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const port = Number(process.env['BENCH_PORT'] ?? 4396);
const origin = `http://127.0.0.1:${port}`;
const throttlings = throttlingsFromEnv();

type Row = { page: string; throttling: Throttling } & FirstViewBytes & LighthouseFigures;
type StockRow = { page: string; throttling: Throttling } & LighthouseFigures;

/** A stock Astro template's build, served beside ours: its pages that share a path with ours. */
const stockVariable = process.env['BENCH_ASTROWIND'];
const stockDir = stockVariable ? resolve(stockVariable) : undefined;
const stockOrigin = `http://127.0.0.1:${port + 1}`;
const stockHas = (page: string) => stockDir !== undefined && existsSync(join(stockDir, page, 'index.html'));

const table = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const bytes = (value: number) => value.toLocaleString('en-GB');

function printStockTable(rows: Row[], stock: StockRow[]) {
  if (stock.length === 0) return;
  console.log(`\nBeside AstroWind (BENCH_ASTROWIND), the same page path, Lighthouse medians of ${runs} runs:\n`);
  const figures = (row: LighthouseFigures) => [row.performance, row.fcpMs, row.lcpMs, row.tbtMs, row.cls];
  console.log(
    table(
      ['page', 'throttling', 'site', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      stock.flatMap((theirs) => {
        const ours = rows.find((row) => row.page === theirs.page && row.throttling === theirs.throttling);
        const throttling = theirs.throttling === 'simulate' ? 'simulated' : 'applied';
        return [
          ...(ours ? [[theirs.page, throttling, 'this site', ...figures(ours)]] : []),
          [theirs.page, throttling, 'AstroWind', ...figures(theirs)],
        ];
      }),
    ),
  );
}

function printTables(rows: Row[], taps: TapFigures[]) {
  console.log(
    `\nPer page (bytes gzip; Lighthouse mobile, simulated or applied (devtools) throttling, median of ${runs} runs):\n`,
  );
  console.log(
    table(
      [
        'page',
        'throttling',
        'first flight',
        'HTML',
        'blocking CSS',
        'JS React',
        'JS own',
        'CSS',
        'fetched at idle for later',
        'perf',
        'a11y',
        'BP',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'scripts before paint',
        'long tasks',
        'longest task ms',
        'style & layout ms',
        'script ms',
      ],
      rows.map((row) => [
        row.page,
        row.throttling === 'simulate' ? 'simulated' : 'applied (devtools)',
        bytes(row.firstFlight),
        bytes(row.html),
        bytes(row.blockingCss),
        bytes(row.jsFramework),
        bytes(row.jsOwn),
        bytes(row.css),
        bytes(row.prefetched),
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        row.fcpMs,
        row.lcpMs,
        row.tbtMs,
        row.cls,
        row.scriptsBeforePaint,
        row.longTasks,
        row.longestTaskMs,
        row.styleLayoutMs,
        row.scriptMs,
      ]),
    ),
  );
  console.log(
    `\nTap to paint on a phone (slow 4G, CPU 4x, fresh context), ${runs} runs; INP per run (input delay + processing + presentation of the slowest):\n`,
  );
  console.log(
    table(
      ['tap', 'median ms', 'p95 ms', 'runs ms', 'INP ms', 'slowest INP parts ms', 'opens offline'],
      taps.map((tap) => [
        tap.name,
        tap.medianMs,
        tap.p95Ms,
        tap.runsMs.join(', '),
        tap.inpMs.map((inp) => inp ?? '<16').join(', '),
        tap.inpParts,
        tap.opensOffline === undefined ? '' : tap.opensOffline ? 'yes' : 'no',
      ]),
    ),
  );
  console.log('\nSEO below 100 on /404.html, /analysis and /test-execution is their deliberate noindex.');
}

const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');
const server = serve({ fetch: createApp({ distDir, referenceHost: false }).fetch, port, hostname: '127.0.0.1' });
const stockServer =
  stockDir &&
  serve({ fetch: createApp({ distDir: stockDir, referenceHost: false }).fetch, port: port + 1, hostname: '127.0.0.1' });
const browser = await launchBrowser();
const lighthouseBench = await startLighthouse(stockDir ? [origin, stockOrigin] : [origin]);
const rows: Row[] = [];
const stock: StockRow[] = [];
const taps: TapFigures[] = [];
try {
  for (const page of PAGES) {
    const pageBytes = await firstViewBytes(browser, `${origin}${page}`);
    for (const throttling of throttlings) {
      rows.push({
        page,
        throttling,
        ...pageBytes,
        ...(await lighthouseBench.measure(`${origin}${page}`, runs, throttling)),
      });
      if (stockHas(page))
        stock.push({ page, throttling, ...(await lighthouseBench.measure(`${stockOrigin}${page}`, runs, throttling)) });
    }
    console.log(`measured ${page}`);
  }
  for (const tap of TAPS.filter((candidate) => PAGES.includes(tapPage(candidate))))
    taps.push(await measureTap(browser, origin, tap, runs));
} finally {
  await lighthouseBench.stop();
  await browser.close();
  server.close();
  if (stockServer) stockServer.close();
}

printTables(rows, taps);
printStockTable(rows, stock);
await mkdir('reports', { recursive: true });
await writeFile(
  'reports/bench.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, rows, taps, astrowind: stock }, null, 2)}\n`,
);
console.log('\nWritten to reports/bench.json.');
