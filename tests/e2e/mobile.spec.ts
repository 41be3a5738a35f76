import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scrollRestsAt, sectionHeading, test, waitForDialogs } from './fixtures';

const headerReserve = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the bottom bar appears after 320 px of scrolling, takes over the header's wait-list button, and opens the reservation", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForDialogs(page);
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar).toBeHidden();
    await expect(headerReserve(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(bar).toBeHidden();
    await expect(headerReserve(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 330));
    await expect(bar).toBeVisible();
    // One "Join the wait list" on screen at a time: the bar's, within the thumb's reach.
    await expect(headerReserve(page)).toBeHidden();
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: 'Join the wait list' }).click();
    await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Try it Free' }).click();
    await scrollRestsAt(page, '#try');
    await expect(sectionHeading(page, 'try')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    await expect(headerReserve(page)).toBeVisible();
  });

  test("while the consent banner takes the bottom bar's place, the header keeps its wait-list button", async ({
    page,
  }) => {
    await page.goto('/?ga=G-TEST123');
    await expect(page.getByRole('region', { name: 'Analytics cookies' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
    await expect(headerReserve(page)).toBeVisible();
  });
});

test('the bottom bar never shows on a wide screen', async ({ page }) => {
  await page.goto('/');
  await waitForDialogs(page);
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.getByRole('navigation', { name: 'Quick actions', includeHidden: true })).toBeHidden();
  await expect(headerReserve(page)).toBeVisible();
});
