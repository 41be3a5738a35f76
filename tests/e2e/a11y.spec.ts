/**
 * axe-core over every page and every state of every dialog, in the light and in the dark colour
 * scheme: the visitor's `prefers-color-scheme` picks the palette of src/styles/global.css, and
 * both must pass (contrast above all). The other specs audit the states they drive in the light
 * scheme; this one walks them all once, auditing each state in both schemes (the palette is CSS
 * alone, so a scheme switched in place paints as a page loaded in it; the first test loads the
 * pages in each to show that they do).
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openDemo } from './demo-fixtures';
import {
  expect,
  expectNoAxeViolationsInEachScheme,
  faqQuestion,
  stubWebhook,
  test,
  throwawayListLoaded,
  waitForDialogs,
  waitForIsland,
} from './fixtures';
import { COMPLETE_PLAN, seedPlan } from './plan-fixtures';

/** What the page paints behind everything, as the browser computes it. */
const pageBackground = { light: 'rgb(255, 255, 255)', dark: 'rgb(15, 23, 42)' };

const reserve = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Join the wait list' });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('the pages paint with its palette, and with the other one once the scheme changes', async ({ page }) => {
      const other = colorScheme === 'light' ? 'dark' : 'light';
      for (const path of ['/', '/privacy']) {
        await page.goto(path);
        await expect(page.locator('body')).toHaveCSS('background-color', pageBackground[colorScheme]);
        await page.emulateMedia({ colorScheme: other });
        await expect(page.locator('body')).toHaveCSS('background-color', pageBackground[other]);
        await page.emulateMedia({ colorScheme });
      }
    });
  });
}

test('the audit finds what it must: a button with no name and a picture with no text', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => document.querySelector('main')?.prepend(document.createElement('button'), new Image()));
  const rules = (await axeViolations(page)).map((line) => line.slice(0, line.indexOf(':')));
  expect(rules).toEqual(['button-name', 'image-alt']);
});

test('the landing page, with an FAQ answer open', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolationsInEachScheme(page);
  await waitForIsland(faqQuestion(page, 0));
  await faqQuestion(page, 0).click();
  await expectNoAxeViolationsInEachScheme(page);
});

test('the privacy notice and the 404 page', async ({ page, consoleErrors }) => {
  await page.goto('/privacy');
  await expectNoAxeViolationsInEachScheme(page);
  await page.goto('/no/such/page');
  // The browser reports the 404 document itself as a failed load; that one is expected.
  expect(consoleErrors).toEqual([expect.stringContaining('404')]);
  consoleErrors.length = 0;
  await expectNoAxeViolationsInEachScheme(page);
});

test('/analysis with a complete plan', async ({ page }) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/analysis');
  await expect(page.getByRole('link', { name: 'Start Test' })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test('/analysis with its plan being edited: Undo where a goal was, a field refused with its reason', async ({
  page,
}) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/analysis');
  const plan = page.getByRole('region', { name: 'Test Plan' });
  await plan.getByRole('button', { name: 'Remove goal: Book a delivery slot' }).click();
  await plan.getByRole('button', { name: 'Edit the age of Maria' }).click();
  const age = plan.getByRole('textbox', { name: 'Maria’s age' });
  await age.fill('');
  await age.press('Enter');
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(plan.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test('/analysis with no plan yet, its tooltip shown', async ({ page }) => {
  await seedPlan(page);
  await page.goto('/analysis');
  await expect(page.getByText('No current state')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Test Plan First' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test('/test-execution with its scenarios, and with none', async ({ page }) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await expect(page.getByRole('main').getByText('Price 40 bags of mulch')).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
  await page.evaluate(() => localStorage.removeItem('testable:planState'));
  await page.reload();
  await expect(page.getByText('No test scenarios found')).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test('the reservation: step 1, a refused email with its toast, the thanks', async ({ page }) => {
  await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  await reserve(page).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolationsInEachScheme(page);
  await dialog.getByLabel('Email').fill('ada@example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status')).not.toHaveCount(0);
  await expectNoAxeViolationsInEachScheme(page);
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test('the reservation with payment: the payment step, then the founder number', async ({ page }) => {
  await page.clock.install();
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await stubWebhook(page);
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await expect(payment).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiration').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await page.clock.runFor(1200);
  await expect(page.getByRole('dialog', { name: /^You're founder #\d+!$/ })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test('the feedback dialog, and a throwaway email service’s address refused at its field', async ({ page }) => {
  await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  const listLoaded = throwawayListLoaded(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
  await listLoaded;
  await dialog.getByLabel('Your email').fill('ada@mailinator.com');
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsInEachScheme(page);
});

test('the quiz: its choice, its questions, the plan and the thanks', async ({ page }) => {
  await page.goto('/#test-plan');
  const start = page.getByRole('dialog', { name: 'Get your free test plan' });
  await expect(start).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
  await start.getByLabel('Your app’s address').fill('mulch-store.example');
  await start.getByRole('button', { name: 'Next' }).click();
  const chat = page.getByRole('dialog', { name: 'A few questions about your app' });
  for (const [index, answer] of ['An online shop', 'checkout', 'abandoned baskets'].entries()) {
    await chat.getByLabel('Your answer').fill(answer);
    if (index === 1) await expectNoAxeViolationsInEachScheme(page);
    await chat.getByRole('button', { name: index === 2 ? 'Generate Plan' : 'Next' }).click();
  }
  const plan = page.getByRole('dialog', { name: 'Your test plan' });
  await expect(plan).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    plan.getByRole('button', { name: 'Download Free Plan (PDF)' }).click(),
  ]);
  await download.cancel();
  await expect(page.getByRole('dialog', { name: 'Thank you for trying Testable!' })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test("the demo, at the calculator's error", async ({ page }) => {
  const { dialog, runTo, axe } = await openDemo(page);
  await runTo(13500);
  await expect(dialog.locator('.demo-calc__price')).toContainText('Error: Please try again');
  await axe(expectNoAxeViolationsInEachScheme);
});

test('the demo, finished', async ({ page }) => {
  const { dialog, runTo, axe } = await openDemo(page);
  await runTo(19500);
  await expect(dialog.getByRole('button', { name: 'Watch Again' })).toBeVisible();
  await axe(expectNoAxeViolationsInEachScheme);
});

test('the consent banner', async ({ page }) => {
  await page.goto('/?ga=G-TEST123');
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the landing page with its menu open, then its bottom bar', async ({ page }) => {
    await page.goto('/');
    await waitForDialogs(page);
    await page.locator('.menu summary').click();
    await expect(page.locator('.menu')).toHaveAttribute('open');
    await expectNoAxeViolationsInEachScheme(page);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page);
  });

  test('/analysis: the chat, then the plan tab', async ({ page }) => {
    await seedPlan(page, { planState: COMPLETE_PLAN });
    await page.goto('/analysis');
    await expectNoAxeViolationsInEachScheme(page);
    await page.getByRole('tab', { name: /Preview/ }).click();
    await expect(page.getByRole('link', { name: 'Start Test' })).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page);
  });
});
