import { expect, test, waitForIsland } from './fixtures';

for (const [stored, count, percent] of [
  ['33', '33', '66%'],
  ['50', '50', '100%'],
  ['0', '0', '0%'],
  ['not a number', '18', '36%'],
  ['75', '18', '36%'],
  [null, '18', '36%'],
] as const) {
  test(`a stored founder count of ${stored} shows ${count} of 50`, async ({ page }) => {
    if (stored !== null) await page.addInitScript((value) => localStorage.setItem('testable:founderCount', value), stored);
    await page.goto('/');
    await waitForIsland(page, '.founder-progress');
    const hero = page.locator('.hero');
    await expect(hero).toContainText(`${count} of 50`);
    await expect(hero.locator('.founder-progress__percent')).toHaveText(percent);
    await expect(hero.getByRole('progressbar')).toHaveAttribute('value', count);
  });
}

test('storage that throws never breaks the page', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const broken = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: broken, configurable: true });
  });
  await page.goto('/');
  await waitForIsland(page, '.founder-progress');
  await expect(page.locator('.hero')).toContainText('18 of 50');
  await page.locator('.site-header').getByRole('button', { name: 'Join the wait list' }).click();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
  consoleErrors.length = 0;
});

test('the count follows a reservation made in another tab', async ({ page, context }) => {
  await page.goto('/');
  await waitForIsland(page, '.founder-progress');
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(() => localStorage.setItem('testable:founderCount', '27'));
  await expect(page.locator('.hero')).toContainText('27 of 50');
  await expect(page.locator('.founder-progress__percent')).toHaveText('54%');
});
