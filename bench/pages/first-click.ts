/**
 * The first click: from a click on a dialog's opener to the dialog painted, in a cold browser
 * throttled as Lighthouse's mobile preset (slow 4G, CPU 4x) through the DevTools protocol, after
 * the page has loaded and gone idle, as a visitor who reads before clicking. Also whether the
 * dialog still opens once the connection has dropped after the page loaded.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '../stats.ts';
import { MOBILE, PHONE_VIEWPORT } from './browser.ts';

export interface ClickTarget {
  name: string;
  path: string;
  selector: string;
}

export interface FirstClick {
  target: string;
  medianMs: number;
  runsMs: number[];
  opensOffline: boolean;
}

/** Runs in the page: resolves, one frame after a dialog shows, with the time since the click. */
function timeClickToDialog() {
  const measured = new Promise<number>((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const shown = () => {
          const dialog = document.querySelector('dialog[open], [role="alertdialog"]');
          if (dialog && dialog.getBoundingClientRect().height > 0) {
            // This frame paints the dialog; the next one starts after that paint.
            requestAnimationFrame(() => resolve(performance.now() - event.timeStamp));
          } else requestAnimationFrame(shown);
        };
        shown();
      },
      { capture: true, once: true },
    );
  });
  Object.assign(window, { clickToDialog: measured });
}

export async function throttle(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.requestLatencyMs,
    downloadThroughput: (MOBILE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
}

/**
 * A cold phone page, loaded and idle: every island hydrated and everything prefetched at idle
 * fetched. `prepare` runs before the load (init scripts).
 */
export async function loadedPage(
  browser: Browser,
  url: string,
  throttled: boolean,
  prepare: (page: Page) => Promise<unknown> = (page) => page.addInitScript(timeClickToDialog),
) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await prepare(page);
  if (throttled) await throttle(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  return page;
}

export async function clickToDialogMs(browser: Browser, origin: string, target: ClickTarget): Promise<number> {
  const page = await loadedPage(browser, `${origin}${target.path}`, true);
  await page.locator(target.selector).first().click();
  const ms = await page.evaluate(() => (window as unknown as { clickToDialog: Promise<number> }).clickToDialog);
  await page.context().close();
  return Math.round(ms);
}

async function opensOffline(browser: Browser, origin: string, target: ClickTarget): Promise<boolean> {
  const page = await loadedPage(browser, `${origin}${target.path}`, false);
  await page.context().setOffline(true);
  await page.locator(target.selector).first().click();
  const opened = await page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  await page.context().close();
  return opened;
}

export async function firstClick(
  browser: Browser,
  origin: string,
  target: ClickTarget,
  runs: number,
): Promise<FirstClick> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) runsMs.push(await clickToDialogMs(browser, origin, target));
  return {
    target: target.name,
    medianMs: median(runsMs),
    runsMs,
    opensOffline: await opensOffline(browser, origin, target),
  };
}
