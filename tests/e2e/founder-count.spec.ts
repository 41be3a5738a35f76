/**
 * The founder count the sink keeps (GET /api/founders, docs/operating.md, "The operator's console
 * and the founder count") and the founder reservation's lead, against page.route stubs: the hero
 * keeps the count's place until it is known and shows no number nobody counted; a failed or odd
 * answer falls back to this browser's count without moving anything; a paid reservation sends
 * `Founder reservation` with its plan and shows the founder number the sink gives.
 */
import type { Page, Route } from '@playwright/test';
import { readLeadPlan } from '../../src/leads/rules/lead-plan';
import { parsePlanState } from '../../src/lib/plan/plan';
import {
  expect,
  expectNoAxeViolations,
  expectProof,
  heroSection,
  stubFounders,
  test,
  type WebhookCall,
  waitForDialogs,
  withoutJavaScript,
} from './fixtures';
import { answerQuiz, COMPLETE_PLAN, DEV_URL, seedPlan } from './plan-fixtures';

type Reply = (route: Route) => Promise<void>;

/** Holds GET /api/founders until the test answers it: the page is seen while the count loads. */
async function holdFounders(page: Page) {
  let asked: () => void = () => {};
  let answer: (reply: Reply) => void = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const answered = new Promise<Reply>((resolve) => (answer = resolve));
  await page.route('**/api/founders', async (route) => {
    asked();
    await (await answered)(route);
  });
  return { requested, answer };
}

/** The places of the hero's count and of what stands around it. */
const PARTS = [
  '.founder-progress',
  '.founder-progress .text > span:first-child',
  '[data-founder-count]',
  '[data-founder-percent]',
  '.founder-progress progress',
  '.hero .reassurance',
  '.hero .ctas',
];
const boxes = (page: Page) =>
  page.evaluate(
    (parts) =>
      parts.map((part) => {
        const box = document.querySelector(part)?.getBoundingClientRect();
        return box ? { part, x: box.x, y: box.y, width: box.width, height: box.height } : { part };
      }),
    PARTS,
  );

/** The typeface has been swapped in: what moves after this moved for the count. */
async function typefaceIn(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-typeface', '');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectHeroCount(page: Page, count: number, percent: string): Promise<void> {
  const hero = heroSection(page);
  await expect(hero.locator('[data-founder-count]')).toHaveText(`${count} of 50`);
  await expect(hero.locator('[data-founder-percent]')).toHaveText(percent);
  await expect(hero.getByRole('progressbar', { name: 'Founder spots taken' })).toHaveAttribute('value', String(count));
  await expect(hero.locator('.founder-progress')).not.toHaveAttribute('aria-busy');
}

/** The browser's own report of an answer it was refused or could not load, which these tests cause. */
const dropLoadErrors = (errors: string[]) => {
  const rest = errors.filter((error) => !/^Failed to load resource/.test(error));
  errors.splice(0, errors.length, ...rest);
};

test('the hero keeps the count’s place, with no number in it, until the sink answers; then its count fills it', async ({
  page,
}) => {
  const founders = await holdFounders(page);
  await page.goto('/');
  await founders.requested;
  await typefaceIn(page);
  const hero = heroSection(page);
  const progress = hero.locator('.founder-progress');
  await expect(progress).toHaveAttribute('aria-busy', 'true');
  await expect(hero.getByRole('progressbar', { name: 'Founder spots taken' })).not.toHaveAttribute('value');
  expect(await progress.textContent()).not.toMatch(/\d+ of|%/);
  const loading = await boxes(page);
  expect(loading.filter((box) => !box.width).map((box) => box.part)).toEqual([]);

  founders.answer((route) => route.fulfill({ json: { taken: 27, cap: 50 } }));
  await expectHeroCount(page, 27, '54%');
  expect(await boxes(page)).toEqual(loading);
  await expectNoAxeViolations(page);
});

