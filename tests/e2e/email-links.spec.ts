/**
 * The pages a confirmation email's links open (/confirm?t=…, /leave?t=…) and the pages the server
 * sends the visitor on to (src/lib/email-links/pages.ts): static, with no script at all (their
 * address holds a token that nothing may read or send on), out of search engines, and a form
 * whose one button posts the token back to the link's own address. The server's side is stood in
 * for here with page.route: it answers the post 303 See Other, to a page of the list.
 */
import type { Page } from '@playwright/test';
import { CONFIRMATION_LINK_DAYS } from '../../src/lib/constants';
import { emailLinkPagesSchema } from '../../src/lib/content/schemas/email-link-pages';
import { fillTemplate } from '../../src/lib/content/template';
import { type EmailLinkPage, emailLinkPath, founderSpotPath } from '../../src/lib/email-links/pages';
import { currentSiteFacts, readCopy } from '../support/site-copy';
import { expect, expectNoAxeViolations, test } from './fixtures';

const copy = readCopy('src/content/emails/link-pages.json', emailLinkPagesSchema);
const { contactEmail } = currentSiteFacts();
const TOKEN = 'Zm9yLWEtdGVzdA-_token';

/** The spot the founder page shown here names: one of the 50 built, each from the same words. */
const SPOT = 7;

/**
 * Every page, from the words the content file has for it (a unit test holds them to the list of
 * pages); the founder's confirmation as the page of one spot, its number filled in.
 */
const ALL_PAGES = (['confirm', 'leave'] as const).flatMap((action) =>
  Object.entries(copy[action]).map(([name, words]) =>
    name === 'founder'
      ? {
          path: founderSpotPath(SPOT) ?? '',
          words: {
            heading: fillTemplate(words.heading, { number: SPOT }),
            text: fillTemplate(words.text, { number: SPOT }),
          },
        }
      : { path: emailLinkPath(action, name as EmailLinkPage), words },
  ),
);

/** The button of the link's own page, and what its form posts beside the token. */
const ASKS = [
  { action: 'confirm', button: copy.confirm.ask.button, body: 'confirm=1', next: '/confirm/done' },
  { action: 'leave', button: copy.leave.ask.button, body: 'List-Unsubscribe=One-Click', next: '/leave/done' },
] as const;

/** Stands in for the server: records the post to `path` and answers 303 to `next`. */
async function answerPost(page: Page, path: string, next: string) {
  const posts: { url: string; body: string; contentType: string }[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      posts.push({
        url: request.url(),
        body: request.postData() ?? '',
        contentType: request.headers()['content-type'] ?? '',
      });
      return route.fulfill({ status: 303, headers: { location: next } });
    },
  );
  return posts;
}

for (const { path, words } of ALL_PAGES) {
  test(`${path} shows its words, runs no script and is kept from search engines`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('<script');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    await expect(page.getByRole('main')).toContainText(words.text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // Buttons that need a script step aside; the header's links and the footer still lead on.
    await expect(page.getByRole('button', { name: 'Join the wait list' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
    expect(await page.evaluate(() => Boolean(window.dataLayer))).toBe(false);
  });
}

test('no page of the email’s links is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/privacy</loc>');
  expect(sitemap).not.toContain('/confirm');
  expect(sitemap).not.toContain('/leave');
});

for (const { action, button, body, next } of ASKS) {
  test(`/${action}: the button posts the token to the link’s own address, and only the button`, async ({
    page,
    baseURL,
  }) => {
    const posts = await answerPost(page, `/${action}`, next);
    const link = `${baseURL}/${action}?t=${TOKEN}`;
    await page.goto(link);
    // Opening the link (as a mail scanner does) sends nothing.
    expect(posts).toEqual([]);
    const form = page.locator('main form');
    await expect(form).toHaveAttribute('method', 'post');
    expect(await form.getAttribute('action')).toBeNull();
    expect(await form.evaluate((element: HTMLFormElement) => element.action)).toBe(link);
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(`${baseURL}${next}`);
    expect(posts).toEqual([{ url: link, body, contentType: 'application/x-www-form-urlencoded' }]);
  });

  test(`/${action} works by keyboard alone: Tab reaches the button, Enter presses it`, async ({ page, baseURL }) => {
    const posts = await answerPost(page, `/${action}`, next);
    await page.goto(`/${action}?t=${TOKEN}`);
    const target = page.getByRole('button', { name: button });
    // From the top of the page: the skip link, the header's links, then the card.
    for (let presses = 0; presses < 20; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}${next}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      action === 'confirm' ? copy.confirm.done.heading : copy.leave.done.heading,
    );
    expect(posts).toHaveLength(1);
  });
}

test('the page saying a leave link did not work names the address to write to, as a link', async ({ page }) => {
  await page.goto('/leave/invalid');
  await expect(page.getByRole('main').getByRole('link', { name: contactEmail })).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  );
});

test('a link too old says how long links work, and leads home to join again', async ({ page }) => {
  await page.goto('/confirm/expired');
  await expect(page.getByRole('main')).toContainText(`works for ${CONFIRMATION_LINK_DAYS} days`);
  await page
    .getByRole('main')
    .getByRole('link', { name: copy.confirm.expired.homeLink ?? '' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy notice tells of the confirmation email, and how long its links work', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.locator('article h2#confirmation-emails + p');
  await expect(section).toContainText(`works for ${CONFIRMATION_LINK_DAYS} days`);
  await expect(section).toContainText('erases your address and everything sent with it');
  await expect(page.locator('article')).toContainText(
    `the link that confirms your address, ${CONFIRMATION_LINK_DAYS} days; the link to leave, as long as we keep your address`,
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('every page of the email’s links passes axe', async ({ page }) => {
      for (const { path } of ALL_PAGES) {
        await page.goto(path.endsWith('/confirm') || path.endsWith('/leave') ? `${path}?t=${TOKEN}` : path);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the button fits the screen and nothing scrolls sideways', async ({ page }) => {
    await page.goto(`/leave?t=${TOKEN}`);
    const box = await page.getByRole('button', { name: copy.leave.ask.button }).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
