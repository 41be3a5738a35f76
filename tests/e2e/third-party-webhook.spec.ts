/**
 * A lead webhook on another origin, as a form or automation service is: the browser's real
 * CORS rules against a real server of the test's own (page.route cannot fake a CORS failure).
 * Without CORS headers the page cannot read the answer, so it asks once more "no-cors" and keeps
 * the lead for sparse re-sends: an opaque answer never ends a lead's life (docs/leads.md);
 * with them, the status is read like our own sink's.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { readLeadPlan } from '../../src/leads/rules/lead-plan';
import { parsePlanState } from '../../src/lib/plan/plan';
import { THIRD_PARTY_WEBHOOK } from '../playwright.config';
import { expect, heroSection, test, waitForDialogs, withoutJavaScript } from './fixtures';
import { COMPLETE_PLAN, seedPlan } from './plan-fixtures';

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
  /** What each request was answered, with the mode the browser sent it in (Sec-Fetch-Mode). */
  answered: (Answer & { mode: string; id: string })[];
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
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push(form);
      const answer = webhook.answers[Math.min(received.length, webhook.answers.length) - 1] ?? {
        status: 200,
        cors: true,
      };
      const mode = String(request.headers['sec-fetch-mode'] ?? '');
      webhook.answered.push({ ...answer, mode, id: form['submission_id'] ?? '' });
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
    answered: [],
    answers,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps spare sockets open with no request on them; Node counts them busy, so
        // close() alone would wait for its 60 s header timeout.
        server.closeAllConnections();
      }),
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

const MINUTE = 60_000;
/**
 * Moves the page's clock on ten minutes at a time until the outbox is empty: each send is a real
 * request, whose answer arrives in real time between the steps, and the next send is timed from
 * that answer (so a step may pass a send's due time without harm: the next step sends it).
 */
const emptiedOverTime = (page: Page) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(10 * MINUTE);
        return outbox(page);
      },
      { intervals: [50] },
    )
    .toBeNull();
const stored = async (page: Page) => JSON.parse((await outbox(page)) ?? '[]') as { submission_id: string }[];
/** The ids the page read a 2xx for: a CORS-mode request answered 2xx with CORS headers. */
const readDeliveries = (hook: Webhook) =>
  hook.answered.filter((answer) => answer.mode === 'cors' && answer.cors && answer.status < 300).map(({ id }) => id);

test('without CORS headers: sent once more no-cors with the same submission_id, and kept until an answer can be read', async ({
  page,
}) => {
  webhook = await startWebhook([{ status: 200, cors: false }]);
  await openPage(page);
  const dialog = await sendFeedback(page, 'ada@example.com');
  await expect(page.getByRole('status')).toContainText('on its way');
  await expect(dialog).toHaveCount(0);
  // The CORS send arrived but could not be read; the no-cors send repeats its submission_id.
  expect(webhook.answered.map(({ mode }) => mode)).toEqual(['cors', 'no-cors']);
  const [first] = webhook.answered.map(({ id }) => id);
  expect(webhook.answered[1]?.id).toBe(first);
  // An opaque answer is not a delivery: the lead stays, and goes again a minute later, in CORS
  // mode first.
  await expect.poll(() => stored(page)).toMatchObject([{ submission_id: first, opaqueSends: 1 }]);
  await page.clock.runFor(MINUTE);
  await expect.poll(() => webhook?.answered.map(({ mode }) => mode)).toEqual(['cors', 'no-cors', 'cors', 'no-cors']);

  // A second lead is asked in CORS mode too: nothing decides for it that answers cannot be read.
  await sendFeedback(page, 'grace@example.com');
  await expect(page.getByRole('status').last()).toContainText('on its way');
  await expect.poll(() => webhook?.answered.slice(4).map(({ mode }) => mode)).toEqual(['cors', 'no-cors']);
  await expect.poll(async () => (await stored(page)).length).toBe(2);

  // The webhook starts sending CORS headers: the next send of each is read, and both are done.
  webhook.answers = [{ status: 200, cors: true }];
  await emptiedOverTime(page);
  expect(new Set(readDeliveries(webhook))).toEqual(new Set(webhook.answered.map(({ id }) => id)));
});

/**
 * The webhook's outage page, from a CDN or load balancer in front of it: a 503 without CORS
 * headers, for the first `posts` requests of the test's leads, then the webhook is back.
 */
const outage = (posts: number): Answer[] => [
  ...Array.from({ length: posts }, () => ({ status: 503, cors: false })),
  { status: 200, cors: true },
];