for (const [name, reply] of [
  ['an error status', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['a page that is not JSON', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Welcome</h1>' })],
  ['a count past the cap', (route) => route.fulfill({ json: { taken: 51, cap: 50 } })],
  ['a count that is not whole', (route) => route.fulfill({ json: { taken: 20.5, cap: 50 } })],
  ['a count below zero', (route) => route.fulfill({ json: { taken: -1, cap: 50 } })],
  ['a count given as text', (route) => route.fulfill({ json: { taken: '20', cap: 50 } })],
  ['another number of spots', (route) => route.fulfill({ json: { taken: 20, cap: 60 } })],
  ['a dropped connection', (route) => route.abort('connectionreset')],
] as [string, Reply][]) {
  test(`${name} from the sink shows this browser's count, in the same place`, async ({ page, consoleErrors }) => {
    await page.addInitScript(() => localStorage.setItem('testable:founderCount', '33'));
    const founders = await holdFounders(page);
    await page.goto('/');
    await founders.requested;
    await typefaceIn(page);
    const loading = await boxes(page);
    founders.answer(reply);
    await expectHeroCount(page, 33, '66%');
    expect(await boxes(page)).toEqual(loading);
    dropLoadErrors(consoleErrors);
  });
}

test('a sink that never answers: after 5 seconds the hero shows this browser’s count', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') });
  // Still from a moment on: the page's time passes only as the test says.
  await page.clock.pauseAt(new Date('2026-11-24T12:00:01Z'));
  await page.addInitScript(() => localStorage.setItem('testable:founderCount', '33'));
  const founders = await holdFounders(page);
  await page.goto('/');
  await founders.requested;
  await page.clock.runFor(4900);
  await expect(heroSection(page).locator('.founder-progress')).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(100);
  await expectHeroCount(page, 33, '66%');
});

test('without JavaScript the count cannot arrive, and the hero shows no number in its place', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, '/', async (html) => {
    const hero = heroSection(html);
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.locator('.founder-progress')).toBeHidden();
    await expect(hero.getByRole('progressbar')).toHaveCount(0);
  });
});

/** The lead webhook: step 1's lead accepted, the founder reservation answered with `founder`. */
async function stubSink(page: Page, founder: Reply): Promise<WebhookCall[]> {
  const calls: WebhookCall[] = [];
  await page.route('**/api/leads', async (route) => {
    const request = route.request();
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    calls.push({ fields, contentType: request.headers()['content-type'] ?? '' });
    if (fields['message'] === 'Founder reservation') await founder(route);
    else await route.fulfill({ json: { ok: true } });
  });
  return calls;
}

const founderAnswer =
  (number: number, already = false): Reply =>
  (route) =>
    route.fulfill({ json: { ok: true, founder: { number, already } } });

/** Step 1 of an open reservation with `email`, then its payment, on the page's installed clock. */
async function reserveAndPay(page: Page, email = 'ada@example.com'): Promise<void> {
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill(email);
  await step1.getByRole('button', { name: 'Submit' }).click();
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await page.clock.runFor(1200);
}

/** From /test-execution: step 1, then the payment; resolves with the dialog of step 3 to come. */
async function reserveFromScenarios(page: Page, opener: 'main' | 'banner' = 'main', email?: string): Promise<void> {
  await page.clock.install();
  await seedPlan(page, { planState: COMPLETE_PLAN });
  await page.goto('/test-execution');
  await waitForDialogs(page);
  await page.getByRole(opener).getByRole('button', { name: 'Reserve for $10' }).click();
  await reserveAndPay(page, email);
}

for (const opener of ['main', 'banner'] as const) {
  test(`a reservation from /test-execution (the ${opener}’s button) sends “Founder reservation” with its plan, and shows the number the sink gives`, async ({
    page,
    baseURL,
  }) => {
    await stubFounders(page, { taken: 30, cap: 50 });
    const calls = await stubSink(page, founderAnswer(31));
    await reserveFromScenarios(page, opener);
    const done = page.getByRole('dialog', { name: "You're founder #31!" });
    await expect(done).toBeVisible();
    // No email follows a numbered spot here (the sink told of none): none is promised.
    await expect(done).toContainText('We’ll be in touch before launch');
    await expect(done).not.toContainText('email');
    await expect(page.getByRole('status')).toContainText("Spot reserved! You're locked in at founder pricing");

    expect(calls.map((call) => call.fields['message'])).toEqual(['Expression of interest', 'Founder reservation']);
    // Step 1's lead is the same five fields as ever, with its intent (a reservation's email step,
    // which asks for no email of its own) and its proof of work; the reservation's adds the plan.
    expect(Object.keys(calls[0]?.fields ?? {})).toEqual([
      'email',
      'url',
      'message',
      'site',
      'submission_id',
      'intent',
      'altcha',
    ]);
    expect(calls[0]?.fields['intent']).toBe('founder');
    expect(calls[1]?.fields['intent']).toBeUndefined();
    const reservation = calls[1]?.fields ?? {};
    expect(reservation).toMatchObject({
      email: 'ada@example.com',
      url: DEV_URL,
      message: 'Founder reservation',
      site: `${baseURL}/test-execution`,
    });
    expect(reservation['submission_id']).not.toBe(calls[0]?.fields['submission_id']);
    // Each lead its own proof: one is good for one submission.
    await expectProof(calls[0]?.fields['altcha']);
    await expectProof(reservation['altcha']);
    expect(reservation['altcha']).not.toBe(calls[0]?.fields['altcha']);
    expect(readLeadPlan(reservation['plan'] ?? '')).toEqual(parsePlanState(COMPLETE_PLAN));
    expect(await page.evaluate(() => localStorage.getItem('testable:founderCount'))).toBe('19');
    await expectNoAxeViolations(page);
  });
}

