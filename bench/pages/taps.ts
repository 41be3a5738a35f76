/**
 * Tap to paint: from a tap (or the key that stands for it) to the first frame showing what it
 * asked for, on a phone (390 px, touch, Lighthouse's mobile throttling: slow 4G, CPU 4x), each
 * run in a fresh browser context. Per interaction, the median and p95 of the runs, and INP as the
 * browser measures it (web-vitals' attribution build: the slowest interaction's input delay,
 * processing and presentation). What is tapped is in ./tap-list.ts; a dialog is tapped as soon as
 * the page has loaded (the first seconds of a visit) and once it has been idle for two seconds.
 * Measures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { median, percentile } from '../stats.ts';
import { phoneContext, seedStorage, throttle } from './browser.ts';

/** What the tap asked for is on screen: the last element matching `selector`, with a box, holding `text`. */
export type Shown = { selector: string; text?: string };
/** A file handed to the browser (a detached download link clicked) counts as shown. */
type Done = Shown | 'file';

export interface Tap {
  name: string;
  path: string;
  /** localStorage before the page loads. */
  storage?: Record<string, string>;
  /** 'loaded': tapped at the load event; 'idle': after the network has been idle and two seconds more. */
  when: 'loaded' | 'idle';
  /** Steps before the measured tap (opening the dialog a step is in, say), unthrottled. */
  before?: (page: Page) => Promise<void>;
  /** The measured tap. */
  tap: (page: Page) => Promise<void>;
  done: Done;
  /** Also asked: does it still open once the connection has dropped after the page loaded? */
  offline?: true;
}

export interface TapFigures {
  name: string;
  medianMs: number;
  p95Ms: number;
  runsMs: number[];
  /** INP per run (ms), null where the browser reported none (an interaction under 16 ms). */
  inpMs: (number | null)[];
  /** The slowest INP's parts: input delay, processing, presentation (ms). */
  inpParts: string;
  opensOffline?: boolean;
}

type TapWindow = Window & {
  tapToPaint?: Promise<number>;
  lastInp?: { value: number; parts: string };
  /** The tap's last event (its click, or a key's keyup) has been timed by the browser. */
  interactionTimed?: true;
  webVitals?: {
    onINP(report: (metric: InpMetric) => void, options: { reportAllChanges: boolean; durationThreshold: number }): void;
  };
};
interface InpMetric {
  value: number;
  attribution: { inputDelay: number; processingDuration: number; presentationDelay: number };
}

/** Runs in the page: from the next pointerdown or keydown, resolves with the time until `done` is painted. */
export function armTapTimer(done: Done) {
  const start = (event: Event) => {
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    (window as TapWindow).tapToPaint = new Promise<number>((resolve) => {
      const since = () => resolve(performance.now() - event.timeStamp);
      if (done === 'file') {
        // A download link clicked: by the page (link.click()), or by a dispatched click (jsPDF's save).
        const handedOver = (target: EventTarget) => {
          if (target instanceof HTMLAnchorElement && target.download) since();
        };
        const dispatch = EventTarget.prototype.dispatchEvent;
        EventTarget.prototype.dispatchEvent = function (this: EventTarget, sent: Event) {
          handedOver(this);
          return dispatch.call(this, sent);
        };
        const click = HTMLElement.prototype.click;
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          handedOver(this);
          click.call(this);
        };
        return;
      }
      const check = () => {
        const found = [...document.querySelectorAll(done.selector)].at(-1);
        const shown =
          found !== undefined &&
          found.getBoundingClientRect().height > 0 &&
          (done.text === undefined || (found.textContent ?? '').includes(done.text));
        // This frame paints it; the next one starts once that paint is done.
        requestAnimationFrame(shown ? since : check);
      };
      check();
    });
  };
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
}

