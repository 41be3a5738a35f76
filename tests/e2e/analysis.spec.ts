import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import {
  COMPLETE_PLAN,
  DEV_URL,
  LONG_CONVERSATION,
  LONG_PLAN,
  PARTIAL_PLAN,
  seedPlan,
  status,
  stubChat,
} from './plan-fixtures';

const SORRY = 'Sorry, I encountered an error. Please try again.';

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

test('a chat turn: the message is sent, the task is polled, the reply and plan arrive and persist', async ({
  page,
}) => {
  await seedPlan(page, {
    conversation: [{ role: 'assistant', content: 'What does your app do?' }],
    planState: PARTIAL_PLAN,
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chat = await stubChat(page, [
    status({ status: 'queued' }),
    async (route) => {
      await held;
      await route.fulfill({ json: { status: 'running' } });
    },
    status({ status: 'success', response: 'Here is a plan with <b>two</b> user types.', state: COMPLETE_PLAN }),
  ]);
  await page.goto('/analysis');
  const box = page.getByRole('textbox', { name: 'Your answer' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();

  await box.fill('Suggest a plan');
  await box.press('Shift+Enter');
  await box.pressSequentially('for me');
  await expect(box).toHaveValue('Suggest a plan\nfor me');
  await box.press('Enter');

  const log = page.getByRole('log');
  await expect(log.locator('.bubble--user')).toHaveText('You: Suggest a plan\nfor me');
  await expect(box).toHaveValue('');
  await expect(log).toHaveAttribute('aria-busy', 'true');
  await expect(log.getByText('Testable is thinking…')).toBeVisible();
  await box.fill('another');
  await expect(send).toBeDisabled();
  release();

  await expect(log.locator('.bubble--assistant').last()).toHaveText(
    'Testable: Here is a plan with <b>two</b> user types.',
  );
  await expect(log.locator('b')).toHaveCount(0);
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await expect(send).toBeEnabled();
  expect(chat.kickoffs).toEqual([
    {
      apiKey: 'local-dev-key',
      body: {
        conversation: [
          { role: 'assistant', content: 'What does your app do?' },
          { role: 'user', content: 'Suggest a plan\nfor me' },
        ],
        current_state: PARTIAL_PLAN,
      },
    },
  ]);
  expect(chat.polls).toBe(3);

  const plan = page.locator('.plan');
  await expect(plan).toContainText('An online shop for landscaping supplies');
  await expect(plan).toContainText('Trade buyers');
  await expect(plan.getByRole('heading', { name: 'Landscapers' })).toBeVisible();
  await expect(plan).toContainText('34 yo');
  for (const text of [
    'Maria',
    'Female',
    'Landscaper',
    'Impatient',
    'iPhone 15',
    'Price 40 bags of mulch',
    'Book a delivery slot',
  ]) {
    await expect(plan).toContainText(text);
  }
  // The second user type names its list "segment" and has no segment name.
  await expect(plan.getByRole('heading', { name: 'Segment 1' })).toBeVisible();
  await expect(plan).toContainText('61 yo');
  await expect(page.getByRole('link', { name: 'Start Test' })).toHaveAttribute('href', '/test-execution');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('log').locator('.bubble')).toHaveCount(3);
  await expect(page.locator('.plan')).toContainText('Book a delivery slot');
  await page.getByRole('link', { name: 'Start Test' }).click();
  await page.waitForURL('**/test-execution');
});

for (const { name, statuses, kickoff } of [
  {
    name: 'a kickoff that is not 2xx',
    statuses: [status({ status: 'running' })],
    kickoff: status({ task_id: 'x' }, 500),
  },
  {
    name: 'a kickoff without a task id',
    statuses: [status({ status: 'running' })],
    kickoff: status({ status: 'queued' }, 202),
  },
  { name: 'an unknown task (404)', statuses: [status({ status: 'queued' }), status({}, 404)] },
  { name: 'a failed task (500)', statuses: [status({ error: 'Model overloaded' }, 500)] },
  {
    name: 'a task that reports an error',
    statuses: [status({ status: 'running' }), status({ status: 'error', error: 'bad' })],
  },
  {
    name: 'a dropped connection while polling',
    statuses: [(route: import('@playwright/test').Route) => route.abort('connectionreset')],
  },
]) {
  test(`${name} ends in the apology, with sending enabled again`, async ({ page, consoleErrors }) => {
    await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }] });
    await stubChat(page, statuses, kickoff);
    await page.goto('/analysis');
    await page.getByRole('textbox', { name: 'Your answer' }).fill('A shop');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log').locator('.bubble--assistant').last()).toHaveText(`Testable: ${SORRY}`);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('again');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    consoleErrors.length = 0;
  });
}

test('a task still running after 120 s times out with the apology', async ({ page, consoleErrors }) => {
  await page.clock.install();
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }] });
  const chat = await stubChat(page, [status({ status: 'running' })]);
  await page.goto('/analysis');
  await page.getByRole('textbox', { name: 'Your answer' }).fill('A shop');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => chat.kickoffs.length).toBe(1);
  // The task is polled and keeps answering "running"...
  await page.clock.runFor(1_000);
  await expect.poll(() => chat.polls).toBeGreaterThan(0);
  await page.clock.runFor(118_000);
  await expect(page.getByRole('log')).not.toContainText(SORRY);
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  // ...until the 120 s limit.
  await page.clock.runFor(2_000);
  await expect(page.getByRole('log').locator('.bubble--assistant').last()).toHaveText(`Testable: ${SORRY}`);
  expect(consoleErrors).toEqual([expect.stringContaining('Timed out waiting for an async response')]);
  consoleErrors.length = 0;
});

test('a chat request that never answers is cut off at 120 s with the apology', async ({ page, consoleErrors }) => {
  await page.clock.install();
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }] });
  // The host takes the request and never answers it.
  const chat = await stubChat(page, [status({ status: 'running' })], () => new Promise(() => {}));
  await page.goto('/analysis');
  await page.getByRole('textbox', { name: 'Your answer' }).fill('A shop');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => chat.kickoffs.length).toBe(1);
  await page.clock.runFor(119_000);
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(2_000);
  await expect(page.getByRole('log').locator('.bubble--assistant').last()).toHaveText(`Testable: ${SORRY}`);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled(); // empty box
  consoleErrors.length = 0;
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
  const planWidth = await page.locator('.plan').evaluate((node) => node.getBoundingClientRect().width);
  expect(chatWidth / (chatWidth + planWidth)).toBeGreaterThan(0.6);
});

test('Close forgets the address, the conversation and the plan, and goes home', async ({ page }) => {
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }], planState: COMPLETE_PLAN });
  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const stored = await page.evaluate(() =>
    ['testable:devUrl', 'testable:conversation', 'testable:planState'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null]);
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
    await expectNoAxeViolations(page);
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
    await expect(plan).toBeVisible();
    expect(await scrolls(plan)).toBe(true);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
