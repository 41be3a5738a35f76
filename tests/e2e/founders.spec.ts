import type { Page } from '@playwright/test';
import { expect, heroSection, test } from './fixtures';

// The count kept in this browser, which the hero shows wherever the sink's count is not to be had
// (tests/e2e/founder-count.spec.ts has the sink's): here the sink answers with no count.
test.beforeEach(async ({ context }) => {
  await context.route('**/api/founders', (route) => route.fulfill({ json: {} }));
});

async function expectCount(page: Page, count: string, percent: string) {
  const hero = heroSection(page);
  await expect(hero).toContainText(`${count} of 50`);
  await expect(hero.locator('p').getByText(percent, { exact: true })).toBeVisible();
  await expect(hero.getByRole('progressbar', { name: 'Founder spots taken' })).toHaveAttribute('value', count);
}

// A stored count that differs from the default (18) proves the script read the store.
for (const [stored, percent] of [
  ['33', '66%'],
  ['50', '100%'],
  ['0', '0%'],
] as const) {
  test(`a stored founder count of ${stored} shows ${stored} of 50`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('testable:founderCount', value), stored);
    await page.goto('/');
    await expectCount(page, stored, percent);
  });
}

// Unreadable counts read as the default. Shown by a page that follows another tab's count, once a
// valid count has proved its script runs, so that "18" cannot be the HTML still waiting for it.
for (const stored of ['not a number', '75', '-3', null]) {
  test(`a stored founder count of ${stored} shows 18 of 50`, async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/privacy');
    await other.evaluate(() => localStorage.setItem('testable:founderCount', '27'));
    await expectCount(page, '27', '54%');
    await other.evaluate((value) => {
      if (value === null) localStorage.removeItem('testable:founderCount');
      else localStorage.setItem('testable:founderCount', value);
    }, stored);
    await expectCount(page, '18', '36%');
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
  await expect(heroSection(page)).toContainText('18 of 50');
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
  consoleErrors.length = 0;
});
