import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { inlineScriptText } from '../../src/lib/analytics/google';
import { currentSiteFacts } from '../support/site-copy';
import {
  expect,
  expectNoAxeViolations,
  FAQ_QUESTIONS,
  faqQuestion,
  heroSection,
  landingSection,
  scrollRestsAt,
  sectionHeading,
  stubFounders,
  test,
  waitForDialogs,
  waitForDialogsReadied,
  waitForIsland,
  withoutJavaScript,
} from './fixtures';

const SECTIONS: { link: string; id: string }[] = [
  { link: 'How it works', id: 'how' },
  { link: 'What we test', id: 'what' },
  { link: 'What you get', id: 'results-dashboard' },
  { link: 'Try first', id: 'try' },
  { link: 'FAQ', id: 'faq' },
];

for (const path of ['/', '/landing']) {
  test(`${path} serves the landing page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Testable/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Daily testing by AI users who act like your customers',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    for (const { id } of SECTIONS) {
      // Each section is a landmark named by its heading, with the anchor its links use.
      await expect(landingSection(page, id)).toHaveAttribute('id', id);
    }
  });
}

test('the hero shows the founder price and the spots taken', async ({ page }) => {
  await stubFounders(page, { taken: 18, cap: 50 });
  await page.goto('/');
  const hero = heroSection(page);
  await expect(hero).toContainText('$49/month');
  await expect(hero).toContainText('forever for founders');
  await expect(hero).toContainText('$99/month');
  // The launch month while it is ahead; once it has passed, no month (truth.spec.ts).
  await expect(hero).toContainText(currentSiteFacts().launch || 'Founders get access first');
  await expect(hero).toContainText('18 of 50');
  await expect(hero).toContainText('36%');
  const bar = hero.getByRole('progressbar', { name: 'Founder spots taken' });
  await expect(bar).toHaveAttribute('value', '18');
  await expect(bar).toHaveAttribute('max', '50');
});

test('every header anchor lands on its section, below the sticky header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Sections' }).first();
  for (const { link, id } of SECTIONS) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = sectionHeading(page, id);
    await expect(heading).toBeInViewport();
    const headerBox = await header.boundingBox();
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBox?.height ?? 0);
  }
});

test('Try it Free scrolls to the try section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL(/#try$/);
  await expect(page.getByRole('textbox', { name: 'Your app’s address' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('an in-page link lands on its section before the page script runs, and after', async ({ page }) => {
  // The page script held back, as on a slow phone in its first moments.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/page\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('link', { name: 'Try it Free' }).click();
  await scrollRestsAt(page, '#try');

  release();
  await page.getByRole('banner').getByRole('link', { name: 'How it works' }).click();
  await scrollRestsAt(page, '#how');
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await scrollRestsAt(page, '#faq');
});

test('how it works has seven steps', async ({ page }) => {
  await page.goto('/');
  const steps = landingSection(page, 'how').getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.first().getByRole('heading')).toHaveText('Reserve your founder spot');
  for (const step of await steps.all()) {
    // Each step has a picture drawn by the section's own stylesheet (allowed by the page's
    // policy), hidden from screen readers: its parts are placed, so the sheet has arrived.
    const picture = step.locator('.pic');
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    await expect(picture.locator('i').first()).toHaveCSS('position', 'absolute');
  }
});

test('the band after the FAQ opens the reservation and leads to the try-it form', async ({ page }) => {
  await page.goto('/');
  await waitForDialogs(page);
  const band = landingSection(page, 'join');
  await expect(band).toContainText('Full refund anytime before launch. No account needed.');
  await band.getByRole('link', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL(/#try$/);
  await scrollRestsAt(page, '#try');
  await expect(sectionHeading(page, 'try')).toBeInViewport();
  await band.getByRole('button', { name: 'Join the wait list' }).click();
  await expect(page.getByRole('dialog', { name: 'Secure your founder spot' })).toBeVisible();
});

test('what we test shows the landscaper demo card and the success story', async ({ page }) => {
  await page.goto('/');
  const cards = landingSection(page, 'what').getByRole('article');
  await expect(cards).toHaveCount(2);
  const demo = cards.filter({ hasText: 'Landscaper' });
  await expect(demo).toContainText('Price 40 bags of mulch');
  await expect(demo.getByRole('button', { name: 'Watch Dave’s session' })).toBeVisible();
  const story = cards.filter({ hasText: 'Operations manager' });
  await expect(story).toContainText('Booked in 1 min 48 s');
  // The success story is not interactive.
  await expect(story.locator('a, button, input, [tabindex]')).toHaveCount(0);
});

test('the sample dashboard has a regression card and a win card', async ({ page }) => {
  await page.goto('/');
  const cards = landingSection(page, 'results-dashboard').getByRole('article');
  await expect(cards).toHaveCount(2);
  // By the badge alone: "Win" is also in a quote's "Windows laptop".
  const regression = cards.filter({ has: page.getByText('Regression', { exact: true }) });
  const win = cards.filter({ has: page.getByText('Win', { exact: true }) });
  for (const [card, completion, experience, trend, tone] of [
    [regression, '42%', '58%', 'down 31 points', 'rgb(185, 28, 28)'],
    [win, '94%', '88%', 'up 18 points', 'rgb(4, 120, 87)'],
  ] as const) {
    // The tone is a bar as wide as the card, not a thick top border narrowing at the corners.
    const bar = await card.evaluate((element) => {
      const before = getComputedStyle(element, '::before');
      return {
        border: getComputedStyle(element).borderTopWidth,
        colour: before.backgroundColor,
        width: before.width,
        height: before.height,
        inner: `${element.clientWidth}px`,
      };
    });
    expect(bar).toEqual({ border: '0px', colour: tone, width: bar.inner, height: '4px', inner: bar.inner });
    await expect(card).toContainText('Task completion');
    await expect(card).toContainText(completion);
    await expect(card).toContainText('User experience');
    await expect(card).toContainText(experience);
    await expect(card).toContainText(trend);
    await expect(card.locator('blockquote')).toHaveCount(2);
    await expect(card.getByRole('heading', { level: 4 })).toContainText(/Recommended/);
  }
});

test('the landing page is readable with JavaScript disabled', async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, '/', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(landingSection(page, 'how').getByRole('listitem')).toHaveCount(7);
    // The steps' pictures are drawn without scripts too: their stylesheet is linked as it is.
    await expect(landingSection(page, 'how').locator('.pic i').first()).toHaveCSS('position', 'absolute');
    await expect(landingSection(page, 'what').getByRole('article')).toHaveCount(2);
    await expect(landingSection(page, 'results-dashboard').getByRole('article')).toHaveCount(2);
    // Every FAQ answer is shown, and buttons that need JavaScript are not offered.
    const faq = landingSection(page, 'faq');
    await expect(faq.getByRole('region', { name: FAQ_QUESTIONS[0] })).toBeVisible();
    await expect(faq.getByRole('region', { name: FAQ_QUESTIONS[1] })).toContainText(
      'full refund anytime before launch',
    );
    await expect(page.getByRole('button', { name: 'Join the wait list' })).toHaveCount(0);
    // The feedback link falls back to an email.
    await expect(page.getByRole('link', { name: 'Questions or feedback?' })).toHaveAttribute('href', /^mailto:/);
    // The free test plan's link (a dialog with JavaScript) leads to the try-it form instead.
    await page.getByRole('link', { name: 'Get your free test plan' }).click();
    await expect(page).toHaveURL(/#test-plan$/);
    await expect(page.getByRole('textbox', { name: /address/i })).toBeInViewport();
    await page.getByRole('link', { name: 'What you get' }).first().click();
    await expect(sectionHeading(page, 'results-dashboard')).toBeInViewport();
  });
});

/** The dialogs' chunks whose code has run since coverage started (Chromium's JS coverage). */
async function dialogsThatRan(page: Page): Promise<string[]> {
  const coverage = await page.coverage.stopJSCoverage();
  return coverage
    .filter((script) => /\/(Reservation|Feedback|Demo|Quiz)Modal\./.test(script.url))
    .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
    .map((script) => new URL(script.url).pathname.replace(/\..*$/, ''));
}

test('the landing page loads only bundled island code, and runs its dialogs’ code only once it is idle', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.coverage.startJSCoverage();
  await page.goto('/');
  await waitForDialogs(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((path) => path.startsWith('/_astro/'))).toBe(true);
  // React and the dialogs' island start at idle, and the dialogs' own code runs then, a dialog
  // per idle moment, so that the first click only renders a dialog: it is only preloaded before.
  await expect(page.locator('astro-island[component-url*="ModalRoot"]:not([ssr])')).toHaveCount(1);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(scripts.filter((path) => /Modal\./.test(path) && !preloaded.includes(path))).toEqual([]);
  // Inline scripts are only the ~300-byte analytics consent queue and what loads the page's
  // scripts (Astro's island runtime among them) after the first paint.
  const bootstrap = inlineScriptText(readFileSync('src/page-scripts/gtag-bootstrap.js', 'utf8'));
  const inlines = await page.locator('script:not([src])').allTextContents();
  expect(inlines).toHaveLength(2);
  expect(inlines[0]).toBe(bootstrap);
  expect(inlines[1]).toContain('first-contentful-paint');
  expect(await page.locator('script[data-scripts]').getAttribute('data-scripts')).toMatch(
    /\/_astro\/island-runtime\.[\w-]+\.js/,
  );
  // Every dialog rendered out of sight (a dialog's module runs a moment before), then what ran
  // since the page loaded read once: reading it and counting again leaves a gap between the two,
  // and code that ran in it was never counted.
  await waitForDialogsReadied(page);
  expect((await dialogsThatRan(page)).sort()).toEqual([
    '/_astro/DemoModal',
    '/_astro/FeedbackModal',
    '/_astro/QuizModal',
    '/_astro/ReservationModal',
  ]);
  await page.coverage.startJSCoverage();
  await page.getByRole('banner').getByRole('button', { name: 'Join the wait list' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialogs share code, which the bundler puts in one of their chunks; the demo's is its own.
  const opened = await dialogsThatRan(page);
  expect(opened).toContain('/_astro/ReservationModal');
  expect(opened).not.toContain('/_astro/DemoModal');
});

test('the page describes itself to search engines and link previews', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /AI-simulated users/);
  for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /.+/);
  }
  for (const href of ['/favicon.svg', '/apple-touch-icon.png', '/og.png']) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).toContain('/privacy</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('axe finds no violations on the landing page, with an FAQ answer open', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await waitForIsland(faqQuestion(page, 1));
  await faqQuestion(page, 1).click();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu leads to every section, closes as menus do, and nothing overflows sideways', async ({ page }) => {
    await page.goto('/');
    await waitForDialogs(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const menu = page.locator('.menu');
    for (const { link, id } of SECTIONS) {
      await menu.locator('summary').click();
      await expect(menu).toHaveAttribute('open');
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(sectionHeading(page, id)).toBeInViewport();
      await expect(menu).not.toHaveAttribute('open');
    }
    await menu.locator('summary').click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(menu.locator('summary')).toBeFocused();
    await menu.locator('summary').click();
    await page.mouse.click(20, 600);
    await expect(menu).not.toHaveAttribute('open');
  });
});