test('an address that had reserved before: step 3 says the spot is already theirs', async ({ page }) => {
  await stubFounders(page, { taken: 30, cap: 50 });
  await stubSink(page, founderAnswer(22, true));
  await reserveFromScenarios(page);
  const done = page.getByRole('dialog', { name: 'Founder spot #22 is already yours!' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('no second spot was taken');
  await expect(done).not.toContainText('within 48 hours');
  await expectNoAxeViolations(page);
});

test('a reservation the sink cannot take now: the number the page knew plus one, and saved on this device', async ({
  page,
  consoleErrors,
}) => {
  await stubFounders(page, { taken: 30, cap: 50 });
  const calls = await stubSink(page, (route) => route.fulfill({ status: 503, headers: { 'retry-after': '60' } }));
  await reserveFromScenarios(page);
  const done = page.getByRole('dialog', { name: "You're founder #31!" });
  await expect(done).toBeVisible();
  await expect(done).toContainText('saved on this device');
  await expect(done).not.toContainText('within 48 hours');
  const outbox = await page.evaluate(() => JSON.parse(localStorage.getItem('testable:leadOutbox') ?? '[]'));
  expect(outbox).toEqual([expect.objectContaining({ message: 'Founder reservation', plan: calls[1]?.fields['plan'] })]);
  dropLoadErrors(consoleErrors);
});

test('a reservation from the quiz carries its plan, and the hero counts it at once', async ({ page }) => {
  await page.clock.install();
  await stubFounders(page, { taken: 30, cap: 50 });
  const calls = await stubSink(page, founderAnswer(31));
  await page.goto('/#test-plan');
  await expectHeroCount(page, 30, '60%');
  const plan = await answerQuiz(page);
  const items = await plan.locator('.quiz-plan__items li').allTextContents();
  expect(items.length).toBeGreaterThan(0);
  await plan.getByRole('button', { name: 'Reserve Automation - $10' }).click();
  await reserveAndPay(page);
  const done = page.getByRole('dialog', { name: "You're founder #31!" });
  await expect(done).toBeVisible();
  expect(readLeadPlan(calls[1]?.fields['plan'] ?? '')).toEqual({
    user_types: [{ segments: [{ goals: items.map((value) => ({ value })) }] }],
  });
  expect(calls[1]?.fields).toMatchObject({ url: 'https://team-dashboard.example/', message: 'Founder reservation' });
  await done.getByRole('button', { name: 'Done' }).click();
  await expectHeroCount(page, 31, '62%');
});

test('against the real sink: a reservation in one browser, and another browser, loaded again, shows the new count', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `two-browsers-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const other = await browser.newContext({ baseURL: baseURL ?? '' });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    const otherCount = otherPage.locator('.hero [data-founder-taken]');
    await expect(otherPage.locator('.hero .founder-progress')).not.toHaveAttribute('aria-busy');
    const before = Number(await otherCount.textContent());
    expect(before).toBeLessThan(50);

    await reserveFromScenarios(page, 'main', email);
    const done = page.getByRole('dialog', { name: /^You're founder #\d+!$/ });
    await expect(done).toBeVisible();
    const founder = Number(/#(\d+)/.exec((await done.getByRole('heading').textContent()) ?? '')?.[1]);
    // A new address: the next spot of the sink's count, a number no browser made up.
    expect(founder).toBeGreaterThan(before);

    await otherPage.reload();
    await expect(otherPage.locator('.hero .founder-progress')).not.toHaveAttribute('aria-busy');
    const after = Number(await otherCount.textContent());
    expect(after).toBeGreaterThanOrEqual(founder);
    await expect(otherPage.locator('.hero [data-founder-percent]')).toHaveText(`${Math.round((after / 50) * 100)}%`);
  } finally {
    await other.close();
  }
});
