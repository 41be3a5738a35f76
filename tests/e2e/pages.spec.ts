import { CONTENT_PAGES, UNKNOWN_PAGE } from '../support/site-pages';
import { expect, expectNoAxeViolations, sectionHeading, test } from './fixtures';

test('the privacy notice states the business is UK-based and how to complain', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  const notice = page.locator('article');
  for (const text of [
    'UK-based business',
    'UK GDPR',
    'local storage',
    'Information Commissioner',
    'only with your consent',
  ]) {
    await expect(notice).toContainText(text);
  }
  await expectNoAxeViolations(page);
});

// The landing page is the home page: its footer does not link to the page the visitor is on.
for (const path of ['/', '/landing']) {
  test(`the footer of ${path} has no link to the home page`, async ({ page }) => {
    await page.goto(path);
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
    await expect(footerLinks).toHaveText(['Questions or feedback?', 'Privacy notice']);
  });
}

test('the footer of another page names the home page it leads to', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Testable home page', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Daily testing');
});

test('an unknown address answers 404 with a way home', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  // The browser reports the 404 document itself as a failed load; that one is expected.
  expect(consoleErrors).toEqual([expect.stringContaining('404')]);
  consoleErrors.length = 0;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  // A short page on a tall screen: the footer ends where the screen does, with no band under it.
  await page.setViewportSize({ width: 1280, height: 1000 });
  const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerBottom).toBe(1000);
  // … and nothing under it: a page that fits its screen does not scroll, not even by a pixel.
  for (const height of [800, 1000]) {
    await page.setViewportSize({ width: 1280, height });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBe(0);
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Daily testing');
});

test('header anchors on other pages lead back to the landing sections', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(sectionHeading(page, 'faq')).toBeInViewport();
});

for (const path of [...CONTENT_PAGES, UNKNOWN_PAGE, '/confirm', '/admin']) {
  test(`the Content-Security-Policy of ${path} comes before anything that can run or load`, async ({ request }) => {
    // The served bytes, not the DOM: the parser applies the policy in document order.
    const html = await (await request.get(path)).text();
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toMatch(/^<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]+">/);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(1024);
  });
}
