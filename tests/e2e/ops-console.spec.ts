/**
 * The operator's console at /ops on the production build, against the real server and its lead
 * sink: signing in and out, finding a person (one row, with what they did), reading their plan,
 * the CSV, erasing a person, a
 * hostile lead shown as text, the keyboard alone, and axe on every state. The server's
 * OPS_PASSWORD_HASH (tests/playwright.config.ts) is the hash of OPS_PASSWORD.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { proofOfWork } from '../support/proof-of-work';
import { expect, expectNoAxeViolations, test } from './fixtures';

const OPS_PASSWORD = 'operator console e2e password';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const v = (value: string) => ({ value });
const PLAN = {
  app_description: v('An online shop for landscaping supplies'),
  user_types: [
    {
      type: v('Trade buyers'),
      segments: [
        {
          segment: v('Landscapers'),
          persona: { name: v('Maria'), age: v('34'), device: v('iPhone 15') },
          goals: [v('Price 40 bags of mulch'), v('Book a delivery slot')],
        },
      ],
    },
  ],
};

/** A word no other test's lead holds, so that a search finds this test's leads alone. */
const uniqueTag = () => `ops${randomUUID().slice(0, 8)}`;

/** Posts a lead through the site's own POST /api/leads, as its pages do. */
async function postLead(request: APIRequestContext, baseURL: string, fields: Record<string, string>): Promise<void> {
  const response = await request.post('/api/leads', {
    form: {
      url: '',
      message: 'Expression of interest',
      site: `${baseURL}/`,
      submission_id: randomUUID(),
      altcha: await proofOfWork(),
      ...fields,
    },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The browser refuses a page's 401 and 400 answers in its console: the ones a test expects are let go. */
function forgetFailedLoads(consoleErrors: string[], status: number): void {
  expect(consoleErrors).toEqual([expect.stringContaining(`status of ${status}`)]);
  consoleErrors.length = 0;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await page.getByLabel('Password').fill(OPS_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** The rows of the leads table, each person's first row. */
const leadRows = (page: Page) => page.locator('table.leads tbody.lead > tr:first-child');

async function search(page: Page, words: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Words' }).fill(words);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Words' })).toHaveValue(words);
}

test('signs in: a wrong password is refused with a message, the right one opens the console', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/password/i);
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  forgetFailedLoads(consoleErrors, 401);

  await page.getByLabel('Password').fill(OPS_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Leads' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/\d+ of 50 founder spots taken/)).toBeVisible();
  await expect(page.locator('svg.chart-svg rect.bar')).toHaveCount(30);
  await expectNoAxeViolations(page);
});

test('finds a person by search, one row with what they did, reads their plan, and downloads the leads as CSV', async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag();
  const email = `maria.${tag}@greenline.example`;
  await postLead(page.request, baseURL as string, { email, url: 'https://mulch-shop.example/' });
  await postLead(page.request, baseURL as string, {
    email,
    url: 'https://mulch-shop.example/',
    message: 'Founder reservation',
    plan: JSON.stringify(PLAN),
  });
  await postLead(page.request, baseURL as string, { email: `someone.else.${tag}@example.com` });

  await signIn(page);
  await search(page, `maria.${tag}`);
  await expect(page.getByRole('table', { name: /People matching the search/ })).toBeVisible();
  // The reservation's email step and the reservation: one person, a founder, not on the wait list.
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first().getByRole('cell').nth(1)).toHaveText('Founder');
  await expect(leadRows(page).first()).toContainText('2 leads');
  await expect(leadRows(page).first().locator('td.cell-state')).toHaveText('Not needed');
  // The plan, folded under the founder, opens in place.
  const plan = page.locator('details.plan').first();
  await expect(plan.getByText('Maria')).toBeHidden();
  await plan.locator('summary').click();
  await expect(plan.getByText('Price 40 bags of mulch')).toBeVisible();
  await expectNoAxeViolations(page);

  // Narrowed by kind too: a founder is not on the wait list.
  await page.getByLabel('Kind').selectOption('waitlist');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No one matches' })).toBeVisible();
  await page.getByLabel('Kind').selectOption('founder');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(leadRows(page)).toHaveCount(1);

  await leadRows(page).first().getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(email);
  await expect(page.getByText('2 leads held about this address')).toBeVisible();
  await expect(page.locator('.story')).toContainText(/Did\s*Founder\s*Confirmation\s*Not needed/);
  const founder = page.getByRole('article').nth(1).locator('.plan-view');
  await expect(founder).toBeVisible();
  await expect(founder).toContainText('App An online shop for landscaping supplies');
  await expect(founder).toContainText(/User type\s*Trade buyers\s*Segment\s*Landscapers\s*Name\s*Maria\s*Age\s*34/);
  await expect(founder.locator('.goals li')).toHaveText(['Price 40 bags of mulch', 'Book a delivery slot']);
  await expectNoAxeViolations(page);

  const json = await page.request.get(
    (await page.getByRole('link', { name: 'Download as JSON' }).getAttribute('href')) as string,
  );
  expect(json.status()).toBe(200);
  expect(JSON.stringify(await json.json())).toContain(email);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) as string, 'utf8');
  // Every cell is quoted (server/lead-sink/csv.ts): the names, in order, without their quotes.
  const header = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]
    ?.replaceAll('"', '');
  expect(header).toBe('received_at,email,url,message,site,submission_id,repeat_of,plan,kind,confirmation');
  // Her two leads, each with its kind; the plan as text.
  const hers = csv.split('\r\n').filter((line) => line.includes(email));
  expect(hers).toHaveLength(2);
  expect(hers[0]).toMatch(/,"","waitlist","not needed"$/);
  expect(hers[1]).toContain(
    '"App: An online shop for landscaping supplies | Trade buyers > Landscapers: Maria, 34, iPhone 15; goals: Price 40 bags of mulch; Book a delivery slot","founder","not needed"',
  );
});

