import type { Page } from '@playwright/test';
import { POLL_INITIAL_DELAY_MS } from '../../src/lib/constants';
/** A chat turn on /analysis: what is sent, how the task is polled, and every way it can fail. */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { COMPLETE_PLAN, PARTIAL_PLAN, seedPlan, status, stubChat } from './plan-fixtures';

const SORRY = 'Sorry, I encountered an error. Please try again.';

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
  await expect(log.getByText('Testable is thinking...')).toBeVisible();
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

  const plan = page.getByRole('region', { name: 'Test Plan' });
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
  await expect(page.getByRole('region', { name: 'Test Plan' })).toContainText('Book a delivery slot');
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

/**
 * The page's clock from the moment of sending on: it moves only when the test runs it, so the
 * seconds a loaded machine takes between two steps cannot count towards the 120 s limit.
 */
async function openWithClockPausedAtSend(page: Page): Promise<void> {
  const start = new Date('2026-11-23T09:00:00Z');
  await page.clock.install({ time: start });
  await page.goto('/analysis');
  await page.getByRole('textbox', { name: 'Your answer' }).fill('A shop');
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

test('a task still running after 120 s times out with the apology', async ({ page, consoleErrors }) => {
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }] });
  const chat = await stubChat(page, [status({ status: 'running' })]);
  await openWithClockPausedAtSend(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => chat.kickoffs.length).toBe(1);
  // The task is polled and keeps answering "running"... The kickoff's answer reaches the page at
  // a moment of real time that the paused clock does not see, and only then is the first poll
  // timed: step the clock one first-poll delay at a time until it comes, counting the time spent.
  let sinceSend = 0;
  await expect
    .poll(async () => {
      await page.clock.runFor(POLL_INITIAL_DELAY_MS);
      sinceSend += POLL_INITIAL_DELAY_MS;
      return chat.polls;
    })
    .toBeGreaterThan(0);
  await page.clock.runFor(119_000 - sinceSend);
  await expect(page.getByRole('log')).not.toContainText(SORRY);
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  // ...until the 120 s limit.
  await page.clock.runFor(2_000);
  await expect(page.getByRole('log').locator('.bubble--assistant').last()).toHaveText(`Testable: ${SORRY}`);
  expect(consoleErrors).toEqual([expect.stringContaining('Timed out waiting for an async response')]);
  consoleErrors.length = 0;
});

test('a chat request that never answers is cut off at 120 s with the apology', async ({ page, consoleErrors }) => {
  await seedPlan(page, { conversation: [{ role: 'assistant', content: 'Hi' }] });
  // The host takes the request and never answers it.
  const chat = await stubChat(page, [status({ status: 'running' })], () => new Promise(() => {}));
  await openWithClockPausedAtSend(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => chat.kickoffs.length).toBe(1);
  await page.clock.runFor(119_000);
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(2_000);
  await expect(page.getByRole('log').locator('.bubble--assistant').last()).toHaveText(`Testable: ${SORRY}`);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled(); // empty box
  consoleErrors.length = 0;
});
