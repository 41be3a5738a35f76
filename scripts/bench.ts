/**
 * `npm run bench`: the performance report of CONTRACT.md section 8, per page: HTML, JavaScript
 * and CSS bytes (gzip) loaded on first view, and Lighthouse (mobile preset) scores and metrics,
 * in headless Chromium against the production build. Prints a table and writes
 * reports/bench.json. Measures; asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createApp } from '../server/app.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The 404 page is measured as the file itself: Lighthouse refuses to score a 404 response.
const PAGES = ['/', '/landing', '/privacy', '/404.html', '/analysis', '/test-execution'];

/** /analysis and /test-execution show the browser's own plan: measure them with one in place. */
const v = (value: string) => ({ value });
const STORED_PLAN: Record<string, string> = {
  'testable:devUrl': 'https://mulch-shop.example/',
  'testable:conversation': JSON.stringify([{ role: 'assistant', content: 'Hi! What does your app do?' }]),
  'testable:planState': JSON.stringify({
    app_description: v('An online shop for landscaping supplies'),
    user_types: [
      {
        type: v('Trade buyers'),
        segments: [
          {
            segment: v('Landscapers'),
            persona: { name: v('Maria'), age: v('34'), gender: v('Female'), occupation_background: v('Landscaper'), state_of_mind: v('Impatient'), device: v('iPhone 15') },
            goals: [v('Price 40 bags of mulch'), v('Book a delivery slot')],
          },
        ],
      },
    ],
  }),
};

function seedStorage(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}
const port = Number(process.env['BENCH_PORT'] ?? 4396);
const origin = `http://127.0.0.1:${port}`;

interface Row {
  page: string;
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Bytes on the wire (gzip, as the server sends them) of the first view, by kind. */
async function firstViewBytes(path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(seedStorage, STORED_PLAN);
  const totals = { document: 0, script: 0, stylesheet: 0 };
  const counted: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType();
    if (kind === 'document' || kind === 'script' || kind === 'stylesheet') {
      counted.push(
        request.sizes().then((sizes) => {
          totals[kind] += sizes.responseBodySize;
        }),
      );
    }
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000); // idle-time islands hydrate after load
  await Promise.all(counted);
  await browser.close();
  return totals;
}

/** Puts the stored plan into the Lighthouse browser's profile, which the runs then keep. */
async function seedLighthouseBrowser(chromePort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(seedStorage, STORED_PLAN);
  await page.close();
}

async function lighthouseScores(path: string, chromePort: number) {
  const result = await lighthouse(`${origin}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
  };
}

const server = serve({ fetch: createApp({ distDir: resolve('dist'), referenceHost: false }).fetch, port, hostname: '127.0.0.1' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const rows: Row[] = [];
try {
  await seedLighthouseBrowser(chrome.port);
  for (const path of PAGES) {
    const bytes = await firstViewBytes(path);
    const scores = await lighthouseScores(path, chrome.port);
    rows.push({ page: path, htmlKb: kb(bytes.document), jsKb: kb(bytes.script), cssKb: kb(bytes.stylesheet), ...scores });
    console.log(`measured ${path}`);
  }
} finally {
  chrome.kill();
  server.close();
}

console.table(rows);
console.log('SEO below 100 on /404.html, /analysis and /test-execution is their deliberate noindex.');
await mkdir('reports', { recursive: true });
await writeFile('reports/bench.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
console.log('Written to reports/bench.json (HTML, JS, CSS in KB gzip; LCP and TBT in ms).');
