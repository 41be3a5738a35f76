/**
 * The sync worker (/sw.js): a lead queued offline is delivered after the tab is closed, once the
 * connection is back, by Chromium's Background Sync, to the test server's real lead sink.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { readLeads } from '../../server/lead-sink/sqlite-sink';
import { E2E_LEADS_FILE } from '../playwright.config';
import { claimsHeld } from '../support/lead-claims';
import { expect, pauseClock, policyOf, SITE_PAGES, test, waitForDialogs, waitForProof } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** The leads the sink stored for this email, as stored. */
async function stored(email: string): Promise<Record<string, string>[]> {
  return (await readLeads(E2E_LEADS_FILE)).filter((lead) => lead.email === email).map((lead) => ({ ...lead }));
}

const outbox = (page: Page) => page.evaluate(() => localStorage.getItem('testable:leadOutbox'));

const reservation = (page: Page) => page.getByRole('dialog', { name: 'Secure your founder spot' });
const openReservation = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();

/**
 * The landing page with the reservation dialog open, once the sync worker is active (a form
 * that sends a lead installs it when it first opens) and the bot check's proof is solved, as it
 * is by the time a visitor has typed an address: the worker is handed only leads with a proof.
 */
async function openWithWorker(page: Page) {
  await page.goto('/');
  await waitForDialogs(page);
  await openReservation(page);
  await expect(reservation(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
  await waitForProof(page);
}

/**
 * Fills in the reservation (opening it if need be); `beforeSubmit` then runs (the fixtures'
 * routing turns the HTTP cache off, so the dialog opens online).
 */
async function reserve(page: Page, email: string, beforeSubmit: () => Promise<void> = async () => {}) {
  const dialog = reservation(page);
  if (!(await dialog.isVisible())) await openReservation(page);
  await dialog.getByLabel('Email').fill(email);
  await beforeSubmit();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

// A failed send is logged on purpose; each test checks what happens to the lead instead.
test.afterEach(({ consoleErrors }) => {
  expect(
    consoleErrors.every((text) =>
      /lead webhook|status of 503|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET/.test(text),
    ),
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

/** A POST to the lead sink, as the browser made it: by the worker or by which page. */
interface SinkCall {
  sender: Page | 'worker';
  submissionId: string;
  passed: boolean;
}

/**
 * Every POST to the sink, from a page or the worker (the context's routes see both); `passes`
 * decides which reach the real sink and which fail as a dropped connection does.
 */
async function watchSink(context: BrowserContext, passes: (sender: SinkCall['sender']) => boolean) {
  const calls: SinkCall[] = [];
  await context.route('**/api/leads', (route) => {
    const request = route.request();
    const sender = request.serviceWorker() === null ? request.frame().page() : 'worker';
    const passed = passes(sender);
    const submissionId = new URLSearchParams(request.postData() ?? '').get('submission_id') ?? '';
    calls.push({ sender, submissionId, passed });
    return passed ? route.continue() : route.abort('connectionreset');
  });
  return calls;
}

/** Who asked the sink, in order, and whether the ask went through: for a failure's message. */
const senders = (calls: SinkCall[]) =>
  calls
    .map((call) => `${call.sender === 'worker' ? 'worker' : 'page'} (${call.passed ? 'passed' : 'failed'})`)
    .join(', ') || 'nobody';

const uniqueEmail = () => `sync-${randomUUID()}@example.com`;

test('a lead queued offline is delivered after the tab is closed, once the connection is back', async ({
  context,
  page,
}) => {
  const calls = await watchSink(context, () => true);
  await openWithWorker(page);
  const email = uniqueEmail();
  const dialog = await reserve(page, email, () => context.setOffline(true));
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  await expect.poll(() => syncTags(page)).toEqual(['testable:leads']);
  const [queued] = JSON.parse((await outbox(page)) ?? '[]') as { submission_id: string }[];
  // The page lets its claim on the lead go a moment after the dialog speaks; a tab closed sooner
  // leaves it to run out (12 s at most), and the worker waits it out (docs/leads.md).
  await expect.poll(() => page.evaluate(claimsHeld)).toBe(0);
  await page.close();
  expect(await stored(email)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(() => stored(email))
    .toEqual([expect.objectContaining({ email, submission_id: queued?.submission_id })])
    .catch((error: Error) => {
      error.message += `\nThe sink was asked by: ${senders(calls)}`;
      throw error;
    });

  // A page opened later finds the lead finished by the worker and drops it, sending nothing.
  const later = await context.newPage();
  await later.goto('/');
  await expect.poll(() => outbox(later)).toBeNull();
  // The closed page's one try (offline), then the worker's delivery; nothing from the later page.
  expect(calls.map((call) => call.sender)).toEqual([page, 'worker']);
});

/** Fires the worker's sync now, as Chromium does when its retry comes (minutes later). */
async function fireSync(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  // Each registration as last reported: a page that registers the worker again reports it again.
  const registrations = new Map<string, { registrationId: string; scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  const live = () => [...registrations.values()].filter((registration) => !registration.isDeleted);
  await expect.poll(() => live().length).toBe(1);
  const [{ registrationId, scopeURL }] = live() as [ReturnType<typeof live>[number]];
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(scopeURL).origin,
    registrationId,
    tag: 'testable:leads',
    lastChance: false,
  });
  await cdp.detach();
}

/** The landing page with its sync worker, then its clock stopped: the page retries nothing on its own. */
async function openStill(page: Page) {
  await page.clock.install();
  await openWithWorker(page);
  await pauseClock(page);
}

const leadIn = async (page: Page) => (JSON.parse((await outbox(page)) ?? '[]') as { submission_id: string }[])[0];

test('a webhook that fails the sync: the next sync delivers the lead, once', async ({ context, page }) => {
  let webhookUp = false;
  const calls = await watchSink(context, () => webhookUp);
  await openStill(page);
  const email = uniqueEmail();
  const dialog = await reserve(page, email);
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  const queued = await leadIn(page);
  // The page's send failed, then the worker's sync at once (the browser is online): both dropped.
  await expect.poll(() => calls.filter((call) => call.sender === 'worker').length).toBe(1);

  webhookUp = true;
  await fireSync(context, page);
  await expect.poll(() => stored(email)).toEqual([expect.objectContaining({ submission_id: queued?.submission_id })]);
  // The open page heard it and dropped the lead: its retry, due long since, sends nothing.
  await expect.poll(() => outbox(page)).toBeNull();
  await page.clock.runFor(10 * 60_000);
  expect(calls).toEqual([
    { sender: page, submissionId: queued?.submission_id, passed: false },
    { sender: 'worker', submissionId: queued?.submission_id, passed: false },
    { sender: 'worker', submissionId: queued?.submission_id, passed: true },
  ]);
  expect(await stored(email)).toHaveLength(1);
});

test('two open tabs: the worker delivers, both tabs drop the lead, nothing is sent twice', async ({
  context,
  page,
}) => {
  let workerMayPass = false;
  // The pages' own sends always fail here: only the worker can deliver.
  const calls = await watchSink(context, (sender) => sender === 'worker' && workerMayPass);
  // One clock for the whole context, still while the second tab opens.
  await openStill(page);
  const email = uniqueEmail();
  await expect((await reserve(page, email)).getByRole('alert')).toContainText('saved on this device');
  const queued = await leadIn(page);
  // The second tab opens once the lead is due, and tries it on its own at once: the first tab's
  // retry, set for the same moment, waits for the clock to run (the clock jumps without firing
  // it), so the two do not race for the claim.
  await page.clock.setSystemTime(await page.evaluate(() => Date.now() + 60_000));
  const other = await context.newPage();
  await other.goto('/');
  await expect.poll(() => calls.some((call) => call.sender === other)).toBe(true);
  // Running from here: both tabs retry on their own (and fail).
  await page.clock.resume();

  workerMayPass = true;
  await fireSync(context, page);
  await expect.poll(() => stored(email)).toHaveLength(1);
  await expect.poll(() => outbox(page)).toBeNull();
  // Had either tab missed the worker's word, its next look at the outbox would put the lead back.
  await page.clock.runFor(10 * 60_000);
  for (const tab of [page, other]) expect(await outbox(tab)).toBeNull();
  expect(calls.filter((call) => call.passed)).toEqual([
    { sender: 'worker', submissionId: queued?.submission_id, passed: true },
  ]);
  expect(await stored(email)).toHaveLength(1);
});

test('a page left while the worker is sending a lead leaves that lead to it: it is sent once', async ({
  context,
  page,
}) => {
  let workerTries = 0;
  let heldSend: Route | undefined;
  let pageSends = 0;
  // The pages' sends fail; the worker's first (its sync at once) fails, its second is held open.
  await context.route('**/api/leads', (route) => {
    if (route.request().serviceWorker() === null) {
      pageSends += 1;
      return route.abort('connectionreset');
    }
    workerTries += 1;
    if (workerTries === 1) return route.abort('connectionreset');
    heldSend = route;
    return undefined;
  });
  await openStill(page);
  const email = uniqueEmail();
  await expect((await reserve(page, email)).getByRole('alert')).toContainText('saved on this device');
  await expect.poll(() => workerTries).toBe(1);
  // A new page, which has woken no worker itself: leaving, it sends what waits at once.
  await page.reload();
  await openReservation(page);
  await expect(reservation(page)).toBeVisible();
  expect(pageSends).toBe(1);
  // Heard in this page after its outbox's own listener, which was there first.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    Object.assign(window, { heardOnLeadsChannel: heard });
    new BroadcastChannel('testable:leads').onmessage = (event) => heard.push(event.data);
  });
  await fireSync(context, page);
  await expect.poll(() => heldSend !== undefined).toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heardOnLeadsChannel: unknown[] }).heardOnLeadsChannel))
    .toContainEqual({ sending: expect.any(String), until: expect.any(Number) });
  // The page's leaving, as its pagehide handler sees it (a keepalive request sent by a page that
  // really goes is made by the browser itself, where the test's routes cannot see it); a request
  // sent after it shows that any send of the handler's has reached the routes.
  await page.evaluate(async () => {
    window.dispatchEvent(new Event('pagehide'));
    await fetch('/robots.txt');
  });
  expect(pageSends).toBe(1);
  // The page comes back from the back-forward cache, its leads channel open again: the worker's
  // claim keeps it from sending, and it hears the worker finish the lead.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await heldSend?.continue();
  await expect.poll(() => stored(email)).toHaveLength(1);
  await expect.poll(() => outbox(page)).toBeNull();
  expect(pageSends).toBe(1);
});

