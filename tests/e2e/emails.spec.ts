/**
 * The email previews (/emails/, docs/emails.md) on the production build: the list, each email as
 * the server writes it (its HTML in a sandboxed frame that its styles reach, its plain text part
 * beside it), kept from search engines, and accessible in both colour schemes, the emails too.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { EmailPreviewsCopy } from '../../src/lib/content/collections';
import { fillTemplate } from '../../src/lib/content/template';
import { CONFIRMATION_COPY } from '../../src/lib/emails/email-copy';
import { EMAIL_COLOURS } from '../../src/lib/emails/email-palette';
import { EXAMPLE_EMAILS, EXAMPLE_SPOT } from '../../src/lib/emails/example-emails';
import { CONTENT_DIR, entryData } from '../support/content-files';
import { WCAG_TAGS } from './axe';
import { expect, expectNoAxeViolations, policyOf, SITE_PAGES, test } from './fixtures';

const PREVIEWS_FILE = `${CONTENT_DIR}/emails/previews.json`;
const previews = entryData(PREVIEWS_FILE, readFileSync(PREVIEWS_FILE, 'utf8')) as EmailPreviewsCopy;
const NAMES = {
  'confirmation-waitlist': previews.confirmationWaitlist.name,
  'confirmation-founder': previews.confirmationFounder.name,
  'founder-spot': previews.founderSpot.name,
  'operator-notice': previews.operatorNotice.name,
};
const HEADINGS = {
  'confirmation-waitlist': CONFIRMATION_COPY.waitlist.heading,
  'confirmation-founder': CONFIRMATION_COPY.founder.heading,
  'founder-spot': fillTemplate(CONFIRMATION_COPY.founderSpot.heading, { number: EXAMPLE_SPOT }),
  'operator-notice': 'A founder spot was confirmed',
};
const PAGES = ['/emails/', ...EXAMPLE_EMAILS.map((name) => `/emails/${name}/`)];

/**
 * Playwright runs its own scripts in every frame, and Chromium logs each one a sandboxed frame
 * refuses (microsoft/playwright#33343): that message, for the email's frame, is Playwright's and
 * not the page's. Every other console error still fails the test.
 */
test.afterEach(({ consoleErrors }) => {
  const kept = consoleErrors.filter(
    (error) =>
      error !==
      "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.",
  );
  consoleErrors.splice(0, consoleErrors.length, ...kept);
});

/** An rgb() colour as the browser computes it, from #rrggbb. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test('the list names every email and leads to each', async ({ page }) => {
  await page.goto('/emails/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(previews.heading);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(Object.values(NAMES));
  for (const [name, title] of Object.entries(NAMES)) {
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/emails/${name}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('link', { name: previews.backLink }).click();
    await expect(page).toHaveURL(/\/emails\/$/);
  }
});

for (const name of EXAMPLE_EMAILS) {
  test(`${name}: the email in its frame, its text part, its subject and headers, its links marked as examples`, async ({
    page,
  }) => {
    await page.goto(`/emails/${name}/`);
    const main = page.getByRole('main');
    await expect(main.getByText(previews.example)).toBeVisible();
    const frameElement = main.locator('iframe');
    await expect(frameElement).toHaveAttribute('sandbox', '');
    await expect(frameElement).toHaveAttribute('title', `The ${NAMES[name]} email`);
    const email = page.frameLocator('iframe');
    await expect(email.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[name]);
    // The spot's email asks nothing of its reader: it has no button.
    if (name === 'founder-spot') {
      await expect(email.getByRole('heading', { level: 1 })).toContainText(`#${EXAMPLE_SPOT}`);
    } else {
      const action = email.getByRole('link', {
        name: name === 'operator-notice' ? 'Open the operator console' : 'Confirm my email address',
      });
      await expect(action).toBeVisible();
      // The email's own styles reach it under the page's policy: its style attributes, light.
      await expect(action.locator('xpath=..')).toHaveCSS('background-color', rgb(EMAIL_COLOURS.light.accent));
    }
    await expect(main.locator('pre')).toContainText(HEADINGS[name]);
    if (name !== 'operator-notice') {
      await expect(main.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBeVisible();
      await expect(email.getByRole('link', { name: 'Leave the list' })).toHaveAttribute(
        'href',
        /\/example-link\/leave\?token=example$/,
      );
    }
  });
}

test('the email follows the dark scheme through its style block, which the page allows by its hash', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/emails/confirmation-founder/');
  const button = page.frameLocator('iframe').getByRole('link', { name: 'Confirm my email address' });
  await expect(button.locator('xpath=..')).toHaveCSS('background-color', rgb(EMAIL_COLOURS.dark.accent));
  await expect(button).toHaveCSS('color', rgb(EMAIL_COLOURS.dark.onAccent));
});

test('the previews are kept from search engines and the sitemap', async ({ page, request }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/emails');
});

test('a preview’s policy lets the email’s styles in and nothing more; no other page’s policy changes', async ({
  request,
}) => {
  for (const path of PAGES.slice(1)) {
    const policy = await policyOf(request, path);
    expect(policy.get('style-src-attr'), path).toEqual(["'unsafe-inline'"]);
    expect(policy.get('style-src'), path).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
    const html = await (await request.get(path)).text();
    expect(html.slice(html.indexOf('<head>'), html.indexOf('</head>'))).toMatch(
      /^<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]+">/,
    );
  }
  for (const path of [...SITE_PAGES, '/emails/'])
    expect((await policyOf(request, path)).has('style-src-attr'), path).toBe(false);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('the list and every preview pass axe', async ({ page }) => {
      await page.goto('/emails/');
      await expectNoAxeViolations(page);
      for (const path of PAGES.slice(1)) {
        await page.goto(path);
        // axe's usual run executes a script inside every frame, which the email's sandboxed frame
        // refuses, and never ends: the page is audited in axe's single-document mode (the frame's
        // title included), and the email on its own in the test below.
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
        expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
        expect(results.passes.map((rule) => rule.id)).toContain('frame-title');
      }
    });

    test('every email, on its own as an inbox shows it, passes axe', async ({ page }) => {
      for (const name of EXAMPLE_EMAILS) {
        const html = await (await page.request.get(`/emails/${name}/`)).text();
        const srcdoc = /srcdoc="([^"]*)"/.exec(html)?.[1] ?? '';
        await page.setContent(srcdoc.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[name]);
        await test.step(name, () => expectNoAxeViolations(page));
      }
    });
  });
}
