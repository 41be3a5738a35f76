/**
 * A page opened in a background tab (a middle click, "open in new tab"): hidden, it paints
 * nothing, so no paint is reported and no animation frame runs until it is shown. Its loader
 * (src/page-scripts/run-after-paint.js) runs its scripts at once instead, as a visitor who
 * switches to the tab expects it ready. Chromium and Firefox open a tab in the background through
 * puppeteer; WebDriver classic, which drives WebKit here, cannot.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.ts';
import { FIREFOX_PATH } from './driver/puppeteer-engine.ts';
import { type Site, startSite } from './site.ts';
import { until } from './steps.ts';

const engine = inject('engine');

const pageViewQueued = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).some((entry) => entry[1] === 'page_view'),
  );

describe.skipIf(engine === 'webkit')('a page opened in a background tab', () => {
  let browser: Browser | undefined;
  let site: Site | undefined;

  beforeAll(async () => {
    [browser, site] = await Promise.all([
      engine === 'chromium'
        ? puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
        : puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true }),
      startSite(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  it('runs its scripts while hidden, and its dialog buttons work once it is shown', async () => {
    if (!browser || !site) throw new Error('the browser and the site did not start');
    const context = await browser.createBrowserContext();
    const errors: string[] = [];
    try {
      const front = await context.newPage();
      await front.goto(`${site.url}/privacy`, { waitUntil: 'load' });
      const tab = await context.newPage({ background: true });
      tab.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await tab.goto(`${site.url}/`, { waitUntil: 'load' });
      expect(await tab.evaluate(() => document.visibilityState)).toBe('hidden');
      await until('the hidden page’s scripts to run (a page_view queued)', () => pageViewQueued(tab));
      // Nothing was painted: no paint reported, no frame run, yet the scripts ran.
      expect(await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(0);

      await tab.bringToFront();
      await until('the tab to be shown', () => tab.evaluate(() => document.visibilityState === 'visible'));
      await tab.locator('header [data-open="reservation"]').click();
      await until('the reservation dialog to open', () =>
        tab.evaluate(() => document.querySelector('dialog[open]')?.textContent?.includes('Secure your founder spot')),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
