import type { Locator, Page } from '@playwright/test';
import { v } from '../support/plans';
import {
  expect,
  expectNoAxeViolations,
  sectionHeading,
  stubFounders,
  stubWebhook,
  test,
  waitForDialogs,
  withoutJavaScript,
} from './fixtures';
import { COMPLETE_PLAN, DEV_URL, LONG_PLAN, seedPlan } from './plan-fixtures';

const HEADING = 'Our AI users will interact with your app to complete all tests.';
const MARIA_LINE = 'Maria (iPhone 15) - 34 years old, Landscaper, Impatient';
const PAID = 'Reserve for $10';
const FREE = 'Join the wait list';

const summary = (page: Page) => page.getByText(/^\d[\d,]* scenarios?, run every day from launch$/);
const next = (page: Page) => page.locator('p', { hasText: 'What happens next:' });
const mainReserve = (page: Page) => page.getByRole('main').getByRole('button', { name: PAID });
const headerReserve = (page: Page) => page.getByRole('banner').getByRole('button', { name: PAID });
const blocks = (page: Page) => page.locator('.persona');

async function expectInFirstScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const screen = page.viewportSize();
  expect(box, 'laid out').not.toBeNull();
  expect(screen).not.toBeNull();
  if (!box || !screen) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
}

test('its label, the way back and the heading paint from the HTML, and the app keeps those very elements', async ({
  browser,
  page,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, '/test-execution', async (html) => {
    await expect(html.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(html.getByText('Test Execution', { exact: true })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', '/analysis');
  });

  await seedPlan(page, { planState: COMPLETE_PLAN });
  // The heading the HTML painted, kept by reference: the app hydrates it rather than drawing a
  // new one (a new one would count as a later largest paint).
  await page.addInitScript(() =>
    addEventListener('DOMContentLoaded', () => Object.assign(window, { htmlHeading: document.querySelector('h1') })),
  );
  await page.goto('/test-execution');
  await expect(page.locator('.scenario')).toHaveCount(3);
  expect(
    await page.evaluate(() => document.querySelector('h1') === (window as { htmlHeading?: Element }).htmlHeading),
  ).toBe(true);
  await expect(page).toHaveTitle(/^Test Execution · Testable$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  // The page's label now names the app the scenarios are for.
  await expect(page.getByText('Test Execution', { exact: true })).toBeVisible();
  await expect(page.getByText('https://mulch-shop.example', { exact: true })).toBeVisible();
});

test('one block per persona: its line once, its goals as a checklist under the segment they test', async ({ page }) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await expect(blocks(page)).toHaveCount(2);
  // The persona line is the block's heading, written once for both of Maria's goals.
  await expect(page.getByText(MARIA_LINE, { exact: true })).toHaveCount(1);
  const maria = blocks(page).nth(0);
  await expect(maria.getByRole('heading', { level: 3 })).toHaveText(MARIA_LINE);
  await expect(maria).toContainText('Segment Landscapers');
  await expect(maria.getByRole('listitem')).toHaveText(['Price 40 bags of mulch', 'Book a delivery slot']);
  const gardener = blocks(page).nth(1);
  await expect(gardener.getByRole('heading', { level: 3 })).toHaveText('User (Device) - 61 years old');
  await expect(gardener).toContainText('Segment Unknown Segment');
  await expect(gardener.getByRole('listitem')).toHaveText(['Find bark chips']);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Analysis' }).click();
  await page.waitForURL('**/analysis');
});

test('the count is the plan’s: one scenario per goal, the same in the summary and the checklists', async ({ page }) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await expect(summary(page)).toHaveText('3 scenarios, run every day from launch');
  await expect(page.locator('.scenario')).toHaveCount(3);

  // Another plan in this browser (another tab's chat): the page follows it.
  await page.evaluate(
    (plan) => localStorage.setItem('testable:planState', JSON.stringify(plan)),
    LONG_PLAN as unknown as Record<string, unknown>,
  );
  await page.reload();
  await expect(summary(page)).toHaveText('27 scenarios, run every day from launch');
  await expect(page.locator('.scenario')).toHaveCount(27);
  // Nine segments share one persona: one block, nine checklists.
  await expect(blocks(page)).toHaveCount(1);
  await expect(page.getByText(MARIA_LINE, { exact: true })).toHaveCount(1);
  await expect(page.locator('.scenario').last()).toContainText('Goal 3.3.3');
  await expectNoAxeViolations(page);

  const one = { user_types: [{ segments: [{ persona: { name: v('Bo') }, goals: [v('Pay'), v('  ')] }] }] };
  await page.evaluate((plan) => localStorage.setItem('testable:planState', JSON.stringify(plan)), one);
  await page.reload();
  await expect(summary(page)).toHaveText('1 scenario, run every day from launch');
  await expect(page.locator('.scenario')).toHaveCount(1);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height} the summary, both buttons and what happens next are in the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedPlan(page, { planState: LONG_PLAN });
    await page.goto('/test-execution');
    await expect(summary(page)).toBeVisible();
    await expectInFirstScreen(page, page.getByRole('heading', { level: 1 }));
    await expectInFirstScreen(page, summary(page));
    await expectInFirstScreen(page, mainReserve(page));
    await expectInFirstScreen(page, page.getByRole('main').getByRole('link', { name: 'See sample test report' }));
    await expectInFirstScreen(page, next(page));
    // One sentence: what the reservation leads to.
    await expect(next(page)).toHaveText(/^What happens next: [^.]+\.$/);
    await expect(mainReserve(page)).toHaveAccessibleDescription(/^What happens next:/);
  });
}