for (const posts of [1, 3, 10]) {
  test(`an outage page without CORS headers for ${posts} post(s), on a webhook known to send them: both leads delivered once it recovers`, async ({
    page,
  }) => {
    // Healthy first, with CORS headers: the page learns that it can read this webhook.
    webhook = await startWebhook([{ status: 200, cors: true }, ...outage(posts)]);
    await openPage(page);
    await sendFeedback(page, 'first@example.com');
    await expect(page.getByRole('status')).toContainText('on its way');
    await expect.poll(() => outbox(page)).toBeNull();

    // The outage: an unreadable answer is a failure now, never a delivery.
    const dialog = await sendFeedback(page, 'ada@example.com');
    await expect(dialog.getByRole('alert')).toContainText('saved on this device');
    // A second lead during the outage (the first is already on its way when the second goes).
    await dialog.getByLabel('Your email').fill('grace@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await stored(page)).length).toBeGreaterThan(0);
    await emptiedOverTime(page);

    const ids = (email: string) =>
      new Set(webhook?.received.filter((form) => form['email'] === email).map((form) => form['submission_id']));
    for (const email of ['ada@example.com', 'grace@example.com']) {
      // One submission_id per lead however often it was sent, and a 2xx the page could read for it.
      expect(ids(email).size, email).toBe(1);
      expect(readDeliveries(webhook), email).toContain([...ids(email)][0]);
    }
    // Never asked no-cors: the page knew this webhook sends CORS headers.
    expect(webhook.answered.map(({ mode }) => mode)).not.toContain('no-cors');
  });

  test(`an outage page without CORS headers for ${posts} post(s), on a webhook never seen before: the lead is sent again until an answer is read`, async ({
    page,
  }) => {
    webhook = await startWebhook(outage(posts));
    await openPage(page);
    await sendFeedback(page, 'ada@example.com');
    // Sent, perhaps arrived: the visitor moves on, the lead stays.
    await expect(page.getByRole('status')).toContainText('on its way');
    await sendFeedback(page, 'grace@example.com');
    await expect(page.getByRole('status').last()).toContainText('on its way');
    await emptiedOverTime(page);
    const leads = new Set(webhook.answered.map(({ id }) => id));
    expect(leads.size).toBe(2);
    expect(new Set(readDeliveries(webhook))).toEqual(leads);
  });
}

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
  await expect(dialog.getByRole('alert')).toContainText('We couldn’t send your message');
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
    test(`sends a lead the page could not send (${cors ? 'with' : 'without'} CORS headers), done only when its answer is read`, async ({
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
      if (cors) await expect.poll(() => outbox(page)).toBeNull();
      // An answer the worker cannot read finishes nothing: the lead stays for the page's re-sends.
      else expect(await stored(page)).toMatchObject([{ submission_id: queued }]);
    });
  }
});

test('with the founder count off, the page counts in this browser, asks for no count, and still sends the reservation with its plan', async ({
  page,
  browser,
  baseURL,
}) => {
  webhook = await startWebhook([{ status: 200, cors: true }]);
  // Without scripts, the count the HTML has always shown.
  await withoutJavaScript(browser, baseURL, '/', async (html) => {
    await expect(heroSection(html)).toContainText('18 of 50');
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/founders')) asked.push(request.url());
  });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('counted')) return;
    sessionStorage.setItem('counted', '1');
    localStorage.setItem('testable:founderCount', '33');
  });
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await openPage(page);
  await expect(heroSection(page)).toContainText('33 of 50');
  await expect(heroSection(page).getByRole('progressbar', { name: 'Founder spots taken' })).toHaveAttribute(
    'value',
    '33',
  );

  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await page.clock.runFor(1200);
  await expect(page.getByRole('dialog', { name: "You're founder #34!" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('testable:founderCount'))).toBe('34');
  expect(webhook.received.map((form) => form['message'])).toEqual(['Expression of interest', 'Founder reservation']);
  expect(readLeadPlan(webhook.received[1]?.['plan'] ?? '')).toEqual(parsePlanState(COMPLETE_PLAN));
  expect(asked).toEqual([]);
});

test('built with no founder count or bot check set, the landing page and an opened form ask neither address', async ({
  page,
  consoleErrors,
}) => {
  // A static host has nothing at either address: it would answer 404, and the console would say so.
  const asked: string[] = [];
  await page.route(/\/api\/(founders|altcha)(\?|$)/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto('/');
  await waitForDialogs(page);
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
