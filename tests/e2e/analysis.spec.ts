import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { COMPLETE_PLAN, DEV_URL, LONG_CONVERSATION, LONG_PLAN, seedPlan } from './plan-fixtures';

test('without a stored address /analysis goes home', async ({ page }) => {
  await page.goto('/analysis');
  await page.waitForURL((url) => url.pathname === '/');
});

test('its heading and the chat title paint from the HTML, before the app, which then takes their place', async ({
  browser,
  page,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, '/analysis', async (html) => {
    await expect(html.getByRole('link', { name: 'Testable' })).toHaveAttribute('href', '/');
    await expect(html.getByRole('heading', { level: 1 })).toHaveText('Building test plan');
    await expect(html.getByRole('heading', { level: 2 })).toHaveText(
      "Answer step-by-step or say 'suggest a plan for me'",
    );
  });

  await seedPlan(page);
  await page.goto('/analysis');
  await expect(page.getByRole('log')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: "Answer step-by-step or say 'suggest a plan for me'" })).toHaveCount(
    1,
  );
});

test('it shows the address, greets, and keeps the conversation and the empty plan', async ({ page }) => {
  await seedPlan(page);
  await page.goto('/analysis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building test plan');
  // The site's logo leads home, beside the heading.
  await expect(page.getByRole('link', { name: 'Testable' })).toHaveAttribute('href', '/');
  // A bare host reads without its trailing slash; the title holds the address as stored.
  const address = page.locator('.analysis__url');
  await expect(address).toHaveText('https://mulch-shop.example');
  await expect(address).toHaveAttribute('title', DEV_URL);
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--assistant')).toHaveCount(1);
  await expect(log).toContainText('what does your app do?');
  await expect(page.getByRole('heading', { name: "Answer step-by-step or say 'suggest a plan for me'" })).toBeVisible();
  await expect(page.getByText('No current state')).toBeVisible();
  const start = page.getByRole('button', { name: 'Complete Test Plan First' });
  await expect(start).toBeDisabled();
  await start.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(start).toHaveAccessibleDescription(/persona and a goal/);
  await expectNoAxeViolations(page);
});

test('the split view resizes by keyboard in 10 % steps, never below 30 %', async ({ page }) => {
  await seedPlan(page);
  await page.goto('/analysis');
  const handle = page.getByRole('separator', { name: 'Resize the chat and the test plan' });
  await expect(handle).toHaveAttribute('aria-valuenow', '50');
  await handle.focus();
  for (const [key, expected] of [
    ['ArrowLeft', '40'],
    ['ArrowLeft', '30'],
    ['ArrowLeft', '30'],
    ['ArrowRight', '40'],
    ['ArrowRight', '50'],
    ['ArrowRight', '60'],
    ['ArrowRight', '70'],
    ['ArrowRight', '70'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(handle).toHaveAttribute('aria-valuenow', expected);
  }
  const chatWidth = await page.locator('.chat').evaluate((node) => node.getBoundingClientRect().width);
  const planWidth = await page
    .getByRole('region', { name: 'Test Plan' })
    .evaluate((node) => node.getBoundingClientRect().width);
  expect(chatWidth / (chatWidth + planWidth)).toBeGreaterThan(0.6);
});

test('Close asks before it forgets the plan: kept on Escape, forgotten once confirmed, then home', async ({ page }) => {
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }], planState: COMPLETE_PLAN });
  await page.goto('/analysis');
  const close = page.getByRole('button', { name: 'Close', exact: true });
  await close.click();
  const question = page.getByRole('dialog', { name: 'Close this test plan?' });
  await expect(question).toContainText('cleared from this browser');
  // The safe choice has the focus, and Escape takes it.
  await expect(question.locator('.modal__body').getByRole('button', { name: 'Keep working' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(close).toBeFocused();
  await expect(page.getByRole('region', { name: 'Test Plan' })).toContainText('landscaping supplies');

  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Clear and close' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const stored = await page.evaluate(() =>
    ['testable:devUrl', 'testable:conversation', 'testable:planState'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null]);
});

test('Close with nothing to lose goes home at once', async ({ page }) => {
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }], planState: null });
  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('testable:devUrl'))).toBeNull();
});