test('erases a person after a confirmation, and then nothing about them is held', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const email = `erase.${tag}@example.com`;
  await postLead(page.request, baseURL as string, { email });
  await postLead(page.request, baseURL as string, { email: email.toUpperCase(), message: 'Please delete me later' });

  await signIn(page);
  await page.goto(`/ops/person?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('link', { name: 'Erase this person…' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Erase ${email}?`);
  await expect(page.getByRole('main')).toContainText(`This erases 2 leads held about ${email}`);
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel keeps everything.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('link', { name: 'Erase this person…' }).click();
  await page.getByRole('button', { name: 'Erase 2 leads' }).click();
  await expect(page.getByRole('status')).toHaveText(`Erased 2 leads of ${email}.`);
  await expectNoAxeViolations(page);

  await page.goto(`/ops/person?email=${encodeURIComponent(email)}`);
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Erase/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/ops');
  await search(page, tag);
  await expect(page.getByRole('heading', { name: 'No one matches' })).toBeVisible();
});

test('is set in the site’s typeface, under its own CSP', async ({ page }) => {
  await page.goto('/ops/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family === 'Figtree').map((face) => face.status),
    ),
  ).toEqual(['loaded']);
});

test('signs out: then the console asks for the password again', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await page.goto('/ops/person?email=a%40example.com');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
});

test('shows a lead with markup in every field as text, on a wide screen and a phone', async ({ page, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const tag = uniqueTag();
  // The email rule refuses tags and quotes in an address (no mailer could write to one); what an
  // address may still hold breaks out of an attribute or a link: a quote, =, backticks, an
  // entity, percent-escapes, # and ?.
  const email = `'/onfocus='alert\`1\`'/autofocus/&lt/%3Cscript%3E/#?${tag}@x.example`;
  const plan = {
    app_description: v(HOSTILE),
    user_types: [
      { type: v(HOSTILE), segments: [{ segment: v(HOSTILE), persona: { name: v(HOSTILE) }, goals: [v(HOSTILE)] }] },
    ],
  };
  await postLead(page.request, baseURL as string, {
    email,
    url: `javascript:alert(1)//${HOSTILE}`,
    message: `${HOSTILE} ${'A long message that goes on. '.repeat(12)}`,
    site: HOSTILE,
    submission_id: `${HOSTILE}${tag}`,
  });
  await postLead(page.request, baseURL as string, {
    email,
    message: 'Founder reservation',
    submission_id: `${HOSTILE}${tag}-founder`,
    plan: JSON.stringify(plan),
  });

  await signIn(page);
  await search(page, tag);
  const row = leadRows(page).first();
  await expect(row.getByRole('link', { name: email })).toBeVisible();
  await expect(row.locator('td.cell-url')).toHaveText(`javascript:alert(1)//${HOSTILE}`);
  await expect(row.locator('td.cell-url a')).toHaveCount(0);
  await expect(row.locator('td.cell-message')).toContainText(HOSTILE);
  const details = page.locator('details.plan').first();
  await details.locator('summary').click();
  await expect(details.locator('.goals li')).toHaveText(HOSTILE);
  await expect(page.locator('main script, main img, [onerror], [onfocus]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On a phone the leads are cards: nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(email);
  await expect(page.locator('.plan-view .goals li')).toHaveText(HOSTILE);
  await expect(page.getByText(`javascript:alert(1)//${HOSTILE}`, { exact: true })).toBeVisible();
  await expect(page.locator('main script, main img, [onerror], [onfocus]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Erase this person…' }).click();
  await page.getByRole('button', { name: 'Erase 2 leads' }).click();
  await expect(page.getByRole('status')).toHaveText(`Erased 2 leads of ${email}.`);
  expect(dialogs).toEqual([]);
});

test('the keyboard alone signs in and searches', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  await postLead(page.request, baseURL as string, { email: `keys.${tag}@example.com`, message: 'Typed, not clicked' });
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        id: element.id,
        ring: getComputedStyle(element).outlineStyle !== 'none',
      };
    });

  await page.goto('/ops/sign-in');
  // The password field has the focus from the start; the skip link is the first stop before it.
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(OPS_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // From the top: the skip link, the header's links and button, then the search form; every stop shows its ring.
  const words = page.getByRole('searchbox', { name: 'Words' });
  const stops: string[] = [];
  for (let stop = 0; stop < 12 && !(await words.evaluate((element) => element === document.activeElement)); stop++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    stops.push(now.name);
    expect(now.ring, `the focus ring of ${now.name}`).toBe(true);
  }
  expect(stops).toEqual(['Skip to content', 'Testable operator console', 'Leads', 'Download CSV', 'Sign out', '']);
  await expect(words).toBeFocused();
  // The skip link goes straight to the page's content: the search is the first stop there.
  await page.reload();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(words).toBeFocused();
  await page.keyboard.type(tag);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Kind')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText(`keys.${tag}@example.com`);
  await expectNoAxeViolations(page);
});
