/**
 * A lead webhook on another origin, as a form or automation service is: the browser's real
 * CORS rules against a real server of the test's own (page.route cannot fake a CORS failure).
 * Without CORS headers the page cannot read the answer, so it asks once more "no-cors" and
 * counts that as delivered; with them, the status is read like our own sink's.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { THIRD_PARTY_WEBHOOK } from '../playwright.config';
import { expect, test, waitForDialogs } from './fixtures';

// One webhook server on one port: these tests take turns.
test.describe.configure({ mode: 'default' });

interface Answer {
  status: number;
  /** Sends Access-Control-Allow-Origin, so the page may read the answer. */
  cors: boolean;
}

interface Webhook {
  /** Every form received, in order. */
  received: Record<string, string>[];
  /** The answers to give, in turn; the last one from then on. */
  answers: Answer[];
  close: () => Promise<void>;
}

async function startWebhook(answers: Answer[]): Promise<Webhook> {
  const { hostname, port, pathname } = new URL(THIRD_PARTY_WEBHOOK);
  const received: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== pathname) {
        response.writeHead(404).end();
        return;
      }
      received.push(Object.fromEntries(new URLSearchParams(body)));
      const answer = webhook.answers[Math.min(received.length, webhook.answers.length) - 1] ?? {
        status: 200,
        cors: true,
      };
      response.writeHead(
        answer.status,
        answer.cors ? { 'access-control-allow-origin': request.headers.origin ?? '*' } : {},
      );
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  const webhook: Webhook = {
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return webhook;
}

const outbox = (page: Page) => page.evaluate(() => localStorage.getItem('testable:leadOutbox'));

async function openPage(page: Page) {
  // The fixtures refuse every other origin; this one is the point of the test.
  await page.route(`${new URL(THIRD_PARTY_WEBHOOK).origin}/**`, (route) => route.continue());
  await page.clock.install();
  await page.goto('/');
  await waitForDialogs(page);
}

/** Sends a message from the feedback dialog; `beforeSend` runs once it is open. */
async function sendFeedback(page: Page, email: string, beforeSend: () => Promise<void> = async () => {}) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  await beforeSend();
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByLabel('Message').fill('Does it work with Vue?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

let webhook: Webhook | undefined;
test.afterEach(async ({ consoleErrors }) => {
  await webhook?.close();
  webhook = undefined;
  // The CORS failure and the refused answers are logged by the browser and by the page.
  expect(
    consoleErrors.every((text) => /CORS|lead webhook|status of (4|5)\d\d|ERR_/.test(text)),
    consoleErrors.join('\n'),
  ).toBe(true);
  consoleErrors.length = 0;
});

test('without CORS headers: delivered once with one no-cors send, and never asked again in CORS mode', async ({
  page,
}) => {
  webhook = await startWebhook([{ status: 200, cors: false }]);
  await openPage(page);
  const dialog = await sendFeedback(page, 'ada@example.com');
  await expect(page.getByRole('status')).toContainText('on its way');
  await expect(dialog).toHaveCount(0);
  // The CORS send arrived but could not be read; the no-cors send repeats its submission_id.
  expect(webhook.received.map((form) => form['email'])).toEqual(['ada@example.com', 'ada@example.com']);
  expect(webhook.received[1]?.['submission_id']).toBe(webhook.received[0]?.['submission_id']);

  await sendFeedback(page, 'grace@example.com');
  await expect(page.getByRole('status')).toContainText('on its way');
  await expect.poll(() => webhook?.received.length).toBe(3);
  // Nothing is left to retry, however long the page stays open (the webhook has the request
  // before the page has its answer: the outbox empties a moment later).
  await expect.poll(() => outbox(page)).toBeNull();
  await page.clock.runFor(30 * 60_000);
  expect(webhook.received).toHaveLength(3);
});

test('with CORS headers: a 500 is read as a failure and retried until the 200', async ({ page }) => {
  webhook = await startWebhook([
    { status: 500, cors: true },
    { status: 200, cors: true },
  ]);
  await openPage(page);
  const dialog = await sendFeedback(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  await expect.poll(() => outbox(page)).not.toBeNull();
  await page.clock.runFor(2000);
  await expect.poll(() => webhook?.received.length).toBe(2);
  await expect.poll(() => outbox(page)).toBeNull();
  expect(new Set(webhook.received.map((form) => form['submission_id'])).size).toBe(1);
});

test('with CORS headers: a 400 is a refusal the visitor is told about', async ({ page }) => {
  webhook = await startWebhook([{ status: 400, cors: true }]);
  await openPage(page);
  const dialog = await sendFeedback(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toContainText("We couldn't send your message");
  expect(webhook.received).toHaveLength(1);
  expect(await outbox(page)).toBeNull();
});

test('a webhook that cannot be reached at all keeps the lead until it can', async ({ page }) => {
  await openPage(page);
  const dialog = await sendFeedback(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  expect(JSON.parse((await outbox(page)) ?? '[]')).toHaveLength(1);

  webhook = await startWebhook([{ status: 200, cors: true }]);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outbox(page)).toBeNull();
  expect(webhook.received.map((form) => form['email'])).toEqual(['ada@example.com']);
});

test.describe('the sync worker, posting to the webhook’s origin', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const cors of [true, false]) {
    test(`delivers a lead the page could not send (${cors ? 'with' : 'without'} CORS headers): its own headers let it`, async ({
      context,
      page,
    }) => {
      webhook = await startWebhook([{ status: 200, cors }]);
      // The worker's requests reach the webhook; the page's fail here, as on a dropped connection.
      const fromPage: string[] = [];
      await context.route(`${new URL(THIRD_PARTY_WEBHOOK).origin}/**`, (route) => {
        if (route.request().serviceWorker() !== null) return route.continue();
        fromPage.push(new URLSearchParams(route.request().postData() ?? '').get('submission_id') ?? '');
        return route.abort('connectionreset');
      });
      await page.goto('/');
      await waitForDialogs(page);
      // The dialog installs the worker when it opens.
      const dialog = await sendFeedback(page, 'ada@example.com', () =>
        expect
          .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
          .toBe('activated'),
      );
      await expect(dialog.getByRole('alert')).toContainText('saved on this device');
      // (The worker may have delivered it already: the page's own request names it.)
      const [queued] = fromPage;
      // Without CORS headers the worker too asks once more "no-cors", with the same submission_id.
      await expect
        .poll(() => webhook?.received.map((form) => form['submission_id']))
        .toEqual(cors ? [queued] : [queued, queued]);
      await expect.poll(() => outbox(page)).toBeNull();
    });
  }
});
