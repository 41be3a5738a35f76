import { expect, expectNoAxeViolations, scrollRestsAt, sectionHeading, test, waitForDialogs } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar appears after 320 px of scrolling and opens the reservation', async ({ page }) => {
    await page.goto('/');
    await waitForDialogs(page);
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 330));
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: 'Join the wait list' }).click();
    await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Try it Free' }).click();
    await scrollRestsAt(page, '#try');
    await expect(sectionHeading(page, 'try')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
});

test('the bottom bar never shows on a wide screen', async ({ page }) => {
  await page.goto('/');
  await waitForDialogs(page);
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.getByRole('navigation', { name: 'Quick actions', includeHidden: true })).toBeHidden();
});
