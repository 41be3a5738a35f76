/**
 * The whole journey against the real server of `npm start` (its reference analysis host and
 * lead sink), with nothing stubbed: what a new visitor does, start to finish.
 */
import { execFileSync } from 'node:child_process';
import { E2E_LEADS_FILE, PAGES_ORIGIN } from '../playwright.config';
import { expect, scrollRestsAt, test, waitForDialogs, waitForIsland } from './fixtures';

test('landing → address → guided plan → scenarios → reservation, and the lead is stored', async ({ page }) => {
  const email = `founder-${Date.now()}@example.com`;
  // A shop's page, served from this machine: the server's page reader reads it (ANALYSIS_ALLOW_HOSTS).
  const shop = `${PAGES_ORIGIN}/shop`;

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Try it Free' }).click();
  await scrollRestsAt(page, '#try');
  const address = page.getByRole('textbox', { name: 'Your app’s address' });
  await waitForIsland(address);
  await address.fill(shop);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/analysis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building test plan');
  await expect(page.locator('.analysis__url')).toHaveText(shop);
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--assistant')).toHaveCount(1);
  await expect(log.locator('.bubble--assistant')).toContainText(
    `I read ${shop}. Its title is “Greenyard — Garden supplies delivered”. On the page I found a search box, a cart or checkout, prices and a button “Add to basket”. It describes itself as “Peat-free compost, seeds and tools, delivered to your door in two days.” Is that right?`,
  );
  await expect(page.getByRole('button', { name: 'Complete Test Plan First' })).toBeDisabled();

  const box = page.getByRole('textbox', { name: 'Your answer' });
  await box.fill('suggest a plan for me');
  await box.press('Enter');
  await expect(log.locator('.bubble--assistant')).toHaveCount(2, { timeout: 15_000 });
  await expect(log).toHaveAttribute('aria-busy', 'false');
  const start = page.getByRole('link', { name: 'Start Test' });
  await expect(start).toBeVisible();
  await expect.poll(() => page.locator('.user-type').count()).toBeGreaterThanOrEqual(2);

  await start.click();
  await page.waitForURL('**/test-execution');
  const cards = page.locator('.scenario');
  // The scenarios render in the browser once the page has loaded: wait for them.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator('.persona__line').first()).toContainText(/\(.+\) - \d+ years old/);

  await waitForDialogs(page);
  await page.getByRole('main').getByRole('button', { name: 'Reserve for $10' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  await step1.getByLabel('Email').fill(email);
  await expect(step1.getByLabel('Your app’s address (optional)')).toHaveValue(shop);
  await step1.getByRole('button', { name: 'Submit' }).click();
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  // The number the sink gives this new address: the leads of other tests decide which.
  await expect(page.getByRole('dialog', { name: /^You're founder #\d+!$/ })).toBeVisible();
  await expect(page.getByRole('status')).toContainText("Spot reserved! You're locked in at founder pricing");

  const csv = execFileSync('node', ['tools/leads-csv.ts', E2E_LEADS_FILE], { encoding: 'utf8' });
  const rows = csv.split(/\r?\n/).filter((line) => line.includes(email));
  expect(rows).toEqual([
    expect.stringContaining('Expression of interest'),
    expect.stringContaining('Founder reservation'),
  ]);
  for (const row of rows) expect(row).toContain(shop);
  // The reservation carries the plan built in the chat, as the CSV writes it: readable text.
  expect(rows[1]).toMatch(/"App: .+ \| .+ > .+: .+; goals: .+"/);
});

test('a visitor who answers in their own words: the groups named, asked about by name, a plan in the app’s words', async ({
  page,
}) => {
  await page.goto('/');
  const address = page.getByRole('textbox', { name: 'Your app’s address' });
  await waitForIsland(address);
  // An app whose page JavaScript draws: only its title can be read.
  await address.fill(`${PAGES_ORIGIN}/gardenhelp`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/analysis');

  const log = page.getByRole('log');
  const box = page.getByRole('textbox', { name: 'Your answer' });
  const replies = log.locator('.bubble--assistant');
  await expect(replies.first()).toContainText(
    'its page is drawn by JavaScript, so I could only read its title, “GardenHelp”.',
  );
  const say = async (answer: string, count: number) => {
    await box.fill(answer);
    await box.press('Enter');
    await expect(replies).toHaveCount(count, { timeout: 15_000 });
  };
  await say('A marketplace where homeowners book local gardeners and pay through the app.', 2);
  await expect(replies.last()).toContainText('build the goals around booking and paying');
  const groups =
    'Two kinds: landscapers who run small crews and need steady bookings, and homeowners who want their garden sorted without phone calls.';
  await say(groups, 3);
  await expect(replies.last()).toContainText('Landscapers or homeowners: which group should we test first?');
  const plan = page.locator('.user-type');
  await expect(plan).toHaveCount(2);
  await expect(plan.first().getByRole('heading')).toHaveText('User type Landscapers');
  await expect(plan.first()).toContainText('who run small crews and need steady bookings');
  await expect(plan.nth(1).getByRole('heading')).toHaveText('User type Homeowners');

  await say('suggest a plan for me', 4);
  await expect(plan.nth(1)).toContainText('Book a local gardener for Saturday morning');
  await expect(plan.first()).toContainText('Landscaper running small crews');
  await page.getByRole('link', { name: 'Start Test' }).click();
  await page.waitForURL('**/test-execution');
  const cards = page.locator('.scenario');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);
  // No card repeats the visitor's sentence: each shows a short name and a persona of its own.
  for (const text of await cards.allTextContents()) expect(text).not.toContain(groups.slice(11, 70));
  await expect(cards.filter({ hasText: 'Book a local gardener' })).toHaveCount(1);
});
