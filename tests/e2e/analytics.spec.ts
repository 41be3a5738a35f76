import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, stubWebhook, test, waitForDialogs, waitForIsland } from './fixtures';

/**
 * Analytics and consent (CONTRACT.md section 6). The build has no PUBLIC_GA_ID: an id comes from
 * `?ga=` or window.GA_MEASUREMENT_ID. Google is stubbed and every request to it is recorded; the
 * fixture fails a test on any other request off the site, and on any console error (a CSP
 * violation included).
 */
const TAG_URL = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

type Entry = [string, ...unknown[]];

/** Records every request to Google's tag server and answers with a script that does nothing. */
async function stubGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.googleTagStubRan = true;' });
  });
  return requests;
}

/** gtag's queue as plain arrays; fails when an entry is not an `arguments` object (gtag.js ignores those). */
function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => {
      if (Object.prototype.toString.call(entry) !== '[object Arguments]') throw new Error('not an arguments object');
      return JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as Entry;
    }),
  );
}

const events = async (page: Page, name?: string) =>
  (await dataLayer(page))
    .filter((entry) => entry[0] === 'event' && (name === undefined || entry[1] === name))
    .map((entry) => entry.slice(1));

/** For journeys that leave the page: every queued entry is also kept in sessionStorage. */
async function recordAcrossPages(page: Page): Promise<() => Promise<Entry[]>> {
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
async function expectNoGoogleTag(page: Page, google: string[], before: string[] = []): Promise<void> {
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(google).toEqual(before);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });
const cookieSettings = (page: Page) => page.locator('.site-footer').getByRole('button', { name: 'Cookie settings' });
const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('testable:consent'));

/**
 * The banner's island hydrates only when the banner shows (client:event): once the page script has
 * run (its page_view is queued), it has decided, and the event that wakes the island is recorded.
 */
async function expectNoBanner(page: Page): Promise<void> {
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect(await page.evaluate(() => (window as { consentBannerWoken?: boolean }).consentBannerWoken ?? false)).toBe(
    false,
  );
  await expect(page.locator('astro-island[component-url*="ConsentBanner"][ssr]')).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.addEventListener('testable:consent-banner', () => Object.assign(window, { consentBannerWoken: true })),
  );
});

test.describe('the gtag queue', () => {
  for (const path of ['/', '/landing', '/privacy', '/analysis', '/test-execution']) {
    test(`${path}: consent defaults, all denied, come before any event; one page_view`, async ({ page }) => {
      const google = await stubGoogle(page);
      // /analysis sends a visitor with no app address back home.
      await page.addInitScript(() => localStorage.setItem('testable:devUrl', 'https://shop.example/'));
      await page.goto(path);
      await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
      const queue = await dataLayer(page);
      expect(queue[0]).toEqual(['consent', 'default', DENIED]);
      expect(queue.slice(1).some((entry) => entry[0] === 'consent' && entry[1] === 'default')).toBe(false);
      await expectNoBanner(page);
      expect(google).toEqual([]);
    });
  }

  test('the page allows the inline bootstrap by its hash, and Google only where it must', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const inline = /<head>.*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain("gtag('consent', 'default'");
    const policy = /http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(directive('script-src')).toContain(`'sha256-${hash}'`);
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    for (const origin of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]) {
      expect(directive('connect-src')).toContain(origin);
      expect(directive('img-src')).toContain(origin);
    }
  });
});

