/**
 * The sync worker (/sw.js): a lead queued offline is delivered after the tab is closed, once the
 * connection is back, by Chromium's Background Sync, to the test server's real lead sink.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_LEADS_FILE } from '../playwright.config';
import { expect, test, waitForDialogs } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** The leads the sink stored for this email, as stored. */
async function stored(email: string): Promise<Record<string, string>[]> {
  const text = await readFile(E2E_LEADS_FILE, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.includes(email))
    .map((line) => JSON.parse(line) as Record<string, string>);
}

const outbox = (page: Page) => page.evaluate(() => localStorage.getItem('testable:leadOutbox'));

/** The landing page, once its sync worker is installed and active. */
async function openWithWorker(page: Page) {
  await page.goto('/');
  await waitForDialogs(page);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
}

/** Fills in the reservation; `beforeSubmit` then runs (the fixtures' routing turns the HTTP cache off, so the dialog opens online). */
async function reserve(page: Page, email: string, beforeSubmit: () => Promise<void> = async () => {}) {
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await dialog.getByLabel('Email').fill(email);
  await beforeSubmit();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

// A failed send is logged on purpose; each test checks what happens to the lead instead.
test.afterEach(({ consoleErrors }) => {
  expect(
    consoleErrors.every((text) => /lead webhook|ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(text)),
    consoleErrors.join('\n'),
  ).toBe(true);
  consoleErrors.length = 0;
});

const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const ready = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return ready.sync.getTags();
  });

const uniqueEmail = () => `sync-${randomUUID()}@example.com`;

test('a lead queued offline is delivered after the tab is closed, once the connection is back', async ({
  context,
  page,
}) => {
  await openWithWorker(page);
  const email = uniqueEmail();
  const dialog = await reserve(page, email, () => context.setOffline(true));
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  await expect.poll(() => syncTags(page)).toEqual(['testable:leads']);
  const [queued] = JSON.parse((await outbox(page)) ?? '[]') as { submission_id: string }[];
  await page.close();
  expect(await stored(email)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(() => stored(email))
    .toEqual([expect.objectContaining({ email, submission_id: queued?.submission_id })]);

  const later = await context.newPage();
  await later.goto('/');
  await expect.poll(() => outbox(later)).toBeNull();
});

void ({} as BrowserContext);
