import { readFileSync } from 'node:fs';
import { pdfText } from '../support/pdf-text';
import {
  expect,
  expectNoAxeViolations,
  faqQuestion,
  stubWebhook,
  test,
  throwawayListLoaded,
  waitForDialogs,
  waitForIsland,
} from './fixtures';
import { answerQuiz } from './plan-fixtures';

const QUESTIONS = ['What kind of app is it?', 'Which features matter most to your users?', 'What worries you most?'];

test('the whole quiz by keyboard: from the FAQ link to the downloaded PDF', async ({ page }) => {
  let jsPdfRequested = false;
  const pdfFonts: string[] = [];
  page.on('request', (request) => {
    if (/jspdf/i.test(request.url())) jsPdfRequested = true;
    if (/\.ttf$/.test(new URL(request.url()).pathname)) pdfFonts.push(request.url());
  });
  await page.goto('/');
  await waitForDialogs(page);
  await waitForIsland(faqQuestion(page, 4));
  await faqQuestion(page, 4).focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: 'Get your free test plan' });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Get your free test plan' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#test-plan$/);
  // The quiz's promise comes first.
  await expect(dialog).toContainText('12 test cases · about 2 minutes');
  await expectNoAxeViolations(page);
  // Step 1: the live-app choice is focused first; the address field follows.
  await expect(dialog.getByRole('radio', { name: /I have a live app/ })).toBeFocused();
  await expect(dialog.getByLabel('Your app’s address')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Still building/ })).toBeChecked();
  await expect(dialog.getByLabel('What are you building?')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Your app’s address')).toBeFocused();
  await page.keyboard.type('mulch-store.example');
  await page.keyboard.press('Enter');

  // Step 2: three questions, Next then Generate Plan.
  const chat = page.getByRole('dialog', { name: 'A few questions about your app' });
  await expect(chat).toBeVisible();
  // Not on the first view, nor while the quiz asks its questions: neither jsPDF nor its fonts.
  expect(jsPdfRequested).toBe(false);
  expect(pdfFonts).toEqual([]);
  for (const [index, answer] of [
    '  An online shop  ',
    'checkout, delivery slots',
    'people abandon the basket',
  ].entries()) {
    await expect(chat.getByText(`Question ${index + 1} of 3`)).toBeVisible();
    await expect(chat.getByRole('log')).toContainText(QUESTIONS[index] ?? '');
    await expect(chat.getByRole('button', { name: index === 2 ? 'Generate Plan' : 'Next' })).toBeVisible();
    await expect(chat.getByLabel('Your answer')).toBeFocused();
    if (index === 1) await expectNoAxeViolations(page);
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
  }

  // Step 3: the plan, the visitor's own features and worries first, then the e-commerce items.
  const planDialog = page.getByRole('dialog', { name: 'Your test plan' });
  await expect(planDialog).toContainText('Built for your e-commerce app');
  await expect(planDialog).toContainText('credited as your first month');
  const items = await planDialog.locator('.quiz-plan__items li').allTextContents();
  expect(items).toHaveLength(12);
  // The count shown is the list's.
  await expect(planDialog.locator('.quiz-plan__estimate')).toHaveText('12 test cases');
  expect(items.slice(0, 3)).toEqual([
    'Check out, as a first-time visitor, without help',
    'Try “delivery slots” from start to finish, on a phone and on a computer',
    'A first-time visitor finishes the main task without help or guessing',
  ]);
  expect(items[3]).toBe('A shopper finds a product through search and category pages');
  await expectNoAxeViolations(page);

  // jsPDF and Figtree's two faces are fetched once the plan shows, ahead of the click.
  await expect.poll(() => jsPdfRequested).toBe(true);
  await expect.poll(() => pdfFonts.length).toBe(2);
  const downloadButton = planDialog.getByRole('button', { name: 'Download Free Plan (PDF)' });
  await downloadButton.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('testable-test-plan.pdf');
  const pdf = readFileSync((await download.path()) ?? '', 'latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
  expect(text).toContain('Testable test plan');
  expect(text).toContain('mulch-store.example');
  for (const item of items) expect(text).toContain(item);
  // In the site's typeface, with the site's address at the foot.
  expect(pdf).toMatch(/\/FontName \/Figtree/);
  expect(pdf).not.toMatch(/Helvetica/);
  // The address the build knows (PUBLIC_SITE_URL), as the page's canonical link has it.
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(text).toContain(new URL(canonical).host);

  // Step 4: thanks; the quiz is recorded as finished.
  const thanks = page.getByRole('dialog', { name: 'Thank you for trying Testable!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText('Your test plan is ready');
  expect(await page.evaluate(() => localStorage.getItem('testable:testPlanBuilt'))).toBe('1');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await thanks.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/#test-plan/);
});

test('the quiz opens from a shared #test-plan address, and jsPDF is not loaded with it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/#test-plan');
  await expect(page.getByRole('dialog', { name: 'Get your free test plan' })).toBeVisible();
  expect(scripts.some((url) => /jspdf/i.test(url))).toBe(false);
});