test('the worker never serves a page: a reload comes from the network', async ({ page }) => {
  await openWithWorker(page);
  await page.keyboard.press('Escape');
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(false);
  const workerStart = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart,
  );
  expect(workerStart).toBe(0);
  // Still installed, so the reload above had a worker it could have gone through.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
});

test('every page lets a worker come from its own origin alone', async ({ request }) => {
  for (const path of SITE_PAGES) expect((await policyOf(request, path)).get('worker-src'), path).toEqual(["'self'"]);
});

test.describe('without the worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('closing the page sends a waiting lead at once, with keepalive', async ({ context, page }) => {
    let answered503 = false;
    await context.route('**/api/leads', async (route) => {
      if (answered503) return route.fallback();
      answered503 = true;
      return route.fulfill({ status: 503, body: '' });
    });
    await page.clock.install();
    await page.goto('/');
    await waitForDialogs(page);
    await openReservation(page);
    await waitForProof(page);
    await pauseClock(page);
    const email = uniqueEmail();
    await expect((await reserve(page, email)).getByRole('alert')).toContainText('saved on this device');
    // Its retry is 2 s away on a clock that stands still, and no worker is installed: only
    // leaving can send it now (a request the browser finishes after the page has gone).
    await page.close();
    await expect.poll(() => stored(email)).toHaveLength(1);
  });
});
