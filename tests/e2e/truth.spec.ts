/**
 * What the pages say, read as a sceptical visitor reads it: one launch month everywhere, money
 * named where it is asked for, invented people and figures labelled where they stand, the company
 * behind the site in every footer, and a consent banner that leaves a phone its first screen.
 */
import type { Page } from '@playwright/test';
import { currentSiteFacts } from '../support/site-copy';
import { banner, cookieSettings, stubGoogle } from './analytics-fixtures';
import {
  expect,
  expectNoAxeViolations,
  faqQuestion,
  heroSection,
  landingSection,
  test,
  waitForDialogs,
  waitForFaq,
} from './fixtures';
import { COMPLETE_PLAN, reachCardStep, seedPlan } from './plan-fixtures';

const { launch, contactEmail } = currentSiteFacts();
/** "December 2025", "March 2025": any month named with its year, as copy names the launch. */
const MONTH_AND_YEAR =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g;

const monthsNamed = (text: string) => [...new Set(text.match(MONTH_AND_YEAR) ?? [])];

// `launch` is '' once the month in site.yaml is over: then every page says its undated words.
const launchNamed = launch ? [launch] : [];

test('the launch month is the same wherever the launch is mentioned, and none is named once it has passed', async ({
  page,
}) => {
  await page.goto('/');
  await expect(heroSection(page)).toContainText(launch ? `Available ${launch}` : 'Founders get access first');
  await waitForFaq(page);
  await faqQuestion(page, 2).click();
  await expect(landingSection(page, 'faq').getByRole('region', { name: 'When will it be ready?' })).toContainText(
    launch || 'The launch date is not announced yet',
  );
  expect(monthsNamed(await page.locator('body').innerText())).toEqual(launchNamed);

  await page.goto('/privacy');
  expect(monthsNamed(await page.locator('article').innerText())).toEqual(launchNamed);

  // The card step's save-card line promises the same month.
  await page.route('**/api/leads', (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
  const payment = await reachCardStep(page);
  await expect(payment.getByRole('checkbox')).toHaveAccessibleName(
    `Save my card for when Testable launches${launch ? ` in ${launch}` : ''}`,
  );
  expect(monthsNamed(await payment.innerText())).toEqual(launchNamed);
});

test('nothing before a card step says nothing is charged; the card step says the payment is simulated', async ({
  page,
}) => {
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.route('**/api/leads', (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
  await page.locator('main [data-open="reservation"], main button').filter({ hasText: '$10' }).first().click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await expect(step1).toContainText('Next comes the $10 reservation');
  await expect(step1).not.toContainText(/nothing is charged|no charge|free/i);
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();

  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  const notice = payment.getByText('payment is simulated until launch. Card details never leave this page');
  await expect(notice).toBeVisible();
  // Said before the card fields, where the visitor reads it first.
  const [noticeBox, cardBox] = [await notice.boundingBox(), await payment.getByLabel('Card number').boundingBox()];
  expect(noticeBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(cardBox?.y ?? 0);
  // No payment provider's test number passed off as an example.
  await expect(payment.getByLabel('Card number')).not.toHaveAttribute('placeholder', /4242/);
  await expectNoAxeViolations(page);
});

test('the free wait list says it is free, and its openers never mention money', async ({ page }) => {
  await page.goto('/');
  await waitForDialogs(page);
  const openers = page.locator('[data-open="reservation"]:not([data-flow="payment"])');
  await expect(openers.first()).toBeAttached();
  // Their text, not innerText: a section below the first screen is not laid out yet, and has none.
  for (const label of await openers.allTextContents()) expect(label.trim()).toBe('Join the wait list');
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await expect(step1).toContainText('Joining the wait list is free');
  await expect(step1).not.toContainText('$10');
});

test('every invented person and result says it is an example where it stands', async ({ page }) => {
  await page.goto('/');
  const personas = landingSection(page, 'what').getByRole('article');
  await expect(personas).toHaveCount(2);
  for (const card of await personas.all()) await expect(card.getByText('Example', { exact: true })).toBeVisible();
  await expect(landingSection(page, 'what')).not.toContainText(/real journeys/i);
  // A shorter time is an improvement: "down from".
  await expect(personas.nth(1)).toContainText('Booked in 1 min 48 s, down from 4 min 10 s');
  await expect(landingSection(page, 'results-dashboard')).toContainText('The people and figures in it are made up.');

  await waitForDialogs(page);
  await page.getByRole('button', { name: 'Watch Dave’s session' }).click();
  await expect(page.getByRole('dialog', { name: 'Watch Dave price a bulk order' })).toHaveAccessibleDescription(
    /scripted example; Dave, the supplier and its prices are made up/,
  );
});

for (const path of ['/', '/privacy', '/test-execution', '/no/such/page']) {
  test(`the footer of ${path} says who is behind the site and how to reach them`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    // The browser reports a 404 document itself as a failed load; that one is expected.
    consoleErrors.length = 0;
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Testable is a UK-based business.');
    await expect(footer.getByRole('link', { name: contactEmail, exact: true })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
    // A company fact not yet filled in is left out, never shown as its placeholder.
    await expect(footer).not.toContainText(/\[|\]/);
    // The simulated payment is said on the payment step, not in every footer.
    await expect(footer).not.toContainText(/simulated/i);
  });
}

test.describe('the consent banner on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const bannerShare = async (page: Page) => {
    await expect(banner(page)).toBeVisible();
    await banner(page).evaluate((region) => Promise.all(region.getAnimations().map((a) => a.finished)));
    const box = await banner(page).boundingBox();
    return (box?.height ?? Number.POSITIVE_INFINITY) / 844;
  };

  test('covers at most a fifth of the first screen, first asked and from Cookie settings', async ({ page }) => {
    await stubGoogle(page);
    await page.goto('/?ga=G-TEST123');
    expect(await bannerShare(page)).toBeLessThanOrEqual(0.2);
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const reject = banner(page).getByRole('button', { name: 'Reject' });
    // Reject is as easy as Accept: the same size, side by side, on the first screen.
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(rejectBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0);
    expect(rejectBox?.height).toBeCloseTo(acceptBox?.height ?? 0, 0);
    expect(rejectBox?.y).toBeCloseTo(acceptBox?.y ?? 0, 0);
    expect((rejectBox?.height ?? 0) >= 44).toBe(true);
    await expectNoAxeViolations(page);

    // Opened again from the footer, with the current choice and a Close button, in either state.
    await accept.click();
    await expect(banner(page)).toHaveCount(0);
    await cookieSettings(page).click();
    await expect(banner(page)).toContainText('Your choice: Accept.');
    expect(await bannerShare(page)).toBeLessThanOrEqual(0.2);
  });
});
