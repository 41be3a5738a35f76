/**
 * The bot check (docs/leads.md, "The bot check") on the production build: the page solves the
 * sink's proof of work while the visitor types and sends it with the lead; the real sink takes
 * it, and refuses a lead without one; a refusal says so plainly; a lead that could get no proof
 * waits for one; and a lead kept through an outage keeps its proof and is accepted days later.
 */
import type { Page } from '@playwright/test';
import { readLeads } from '../../server/lead-sink/sqlite-sink';
import { E2E_LEADS_FILE } from '../playwright.config';
import { expect, expectNoAxeViolations, expectProof, stubWebhook, test, waitForDialogs } from './fixtures';

/** An address no other test uses, so that the real sink's leads of this test can be found. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const storedWith = async (email: string) => (await readLeads(E2E_LEADS_FILE)).filter((lead) => lead.email === email);
const outbox = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('testable:leadOutbox'))) ?? '[]') as Record<
    string,
    unknown
  >[];

async function openReservation(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  return page.getByRole('dialog', { name: 'Secure your founder spot' });
}

async function reserve(page: Page, email: string) {
  const dialog = await openReservation(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

const thanks = (page: Page) => page.getByRole('dialog', { name: 'Thank you, we will contact you shortly' });

test('the real sink stores a lead with the proof the page solved, and keeps nothing of the proof', async ({ page }) => {
  await page.goto('/');
  await waitForDialogs(page);
  const email = uniqueEmail('proof');
  await reserve(page, email);
  await expect(thanks(page)).toBeVisible();
  expect(await storedWith(email)).toEqual([expect.objectContaining({ email, message: 'Expression of interest' })]);
  expect(JSON.stringify(await storedWith(email))).not.toContain('altcha');
});

test('the real sink refuses a lead without a proof, and stores nothing of it', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const post = (form: Record<string, string>) =>
    request.post('/api/leads', {
      form: { url: '', message: 'Expression of interest', site: `${origin}/`, ...form },
      headers: { Origin: origin },
    });
  const email = uniqueEmail('bot');
  const bare = await post({ email, submission_id: `bare-${email}` });
  expect(bare.status()).toBe(400);
  expect(await bare.json()).toMatchObject({ reason: 'bot-check' });
  expect(await storedWith(email)).toEqual([]);
});

test('a proof the sink refuses: a plain line, never "sent", and Submit again sends it with a new proof', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await waitForDialogs(page);
  const proofs: string[] = [];
  await page.route('**/api/leads', async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    proofs.push(fields.get('altcha') ?? '');
    if (proofs.length === 1)
      return route.fulfill({
        status: 400,
        json: { error: 'The bot check did not pass: the proof of work has expired.', reason: 'bot-check' },
      });
    return route.fulfill({ status: 200, json: { ok: true } });
  });
  const dialog = await reserve(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toHaveText(
    'We couldn’t send your details: our spam check couldn’t confirm this browser, so nothing was sent. Please press Submit again, or write to us at hello@testable.dev.',
  );
  await expect(thanks(page)).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
  expect(await outbox(page)).toEqual([]);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(thanks(page)).toBeVisible();
  expect(proofs).toHaveLength(2);
  await expectProof(proofs[1]);
  expect(proofs[1]).not.toBe(proofs[0]);
  expect(consoleErrors.every((text) => /status of 400|refused the submission/.test(text))).toBe(true);
  consoleErrors.length = 0;
});

test('no challenge to be had: the lead waits in the outbox without a proof, and goes with one once the connection is back', async ({
  page,
  consoleErrors,
}) => {
  let offline = true;
  await page.route('**/api/altcha', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  const calls = await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  const dialog = await reserve(page, 'ada@example.com');
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  // Nothing was sent that the sink would refuse: the lead waits for its proof.
  expect(calls).toEqual([]);
  expect(await outbox(page)).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
  expect((await outbox(page))[0]).not.toHaveProperty('altcha');

  offline = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => calls.length).toBe(1);
  await expectProof(calls[0]?.fields['altcha']);
  await expect.poll(() => outbox(page)).toEqual([]);
  consoleErrors.length = 0;
});

test('a deploy without the bot check (nothing at PUBLIC_ALTCHA_URL): the lead goes without a proof', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/altcha', (route) => route.fulfill({ status: 404, body: '' }));
  const calls = await stubWebhook(page);
  await page.goto('/');
  await waitForDialogs(page);
  await reserve(page, 'ada@example.com');
  await expect(thanks(page)).toBeVisible();
  expect(Object.keys(calls[0]?.fields ?? {})).toEqual(['email', 'url', 'message', 'site', 'submission_id']);
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;
});

test('through a six-day outage the lead keeps its proof, and the real sink accepts it when it is back', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  let outage = true;
  const sent: string[] = [];
  await page.route('**/api/leads', (route) => {
    sent.push(new URLSearchParams(route.request().postData() ?? '').get('altcha') ?? '');
    return outage ? route.fulfill({ status: 503, body: '' }) : route.fallback();
  });
  await page.goto('/');
  await waitForDialogs(page);
  const email = uniqueEmail('outage');
  const dialog = await reserve(page, email);
  await expect(dialog.getByRole('alert')).toContainText('saved on this device');
  const [queued] = await outbox(page);
  await expectProof(String(queued?.['altcha']));

  // Six days on the page's clock. The retry then due is refused too, and its answer is in before
  // the sink comes back: a jump while it is on its way would run out its wait for an answer.
  await page.clock.fastForward(6 * 24 * 3600_000);
  await expect.poll(async () => (await outbox(page))[0]?.['attempts']).toBe(2);
  outage = false;
  await page.clock.fastForward('05:00');
  await expect.poll(() => storedWith(email)).toEqual([expect.objectContaining({ email })]);
  // Every send of it carried the proof it was queued with.
  expect(new Set(sent)).toEqual(new Set([queued?.['altcha']]));
  await expect.poll(() => outbox(page)).toEqual([]);
  consoleErrors.length = 0;
});
