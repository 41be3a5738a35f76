/**
 * What the reservation's last steps say of the email that asks a new address to confirm itself,
 * as the sink's answer tells of it (`confirmation`: "sent" or "queued", docs/emails.md), and of the
 * email naming a founder's spot (`spotEmail`: "queued", for an address confirmed already): the
 * landing flow's thank-you step, the founder step of a paid reservation (from /test-execution and
 * from the quiz). No word, or any other word, keeps the specification's words; nothing of the
 * answer is ever shown.
 */
import type { Page, Route } from '@playwright/test';
import { reservationCopySchema } from '../../src/lib/content/schemas/dialogs';
import { readCopy } from '../support/site-copy';
import { expect, expectNoAxeViolations, stubFounders, test, type WebhookCall, waitForDialogs } from './fixtures';
import { answerQuiz, COMPLETE_PLAN, seedPlan } from './plan-fixtures';

const copy = readCopy('src/content/modals/reservation.yaml', reservationCopySchema);

/** The founder reservation's answer with a mailer: its address is not confirmed yet, so no number. */
const PENDING = { founder: { pending: true, already: false } };

/**
 * Each answer the sink may give, and what the thank-you and founder steps then say. A founder
 * reservation told of an email is one whose spot is held once the address is confirmed: the
 * founder step names no number, and says so.
 */
const ANSWERS = [
  {
    told: 'sent',
    extra: { confirmation: 'sent' },
    thanksTitle: copy.thanks.linkTitle,
    thanks: copy.thanks.linkSentText,
    founderExtra: { ...PENDING, confirmation: 'sent' },
    founderTitle: copy.confirmed.pendingTitle,
    founder: copy.confirmed.linkSentText,
  },
  {
    told: 'on its way',
    extra: { confirmation: 'queued' },
    thanksTitle: copy.thanks.linkTitle,
    thanks: copy.thanks.linkQueuedText,
    founderExtra: { ...PENDING, confirmation: 'queued' },
    founderTitle: copy.confirmed.pendingTitle,
    founder: copy.confirmed.linkQueuedText,
  },
  {
    told: 'nothing',
    extra: {},
    thanksTitle: copy.thanks.title,
    thanks: copy.thanks.text,
    founderExtra: {},
    founderTitle: "You're founder #31!",
    founder: copy.confirmed.text,
  },
  {
    // An address confirmed already: its spot is numbered at once, and the email naming it is on
    // its way. A wait-list answer that says so changes nothing: it holds no spot.
    told: 'the founder spot’s email',
    extra: { spotEmail: 'queued' },
    thanksTitle: copy.thanks.title,
    thanks: copy.thanks.text,
    founderExtra: { spotEmail: 'queued' },
    founderTitle: "You're founder #31!",
    founder: copy.confirmed.emailedText,
  },
  {
    told: 'markup',
    extra: { confirmation: '<b>x</b>' },
    thanksTitle: copy.thanks.title,
    thanks: copy.thanks.text,
    founderExtra: { confirmation: '<b>x</b>' },
    founderTitle: "You're founder #31!",
    founder: copy.confirmed.text,
  },
] as const;

/** Answers the lead webhook: `waitlist` to the wait-list lead, `founder` to the founder reservation. */
async function stubSink(page: Page, waitlist: object, founder: object = {}): Promise<WebhookCall[]> {
  const calls: WebhookCall[] = [];
  await page.route('**/api/leads', async (route: Route) => {
    const request = route.request();
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    calls.push({ fields, contentType: request.headers()['content-type'] ?? '' });
    const json =
      fields['message'] === 'Founder reservation'
        ? { ok: true, founder: { number: 31, already: false }, ...founder }
        : { ok: true, ...waitlist };
    await route.fulfill({ json });
  });
  return calls;
}

/** Step 1 of a reservation already open: the email, submitted. */
async function reserveEmail(page: Page): Promise<void> {
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
}

