import { createHash } from 'node:crypto';
import {
  banner,
  cookieSettings,
  DENIED,
  dataLayer,
  events,
  expectNoBanner,
  storedConsent,
  stubGoogle,
  test,
} from './analytics-fixtures';
import { expect, expectNoAxeViolations } from './fixtures';

/** The gtag queue every page starts, and a site without a measurement id (docs/pages.md "Analytics and consent"). */
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
