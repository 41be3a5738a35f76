import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

/**
 * Analytics and consent, as docs/pages.md "Analytics and consent" describes them. The build has no
 * PUBLIC_GA_ID: an id comes from `?ga=` or window.GA_MEASUREMENT_ID. Google is stubbed and every
 * request to it is recorded; the fixture fails a test on any other request off the site, and on
 * any console error (a CSP violation included).
 */
export const TAG_URL = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
export const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

export type Entry = [string, ...unknown[]];

/** Records every request to Google's tag server and answers with a script that does nothing. */
export async function stubGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.googleTagStubRan = true;' });
  });
  return requests;
}

/** gtag's queue as plain arrays; fails when an entry is not an `arguments` object (gtag.js ignores those). */
export function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => {
      if (Object.prototype.toString.call(entry) !== '[object Arguments]') throw new Error('not an arguments object');
      return JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as Entry;
    }),
  );
}

export const events = async (page: Page, name?: string) =>
  (await dataLayer(page))
    .filter((entry) => entry[0] === 'event' && (name === undefined || entry[1] === name))
    .map((entry) => entry.slice(1));

/** For journeys that leave the page: every queued entry is also kept in sessionStorage. */
export async function recordAcrossPages(page: Page): Promise<() => Promise<Entry[]>> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const log = JSON.parse(sessionStorage.getItem('e2e:gtag') ?? '[]') as unknown[];
      for (const item of items) log.push(Array.from(item as ArrayLike<unknown>));
      sessionStorage.setItem('e2e:gtag', JSON.stringify(log));
      return Array.prototype.push.apply(layer, items);
    };
    window.dataLayer = layer;
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:gtag') ?? '[]') as Entry[]);
}

/**
 * This page has requested nothing from Google beyond `before`. Only enableAnalytics() requests
 * Google's script, by adding its <script> element, and only the consent reaction that the page
 * script runs just before it queues page_view calls it: once page_view is queued, a request
 * would already show as that element (the request itself may still be on its way, so the element
 * is what is checked, then the requests recorded).
 */
export async function expectNoGoogleTag(page: Page, google: string[], before: string[] = []): Promise<void> {
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(google).toEqual(before);
}

export const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });
export const cookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
export const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('testable:consent'));

/**
 * The banner's island hydrates only when the banner shows (client:event): once the page script has
 * run (its page_view is queued), it has decided, and the event that wakes the island is recorded.
 */
export async function expectNoBanner(page: Page): Promise<void> {
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect(await page.evaluate(() => (window as { consentBannerWoken?: boolean }).consentBannerWoken ?? false)).toBe(
    false,
  );
  await expect(page.locator('astro-island[component-url*="ConsentBanner"][ssr]')).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
}

/** The analytics tests: a page records whether the consent banner's island was woken. */
export const test = base.extend<{ consentBannerWatch: undefined }>({
  consentBannerWatch: [
    async ({ page }, use) => {
      await page.addInitScript(() =>
        window.addEventListener('testable:consent-banner', () => Object.assign(window, { consentBannerWoken: true })),
      );
      await use(undefined);
    },
    { auto: true },
  ],
});