/** Step 1 and the payment of a reservation already open; resolves once the payment has run. */
async function reserveAndPay(page: Page): Promise<void> {
  await reserveEmail(page);
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await page.clock.runFor(1200);
}

/** The dialog says `text`, as its description, and none of the answer's markup. */
async function expectSays(dialog: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(text);
  await expect(dialog).not.toContainText('<b>');
  await expect(dialog.locator('b')).toHaveCount(0);
}

for (const { told, extra, thanksTitle, thanks } of ANSWERS) {
  test(`the landing flow’s thank-you step, when the sink tells of ${told}`, async ({ page }) => {
    await page.goto('/');
    await waitForDialogs(page);
    const calls = await stubSink(page, extra);
    await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
    await reserveEmail(page);
    // Its title agrees with its text: the inbox when an email is on its way.
    const dialog = page.getByRole('dialog', { name: thanksTitle, exact: true });
    await expectSays(dialog, thanks);
    expect(calls.map((call) => call.fields['message'])).toEqual(['Expression of interest']);
    if (told === 'sent') await expectNoAxeViolations(page);
  });
}

for (const { told, founderExtra, founderTitle, founder } of ANSWERS) {
  test(`the founder step of a reservation from /test-execution, when the sink tells of ${told}`, async ({ page }) => {
    await page.clock.install();
    await stubFounders(page, { taken: 30, cap: 50 });
    // Step 1's answer told of an email too: the founder step says what the reservation's answer says.
    const calls = await stubSink(page, { confirmation: 'sent' }, founderExtra);
    await seedPlan(page, { planState: COMPLETE_PLAN });
    await page.goto('/test-execution');
    await waitForDialogs(page);
    await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
    await reserveAndPay(page);
    await expectSays(page.getByRole('dialog', { name: founderTitle }), founder);
    expect(calls.map((call) => call.fields['message'])).toEqual(['Expression of interest', 'Founder reservation']);
    if (told === 'on its way') await expectNoAxeViolations(page);
  });
}

test('a founder reservation kept on this device says so, whatever step 1’s answer told', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await stubFounders(page, { taken: 30, cap: 50 });
  await page.route('**/api/leads', (route) => {
    const founderLead = new URLSearchParams(route.request().postData() ?? '').get('message') === 'Founder reservation';
    return founderLead
      ? route.fulfill({ status: 503, headers: { 'retry-after': '60' }, json: { confirmation: 'sent' } })
      : route.fulfill({ json: { ok: true, confirmation: 'sent' } });
  });
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
  await reserveAndPay(page);
  await expectSays(page.getByRole('dialog', { name: "You're founder #31!" }), copy.confirmed.notSent);
  // The 503 the browser logs as a failed load.
  consoleErrors.length = 0;
});

test('the quiz’s reservation says the same: the email that confirms the address is on its way', async ({ page }) => {
  await page.clock.install();
  await stubFounders(page, { taken: 30, cap: 50 });
  await stubSink(page, { confirmation: 'sent' }, { ...PENDING, confirmation: 'queued' });
  await page.goto('/#test-plan');
  const plan = await answerQuiz(page);
  await plan.getByRole('button', { name: 'Reserve Automation - $10' }).click();
  await reserveAndPay(page);
  await expectSays(page.getByRole('dialog', { name: copy.confirmed.pendingTitle }), copy.confirmed.linkQueuedText);
});

test('a reservation held once its address is confirmed, with no email possible, gives the address to write to', async ({
  page,
}) => {
  await page.clock.install();
  await stubFounders(page, { taken: 30, cap: 50 });
  await stubSink(page, {}, PENDING);
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
  await reserveAndPay(page);
  await expectSays(page.getByRole('dialog', { name: copy.confirmed.pendingTitle }), copy.confirmed.pendingText);
  await expect(page.getByRole('status')).toContainText(copy.payment.pendingToast);
});