test.describe('events of the journeys', () => {
  test('every call-to-action click queues button_click with its id', async ({ page }) => {
    await page.goto('/');
    await waitForDialogs(page);
    const clicks = async () => (await events(page, 'button_click')).map(([, params]) => params);

    await page.locator('.site-header').getByRole('button', { name: 'Join the wait list' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.hero').getByRole('link', { name: 'Try it Free' }).click();
    await page.getByRole('button', { name: "Watch Dave's session" }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.site-footer').getByRole('link', { name: 'Questions or feedback?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not a call to action: no event.
    await page.locator('.site-footer').getByRole('link', { name: 'Privacy' }).hover();
    await cookieSettings(page).click();

    expect(await clicks()).toEqual([
      { button_id: 'header-reserve' },
      { button_id: 'hero-try' },
      { button_id: 'demo-card-play' },
      { button_id: 'footer-feedback' },
    ]);
  });

  test('the phone bar and a page-leaving button are tracked too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const recorded = await recordAcrossPages(page);
    await page.route('**/analysis', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>analysis</title>' }),
    );
    await page.goto('/');
    await waitForDialogs(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await bar.getByRole('button', { name: 'Join the wait list' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await bar.getByRole('link', { name: 'Try it Free' }).click();

    await page.goto('/test-execution');
    await page.getByRole('link', { name: 'Go Back to Build Plan' }).click();
    await page.waitForURL('**/analysis');
    const clicks = (await recorded()).filter(([command, name]) => command === 'event' && name === 'button_click');
    expect(clicks.map((entry) => entry[2])).toEqual([
      { button_id: 'mobile-bar-reserve' },
      { button_id: 'mobile-bar-try' },
      { button_id: 'execution-empty-back' },
    ]);
  });

  test('faq_expanded names the question, only when it opens', async ({ page }) => {
    await page.goto('/');
    await waitForIsland(page, '#faq-q0');
    await page.locator('#faq-q1').click();
    await page.locator('#faq-q1').click();
    await page.locator('#faq-q3').click();
    expect(await events(page, 'faq_expanded')).toEqual([
      ['faq_expanded', { question: 'What if I change my mind?' }],
      ['faq_expanded', { question: "What if you don't reach 50 founders?" }],
    ]);
  });

  test('the landing reservation queues reservation_started, then reservation_completed', async ({ page }) => {
    await stubWebhook(page);
    await page.goto('/');
    await waitForDialogs(page);
    await page.locator('.hero').getByRole('button', { name: 'Join the wait list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeVisible();
    const journey = (await events(page)).filter(([name]) => name !== 'page_view' && name !== 'scroll_depth');
    expect(journey).toEqual([
      ['button_click', { button_id: 'hero-reserve' }],
      ['reservation_started', { flow: 'landing' }],
      ['reservation_completed', { flow: 'landing' }],
    ]);
  });

  test('a successful try-it analysis queues conversion before leaving for /analysis', async ({ page }) => {
    const recorded = await recordAcrossPages(page);
    await page.route('**/api/analyze', (route) =>
      route.fulfill({
        json: { status: 'success', response: 'Hello', initial_state: { app_description: { value: 'A shop' } } },
      }),
    );
    await page.route('**/analysis', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>analysis</title>' }),
    );
    await page.goto('/');
    await waitForIsland(page, '#try input');
    await page.getByRole('textbox', { name: "Your app's address" }).fill('shop.example');
    await page.locator('#try').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/analysis');
    const journey = (await recorded()).filter(
      ([command, name]) => command === 'event' && name !== 'page_view' && name !== 'scroll_depth',
    );
    expect(journey).toEqual([
      ['event', 'button_click', { button_id: 'try-continue' }],
      ['event', 'conversion', { source: 'url_analysis' }],
    ]);
  });

  test('scroll_depth fires at 25, 50, 75 and 100 percent, each once per page view', async ({ page }) => {
    // The page measures the depth on a timer after scrolling (a throttle). With the page's clock
    // held, each step below knows that measurement has run, so "nothing new was sent" is a fact
    // rather than a guess made after a pause.
    await page.clock.install();
    await page.goto('/');
    await waitForDialogs(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const depths = async () =>
      (await events(page, 'scroll_depth')).map(([, params]) => (params as { percent: number }).percent);
    /** Scrolls to each ratio of the page in turn, then lets the measurement those scrolls started run. */
    const scrollTo = async (...ratios: number[]) => {
      for (const ratio of ratios) {
        // Resolves on the scroll event, after the page's own listener (added first) has started its timer.
        await page.evaluate(
          (r) =>
            new Promise<void>((resolve) => {
              window.addEventListener('scroll', () => resolve(), { once: true });
              window.scrollTo({
                top: r * (document.documentElement.scrollHeight - window.innerHeight),
                behavior: 'instant',
              });
            }),
          ratio,
        );
      }
      // Far longer than the throttle's interval: the measurement has run when this returns.
      await page.clock.runFor(1000);
    };

    await scrollTo(0.1);
    expect(await depths()).toEqual([]);
    await scrollTo(0.3);
    expect(await depths()).toEqual([25]);
    await scrollTo(0.6);
    expect(await depths()).toEqual([25, 50]);
    await scrollTo(0, 0.6);
    expect(await depths()).toEqual([25, 50]);
    await scrollTo(1);
    expect(await depths()).toEqual([25, 50, 75, 100]);
    await scrollTo(0, 1);
    expect(await depths()).toEqual([25, 50, 75, 100]);
  });
});

test.describe('consent, with ?ga=G-TEST123', () => {
  test('the banner asks first; nothing goes to Google until Accept; the choice survives a reload', async ({ page }) => {
    const google = await stubGoogle(page);
    await page.goto('/?ga=G-TEST123');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'How we use analytics' })).toHaveAttribute(
      'href',
      '/privacy#analytics-and-cookies',
    );
    await expectNoAxeViolations(page);
    await expectNoGoogleTag(page, google);
    expect(await storedConsent(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google).toEqual([TAG_URL]);
    await expect.poll(() => page.evaluate(() => 'googleTagStubRan' in window)).toBe(true);
    expect(await storedConsent(page)).toBe('granted');
    const queue = await dataLayer(page);
    const grantedAt = queue.findIndex((entry) => entry[0] === 'consent' && entry[1] === 'update');
    expect(queue[grantedAt]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(queue[grantedAt + 1]?.[0]).toBe('js');
    expect(queue[grantedAt + 2]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(await page.locator(`script[src="${TAG_URL}"]`).getAttribute('async')).not.toBeNull();

    await page.reload();
    await expectNoBanner(page);
    await expect.poll(() => google).toEqual([TAG_URL, TAG_URL]);
    // A stored Accept configures the tag before this page's first event.
    const reloaded = (await dataLayer(page)).map((entry) => entry.slice(0, 2));
    expect(reloaded.slice(0, 5)).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', expect.any(String)],
      ['config', 'G-TEST123'],
      ['event', 'page_view'],
    ]);
  });

  test('Reject sends nothing to Google, ever; Cookie settings reopens the choice', async ({ page }) => {
    const google = await stubGoogle(page);
    await page.goto('/?ga=G-TEST123');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('denied');
    expect((await dataLayer(page)).filter((entry) => entry[0] !== 'event')).toEqual([['consent', 'default', DENIED]]);

    await page.reload();
    await expectNoBanner(page);
    // Scrolling queues events (scroll_depth, up to 100) and still requests nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => events(page, 'scroll_depth')).toContainEqual(['scroll_depth', { percent: 100 }]);
    await expectNoGoogleTag(page, google);

    await cookieSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Analytics cookies' })).toBeFocused();
    await expect(banner(page)).toContainText('Your current choice: rejected.');
    await expectNoAxeViolations(page);
    // Escape keeps the choice and returns to the button.
    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    await expect(cookieSettings(page)).toBeFocused();
    expect(google).toEqual([]);

    // Changing to Accept loads the tag at once.
    await cookieSettings(page).click();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => google).toEqual([TAG_URL]);
    expect(await storedConsent(page)).toBe('granted');
    await expect(cookieSettings(page)).toBeFocused();

    // Changing back to Reject denies analytics storage and reloads the page without the tag.
    await cookieSettings(page).click();
    await expect(banner(page)).toContainText('Your current choice: accepted.');
    await expect(banner(page)).toContainText('reloads the page');
    const reloaded = page.waitForEvent('load');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await reloaded;
    expect(await storedConsent(page)).toBe('denied');
    await expectNoBanner(page);
    // The one request is the previous page's.
    await expectNoGoogleTag(page, google, [TAG_URL]);
  });

  test('the banner works from the keyboard, with Accept and Reject of equal size', async ({ page }) => {
    const google = await stubGoogle(page);
    await page.goto('/?ga=G-TEST123');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const reject = banner(page).getByRole('button', { name: 'Reject' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox?.width).toBeCloseTo(rejectBox?.width ?? 0, 0);
    expect(acceptBox?.height).toBeCloseTo(rejectBox?.height ?? 0, 0);
    expect(await accept.evaluate((el) => el.className)).toBe(await reject.evaluate((el) => el.className));

    // The banner ends the page's tab order: backwards from the top reaches Reject, then Accept.
    await page.locator('body').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner(page).getByRole('link', { name: 'How we use analytics' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google).toEqual([TAG_URL]);
  });

  test('a control that takes focus under the banner is scrolled into sight', async ({ page }) => {
    await stubGoogle(page);
    await page.goto('/?ga=G-TEST123');
    await waitForDialogs(page);
    await expect(banner(page)).toBeVisible();
    // Focus every link and button of the page in turn: none may stay behind the banner.
    const hidden = await page.evaluate(async () => {
      const region = document.querySelector<HTMLElement>('.consent-banner');
      if (!region) throw new Error('no banner');
      await region.getAnimations()[0]?.finished;
      const behind: string[] = [];
      const controls = [
        ...document.querySelectorAll<HTMLElement>('main a[href], main button, footer a[href], footer button'),
      ];
      for (const control of controls.filter((el) => el.offsetParent !== null)) {
        control.focus();
        if (document.activeElement !== control) continue;
        // Let any scrolling the focus started (smooth, with the page's scroll-behavior) come to rest.
        for (let last = -1, frames = 0; window.scrollY !== last && frames < 120; frames++) {
          last = window.scrollY;
          await new Promise(requestAnimationFrame);
          await new Promise(requestAnimationFrame);
        }
        if (control.getBoundingClientRect().bottom > region.getBoundingClientRect().top + 1)
          behind.push(control.outerHTML.slice(0, 80));
      }
      return behind;
    });
    expect(hidden).toEqual([]);
  });

  test('on a phone the banner replaces the bottom bar and the page makes room for it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stubGoogle(page);
    await page.goto('/?ga=G-TEST123');
    await waitForDialogs(page);
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('.mobile-bar')).toBeHidden();
    const [footerBottom, bannerTop] = await page.evaluate(() => [
      document.querySelector('.site-footer')?.getBoundingClientRect().bottom ?? 0,
      document.querySelector('.consent-banner')?.getBoundingClientRect().top ?? 0,
    ]);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible();
  });

  test('window.GA_MEASUREMENT_ID works too, and ?ga= wins over it; a malformed id is no id', async ({ page }) => {
    const google = await stubGoogle(page);
    await page.addInitScript(() => {
      window.GA_MEASUREMENT_ID = 'G-GLOBAL12';
    });
    await page.goto('/privacy');
    // The banner's privacy link lands on this heading.
    await expect(page.locator('#analytics-and-cookies')).toHaveText('Analytics and cookies');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => google).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-GLOBAL12']);

    await page.goto('/privacy?ga=G-TEST123');
    await expect.poll(() => google).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-GLOBAL12', TAG_URL]);

    await page.evaluate(() => localStorage.clear());
    await page.addInitScript(() => {
      window.GA_MEASUREMENT_ID = undefined;
    });
    await page.goto('/privacy?ga=G-"><img>');
    await expectNoBanner(page);
    expect(google).toHaveLength(2);
  });
});

test('without an id: no banner, no Google request; Cookie settings only says so', async ({ page }) => {
  const google = await stubGoogle(page);
  await page.goto('/');
  await expectNoBanner(page);
  await cookieSettings(page).click();
  await expect(banner(page)).toContainText('not using analytics');
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await banner(page).getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(cookieSettings(page)).toBeFocused();
  expect(await storedConsent(page)).toBeNull();
  expect(google).toEqual([]);
});
