/**
 * Fault injection for leads (docs/leads.md): whatever the webhook answers, a lead is
 * delivered, or kept and retried on schedule, or the visitor is told it was refused. Never
 * "sent" unless it was accepted. The page's clock is ours, so backoffs pass without waiting.
 */
import type { Page, Route } from '@playwright/test';
import {
  expect,
  openWithPausedClock,
  pauseClock,
  test,
  waitForDialogs,
  waitForPageScripts,
  withoutBotCheck,
} from './fixtures';

type Answer = (route: Route) => Promise<void>;
const status =
  (code: number, headers: Record<string, string> = {}): Answer =>
  (route) =>
    route.fulfill({ status: code, headers, body: '' });

/**
 * Answers the webhook with `answers` in turn (the last one from then on); records every form.
 * The clock stands still here, so the site runs without the bot check (see withoutBotCheck).
 */
async function scriptWebhook(page: Page, answers: Answer[]) {
  await withoutBotCheck(page);
  const calls: Record<string, string>[] = [];
  await page.route('**/api/leads', (route) => {
    calls.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
    const answer = answers[Math.min(calls.length, answers.length) - 1] ?? status(200);
    return answer(route);
  });
  return calls;
}

const outbox = (page: Page) => page.evaluate(() => localStorage.getItem('testable:leadOutbox'));

/** The landing page with its clock standing still: only runFor moves the outbox's timers. */
async function openPage(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await waitForDialogs(page);
  await pauseClock(page);
}

const open = openWithPausedClock;

async function reserve(page: Page, email: string) {
  await open(page, page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }));
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Your app’s address (optional)').fill('ada-app.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

/** The one retry comes `wait` ms on, not a millisecond sooner, with the same submission_id. */
async function expectRetryIn(page: Page, calls: Record<string, string>[], wait: number) {
  await page.clock.runFor(wait - 1);
  expect(calls).toHaveLength(1);
  await page.clock.runFor(1);
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]?.['submission_id']).toBe(calls[0]?.['submission_id']);
}

// Every failed answer is logged on purpose; each test checks what the visitor sees instead.
test.afterEach(({ consoleErrors }) => {
  expect(
    consoleErrors.every((text) => /lead webhook|status of (4|5)\d\d|ERR_/.test(text)),
    consoleErrors.join('\n'),
  ).toBe(true);
  consoleErrors.length = 0;
});

test('a 500 then a 200: delivered on the first retry, without a reload', async ({ page }) => {
  const calls = await scriptWebhook(page, [status(500), status(200)]);
  await openPage(page);
  const dialog = await reserve(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  expect(calls).toHaveLength(1);

  await expectRetryIn(page, calls, 2000);
  await expect.poll(() => outbox(page)).toBeNull();
});

test('a 429 with Retry-After: 30 is not retried before 30 s', async ({ page }) => {
  const calls = await scriptWebhook(page, [status(429, { 'retry-after': '30' }), status(200)]);
  await openPage(page);
  const dialog = await reserve(page, 'ada@example.com');
  // The answer has been read (its Retry-After counted from this moment of the page's clock).
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  await expect.poll(() => outbox(page)).not.toBeNull();

  await expectRetryIn(page, calls, 30_000);
  await expect.poll(() => outbox(page)).toBeNull();
});

test('a 400 is never shown as success: step 1 stays, with the typed values and a polite line', async ({ page }) => {
  const calls = await scriptWebhook(page, [status(400)]);
  await openPage(page);
  const dialog = await reserve(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toHaveText(
    'We couldn’t send your details: our server turned them down. Please check your email address and try again, or write to us at hello@testable.dev.',
  );
  await expect(page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(dialog.getByLabel('Your app’s address (optional)')).toHaveValue('ada-app.example');
  // Refused is final: nothing is queued, nothing retried.
  expect(await outbox(page)).toBeNull();
  await page.clock.runFor(10 * 60_000);
  expect(calls).toHaveLength(1);
});

test('refused feedback stays in the form with a line saying it was not sent', async ({ page }) => {
  await scriptWebhook(page, [status(422)]);
  await openPage(page);
  await open(page, page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }));
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  await dialog.getByLabel('Your email').fill('ada@example.com');
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('We couldn’t send your message');
  await expect(dialog.getByLabel('Message')).toHaveValue('Hello');
  await expect(page.getByRole('status')).not.toContainText('on its way');
});

test('a lead waiting from an earlier visit is retried on its schedule, not before', async ({ page }) => {
  const calls = await scriptWebhook(page, [status(200)]);
  await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') });
  // A moment on: the installed clock runs until paused, and a pause cannot go back in time.
  await page.clock.pauseAt(new Date('2026-11-24T12:00:01Z'));
  const lead = {
    email: 'ada@example.com',
    url: 'https://ada-app.example/',
    message: 'Expression of interest',
    site: 'http://127.0.0.1/',
    submission_id: '7f9d6a0e-2d1b-4c59-9a57-0c1f5e3b8a21',
    attempts: 1,
    nextAttemptAt: Date.parse('2026-11-24T12:00:04Z'),
  };
  await page.addInitScript((stored) => localStorage.setItem('testable:leadOutbox', stored), JSON.stringify([lead]));
  // The page script finds the lead waiting, and times its retry rather than sending it now.
  await page.goto('/');
  await waitForPageScripts(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(lead.nextAttemptAt - now - 1);
  expect(calls).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]?.['submission_id']).toBe(lead.submission_id);
});

test('a reload inside the backoff window sends the waiting lead at once, under its one id', async ({ page }) => {
  const calls = await scriptWebhook(page, [status(503), status(200)]);
  await openPage(page);
  const dialog = await reserve(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  // Leaving makes a waiting lead due: it goes with keepalive as the page unloads, and the new page
  // sends it again if it finds it still stored (that answer can be lost with the old page).
  await page.reload();
  await expect.poll(() => outbox(page)).toBeNull();
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(new Set(calls.map((call) => call['submission_id'])).size).toBe(1);
});

test('a reload while the first send is unanswered sends the lead at once: the next page takes over its claim', async ({
  page,
}) => {
  // The first send is never answered; the page's claim on the lead then stands for 12 s, which a
  // page standing still never reaches.
  const unanswered: Answer = () => new Promise(() => undefined);
  const calls = await scriptWebhook(page, [unanswered, status(200)]);
  await openPage(page);
  await reserve(page, 'ada@example.com');
  await expect.poll(() => calls.length).toBe(1);
  await page.reload();
  await expect.poll(() => outbox(page)).toBeNull();
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(new Set(calls.map((call) => call['submission_id'])).size).toBe(1);
});

test('a waiting lead refused after a reload is not dropped in silence: a toast names it', async ({ page }) => {
  await scriptWebhook(page, [status(403)]);
  await page.goto('/');
  // This page has looked for waiting leads before one is put there: the next one delivers it.
  await waitForPageScripts(page);
  const waiting = {
    email: 'grace@example.com',
    url: '',
    message: 'Expression of interest',
    site: 'http://x/',
    submission_id: 'w-1',
    attempts: 2,
    nextAttemptAt: 0,
  };
  await page.evaluate((lead) => localStorage.setItem('testable:leadOutbox', JSON.stringify([lead])), waiting);
  await page.reload();
  const toast = page.getByRole('status');
  await expect(toast).toContainText('We couldn’t send your details');
  await expect(toast).toContainText('grace@example.com');
  expect(await outbox(page)).toBeNull();
});
