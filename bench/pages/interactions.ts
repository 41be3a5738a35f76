/**
 * Two clicks a visitor waits on, in a cold phone browser throttled as for the first click (slow
 * 4G, CPU 4x), after the page has loaded and gone idle:
 * - "Download Free Plan (PDF)" on the free plan: from the click to the file handed to the
 *   browser (its download link clicked), the plan having shown as a visitor reads it;
 * - Send in the /analysis chat: from the click to the visitor's message painted in the chat.
 * Measures; asserts nothing.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '../stats.ts';
import { STORED_PLAN, seedStorage } from './browser.ts';
import { loadedPage, throttle } from './first-click.ts';

export interface Interaction {
  name: string;
  medianMs: number;
  runsMs: number[];
}

const SENT = 'Checkout first, then delivery slots';

type Clocked = Window & { clickToDone?: Promise<number> };

/**
 * Runs in the page (so it takes everything as its argument): from the next click, resolves with
 * the time until the file is handed over, or until the message sent is painted.
 */
function timeClickTo(done: 'file' | { message: string }) {
  document.addEventListener(
    'click',
    (event) => {
      (window as Clocked).clickToDone = new Promise<number>((resolve) => {
        const since = () => resolve(performance.now() - event.timeStamp);
        if (done === 'file') {
          // jsPDF hands the file over by clicking a detached download link (FileSaver).
          const dispatch = EventTarget.prototype.dispatchEvent;
          EventTarget.prototype.dispatchEvent = function (this: EventTarget, sent: Event) {
            if (this instanceof HTMLAnchorElement && this.download) since();
            return dispatch.call(this, sent);
          };
          return;
        }
        const painted = () => {
          const mine = [...document.querySelectorAll('[role="log"] .bubble--user')].at(-1);
          if (mine?.textContent?.includes(done.message)) requestAnimationFrame(since);
          else requestAnimationFrame(painted);
        };
        painted();
      });
    },
    { capture: true, once: true },
  );
}

async function pdfClickMs(browser: Browser, origin: string): Promise<number> {
  // The address the FAQ links to opens the quiz (its label matched loosely: older builds, with a
  // straight apostrophe, are measured by this same code).
  const page = await loadedPage(browser, `${origin}/#test-plan`, false, async () => {});
  await page
    .getByRole('dialog')
    .getByLabel(/^Your app.s address/)
    .fill('mulch-store.example');
  await page.keyboard.press('Enter');
  for (const answer of ['An online shop', 'checkout, delivery slots', 'people abandon the basket']) {
    await page.getByLabel('Your answer').fill(answer);
    await page.keyboard.press('Enter');
  }
  const download = page.getByRole('button', { name: 'Download Free Plan (PDF)' });
  await download.waitFor();
  // The visitor reads the plan: the page goes idle, then the phone's slowness applies.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await throttle(page);
  return clickAndTime(page, 'file', () => download.click());
}

export async function chatSendMs(browser: Browser, origin: string): Promise<number> {
  const page = await loadedPage(browser, `${origin}/analysis`, true, (page) =>
    page.addInitScript(seedStorage, STORED_PLAN),
  );
  await page.getByLabel('Your answer').fill(SENT);
  return clickAndTime(page, { message: SENT }, () => page.getByRole('button', { name: 'Send' }).click());
}

async function clickAndTime(
  page: Page,
  done: 'file' | { message: string },
  click: () => Promise<void>,
): Promise<number> {
  await page.evaluate(timeClickTo, done);
  await click();
  // The clock is set by the click; its promise resolves once the result is there.
  const ms = await page.evaluate(async () => {
    while (!(window as Clocked).clickToDone) await new Promise(requestAnimationFrame);
    return (window as Clocked).clickToDone ?? Number.NaN;
  });
  await page.context().close();
  return Math.round(ms);
}

export async function interactions(browser: Browser, origin: string, runs: number): Promise<Interaction[]> {
  const measured: Interaction[] = [];
  for (const [name, measure] of [
    ['"Download Free Plan (PDF)" to the file', pdfClickMs],
    ['/analysis Send to the message painted', chatSendMs],
  ] as const) {
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run += 1) runsMs.push(await measure(browser, origin));
    measured.push({ name, medianMs: median(runsMs), runsMs });
  }
  return measured;
}