test('still building: a description, empty answers, and the generic plan', async ({ page }) => {
  await page.goto('/#test-plan');
  const dialog = page.getByRole('dialog', { name: 'Get your free test plan' });
  await dialog.getByRole('radio', { name: /Still building/ }).check();
  await dialog.getByLabel('What are you building?').fill('A recipe blog');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const chat = page.getByRole('dialog', { name: 'A few questions about your app' });
  await chat.getByRole('button', { name: 'Next' }).click();
  await chat.getByRole('button', { name: 'Next' }).click();
  await chat.getByRole('button', { name: 'Generate Plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Your test plan' });
  await expect(plan).toContainText('Built for your web app');
  await expect(plan.locator('.quiz-plan__items li').first()).toHaveText(
    'The home page loads quickly on a phone and the main action is obvious',
  );
});

test('a long answer grows the field a line at a time, up to five lines, then scrolls; Enter still sends it', async ({
  page,
}) => {
  await page.goto('/#test-plan');
  const dialog = page.getByRole('dialog', { name: 'Get your free test plan' });
  await dialog.getByLabel('Your app’s address').fill('walkies.example');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const chat = page.getByRole('dialog', { name: 'A few questions about your app' });
  const field = chat.getByRole('textbox', { name: 'Your answer' });
  await expect(field).toBeFocused();
  const size = () => field.evaluate((element) => ({ height: element.clientHeight, scroll: element.scrollHeight }));
  const one = await size();
  await page.keyboard.type('A marketplace where dog owners book local walkers by the hour, ');
  const two = await size();
  expect(two.height).toBeGreaterThan(one.height);
  // Nothing hidden while it grows.
  expect(two.scroll).toBeLessThanOrEqual(two.height);
  await page.keyboard.type('with reviews, messages, recurring walks, '.repeat(8));
  const capped = await size();
  await page.keyboard.type('and a map of each walk.');
  const after = await size();
  // At its limit it stays the same height and scrolls instead.
  expect(after.height).toBe(capped.height);
  expect(after.scroll).toBeGreaterThan(after.height);
  const lineHeight = await field.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  expect(after.height).toBeLessThan(6 * lineHeight + 20);
  await page.keyboard.press('Enter');
  await expect(chat.getByText('Question 2 of 3')).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('and a map of each walk.');
  await expect(field).toBeFocused();
  expect((await size()).height).toBe(one.height);
});

test('Reserve Automation goes to the reservation with payment, through to the founder number', async ({ page }) => {
  await page.clock.install();
  const calls = await stubWebhook(page);
  await page.goto('/#test-plan');
  const plan = await answerQuiz(page);
  await plan.getByRole('button', { name: 'Reserve Automation - $10' }).click();
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  // The address given at the quiz's first step goes with the lead.
  await expect(step1.getByLabel('Your app’s address (optional)')).toHaveValue('team-dashboard.example');
  await step1.getByLabel('Email').fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  const payment = page.getByRole('dialog', { name: 'Reserve your spot for $10' });
  await expect(payment).toBeVisible();
  expect(calls[0]?.fields).toMatchObject({ email: 'ada@example.com', url: 'https://team-dashboard.example/' });
  await payment.getByRole('button', { name: 'Complete Reservation' }).click();
  await page.clock.runFor(1200);
  await expect(page.getByRole('dialog', { name: /You're founder #\d+!/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('testable:testPlanBuilt'))).toBe('1');
});

test('the plan’s reservation refuses a throwaway email service’s address at the field', async ({ page }) => {
  const calls = await stubWebhook(page);
  await page.goto('/#test-plan');
  const plan = await answerQuiz(page);
  const listLoaded = throwawayListLoaded(page);
  await plan.getByRole('button', { name: 'Reserve Automation - $10' }).click();
  await listLoaded;
  const step1 = page.getByRole('dialog', { name: 'Secure your founder spot' });
  const email = step1.getByLabel('Email');
  await email.fill('ada@10minutemail.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/^10minutemail\.com is a throwaway email service/);
  await expect(page.getByRole('status')).toContainText('Please use an address you’ll keep');
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);
  await email.fill('ada@example.com');
  await step1.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Reserve your spot for $10' })).toBeVisible();
  expect(calls.map((call) => call.fields['email'])).toEqual(['ada@example.com']);
});