test('without scenarios it sends the visitor back to build the plan', async ({ page }) => {
  await page.goto('/test-execution');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No test scenarios found. Please complete your test plan first',
  );
  await expect(page.locator('.scenario')).toHaveCount(0);
  // The HTML's heading has gone with the rest of the app's fallback, and there is nothing to count.
  await expect(page.getByText(HEADING)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: PAID })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Go Back to Build Plan' })).toHaveAttribute('href', '/analysis');
});

test('See sample test report goes to the dashboard on the landing page', async ({ page }) => {
  await page.goto('/test-execution');
  await page.getByRole('link', { name: 'See sample test report' }).click();
  await page.waitForURL('**/#results-dashboard');
  await expect(sectionHeading(page, 'results-dashboard')).toBeInViewport();
});

test('Reserve for $10 reserves with the simulated payment: email, payment, confirmation', async ({ page, baseURL }) => {
  await page.clock.install();
  await seedPlan(page, { planState: COMPLETE_PLAN });
  const calls = await stubWebhook(page);
  // The sink's count is 18; this webhook gives no founder number, so the reservation is #19.
  await stubFounders(page, { taken: 18, cap: 50 });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  const opener = mainReserve(page);
  await opener.click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  // The address just analyzed is filled in: the lead says which app it is about.
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
    intent: 'founder',
  });
  await expectNoAxeViolations(page);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiration').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await expect(payment.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(1200);

  const done = page.getByRole('dialog', { name: "You're founder #19!" });
  await expect(done).toBeVisible();
  await expect(done).toContainText('We’ll be in touch before launch');
  await expect(page.getByRole('status')).toContainText("Spot reserved! You're locked in at founder pricing");
  expect(await page.evaluate(() => localStorage.getItem('testable:founderCount'))).toBe('19');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px the header offers what comes next: the paid reservation for this app, no “Try it Free”`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedPlan(page, { planState: COMPLETE_PLAN });
    await stubWebhook(page);
    await page.goto('/test-execution');
    await waitForDialogs(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Try it Free' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Try first', includeHidden: true })).toHaveCount(0);
    await expect(header.getByRole('button', { name: FREE })).toHaveCount(0);
    await headerReserve(page).click();
    const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
    await expect(step1.getByLabel('Your app’s address (optional)')).toHaveValue(DEV_URL);
    await step1.getByLabel('Email').fill('ada@example.com');
    await step1.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Reserve your spot for $10' })).toBeVisible();
  });
}

test('every reservation opener on /analysis and /test-execution carries the analyzed app', async ({ page }) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/analysis');
  await expect(page.getByRole('link', { name: 'Start Test' })).toBeVisible();
  // /analysis asks for no reservation (its next step is Start Test) and offers no try: the visitor is trying.
  await expect(page.locator('[data-open="reservation"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try it Free' })).toHaveCount(0);

  await page.goto('/test-execution');
  await waitForDialogs(page);
  const openers = [headerReserve(page), mainReserve(page)];
  await expect(page.getByRole('button', { name: PAID })).toHaveCount(openers.length);
  for (const opener of openers) {
    await opener.click();
    const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
    await expect(step1.getByLabel('Your app’s address (optional)')).toHaveValue(DEV_URL);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // No app analyzed in this browser: the field starts empty.
  await page.evaluate(() => localStorage.removeItem('testable:devUrl'));
  await page.reload();
  await waitForDialogs(page);
  await headerReserve(page).click();
  await expect(
    page.getByRole('dialog', { name: 'Secure your founder spot' }).getByLabel('Your app’s address (optional)'),
  ).toHaveValue('');
});

test('an opener says $10 when it leads to the card step, and “Join the wait list” when it is free', async ({
  page,
}) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await stubWebhook(page);
  const cases = [
    { path: '/', label: FREE, paid: false },
    { path: '/privacy', label: FREE, paid: false },
    { path: '/test-execution', label: PAID, paid: true },
  ];
  for (const { path, label, paid } of cases) {
    await page.goto(path);
    await waitForDialogs(page);
    // The static openers, and the scenario page's own button.
    const openers = page.locator('button[data-open="reservation"]:visible, button[data-track="execution-reserve"]');
    const count = await openers.count();
    expect(count, `reservation openers on ${path}`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const opener = openers.nth(index);
      await expect(opener, `an opener on ${path}`).toHaveAccessibleName(label);
      await opener.click();
      const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
      await step1.getByLabel('Email').fill('ada@example.com');
      await step1.getByRole('button', { name: 'Submit' }).click();
      if (paid) {
        // The card step.
        await expect(page.getByRole('dialog').getByLabel('Card number')).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        const thanks = page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' });
        await expect(thanks).toBeVisible();
        await expect(thanks.getByLabel('Card number')).toHaveCount(0);
        await thanks.getByRole('button', { name: 'OK' }).click();
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
});
