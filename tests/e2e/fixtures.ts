import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { checkProof } from '../../server/bot-check/proof';
import type { SectionCopy } from '../../src/lib/content/collections';
import { CONTENT_DIR, entryData } from '../support/content-files';
import { TEST_KEY } from '../support/proof-of-work';
import { runningAnimations } from '../support/running-animations';
import { SITE_PAGES } from '../support/site-pages';
import { axeViolations } from './axe';

/**
 * Every test runs offline: a request to any origin but the site's own fails the test, so a
 * forgotten stub or a stray third-party call cannot hide. So does any console error (a
 * Content-Security-Policy violation, a failed load, an uncaught exception).
 */
export const test = base.extend<{ strayRequests: string[]; consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      watchRequests(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  strayRequests: [
    async ({ context, baseURL }, use) => {
      const stray: string[] = [];
      const own = new URL(baseURL ?? '').origin;
      await context.route(
        (url) => url.origin !== own && url.protocol !== 'data:',
        (route) => {
          stray.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(stray);
      expect(stray, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, SITE_PAGES };

/**
 * axe-core over the whole page once it has settled; the violations are listed when there are
 * any. A page just followed to is audited once its stylesheets are in (its load event), not as
 * unstyled markup; a dialog fading in or a text rising into place as it ends up, not on the
 * frame the audit happens to land on.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(runningAnimations)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The audit above in the light colour scheme, then in the dark one, on the same state: the
 * palette is CSS alone (src/styles/global.css), so switching the scheme in place repaints the
 * page as loading it in that scheme would. The page is left in the light scheme.
 */
export async function expectNoAxeViolationsInEachScheme(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await test.step(`axe in the ${colorScheme} colour scheme`, () => expectNoAxeViolations(page));
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until the island holding `element` has hydrated (client:visible islands need scrolling
 * to). Astro drops `ssr` once React has taken the island's root; from then on a click, a key or
 * typing that reaches the island first makes React finish hydrating the part it lands on, then
 * handles it (React's selective hydration), so no step of a test is lost.
 */
export async function waitForIsland(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect(element.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/**
 * Waits until the smooth scroll an in-page link started has come to rest at `target` (its top at
 * its scroll margin, or the page at its end): a click made while the compositor still scrolls can
 * land on whatever moved under the pointer, and a scroll of the test's own can be undone by it.
 */
export async function scrollRestsAt(page: Page, target: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (selector) => {
        const element = document.querySelector(selector);
        if (!element) return `no ${selector}`;
        const before = window.scrollY;
        // Two frames: a scroll still under way moves between them.
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
        const atTarget = Math.abs(element.getBoundingClientRect().top - margin) < 2;
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        return window.scrollY === before && (atTarget || atEnd) ? 'at rest' : 'scrolling';
      }, target),
    )
    .toBe('at rest');
}

/**
 * A landing section's heading, as its content file says it: the page is checked against the
 * words an editor gave it (src/content/landing/sections/<anchor>.yaml), not a copy of them here.
 */
export function sectionTitle(anchor: string): string {
  const path = `${CONTENT_DIR}/landing/sections/${anchor}.yaml`;
  return (entryData(path, readFileSync(path, 'utf8')) as SectionCopy).title;
}

/** A landing section, found as the landmark its heading names. */
export const landingSection = (page: Page, anchor: string) =>
  page.getByRole('region', { name: sectionTitle(anchor), exact: true });
export const sectionHeading = (page: Page, anchor: string) =>
  page.getByRole('heading', { level: 2, name: sectionTitle(anchor), exact: true });

/** The landing page's first section, named by its headline. */
export const heroSection = (page: Page) =>
  page.getByRole('region', { name: 'Daily testing by AI users who act like your customers', exact: true });

/** The FAQ's questions, in their order on the page. */
export const FAQ_QUESTIONS = [
  'Why reserve a spot before Testable is built?',
  'What if I change my mind?',
  'When will it be ready?',
  'What if you don’t reach 50 founders?',
  'Can I download the test plan for free?',
] as const;
export const faqQuestion = (page: Page, index: 0 | 1 | 2 | 3 | 4) =>
  landingSection(page, 'faq').getByRole('button', { name: FAQ_QUESTIONS[index], exact: true });

/** Each question is an island of its own: waits until all five have hydrated. */
export async function waitForFaq(page: Page): Promise<void> {
  for (const index of [0, 1, 2, 3, 4] as const) await waitForIsland(faqQuestion(page, index));
}

const finishedRequests = new WeakMap<Page, Set<string>>();

/** Records the requests a page completes (or fails), for waitForDialogs; call before it loads. */
export function watchRequests(page: Page): void {
  const done = new Set<string>();
  finishedRequests.set(page, done);
  page.on('requestfinished', (request) => done.add(request.url()));
  page.on('requestfailed', (request) => done.add(request.url()));
}

/**
 * Waits until the dialogs open without the network: the page script is live and everything they
 * need (the ModalRoot island, React, their code, styles and words), fetched at idle, has arrived.
 * From the network events, not the page's resource timing, which a page clock hides.
 */
export async function waitForDialogs(page: Page): Promise<void> {
  const done = finishedRequests.get(page);
  if (!done) throw new Error('waitForDialogs needs watchRequests(page) before the page loads');
  const links = page.locator('link[rel="modulepreload"], link[rel="prefetch"]');
  await expect(links.and(page.locator('[href*="/ModalRoot."]'))).toHaveCount(1);
  const wanted = await links.evaluateAll((elements) => elements.map((link) => (link as HTMLLinkElement).href));
  await expect.poll(() => wanted.filter((url) => !done.has(url))).toEqual([]);
}

/**
 * Waits until each of the four dialogs is rendered out of sight by the dialogs' island
 * (src/islands/ModalRoot.tsx), one per idle moment after its files arrived (waitForDialogs): a
 * tap then only shows one. A tap before then is the placeholder's to answer.
 */
export async function waitForDialogsReadied(page: Page): Promise<void> {
  await expect(page.locator('dialog:not([data-placeholder])')).toHaveCount(4);
}

/** Opens `path` in a context of its own with JavaScript disabled, runs `check` on it, then closes it. */
export async function withoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

/** Waits until the page's scripts have run: the first thing they do is queue the page_view event. */
export async function waitForPageScripts(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as unknown[])[1] === 'page_view')))
    .toBe(true);
}

/**
 * Stops the clock `page.clock.install()` set running, a second ahead of the page's time, so that
 * only the test moves it on. A pause cannot go back in time: should a busy machine take longer
 * than that second between reading the time and pausing, it reads the time again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Opens a dialog on a page whose clock stands still: its idle callbacks wait with it, so the
 * dialogs' island starts on the click instead, and the dialog shows once its code has run.
 */
export async function openWithPausedClock(page: Page, opener: Locator): Promise<void> {
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * The site as a deploy without the bot check runs (PUBLIC_ALTCHA_URL=, or nothing at its address):
 * for the tests of the outbox's schedule on a paused clock, where the widget, which yields to the
 * page's timers between solving and answering, would wait for the clock. The proof on a running
 * clock, and through an outage, is bot-check.spec.ts's.
 */
export const withoutBotCheck = (page: Page) =>
  page.route('**/api/altcha', (route) => route.fulfill({ status: 404, body: '' }));

/**
 * Waits until the page's proof of work for its next lead is solved (a lead form is open): a test
 * that then stands the page's clock still sends with it at once.
 */
export async function waitForProof(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector<AltchaWidgetElement>('altcha-widget[data-lead-proof]')?.getState?.()),
    )
    .toBe('verified');
}

/** Expects `altcha` to be a proof of work that the test server's sink accepts. */
export async function expectProof(altcha: string | undefined): Promise<void> {
  expect(await checkProof(altcha ?? '', TEST_KEY, Date.now())).toMatchObject({ ok: true });
}

/** The chunk of the list of throwaway email services, which an email field fetches when it is shown. */
export const THROWAWAY_LIST = /\/_astro\/disposable_email_blocklist\.[\w-]+\.js$/;

/**
 * Resolves once the list of throwaway email services is in the page, ready for the form to check:
 * call it before the dialog opens, await it after. Until then a form sends such an address on.
 */
export function throwawayListLoaded(page: Page): Promise<void> {
  return page
    .waitForResponse((response) => THROWAWAY_LIST.test(new URL(response.url()).pathname))
    .then((response) =>
      // The page's own import of the chunk settles once the module has run: the field's has too.
      page.evaluate(async (url) => {
        await import(url);
      }, response.url()),
    );
}

export interface WebhookCall {
  fields: Record<string, string>;
  contentType: string;
}

/** Answers the lead webhook like the real one and records every form it receives. */
export async function stubWebhook(page: Page, status = 200): Promise<WebhookCall[]> {
  const calls: WebhookCall[] = [];
  await page.route('**/api/leads', async (route) => {
    const request = route.request();
    calls.push({
      fields: Object.fromEntries(new URLSearchParams(request.postData() ?? '')),
      contentType: request.headers()['content-type'] ?? '',
    });
    await route.fulfill({ status, body: '' });
  });
  return calls;
}

/**
 * Answers the founder count (GET /api/founders) with `body`, as the sink would (`{"taken":n,"cap":50}`),
 * so that a test does not depend on the reservations other tests have left in the test server's
 * leads; a body that is not such a count makes the page show this browser's count instead.
 */
export async function stubFounders(page: Page, body: unknown = { taken: 18, cap: 50 }): Promise<void> {
  await page.route('**/api/founders', (route) =>
    route.fulfill({ json: body, headers: { 'cache-control': 'no-store' } }),
  );
}

/** A page's Content-Security-Policy, from the served bytes, by directive. */
export async function policyOf(request: APIRequestContext, path: string): Promise<Map<string, string[]>> {
  const html = await (await request.get(path)).text();
  const content = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
  return new Map(
    content.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}