test('corrupt storage reads as an empty conversation and no plan', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('testable:devUrl', 'https://mulch-shop.example/');
    localStorage.setItem('testable:conversation', '{not json');
    localStorage.setItem('testable:planState', '[[[');
  });
  await page.goto('/analysis');
  await expect(page.getByRole('log').locator('.bubble')).toHaveCount(1);
  await expect(page.getByText('No current state')).toBeVisible();
});

const scrolls = (locator: Locator) => locator.evaluate((node) => node.scrollHeight > node.clientHeight);

test('a long plan and a long conversation scroll, and both scrolling areas are reachable by keyboard', async ({
  page,
}) => {
  await seedPlan(page, { conversation: LONG_CONVERSATION, planState: LONG_PLAN });
  await page.goto('/analysis');
  const log = page.getByRole('log', { name: "Answer step-by-step or say 'suggest a plan for me'" });
  const plan = page.getByRole('region', { name: 'Test Plan' });
  await expect(plan).toContainText('Garden designers 3');
  expect(await scrolls(log)).toBe(true);
  expect(await scrolls(plan)).toBe(true);
  await expectNoAxeViolations(page);

  // Tab from the resize handle lands on the plan, which the arrow keys and Page Down then scroll.
  await page.getByRole('separator', { name: 'Resize the chat and the test plan' }).focus();
  await page.keyboard.press('Tab');
  await expect(plan).toBeFocused();
  expect(await plan.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
  await expect.poll(() => plan.evaluate((node) => node.scrollTop)).toBe(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => plan.evaluate((node) => node.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await expect(plan.getByText('Goal 3.3.3', { exact: false })).toBeInViewport();

  // Shift+Tab back through the chat reaches the log, which starts at the newest message.
  await page.getByRole('textbox', { name: 'Your answer' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(log).toBeFocused();
  await page.keyboard.press('Home');
  await expect(log.getByText('Question 1:')).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a bottom tab bar switches between the chat and the plan', async ({ page }) => {
    await seedPlan(page);
    await page.goto('/analysis');
    const tabs = page.getByRole('tablist', { name: 'Plan views' });
    await expect(tabs.getByRole('tab', { name: 'Build plan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('log')).toBeVisible();
    await tabs.getByRole('tab', { name: 'Preview' }).click();
    await expect(
      page.getByText("Testable will guide you step by step, or simply say 'suggest a plan for me'"),
    ).toBeVisible();
    await expect(page.getByRole('log')).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'Build plan' })).toBeFocused();
    await expect(page.getByRole('log')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The logo is its mark alone on a phone, still named for a screen reader; heading and Close fit beside it.
    const logo = page.getByRole('link', { name: 'Testable' });
    await expect(logo).toBeVisible();
    expect((await logo.boundingBox())?.width).toBeLessThan(40);
    await expect(page.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });

  test('the plan tab says when the plan is ready, since Start Test is there; no Shift+Enter hint on a touch screen', async ({
    page,
  }) => {
    await seedPlan(page, { planState: COMPLETE_PLAN });
    await page.goto('/analysis');
    const tabs = page.getByRole('tablist', { name: 'Plan views' });
    await expect(tabs.getByRole('tab', { name: 'Preview Ready', exact: true })).toBeVisible();
    await expect(page.getByText('Shift+Enter')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your answer' })).not.toHaveAttribute('aria-describedby');
    await expectNoAxeViolations(page);
    await tabs.getByRole('tab', { name: 'Preview Ready' }).click();
    await expect(page.getByRole('link', { name: 'Start Test' })).toBeVisible();
  });

  test('an unfinished plan: the plan tab is only named', async ({ page }) => {
    await seedPlan(page);
    await page.goto('/analysis');
    await expect(page.getByRole('tab', { name: 'Preview', exact: true })).toBeVisible();
  });

  test('with a long plan and conversation, both tabs pass the accessibility audit', async ({ page }) => {
    await seedPlan(page, { conversation: LONG_CONVERSATION, planState: LONG_PLAN });
    await page.goto('/analysis');
    const log = page.getByRole('log');
    await expect(log.locator('.bubble')).toHaveCount(LONG_CONVERSATION.length);
    expect(await scrolls(log)).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const plan = page.getByRole('region', { name: 'Test Plan' });
    // The plan's view is fetched when its tab first opens.
    await expect(plan).toContainText('Garden designers 3');
    expect(await scrolls(plan)).toBe(true);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
