import {
  banner,
  cookieSettings,
  DENIED,
  dataLayer,
  events,
  expectNoBanner,
  expectNoGoogleTag,
  storedConsent,
  stubGoogle,
  TAG_URL,
  test,
} from './analytics-fixtures';
import { expect, expectNoAxeViolations, waitForDialogs } from './fixtures';

/**
 * Consent with a measurement id from `?ga=` or window.GA_MEASUREMENT_ID (the build has no
 * PUBLIC_GA_ID): Google is stubbed and every request to it recorded.
 */
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
    await expect(banner(page)).toContainText('Your choice: Reject.');
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
    await expect(banner(page)).toContainText('Your choice: Accept.');
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
        // The scroll the focus starts (smooth, with the page's scroll-behavior) can begin some
        // frames later on a busy machine: wait for the control to come on screen, then for the
        // scroll to come to rest.
        const onScreen = () => {
          const box = control.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        };
        for (let frames = 0; !onScreen() && frames < 120; frames++) await new Promise(requestAnimationFrame);
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
    // Scrolled to the end (at once, not with the page's smooth scrolling), the footer ends above
    // the banner, once the page has measured the banner (a ResizeObserver) and made room for it.
    const footerBelowBanner = () =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const footerBottom = document.querySelector('.site-footer')?.getBoundingClientRect().bottom ?? 0;
        return footerBottom - (document.querySelector('.consent-banner')?.getBoundingClientRect().top ?? 0);
      });
    await expect.poll(footerBelowBanner).toBeLessThanOrEqual(1);
    await expect(page.getByRole('navigation', { name: 'Quick actions', includeHidden: true })).toBeHidden();
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
    await expect(page.getByRole('heading', { name: 'Analytics and cookies' })).toHaveAttribute(
      'id',
      'analytics-and-cookies',
    );
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
