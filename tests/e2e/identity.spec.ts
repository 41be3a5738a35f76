import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { HeroCopy, SiteCopy } from '../../src/lib/content/collections';
import { entryData } from '../support/content-files';
import { expect, heroSection, test, waitForPageScripts } from './fixtures';
import { seedPlan } from './plan-fixtures';

/**
 * Testable's own look: its typeface (Figtree, self-hosted, swapped in without moving anything),
 * its mark (the logo and the browser's icon) and the picture of the product in the first screen,
 * labelled as the example it is.
 */
const HERO_FILE = 'src/content/landing/hero.yaml';
const SITE_FILE = 'src/content/site/site.yaml';
const hero = entryData(HERO_FILE, readFileSync(HERO_FILE, 'utf8')) as HeroCopy;
const site = entryData(SITE_FILE, readFileSync(SITE_FILE, 'utf8')) as SiteCopy;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The Figtree faces the page declares, with their loading status. */
const figtreeFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Figtree').map((face) => face.status),
  );

// The pages an email's links open run no script: they name the typeface in their HTML.
for (const path of ['/confirm', '/leave/invalid']) {
  test(`${path} is set in Figtree too`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
    await page.evaluate(() => document.fonts.ready);
    expect(await figtreeFaces(page)).toEqual(['loaded']);
  });
}

test('the text is set in Figtree, served by the site itself and cached for a year', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  // Named once the page has painted (src/page-scripts/run-after-paint.js), then fetched.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
  await page.evaluate(() => document.fonts.ready);
  expect(await figtreeFaces(page)).toEqual(['loaded']);
  expect(await page.evaluate(() => document.fonts.check('800 52px Figtree'))).toBe(true);
  // Never part of the first paint: requested after it.
  const [paint, requested] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime ?? -1,
  ]);
  expect(requested).toBeGreaterThan(paint);

  // One file, from the site's own origin, under its hashed assets.
  expect(fonts).toHaveLength(1);
  const url = new URL(fonts[0] ?? '');
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/^\/_astro\/figtree-latin-wght-normal\.[\w-]+\.woff2$/);
  const response = await page.request.get(url.href);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toContain('immutable');
});

/**
 * What must stay put when Figtree swaps in: the landing page's first section (and the heading
 * after it), and the privacy notice, whose column was once as wide as 70 of the shown font's
 * zeros (a ch), and so narrower in the stand-in font.
 */
const SWAPS = [
  { path: '/', viewport: PHONE, parts: 'main > section:first-child :is(h1, p, figure, li, progress), #how h2' },
  { path: '/', viewport: DESKTOP, parts: 'main > section:first-child :is(h1, p, figure, li, progress), #how h2' },
  { path: '/privacy', viewport: DESKTOP, parts: 'main :is(h1, h2, p, li)' },
];

for (const { path, viewport, parts } of SWAPS) {
  test(`${path} at ${viewport.width} px paints in a stand-in font, and nothing moves when Figtree arrives`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Figtree is held back until the page has painted without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });

    const boxes = () =>
      page.locator(parts).evaluateAll((elements) =>
        elements.map((element) => {
          const { top, height } = element.getBoundingClientRect();
          return { what: element.textContent?.trim().slice(0, 40), top: Math.round(top), height: Math.round(height) };
        }),
      );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Asked for once the page has painted, and held back here.
    await expect.poll(() => figtreeFaces(page)).toEqual(['loading']);
    // The founder count fills its kept place when the sink answers, which moves nothing either
    // (founder-count.spec.ts); here it is in before the font, so that only the font changes.
    await expect(page.locator('.founder-progress[aria-busy]')).toHaveCount(0);
    const before = await boxes();
    expect(before.length).toBeGreaterThan(5);

    release();
    await page.evaluate(() => document.fonts.ready);
    expect(await figtreeFaces(page)).toEqual(['loaded']);
    // Two frames: the text laid out again in Figtree, and any shift reported.
    await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    });

    // Every line stays where it was: the stand-in takes Figtree's room, line for line.
    expect(await boxes()).toEqual(before);
    // What may move is a short word's start within its line (a pill, "forever for founders", the
    // header's buttons), by a few pixels: a layout-shift score far under what counts as good (0.1).
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.005);
  });
}

test('the mark is the logo in the header and the browser’s icon', async ({ page }) => {
  await page.goto('/');
  const icon = await page.request.get('/favicon.svg');
  const drawing = (svg: string) => [...svg.matchAll(/<(?:path|circle) ([^>]*?)\/?>/g)].map((match) => match[1]);
  // Written into the page from that file, so the first paint needs no request for it.
  const logo = page.getByRole('banner').getByRole('link', { name: 'Testable' }).locator('svg');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('aria-hidden', 'true');
  expect(drawing(await logo.evaluate((svg) => svg.outerHTML))).toEqual(drawing(await icon.text()));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  // The tick that is the AI user's body, under its head.
  expect(await icon.text()).toMatch(/<path d="M7\.5 16l6\.5 7 10\.5-12"[^>]*\/><circle cx="14" cy="11\.1" r="3"/);
});

test('the picture of the product says it is an example', () => {
  expect(hero.preview.label).toMatch(/\b(example|sample)\b/i);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });

    test('the first screen shows the product, labelled as an example, and both calls to action', async ({ page }) => {
      await page.goto('/');
      const picture = heroSection(page).getByRole('figure', { name: new RegExp(`^${hero.preview.label}`) });
      await expect(picture).toBeInViewport({ ratio: 1 });
      await expect(picture.locator('figcaption')).toContainText(hero.preview.label);
      for (const run of hero.preview.runs) await expect(picture).toContainText(run.persona);
      await expect(heroSection(page).getByRole('button', { name: site.reserveButton })).toBeInViewport({ ratio: 1 });
      await expect(heroSection(page).getByRole('link', { name: site.tryButton })).toBeInViewport({ ratio: 1 });
    });
  });
}

/** Whether <html> named the typeface when the document was parsed (before the page scripts ran). */
async function recordTypefaceAtParse(page: Page): Promise<void> {
  await page.addInitScript(() =>
    addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { typefaceAtParse: document.documentElement.hasAttribute('data-typeface') }),
    ),
  );
}
const typefaceAtParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { typefaceAtParse?: boolean }).typefaceAtParse);
const typefaceRemembered = (page: Page) => page.evaluate(() => sessionStorage.getItem('testable:typeface'));

test('a tab’s first page swaps Figtree in after its paint; its later pages paint in it from the start', async ({
  page,
}) => {
  await recordTypefaceAtParse(page);
  await page.goto('/privacy');
  expect(await typefaceAtParse(page)).toBe(false);
  await expect.poll(() => typefaceRemembered(page)).toBe('1');

  await page.goto('/');
  expect(await typefaceAtParse(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
});

test('/analysis opened first keeps the stand-in font while its app draws, and fetches Figtree for the next page', async ({
  page,
}) => {
  await seedPlan(page);
  await recordTypefaceAtParse(page);
  await page.goto('/analysis');
  await expect(page.getByRole('log')).toBeVisible();
  await expect.poll(() => typefaceRemembered(page)).toBe('1');
  // Fetched, not shown: the app's text never swaps under the visitor.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"?Figtree Arial"?,/);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-typeface'))).toBe(false);

  await page.reload();
  expect(await typefaceAtParse(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
});

test('where session storage throws, every page still runs its scripts and swaps Figtree in after its paint', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  await page.goto('/privacy');
  await waitForPageScripts(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
  await page.goto('/');
  await waitForPageScripts(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Figtree,/);
});
