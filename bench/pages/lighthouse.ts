/**
 * Lighthouse (mobile preset) on one Chromium, several runs per page, each with a cold HTTP cache
 * but the stored plan kept, so /analysis and /test-execution show one. A single run swings too
 * much to compare (LCP 0.80 s and 1.58 s seen on two identical pages): the medians are reported.
 *
 * Two throttlings: Lighthouse's default, simulated (the page loads at full speed and its metrics
 * are computed from the requests and tasks it saw, as PageSpeed Insights shows them), and applied
 * ("devtools": the page is loaded under the same slow 4G and 4x CPU slowdown, applied by the
 * DevTools protocol, and the metrics are what that load measured).
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.ts';
import { median } from '../stats.ts';
import { STORED_PLAN, seedStorage } from './browser.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts requested before the first paint, in the observed (unthrottled) load. */
  scriptsBeforePaint: number;
  /** Main-thread tasks of 50 ms or more, and the longest of them (Lighthouse's long-tasks). */
  longTasks: number;
  longestTaskMs: number;
  /** Main-thread time in style and layout, and in script (mainthread-work-breakdown). */
  styleLayoutMs: number;
  scriptMs: number;
}

interface WorkGroup {
  group?: string;
  duration?: number;
}

interface RequestItem {
  resourceType?: string;
  networkRequestTime?: number;
}

export type Throttling = 'simulate' | 'devtools';

/** The throttlings BENCH_THROTTLING asks for: both unless it names one (simulate or devtools). */
export function throttlingsFromEnv(value = process.env['BENCH_THROTTLING']): Throttling[] {
  if (value === undefined || value === '') return ['simulate', 'devtools'];
  if (value === 'simulate' || value === 'devtools') return [value];
  throw new Error(`BENCH_THROTTLING is "${value}": use simulate or devtools, or leave it unset for both`);
}

async function oneRun(url: string, port: number, throttlingMethod: Throttling): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    throttlingMethod,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const observed = (
    audits['metrics']?.details as { items?: { observedFirstPaint?: number; observedNavigationStart?: number }[] }
  )?.items?.[0];
  const requests = ((audits['network-requests']?.details as { items?: RequestItem[] })?.items ?? []) as RequestItem[];
  const firstPaint = observed?.observedFirstPaint ?? Number.POSITIVE_INFINITY;
  const longTasks = ((audits['long-tasks']?.details as { items?: { duration?: number }[] })?.items ?? []).map(
    (task) => task.duration ?? 0,
  );
  const work = (audits['mainthread-work-breakdown']?.details as { items?: WorkGroup[] })?.items ?? [];
  const workIn = (...groups: string[]) =>
    work.filter((item) => groups.includes(item.group ?? '')).reduce((sum, item) => sum + (item.duration ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptsBeforePaint: requests.filter(
      (item) => item.resourceType === 'Script' && (item.networkRequestTime ?? 0) < firstPaint,
    ).length,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
    styleLayoutMs: workIn('styleLayout'),
    scriptMs: workIn('scriptEvaluation', 'scriptParseCompile'),
  };
}

/** The medians of the runs; a run Lighthouse gave no figure for (an error on a busy machine) is left out of that one. */
export function medians(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]).filter(Number.isFinite));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Math.round(of('cls') * 1000) / 1000,
    scriptsBeforePaint: of('scriptsBeforePaint'),
    longTasks: of('longTasks'),
    longestTaskMs: Math.round(of('longestTaskMs')),
    styleLayoutMs: Math.round(of('styleLayoutMs')),
    scriptMs: Math.round(of('scriptMs')),
  };
}

export interface LighthouseBench {
  /** One cold run of `url` (its HTTP cache emptied, its storage kept). */
  once(url: string, throttling: Throttling): Promise<LighthouseFigures>;
  /** The medians of `runs` cold runs of `url`. */
  measure(url: string, runs: number, throttling: Throttling): Promise<LighthouseFigures>;
  stop(): Promise<void>;
}

/** Starts Chromium for Lighthouse and puts the stored plan into its profile for good, for each origin. */
export async function startLighthouse(origins: readonly string[]): Promise<LighthouseBench> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const control = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = control.contexts()[0] ?? (await control.newContext());
  for (const origin of origins) {
    const seeding = await context.newPage();
    await seeding.goto(`${origin}/robots.txt`);
    await seeding.evaluate(seedStorage, STORED_PLAN);
    await seeding.close();
  }

  // The storage is kept between runs (disableStorageReset), so the HTTP cache is emptied here.
  const clearCache = async () => {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  };
  const once = async (url: string, throttling: Throttling) => {
    await clearCache();
    const result = await oneRun(url, chrome.port, throttling);
    const missing = Object.entries(result).filter(([, value]) => !Number.isFinite(value));
    if (missing.length > 0) console.warn(`${url}: no ${missing.map(([key]) => key).join(', ')}`);
    return result;
  };

  return {
    once,
    async measure(url, runs, throttling) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await once(url, throttling));
      return medians(results);
    },
    async stop() {
      await control.close().catch(() => {});
      chrome.kill();
    },
  };
}