/** Runs in the page before its own scripts: keeps the latest INP web-vitals reports, with its parts. */
function watchInp() {
  // Event Timing reports a tap's pointerdown as soon as a frame follows it, and its click only
  // once the click's own frame is presented: web-vitals' first report may hold only the first.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId && ['click', 'keyup'].includes(entry.name)) (window as TapWindow).interactionTimed = true;
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const start = () =>
    (window as TapWindow).webVitals?.onINP(
      ({ value, attribution: { inputDelay, processingDuration, presentationDelay } }) => {
        const parts = [inputDelay, processingDuration, presentationDelay].map(Math.round).join(' + ');
        (window as TapWindow).lastInp = { value, parts };
      },
      { reportAllChanges: true, durationThreshold: 16 },
    );
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/**
 * web-vitals' attribution build, the script that defines `webVitals` (beside the CommonJS file
 * its package names), made global: an init script runs inside a function of Playwright's.
 */
const WEB_VITALS = `${readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
)}\nwindow.webVitals = webVitals;`;

/** Longer than any tap takes on the phone profile, a dialog at the load event included. */
const TAP_GIVE_UP_MS = 30_000;

/** One tap in a fresh context: tap to paint, and the INP web-vitals reported (if any). */
export async function tapOnce(
  browser: Browser,
  origin: string,
  tap: Tap,
): Promise<{ ms: number; inp: TapWindow['lastInp'] }> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    if (tap.storage) await page.addInitScript(seedStorage, tap.storage);
    await page.addInitScript({ content: WEB_VITALS });
    await page.addInitScript(watchInp);
    if (tap.before) {
      await page.goto(`${origin}${tap.path}`, { waitUntil: 'networkidle' });
      await tap.before(page);
      await page.waitForTimeout(2000);
      await throttle(page);
    } else {
      await throttle(page);
      await page.goto(`${origin}${tap.path}`, { waitUntil: tap.when === 'loaded' ? 'load' : 'networkidle' });
      if (tap.when === 'idle') await page.waitForTimeout(2000);
    }
    await page.evaluate(armTapTimer, tap.done);
    await tap.tap(page);
    // A tap that shows nothing (a build without what it waits for) is NaN, not a bench that hangs.
    const ms = await page.evaluate(async (giveUpMs) => {
      while (!(window as TapWindow).tapToPaint) await new Promise(requestAnimationFrame);
      const never = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), giveUpMs));
      return Promise.race([(window as TapWindow).tapToPaint ?? never, never]);
    }, TAP_GIVE_UP_MS);
    // web-vitals reports the interaction once its frame is presented: a moment after it, or never
    // for one under 16 ms (nor a click under 16 ms, which the browser does not time). It reads the
    // browser's timings at an idle moment: one is let pass after the click's.
    await page
      .waitForFunction(() => (window as TapWindow).interactionTimed, undefined, { timeout: 3000 })
      .then(() => page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 1000 }))))
      .catch(() => {});
    const inp = await page.evaluate(() => (window as TapWindow).lastInp);
    return { ms: Math.round(ms), inp };
  } finally {
    await context.close();
  }
}

/** Whether the tap still shows what it asks for once the connection has dropped after the page loaded. */
async function opensOffline(browser: Browser, origin: string, tap: Tap): Promise<boolean> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${tap.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await context.setOffline(true);
    await tap.tap(page);
    return await page
      .getByRole('dialog')
      .first()
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
  } finally {
    await context.close();
  }
}

/** The page a tap is on (its path without the fragment). */
export const tapPage = (tap: Tap) => tap.path.split('#')[0] ?? tap.path;

export const tapName = (tap: Tap) => `${tap.name}${tap.when === 'loaded' ? ' (at load)' : ''}`;

export async function measureTap(browser: Browser, origin: string, tap: Tap, runs: number): Promise<TapFigures> {
  const measured = [];
  for (let run = 0; run < runs; run += 1) measured.push(await tapOnce(browser, origin, tap));
  const runsMs = measured.map((run) => run.ms);
  const inps = measured.map((run) => run.inp);
  const slowest = inps.reduce<TapWindow['lastInp']>(
    (worst, inp) => (inp && inp.value > (worst?.value ?? -1) ? inp : worst),
    undefined,
  );
  return {
    name: tapName(tap),
    medianMs: median(runsMs),
    p95Ms: percentile(runsMs, 0.95),
    runsMs,
    inpMs: inps.map((inp) => (inp ? Math.round(inp.value) : null)),
    inpParts: slowest?.parts ?? '',
    ...(tap.offline && { opensOffline: await opensOffline(browser, origin, tap) }),
  };
}
