import {
  expect,
  expectNoAxeViolations,
  sectionHeading,
  stubWebhook,
  test,
  waitForDialogs,
  withoutJavaScript,
} from './fixtures';
import { COMPLETE_PLAN, DEV_URL, LONG_PLAN, seedPlan } from './plan-fixtures';

test('its title and what it is for paint from the HTML, before the app, which then takes their place', async ({
  browser,
  page,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, '/test-execution', async (html) => {
    await expect(html.getByRole('heading', { level: 1 })).toHaveText('Test Execution');
    await expect(html.getByText('Our AI users will interact with your app to complete all tests.')).toBeVisible();
  });

  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await expect(page.locator('.scenario')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Our AI users will interact with your app to complete all tests.')).toHaveCount(1);
});

test('one card per goal, with its segment and persona', async ({ page }) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Execution');
  await expect(page.getByText('Our AI users will interact with your app to complete all tests.')).toBeVisible();
  const cards = page.locator('.scenario');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Price 40 bags of mulch');
  await expect(cards.nth(0)).toContainText('Landscapers');
  await expect(cards.nth(0)).toContainText('Maria (iPhone 15) - 34 years old, Landscaper, Impatient');
  await expect(cards.nth(1)).toContainText('Book a delivery slot');
  await expect(cards.nth(2)).toContainText('Find bark chips');
  await expect(cards.nth(2)).toContainText('Unknown Segment');
  await expect(cards.nth(2)).toContainText('User (Device) - 61 years old');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Analysis' }).click();
  await page.waitForURL('**/analysis');
});

test('a long plan: every scenario listed, and the page passes the accessibility audit', async ({ page }) => {
  await seedPlan(page, { planState: LONG_PLAN });
  await page.goto('/test-execution');
  await expect(page.locator('.scenario')).toHaveCount(27);
  await expect(page.locator('.scenario').last()).toContainText('Goal 3.3.3');
  await expectNoAxeViolations(page);
});

test('without scenarios it sends the visitor back to build the plan', async ({ page }) => {
  await page.goto('/test-execution');
  await expect(page.getByText('No test scenarios found. Please complete your test plan first')).toBeVisible();
  await expect(page.locator('.scenario')).toHaveCount(0);
  // The HTML's line about the scenarios has gone with the rest of the app's fallback.
  await expect(page.getByText('Our AI users will interact with your app')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Go Back to Build Plan' })).toHaveAttribute('href', '/analysis');
});

test('See sample test report goes to the dashboard on the landing page', async ({ page }) => {
  await page.goto('/test-execution');
  await page.getByRole('link', { name: 'See sample test report' }).click();
  await page.waitForURL('**/#results-dashboard');
  await expect(sectionHeading(page, 'results-dashboard')).toBeInViewport();
});

test('Join the wait list reserves with the simulated payment: email, payment, confirmation', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await seedPlan(page, { planState: COMPLETE_PLAN });
  const calls = await stubWebhook(page);
  await page.goto('/test-execution');
  await waitForDialogs(page);
  const opener = page.getByRole('main').getByRole('button', { name: 'Join the wait list' });
  await opener.click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  // The address just analysed is filled in: the lead says which app it is about.
  await expect(step1.getByLabel('Your app’s address (optional)')).toHaveValue(DEV_URL);
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();

  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await expect(payment).toBeVisible();
  expect(calls[0]?.fields).toMatchObject({
    email: 'ada@example.com',
    url: DEV_URL,
    message: 'Expression of interest',
    site: `${baseURL}/test-execution`,
  });
  await expect(payment.getByRole('checkbox', { name: /March 2025/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiration').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await expect(payment.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(1200);

  const done = page.getByRole('dialog', { name: "You're founder #19!" });
  await expect(done).toBeVisible();
  await expect(done).toContainText('within 48 hours');
  await expect(page.getByRole('status')).toContainText("Spot reserved! You're locked in at founder pricing");
  expect(await page.evaluate(() => localStorage.getItem('testable:founderCount'))).toBe('19');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the header button on this page also goes on to the payment step', async ({ page }) => {
  await stubWebhook(page);
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Reserve your spot for $10' })).toBeVisible();
});
