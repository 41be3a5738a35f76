/**
 * Chaos for leads: 30 feedback messages from three tabs, two of them reloaded halfway, while
 * the webhook fails half the time at random (server errors, 429s, dropped connections, and
 * answers lost after the sink stored the lead). Once it recovers, the reference sink holds
 * exactly the 30 leads: none lost, none stored twice.
 */
import type { Page, Route } from '@playwright/test';
import { readLeads } from '../../server/lead-sink/sqlite-sink';
import { seededRandom } from '../../tools/seeded-random';
import { E2E_LEADS_FILE } from '../playwright.config';
import { expect, test, waitForDialogs, watchRequests } from './fixtures';

/** Enough for every fault to strike several times (the test checks it did) and two reloads mid-way. */
const LEADS = 30;
const TABS = 3;
/** Tabs other than the first reload once they have sent this many. */
const RELOAD_AFTER = Math.floor(LEADS / TABS / 2);

/**
 * The request sent on to the sink by the test runner; null if it could not be. Playwright's
 * client reuses idle connections, which the server closes after its keep-alive timeout: a
 * request sent on one as it closes ends in "socket hang up" before the server read it, and is
 * safe to send again (the sink drops a repeated submission_id anyway). A caller answers the
 * page's request whatever happens: a handler that throws before answering leaves it pending for
 * good, and the tab's send with it.
 */
const toSink = (route: Route) => route.fetch({ maxRetries: 2 }).catch(() => null);

/**
 * The sink's answer, passed on: the route resolves once the page has it (route.continue resolves
 * as soon as the request is sent on, before the sink has answered). Sent on in vain, it reaches
 * the page as a dropped connection.
 */
async function passOn(route: Route): Promise<void> {
  const response = await toSink(route);
  await (response ? route.fulfill({ response }) : route.abort('connectionreset'));
}

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  'server error': (route) => route.fulfill({ status: 500, body: '' }),
  unavailable: (route) => route.fulfill({ status: 503, body: '' }),
  'too many': (route) => route.fulfill({ status: 429, headers: { 'retry-after': '1' }, body: '' }),
  'connection reset': (route) => route.abort('connectionreset'),
  // The sink stores the lead, but its answer never reaches the page: the retry is a repeat.
  'answer lost': async (route) => {
    await toSink(route);
    await route.abort('connectionreset');
  },
};
const FAULT_NAMES = Object.keys(FAULTS);

async function storedLeads(tag: string): Promise<string[]> {
  return (await readLeads(E2E_LEADS_FILE)).filter((lead) => lead.email.includes(tag)).map((lead) => lead.email);
}

/**
 * The route answers a tab's request for a lead, then says so here: on a loaded machine the round
 * trip through the test runner alone can take seconds, so the dialog's reaction is timed from the
 * answer, not from the click. The answer to its own tab's request: another tab may send the same
 * lead (its retry timer finds it due, or it is leaving), and be answered while the dialog's tab
 * is still solving the lead's proof of work; the dialog waits for its own tab's send.
 */
const answerWaiters = new Map<Page, Map<string, () => void>>();
function answered(page: Page, email: string): Promise<void> {
  const waiters = answerWaiters.get(page) ?? new Map<string, () => void>();
  answerWaiters.set(page, waiters);
  return new Promise<void>((resolve) => waiters.set(email, resolve));
}
function tellAnswered(page: Page, route: Route): void {
  const email = new URLSearchParams(route.request().postData() ?? '').get('email') ?? '';
  answerWaiters.get(page)?.get(email)?.();
  answerWaiters.get(page)?.delete(email);
}

async function sendFeedback(page: Page, email: string) {
  // By keyboard: a toast of the previous message may cover the footer link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions or feedback?' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Questions or feedback?' });
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByLabel('Message').fill(`Chaos message for ${email}`);
  const sent = answered(page, email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  // Sent: the dialog closes. Kept for later: it says so, and the visitor closes it.
  const kept = dialog.getByRole('alert');
  const sending = dialog.filter({ hasNot: page.getByRole('alert') });
  // A tab that finds the lead finished or being sent by another sends nothing: its dialog moves on
  // without an answer of its own.
  await Promise.race([sent, sending.waitFor({ state: 'detached' })]);
  await expect(sending).toHaveCount(0);
  if ((await dialog.count()) > 0) {
    await expect(kept).toContainText('saved on this device');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

test('30 leads from 3 tabs through a webhook failing half the time: all stored, none twice', async ({ context }) => {
  // A budget from the work, not the default: 30 rounds of opening the dialog, filling it and
  // sending, 10 in a row per tab, each up to 4 s on two cores shared with other work.
  test.setTimeout(LEADS * 4_000 + 30_000);
  const tag = `chaos-${Date.now()}`;
  const chance = seededRandom(20_261_123);
  let recovered = false;
  const struck = new Set<string>();
  let faults = 0;
  // Half the requests fail, at random; the faults take turns, so that every kind strikes.
  const chaos = (page: Page) => async (route: Route) => {
    const fault = recovered || chance() < 0.5 ? undefined : FAULT_NAMES[faults++ % FAULT_NAMES.length];
    if (fault) struck.add(fault);
    await (fault ? FAULTS[fault]?.(route) : passOn(route));
    tellAnswered(page, route);
  };

  const pageErrors: string[] = [];
  // The tabs open one after another, as a visitor opens them: three pages loading at once beside
  // the other worker's browser once left a tab without its dialogs' files past the wait on a busy
  // machine. They send at once.
  const tabs: Page[] = [];
  for (let tab = 0; tab < TABS; tab += 1) {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    watchRequests(page);
    await page.route('**/api/leads', chaos(page));
    await page.goto('/');
    await waitForDialogs(page);
    tabs.push(page);
  }
  await Promise.all(
    tabs.map(async (page, tab) => {
      for (let n = tab; n < LEADS; n += TABS) {
        if (tab > 0 && n === tab + TABS * RELOAD_AFTER) {
          await page.reload();
          await waitForDialogs(page);
        }
        await sendFeedback(page, `${tag}-${n}@example.com`);
      }
    }),
  );

  expect([...struck].sort(), 'the faults that struck').toEqual([...FAULT_NAMES].sort());
  recovered = true;
  for (const page of tabs) await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => storedLeads(tag).then((emails) => new Set(emails).size), { timeout: 30_000 }).toBe(LEADS);
  for (const page of tabs)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('testable:leadOutbox'))).toBeNull();
  const stored = await storedLeads(tag);
  expect(stored).toHaveLength(LEADS);
  expect(new Set(stored).size).toBe(LEADS);
  expect(pageErrors).toEqual([]);
});
